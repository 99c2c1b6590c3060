package cubelab.race.board;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.SplittableRandom;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

/** Round trips and move algebra on random boards of many sizes. */
class BoardPropertiesTest {

    @Property(tries = 300)
    void boardAndTargetTextRoundTrips(@ForAll long seed, @ForAll @IntRange(min = 3, max = 11) int size) {
        SplittableRandom random = new SplittableRandom(seed);
        Board board = Board.random(size, random);
        Target target = Target.rollDice(size, random);
        assertThat(Board.parse(board.toString())).isEqualTo(board);
        assertThat(Target.parse(target.toString())).isEqualTo(target);
    }

    @Property(tries = 300)
    void everyMoveIsUndoneByPushingBackFromTheOldBlank(@ForAll long seed, @ForAll @IntRange(min = 3, max = 8) int size) {
        SplittableRandom random = new SplittableRandom(seed);
        Board board = Board.random(size, random);
        for (Metric metric : Metric.values()) {
            for (TileMove move : board.legalMoves(metric)) {
                Board after = board.apply(move, metric);
                assertThat(after.blankCell()).isEqualTo(move.cell(size));
                assertThat(after.apply(TileMove.ofCell(board.blankCell(), size), metric)).isEqualTo(board);
            }
        }
        assertThat(board.legalMoves(Metric.PUSH)).hasSize(2 * (size - 1));
    }

    @Property(tries = 200)
    void aPushEqualsTheSequenceOfSingleTileMoves(@ForAll long seed, @ForAll @IntRange(min = 3, max = 8) int size) {
        SplittableRandom random = new SplittableRandom(seed);
        Board board = Board.random(size, random);
        for (TileMove push : board.legalMoves(Metric.PUSH)) {
            Board stepwise = board;
            while (stepwise.blankCell() != push.cell(size)) {
                int blank = stepwise.blankCell();
                int step = Integer.signum(push.row() - blank / size) * size + Integer.signum(push.column() - blank % size);
                stepwise = stepwise.apply(TileMove.ofCell(blank + step, size), Metric.TILE);
            }
            assertThat(board.apply(push, Metric.PUSH)).isEqualTo(stepwise);
        }
    }
}
