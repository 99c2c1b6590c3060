package cubelab.race.board;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class BoardTest {
    static final String BOARD_5 = "WWWWY" + "YYYOO" + "OORRR" + "RGGGG" + "BBBB.";

    @Test
    void parsesAndPrintsRowMajorLetters() {
        Board board = Board.parse(BOARD_5);
        assertThat(board.size()).isEqualTo(5);
        assertThat(board.blankCell()).isEqualTo(24);
        assertThat(board.colorAt(0, 4)).isEqualTo(TileColor.YELLOW);
        assertThat(board.colorAt(4, 4)).isNull();
        assertThat(board.toString()).isEqualTo(BOARD_5);
        assertThat(Board.parse("wwwwy/yyyoo/oorrr/rgggg/bbbb.")).isEqualTo(board);
    }

    @Test
    void reportsTheIndexOfABadCharacter() {
        assertThatThrownBy(() -> Board.parse("WWWWY YYYOX"))
                .isInstanceOfSatisfying(TileNotationException.class, e -> assertThat(e.index()).isEqualTo(10))
                .hasMessageContaining("at character 10");
    }

    @Test
    void rejectsWrongShapesAndCountsWithDefectCodes() {
        assertThatThrownBy(() -> Board.parse("WWWW."))
                .isInstanceOfSatisfying(InvalidBoardException.class, e -> assertThat(e.defect()).isEqualTo(BoardDefect.SIZE));
        assertThatThrownBy(() -> Board.parse(BOARD_5.replace('.', 'B')))
                .hasMessageStartingWith("BLANK_COUNT:");
        assertThatThrownBy(() -> Board.parse("WWWWW" + "YYYOO" + "OORRR" + "RGGGG" + "BBBB."))
                .isInstanceOfSatisfying(InvalidBoardException.class, e -> assertThat(e.defect()).isEqualTo(BoardDefect.TILE_COUNT))
                .hasMessageStartingWith("TILE_COUNT: W has 5 tiles");
    }

    @ParameterizedTest
    @CsvSource({"3, 2,2,1,1,1,1", "4, 3,3,3,2,2,2", "5, 4,4,4,4,4,4", "7, 8,8,8,8,8,8", "9, 14,14,13,13,13,13",
            "11, 20,20,20,20,20,20"})
    void splitsTilesAsEvenlyAsPossibleWithTheFirstColoursGettingTheRemainder(int size, int w, int y, int o, int r, int g, int b) {
        int[] expected = {w, y, o, r, g, b};
        int total = 0;
        for (TileColor color : TileColor.values()) {
            assertThat(Board.tileCount(size, color)).isEqualTo(expected[color.ordinal()]);
            total += Board.tileCount(size, color);
        }
        assertThat(total).isEqualTo(size * size - 1);
        assertThat(Board.random(size, new SplittableRandom(size)).size()).isEqualTo(size);
    }

    @Test
    void tileMoveSlidesOneNeighbour() {
        Board board = Board.parse(BOARD_5);
        Board after = board.apply(TileMove.parse("e4"), Metric.TILE);
        assertThat(after.blankCell()).isEqualTo(19);
        assertThat(after.colorAt(4, 4)).isEqualTo(TileColor.GREEN);
        assertThat(board.blankCell()).isEqualTo(24); // unchanged: boards are immutable
        assertThatThrownBy(() -> board.apply(TileMove.parse("e3"), Metric.TILE)).isInstanceOf(IllegalMoveException.class);
    }

    @Test
    void pushSlidesTheWholeRunBetweenTileAndBlank() {
        Board board = Board.parse(BOARD_5);
        Board after = board.apply(TileMove.parse("a5"), Metric.PUSH);
        assertThat(after.toString()).isEqualTo("WWWWY" + "YYYOO" + "OORRR" + "RGGGG" + ".BBBB");
        Board back = after.apply(TileMove.parse("e5"), Metric.PUSH);
        assertThat(back).isEqualTo(board);
        assertThat(board.apply(TileMove.parse("e1"), Metric.PUSH).toString())
                .isEqualTo("WWWW." + "YYYOY" + "OORRO" + "RGGGR" + "BBBBG");
        assertThatThrownBy(() -> board.apply(TileMove.parse("a1"), Metric.PUSH)).isInstanceOf(IllegalMoveException.class);
        assertThat(board.legalMoves(Metric.PUSH)).hasSize(8);
        assertThat(board.legalMoves(Metric.TILE)).extracting(TileMove::notation).containsExactly("e4", "d5");
    }

    @Test
    void randomSolvedBoardsShowTheirTarget() {
        SplittableRandom random = new SplittableRandom(7);
        for (int size : new int[] {3, 4, 5, 7}) {
            Target target = Target.rollDice(size, random);
            assertThat(Board.randomSolved(target, random).satisfies(target)).isTrue();
        }
    }
}
