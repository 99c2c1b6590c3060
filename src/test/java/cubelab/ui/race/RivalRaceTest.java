package cubelab.ui.race;

import static cubelab.ui.UiSupport.fx;
import static cubelab.ui.UiSupport.fxRun;
import static cubelab.ui.UiSupport.waitUntil;
import static org.assertj.core.api.Assertions.assertThat;

import cubelab.common.Cancellation;
import cubelab.race.board.Board;
import cubelab.race.board.Metric;
import cubelab.race.board.Scramblers;
import cubelab.race.board.Target;
import cubelab.race.board.TileMove;
import cubelab.race.heuristic.RaceHeuristicKind;
import cubelab.race.search.BreadthFirstSearch;
import cubelab.race.search.SearchLimits;
import cubelab.race.solve.RaceProblems;
import cubelab.ui.prefs.RaceStatistics;
import java.time.Duration;
import java.util.List;
import java.util.SplittableRandom;
import javafx.stage.Stage;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * A race against the computer: the computer plays an optimal solution on its own copy of the
 * board; the first to match the centre wins, and the record counts it.
 */
@ExtendWith(ApplicationExtension.class)
@Tag("heavy")
class RivalRaceTest {

    /**
     * A board ten random slides from a rolled target (seed 4): ten slides from the target in the
     * tile metric but five pushes in the push metric, so a computer that pushed would be caught.
     */
    private static final long TILE_BOARD_SEED = 4;

    private RaceView view;

    @Start
    void start(Stage stage) {
        view = RaceStage.show(stage, 29);
        view.game().setMetric(Metric.PUSH);
        view.game().reset(RaceGameTest.BOARD, RaceGameTest.TARGET);
    }

    @Test
    void theComputerPlaysAnOptimalSolutionAndWinsWhenThePlayerWaits(FxRobot robot) {
        fxRun(() -> view.rivalRace().setInterval(Duration.ofMillis(20)));
        robot.clickOn("#startRace");
        waitUntil(() -> view.rivalRace().winner() != null);
        RaceGame rival = fx(() -> view.rivalRace().rival());
        assertThat(fx(() -> view.rivalRace().winner())).isEqualTo(RivalRace.Winner.COMPUTER);
        // its moves replay from the player's board to the target, and no solution is shorter
        Board replayed = RaceGameTest.BOARD.apply(fx(() -> view.rivalRace().computerMoves()), Metric.PUSH);
        assertThat(replayed.satisfies(RaceGameTest.TARGET)).isTrue();
        int optimal = RaceSolver.solve(RaceGameTest.BOARD, RaceGameTest.TARGET, Metric.PUSH, Duration.ofSeconds(30),
                new Cancellation()).moves().size();
        assertThat(fx(rival::getMoveCount)).isEqualTo(optimal);
        assertThat(fx(() -> view.rivalRace().result.getText())).startsWith("The computer wins: " + optimal + " moves in ");
        assertThat(fx(() -> view.rivalRace().statistics())).isEqualTo(new RaceStatistics(1, 0, 0));
        assertThat(fx(() -> view.rivalRace().record.getText())).isEqualTo("1 race, 0 wins.");
        RaceResultPane pane = fx(() -> view.rivalRace().resultPane());
        assertThat(fx(pane::isVisible)).isTrue();
        assertThat(fx(() -> pane.title.getText())).isEqualTo("The computer wins");
        assertThat(fx(() -> pane.computer.getText())).startsWith("Computer: " + optimal + " moves in ");
        assertThat(fx(() -> pane.player.getText())).isEqualTo("You: 0 moves so far");
        // race again: a new board, and the computer starts on it at once
        Board before = fx(() -> view.game().getBoard());
        robot.clickOn("#raceAgain");
        waitUntil(() -> view.rivalRace().racingProperty().get() || view.rivalRace().winner() != null);
        assertThat(fx(() -> view.game().getBoard())).isNotEqualTo(before);
        assertThat(fx(pane::isVisible)).as("the result gives way to the new race").isFalse();
        assertThat(fx(() -> view.game().getMoveCount())).as("the player's board is untouched").isZero();
    }

    @Test
    void thePlayerWinsWhenTheyMatchTheCentreFirst(FxRobot robot) {
        fxRun(() -> {
            view.rivalRace().setStatistics(new RaceStatistics(4, 1, 99_000));
            view.rivalRace().setInterval(Duration.ofHours(1)); // the computer never gets to move
        });
        robot.clickOn("#startRace");
        waitUntil(() -> fx(() -> view.rivalRace().result.getText()).startsWith("Go! The computer plays"));
        List<TileMove> solution = RaceSolver.solve(RaceGameTest.BOARD, RaceGameTest.TARGET, Metric.PUSH,
                Duration.ofSeconds(30), new Cancellation()).moves();
        for (TileMove move : solution) {
            fxRun(() -> view.game().play(move));
        }
        waitUntil(() -> view.rivalRace().winner() != null);
        assertThat(fx(() -> view.rivalRace().winner())).isEqualTo(RivalRace.Winner.PLAYER);
        assertThat(fx(() -> view.game().isSolved())).isTrue();
        assertThat(fx(() -> view.rivalRace().result.getText()))
                .startsWith("You win! " + solution.size() + " moves in ").endsWith("the computer had played 0.");
        RaceStatistics after = fx(() -> view.rivalRace().statistics());
        assertThat(after.games()).isEqualTo(5);
        assertThat(after.wins()).isEqualTo(2);
        assertThat(after.bestMillis()).isLessThan(99_000).isPositive();
        assertThat(fx(() -> robot.lookup("#startRace").query().isDisabled())).as("a solved board has no race").isTrue();
        assertThat(fx(() -> view.rivalRace().resultPane().title.getText())).isEqualTo("You win!");
        assertThat(fx(() -> view.rivalRace().resultPane().computer.getText()))
                .startsWith("Computer: 0 of its ").endsWith(" moves played");
        robot.clickOn("#closeResult");
        assertThat(fx(() -> view.rivalRace().resultPane().isVisible())).isFalse();
    }

    @Test
    void inTheTileMetricTheComputerSlidesAnOptimalSolutionAndWinsWhenThePlayerWaits(FxRobot robot) {
        SplittableRandom random = new SplittableRandom(TILE_BOARD_SEED);
        Target target = Target.rollDice(5, random);
        Board board = Scramblers.randomWalk(target, 10, random);
        List<TileMove> shortest = breadthFirst(board, target, Metric.TILE);
        assertThat(breadthFirst(board, target, Metric.PUSH)).as("pushes would be shorter here").hasSizeLessThan(shortest.size());
        robot.clickOn("#metricTile");
        fxRun(() -> {
            view.game().reset(board, target);
            view.rivalRace().setInterval(Duration.ofMillis(20));
        });
        robot.clickOn("#startRace");
        waitUntil(() -> view.rivalRace().winner() != null);
        assertThat(fx(() -> view.rivalRace().winner())).isEqualTo(RivalRace.Winner.COMPUTER);
        RaceGame rival = fx(() -> view.rivalRace().rival());
        assertThat(fx(rival::getMetric)).isEqualTo(Metric.TILE);
        // replayed as slides (a push of two tiles or more throws), to the target, as short as the breadth-first optimum
        List<TileMove> played = fx(() -> view.rivalRace().computerMoves());
        assertThat(board.apply(played, Metric.TILE).satisfies(target)).isTrue();
        assertThat(played).hasSize(shortest.size());
        assertThat(fx(rival::getMoveCount)).isEqualTo(shortest.size());
        assertThat(fx(() -> view.rivalRace().result.getText()))
                .startsWith("The computer wins: " + shortest.size() + " moves in ").endsWith("you had played 0.");
        assertThat(fx(() -> view.rivalRace().statistics())).isEqualTo(new RaceStatistics(1, 0, 0));
        assertThat(fx(() -> view.rivalRace().record.getText())).isEqualTo("1 race, 0 wins.");
        RaceResultPane pane = fx(() -> view.rivalRace().resultPane());
        assertThat(fx(pane::isVisible)).isTrue();
        assertThat(fx(() -> pane.title.getText())).isEqualTo("The computer wins");
        assertThat(fx(() -> pane.computer.getText())).startsWith("Computer: " + shortest.size() + " moves in ");
        assertThat(fx(() -> pane.record.getText())).isEqualTo("1 race, 0 wins.");
    }

    @Test
    void inTheTileMetricThePlayerWinsBySlidingToTheTargetFirst(FxRobot robot) {
        SplittableRandom random = new SplittableRandom(TILE_BOARD_SEED);
        Target target = Target.rollDice(5, random);
        Board board = Scramblers.randomWalk(target, 10, random);
        List<TileMove> shortest = breadthFirst(board, target, Metric.TILE);
        robot.clickOn("#metricTile");
        fxRun(() -> {
            view.game().reset(board, target);
            view.rivalRace().setStatistics(new RaceStatistics(4, 1, 99_000));
            view.rivalRace().setInterval(Duration.ofHours(1)); // the computer never gets to move
        });
        robot.clickOn("#startRace");
        waitUntil(() -> fx(() -> view.rivalRace().result.getText()).startsWith("Go! The computer plays"));
        assertThat(fx(() -> view.rivalRace().result.getText())).startsWith("Go! The computer plays " + shortest.size() + " moves");
        for (TileMove move : shortest) {
            fxRun(() -> view.game().play(move)); // the player's game is in the tile metric too: a push would throw
        }
        waitUntil(() -> view.rivalRace().winner() != null);
        assertThat(fx(() -> view.rivalRace().winner())).isEqualTo(RivalRace.Winner.PLAYER);
        assertThat(fx(() -> view.game().getBoard())).isEqualTo(board.apply(shortest, Metric.TILE));
        assertThat(fx(() -> view.game().isSolved())).isTrue();
        assertThat(fx(() -> view.rivalRace().result.getText()))
                .startsWith("You win! " + shortest.size() + " moves in ").endsWith("the computer had played 0.");
        RaceStatistics after = fx(() -> view.rivalRace().statistics());
        assertThat(after.games()).isEqualTo(5);
        assertThat(after.wins()).isEqualTo(2);
        assertThat(after.bestMillis()).isLessThan(99_000).isPositive();
        assertThat(fx(() -> view.rivalRace().resultPane().computer.getText()))
                .isEqualTo("Computer: 0 of its " + shortest.size() + " moves played");
    }

    /** A shortest solution by breadth-first search: no heuristic, so nothing shared with the race's IDA*. */
    private static List<TileMove> breadthFirst(Board board, Target target, Metric metric) {
        var result = new BreadthFirstSearch().search(RaceProblems.of(board, target, metric, RaceHeuristicKind.MISPLACED),
                SearchLimits.none());
        assertThat(result.solved()).isTrue();
        assertThat(board.apply(result.moves(), metric).satisfies(target)).isTrue();
        return result.moves();
    }
}
