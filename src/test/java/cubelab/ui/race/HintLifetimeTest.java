package cubelab.ui.race;

import static cubelab.ui.UiSupport.fx;
import static cubelab.ui.UiSupport.fxRun;
import static cubelab.ui.UiSupport.waitUntil;
import static org.assertj.core.api.Assertions.assertThat;

import cubelab.race.board.Board;
import cubelab.race.board.Metric;
import cubelab.race.board.TileMove;
import cubelab.race.solve.Hint;
import java.time.Duration;
import java.util.Optional;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import javafx.scene.control.Label;
import javafx.stage.Stage;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * A hint belongs to the board it was found for: New board and Roll dice clear a shown hint (arrow
 * and label) at once, and a search still running for the old board never shows its answer.
 */
@ExtendWith(ApplicationExtension.class)
@Tag("heavy")
class HintLifetimeTest {

    private RaceView view;

    @Start
    void start(Stage stage) {
        view = RaceStage.show(stage, 19);
        view.game().setMetric(Metric.PUSH);
        view.game().reset(RaceGameTest.BOARD, RaceGameTest.TARGET);
    }

    @Test
    void newBoardClearsTheShownHintAndDropsARunningSearch(FxRobot robot) throws InterruptedException {
        showAHintThenClick(robot, "#newBoard");
        searchThenClickBeforeTheAnswer(robot, "#newBoard");
    }

    @Test
    void rollDiceClearsTheShownHintAndDropsARunningSearch(FxRobot robot) throws InterruptedException {
        showAHintThenClick(robot, "#rollDice");
        searchThenClickBeforeTheAnswer(robot, "#rollDice");
    }

    private void showAHintThenClick(FxRobot robot, String button) {
        fxRun(() -> view.setHintSearch((position, target, metric, budget, token) -> Optional.of(firstMoveOf(position))));
        robot.clickOn("#hintButton");
        waitUntil(() -> view.hintCell() >= 0 && !view.isBusy());
        assertThat(hintLabel(robot)).startsWith("Move ");
        robot.clickOn(button);
        assertThat(fx(view::hintCell)).as("the arrow is gone").isEqualTo(-1);
        assertThat(hintLabel(robot)).as("the label is gone").isEqualTo(HelpCard.PROMPT);
    }

    /** The search answers only after the click; by then its board is gone. */
    private void searchThenClickBeforeTheAnswer(FxRobot robot, String button) throws InterruptedException {
        CountDownLatch searching = new CountDownLatch(1);
        CountDownLatch answer = new CountDownLatch(1);
        CountDownLatch answered = new CountDownLatch(1);
        java.util.concurrent.atomic.AtomicReference<Thread> searcher = new java.util.concurrent.atomic.AtomicReference<>();
        fxRun(() -> view.setHintSearch((position, target, metric, budget, token) -> {
            searcher.set(Thread.currentThread());
            searching.countDown();
            try {
                // ignores the token on purpose: a search may finish its step before it looks
                answer.await(cubelab.ui.UiSupport.LIMIT_SECONDS, TimeUnit.SECONDS);
                return Optional.of(firstMoveOf(position));
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return Optional.empty();
            } finally {
                answered.countDown();
            }
        }));
        robot.clickOn("#hintButton");
        assertThat(searching.await(cubelab.ui.UiSupport.LIMIT_SECONDS, TimeUnit.SECONDS)).isTrue();
        assertThat(hintLabel(robot)).startsWith("Searching");
        robot.clickOn(button);
        assertThat(fx(view::isBusy)).as("the old search no longer counts").isFalse();
        assertThat(hintLabel(robot)).as("no search is announced for the new board").isEqualTo(HelpCard.PROMPT);
        answer.countDown();
        assertThat(answered.await(cubelab.ui.UiSupport.LIMIT_SECONDS, TimeUnit.SECONDS)).isTrue();
        // the old search's answer, if the runner delivered it, is handled before the checks below
        cubelab.ui.UiSupport.waitUntilBackInItsPool(searcher.get());
        assertThat(fx(view::hintCell)).as("the old board's answer shows no arrow").isEqualTo(-1);
        assertThat(hintLabel(robot)).as("the old board's answer shows no label").isEqualTo(HelpCard.PROMPT);
    }

    private static Hint firstMoveOf(Board position) {
        TileMove move = position.legalMoves(Metric.PUSH).get(0);
        return new Hint(move, true, 3, 3, 10, Duration.ZERO);
    }

    private String hintLabel(FxRobot robot) {
        return fx(() -> robot.lookup("#hintLabel").queryAs(Label.class).getText());
    }
}
