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
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import javafx.scene.control.Label;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * A hint not proven optimal in its budget goes on improving in the background, with twice the
 * budget each round, until a proven one replaces it or the next move ends the search.
 */
@ExtendWith(ApplicationExtension.class)
class HintImprovementTest {

    private RaceView view;
    private final List<Duration> budgets = new CopyOnWriteArrayList<>();

    @Start
    void start(Stage stage) {
        view = RaceStage.show(stage, 23);
        view.game().setMetric(Metric.PUSH);
        view.game().reset(RaceGameTest.BOARD, RaceGameTest.TARGET);
    }

    @Test
    void aProvenAnswerFoundInTheBackgroundReplacesTheUnprovenHint(FxRobot robot) {
        fxRun(() -> view.setHintSearch((position, target, metric, budget, token) -> {
            budgets.add(budget);
            List<TileMove> moves = position.legalMoves(Metric.PUSH);
            // the first budget proves nothing; the third does, and its move is another one
            return Optional.of(budgets.size() < 3 ? new Hint(moves.get(0), false, 24, 10, 10, budget)
                    : new Hint(moves.get(1), true, 17, 17, 10, budget));
        }));
        robot.clickOn("#hintButton");
        waitUntil(() -> !view.isBusy() && hintLabel(robot).contains("optimal: 17"));
        TileMove proven = fx(() -> view.game().getBoard().legalMoves(Metric.PUSH).get(1));
        assertThat(hintLabel(robot)).isEqualTo("Move " + proven.notation() + " (optimal: 17 moves to go)");
        assertThat(budgets).containsExactly(Duration.ofSeconds(2), Duration.ofSeconds(4), Duration.ofSeconds(8));
    }

    @Test
    void whileItImprovesTheCardSaysSoAndTheNextMoveEndsIt(FxRobot robot) throws InterruptedException {
        CountDownLatch improving = new CountDownLatch(1);
        CountDownLatch stopped = new CountDownLatch(1);
        fxRun(() -> view.setHintSearch((position, target, metric, budget, token) -> {
            budgets.add(budget);
            if (budgets.size() == 1) {
                return Optional.of(new Hint(position.legalMoves(Metric.PUSH).get(0), false, 24, 10, 10, budget));
            }
            improving.countDown();
            try {
                // a long search: it ends only when the token is cancelled
                if (token.await(Duration.ofMinutes(1))) {
                    stopped.countDown();
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            return Optional.empty();
        }));
        robot.clickOn("#hintButton");
        assertThat(improving.await(cubelab.ui.UiSupport.LIMIT_SECONDS, TimeUnit.SECONDS)).isTrue();
        waitUntil(() -> hintLabel(robot).endsWith(HelpFlow.IMPROVING));
        assertThat(hintLabel(robot)).contains("at most 24 moves to go, not proven optimal");
        assertThat(fx(view::isBusy)).isTrue();
        Board before = fx(() -> view.game().getBoard());
        fxRun(() -> view.game().play(before.legalMoves(Metric.PUSH).get(0)));
        assertThat(stopped.await(cubelab.ui.UiSupport.LIMIT_SECONDS, TimeUnit.SECONDS)).as("the move cancelled the background search").isTrue();
        waitUntil(() -> !view.isBusy());
        assertThat(hintLabel(robot)).isEqualTo(HelpCard.PROMPT);
        assertThat(fx(view::hintCell)).isEqualTo(-1);
    }

    private String hintLabel(FxRobot robot) {
        return fx(() -> robot.lookup("#hintLabel").queryAs(Label.class).getText());
    }
}
