package cubelab.ui.race;

import static cubelab.ui.UiSupport.fx;
import static cubelab.ui.UiSupport.fxRun;
import static cubelab.ui.UiSupport.waitUntil;
import static org.assertj.core.api.Assertions.assertThat;

import cubelab.race.board.Metric;
import cubelab.race.board.TileMove;
import cubelab.race.solve.Hint;
import java.time.Duration;
import java.util.Optional;
import javafx.scene.control.Label;
import javafx.stage.Stage;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/** The hint's label reads as one plain sentence: no parentheses inside parentheses. */
@ExtendWith(ApplicationExtension.class)
@Tag("heavy")
class HintWordingTest {

    /** Next to the blank (d4) on {@link RaceGameTest#BOARD}: legal in both metrics. */
    private static final TileMove C4 = TileMove.parse("c4");

    private RaceView view;

    @Start
    void start(Stage stage) {
        view = RaceStage.show(stage, 17);
        view.game().setMetric(Metric.PUSH);
        view.game().reset(RaceGameTest.BOARD, RaceGameTest.TARGET);
    }

    /** Clicks Hint with a search that answers {@code hint} at once, and returns the label it leaves. */
    private String hintLabelFor(FxRobot robot, Hint hint) {
        fxRun(() -> view.setHintSearch((position, target, metric, budget, token) -> Optional.of(hint)));
        robot.clickOn("#hintButton");
        waitUntil(() -> view.hintCell() >= 0 && !view.isBusy());
        String label = fx(() -> robot.lookup("#hintLabel").queryAs(Label.class).getText());
        assertThat(deepestParenthesis(label)).as("parentheses in \"%s\"", label).isLessThanOrEqualTo(1);
        return label;
    }

    private static int deepestParenthesis(String text) {
        int depth = 0;
        int deepest = 0;
        for (char c : text.toCharArray()) {
            depth += c == '(' ? 1 : c == ')' ? -1 : 0;
            deepest = Math.max(deepest, depth);
        }
        return deepest;
    }

    @Test
    void aProvenHintSaysHowManyMovesAreToGo(FxRobot robot) {
        assertThat(hintLabelFor(robot, new Hint(C4, true, 12, 12, 100, Duration.ZERO)))
                .isEqualTo("Move c4 (optimal: 12 moves to go)");
        assertThat(hintLabelFor(robot, new Hint(C4, true, 1, 1, 1, Duration.ZERO)))
                .isEqualTo("Move c4 (optimal: 1 move to go)");
    }

    @Test
    void anUnprovenHintStillSaysHowManyMovesAreToGo(FxRobot robot) {
        assertThat(hintLabelFor(robot, new Hint(C4, false, 30, 18, 100, Duration.ZERO)))
                .isEqualTo("Move c4 (at most 30 moves to go, not proven optimal)");
        assertThat(hintLabelFor(robot, new Hint(C4, false, -1, 18, 100, Duration.ZERO)))
                .isEqualTo("Move c4 (at least 18 moves to go, no solution found yet)");
    }
}
