package cubelab.ui.race;

import static org.assertj.core.api.Assertions.assertThat;

import cubelab.race.board.Board;
import cubelab.race.board.Metric;
import cubelab.race.board.TileMove;
import cubelab.ui.race.SlideGeometry.Direction;
import cubelab.ui.race.SlideGeometry.Slide;
import org.junit.jupiter.api.Test;

class SlideGeometryTest {

    @Test
    void aPushAlongARowSlidesEveryTileBetween() {
        // 5×5, blank at d4 (cell 18), push a4 (cell 15): tiles at a4 b4 c4 move right; blank ends at a4
        assertThat(SlideGeometry.slides(5, 18, 15))
                .containsExactly(new Slide(15, 16), new Slide(16, 17), new Slide(17, 18));
    }

    @Test
    void aColumnMoveAndItsUndoMirrorEachOther() {
        assertThat(SlideGeometry.slides(5, 3, 13)).containsExactly(new Slide(13, 8), new Slide(8, 3));
        assertThat(SlideGeometry.slides(5, 13, 3)).containsExactly(new Slide(3, 8), new Slide(8, 13));
    }

    @Test
    void noSlidesOffTheLines() {
        assertThat(SlideGeometry.slides(5, 0, 6)).isEmpty();
        assertThat(SlideGeometry.slides(5, 6, 6)).isEmpty();
    }

    @Test
    void slidesAgreeWithTheEngine() {
        Board board = Board.parse("WWWWY/YYYOO/OORRR/RGG.G/GBBBB");
        for (TileMove move : board.legalMoves(Metric.PUSH)) {
            Board after = board.apply(move, Metric.PUSH);
            for (Slide slide : SlideGeometry.slides(5, board.blankCell(), after.blankCell())) {
                assertThat(after.codeAt(slide.toCell())).isEqualTo(board.codeAt(slide.fromCell()));
            }
        }
    }

    @Test
    void hintArrowsPointTowardTheBlank() {
        assertThat(SlideGeometry.direction(5, 15, 18)).isEqualTo(Direction.RIGHT);
        assertThat(SlideGeometry.direction(5, 19, 18)).isEqualTo(Direction.LEFT);
        assertThat(SlideGeometry.direction(5, 3, 18)).isEqualTo(Direction.DOWN);
        assertThat(SlideGeometry.direction(5, 23, 18)).isEqualTo(Direction.UP);
    }
}
