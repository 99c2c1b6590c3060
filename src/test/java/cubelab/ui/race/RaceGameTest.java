package cubelab.ui.race;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import cubelab.race.board.Board;
import cubelab.race.board.IllegalMoveException;
import cubelab.race.board.Metric;
import cubelab.race.board.Target;
import cubelab.race.board.TileMove;
import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

/** The view model without a toolkit: clicks, pushes, undo, counter, clock. */
class RaceGameTest {

    /** Blank at d4 (row 3, column 3). */
    static final Board BOARD = Board.parse("WWWWY/YYYOO/OORRR/RGG.G/GBBBB");
    static final Target TARGET = Target.parse("WWW/YYY/OOO");

    private final AtomicLong now = new AtomicLong(1_000);
    private final RaceGame game = new RaceGame(BOARD, TARGET, now::get);

    @Test
    void tileMetricSlidesOnlyNeighboursOfTheBlank() {
        game.setMetric(Metric.TILE);
        assertThat(game.moveForClick(3, 0)).isEmpty();
        assertThat(game.moveForClick(0, 0)).isEmpty();
        assertThat(game.moveForClick(3, 3)).as("the blank itself").isEmpty();
        assertThat(game.click(3, 2)).contains(new TileMove(3, 2));
        assertThat(game.getBoard()).isEqualTo(Board.parse("WWWWY/YYYOO/OORRR/RG.GG/GBBBB"));
        assertThat(game.getMoveCount()).isEqualTo(1);
    }

    @Test
    void pushMetricPushesAWholeRunAsOneMove() {
        game.setMetric(Metric.PUSH);
        assertThat(game.click(3, 0)).contains(new TileMove(3, 0));
        assertThat(game.getBoard()).isEqualTo(Board.parse("WWWWY/YYYOO/OORRR/.RGGG/GBBBB"));
        assertThat(game.getMoveCount()).isEqualTo(1);
        assertThat(game.click(0, 0)).contains(new TileMove(0, 0));
        assertThat(game.getBoard()).isEqualTo(Board.parse(".WWWY/WYYOO/YORRR/ORGGG/GBBBB"));
        assertThat(game.getMoveCount()).isEqualTo(2);
        assertThat(game.click(1, 1)).as("off the blank's lines").isEmpty();
        assertThat(game.getMoveCount()).isEqualTo(2);
    }

    @Test
    void undoRestoresBoardsAndCounterInOrder() {
        assertThat(game.undo()).isFalse();
        Board start = game.getBoard();
        game.click(3, 0);
        Board afterOne = game.getBoard();
        game.click(0, 0);
        assertThat(game.canUndoProperty().get()).isTrue();
        assertThat(game.undo()).isTrue();
        assertThat(game.getBoard()).isEqualTo(afterOne);
        assertThat(game.getMoveCount()).isEqualTo(1);
        assertThat(game.undo()).isTrue();
        assertThat(game.getBoard()).isEqualTo(start);
        assertThat(game.getMoveCount()).isZero();
        assertThat(game.canUndoProperty().get()).isFalse();
    }

    @Test
    void everyPositionChangeBumpsTheVersion() {
        long v0 = game.getVersion();
        game.click(3, 2);
        long v1 = game.getVersion();
        game.undo();
        assertThat(v1).isGreaterThan(v0);
        assertThat(game.getVersion()).isGreaterThan(v1);
    }

    @Test
    void illegalMovesThrowTheEnginesException() {
        game.setMetric(Metric.TILE);
        assertThatThrownBy(() -> game.play(new TileMove(0, 0))).isInstanceOf(IllegalMoveException.class);
        assertThat(game.getMoveCount()).isZero();
    }

    @Test
    void clockStartsOnTheFirstMove() {
        assertThat(game.elapsedNanos()).isZero();
        now.addAndGet(5_000_000_000L);
        assertThat(game.elapsedNanos()).as("not started before the first move").isZero();
        game.click(3, 2);
        now.addAndGet(1_500_000_000L);
        assertThat(game.elapsedNanos()).isEqualTo(1_500_000_000L);
        assertThat(RaceGame.formatClock(game.elapsedNanos())).isEqualTo("0:01.5");
        assertThat(RaceGame.formatClock(754_300_000_000L)).isEqualTo("12:34.3");
    }

    @Test
    void aPausedClockDoesNotCountTheEditorsTime() {
        game.pauseClock();
        game.resumeClock();
        assertThat(game.elapsedNanos()).as("pausing before the first move changes nothing").isZero();
        game.click(3, 2);
        now.addAndGet(2_000_000_000L);
        game.pauseClock();
        now.addAndGet(60_000_000_000L);
        assertThat(game.elapsedNanos()).isEqualTo(2_000_000_000L);
        game.pauseClock();
        game.resumeClock();
        now.addAndGet(1_000_000_000L);
        assertThat(game.elapsedNanos()).isEqualTo(3_000_000_000L);
    }

    @Test
    void solvedStateFreezesTheClock() {
        Board solved = Board.randomSolved(TARGET, new SplittableRandom(5));
        TileMove away = solved.legalMoves(Metric.TILE).stream()
                .filter(m -> !solved.apply(m, Metric.TILE).satisfies(TARGET)).findFirst().orElseThrow();
        Board oneAway = solved.apply(away, Metric.TILE);
        RaceGame timed = new RaceGame(oneAway, TARGET, now::get);
        timed.setMetric(Metric.TILE);
        assertThat(timed.isSolved()).isFalse();
        timed.play(TileMove.ofCell(solved.blankCell(), 5));
        assertThat(timed.isSolved()).isTrue();
        long frozen = timed.elapsedNanos();
        now.addAndGet(9_000_000_000L);
        assertThat(timed.elapsedNanos()).isEqualTo(frozen);
        assertThat(timed.getMoveCount()).isEqualTo(1);
        timed.undo();
        assertThat(timed.isSolved()).isFalse();
        assertThat(timed.elapsedNanos()).as("running again after undo").isGreaterThan(frozen);
    }

    @Test
    void newBoardDiceAndResizeStartNewGames() {
        SplittableRandom random = new SplittableRandom(3);
        game.click(3, 2);
        Board played = game.getBoard();
        game.rollDice(random);
        assertThat(game.getMoveCount()).isZero();
        assertThat(game.canUndoProperty().get()).isFalse();
        assertThat(game.getBoard()).as("the dice keep the board, as in the game").isEqualTo(played);
        assertThat(game.getTarget()).isNotEqualTo(TARGET);
        game.newBoard(random);
        assertThat(game.getBoard()).isNotEqualTo(played);
        for (int size = 3; size <= 7; size++) {
            game.resize(size, random);
            assertThat(game.getBoard().size()).isEqualTo(size);
            assertThat(game.getTarget().boardSize()).isEqualTo(size);
        }
    }

    @Test
    void matchedCellsCountsTheCentreOnly() {
        // centre of BOARD: YYO / ORR / GG. against WWW / YYY / OOO: nothing matches
        assertThat(game.matchedCells()).isZero();
        RaceGame other = new RaceGame(BOARD, Target.parse("YYO/ORR/GGW"));
        assertThat(other.matchedCells()).as("all but the blank").isEqualTo(8);
        assertThat(new RaceGame(Board.randomSolved(TARGET, new SplittableRandom(1)), TARGET).matchedCells()).isEqualTo(9);
    }

    @Test
    void switchingMetricRestartsTheCount() {
        game.click(3, 2);
        game.setMetric(Metric.TILE);
        assertThat(game.getMoveCount()).isZero();
        assertThat(game.getMetric()).isEqualTo(Metric.TILE);
    }
}
