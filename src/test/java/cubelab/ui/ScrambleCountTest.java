package cubelab.ui;

import static cubelab.ui.UiSupport.fx;
import static cubelab.ui.UiSupport.fxRun;
import static org.assertj.core.api.Assertions.assertThat;

import cubelab.model.FaceletCube;
import cubelab.notation.Algorithm;
import java.nio.file.Path;
import javafx.scene.control.Spinner;
import javafx.scene.control.TextArea;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/** The scramble-length field takes a typed number without Enter. */
@ExtendWith(ApplicationExtension.class)
@Tag("heavy")
class ScrambleCountTest {

    /** The window's preferences, in a folder JUnit deletes after each test. */
    @TempDir
    Path preferencesFolder;

    private MainWindow window;

    @Start
    void start(Stage stage) throws java.io.IOException {
        window = UiSupport.quietWindow(stage, preferencesFolder);
        window.cubeView().turnMillisProperty().set(1);
    }

    @Test
    void aTypedCountIsUsedWhenMovesIsPressed(FxRobot robot) {
        type(robot, "14");
        robot.clickOn("#scrambleMoves");
        assertScrambledWith(14);
        assertThat(fx(() -> spinner(robot).getValue())).isEqualTo(14);
    }

    @Test
    void aTypedCountIsUsedWhenMovesIsFiredWithTheFocusStillInTheField(FxRobot robot) {
        type(robot, "9");
        fxRun(() -> window.scrambles().panel().movesButton().fire());
        assertScrambledWith(9);
    }

    @Test
    void aTypedCountIsCommittedWhenTheFieldLosesTheFocus(FxRobot robot) {
        type(robot, "31");
        robot.clickOn("#algorithmField");
        assertThat(fx(() -> spinner(robot).getValue())).isEqualTo(31);
    }

    @Test
    void onlyDigitsAreTypedAnEmptyFieldKeepsTheLastValueAndTooManyIsClamped(FxRobot robot) {
        type(robot, "1x2");
        assertThat(fx(() -> spinner(robot).getEditor().getText())).isEqualTo("12");
        robot.clickOn("#algorithmField");
        assertThat(fx(() -> spinner(robot).getValue())).isEqualTo(12);
        robot.clickOn("#scrambleCount").press(KeyCode.CONTROL).type(KeyCode.A).release(KeyCode.CONTROL)
                .type(KeyCode.BACK_SPACE);
        robot.clickOn("#algorithmField");
        assertThat(fx(() -> spinner(robot).getValue())).isEqualTo(12);
        assertThat(fx(() -> spinner(robot).getEditor().getText())).isEqualTo("12");
        type(robot, "900");
        robot.clickOn("#scrambleMoves");
        assertScrambledWith(200);
        assertThat(fx(() -> spinner(robot).getEditor().getText())).isEqualTo("200");
    }

    /** Replaces the field's text by typing, without Enter. */
    private void type(FxRobot robot, String text) {
        robot.clickOn("#scrambleCount");
        robot.press(KeyCode.CONTROL).type(KeyCode.A).release(KeyCode.CONTROL);
        robot.write(text);
    }

    private Spinner<Integer> spinner(FxRobot robot) {
        return robot.lookup("#scrambleCount").queryAs(Spinner.class);
    }

    /** The scramble shown has {@code count} moves and the cube is the solved cube after them. */
    private void assertScrambledWith(int count) {
        UiSupport.waitIdle(window);
        String text = fx(() -> window.root().lookup("#scrambleText") instanceof TextArea area ? area.getText() : "");
        Algorithm scramble = Algorithm.parse(text);
        assertThat(scramble.size()).as(text).isEqualTo(count);
        assertThat(fx(() -> window.session().getCube())).isEqualTo(FaceletCube.SOLVED.apply(scramble));
    }
}
