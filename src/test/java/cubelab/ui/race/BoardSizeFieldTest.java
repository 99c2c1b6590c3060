package cubelab.ui.race;

import static cubelab.ui.UiSupport.fx;
import static org.assertj.core.api.Assertions.assertThat;

import javafx.scene.control.Spinner;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/** The game card's board size, typed as a new user would: Enter is not needed, and nonsense reverts. */
@ExtendWith(ApplicationExtension.class)
@Tag("heavy")
class BoardSizeFieldTest {

    private RaceView view;

    @Start
    void start(Stage stage) {
        view = RaceStage.show(stage, 13);
    }

    /** Clicks into the size field, replaces its text by {@code text} and moves on with Tab, without Enter. */
    private void typeSizeAndTabAway(FxRobot robot, String text) {
        robot.clickOn("#raceSize .text-field");
        robot.press(KeyCode.CONTROL).type(KeyCode.A).release(KeyCode.CONTROL);
        robot.write(text);
        robot.type(KeyCode.TAB);
    }

    private String sizeText(FxRobot robot) {
        return fx(() -> robot.lookup("#raceSize .text-field").queryAs(TextField.class).getText());
    }

    @Test
    void aTypedSizeTakesEffectWhenTheFieldLosesTheFocus(FxRobot robot) {
        assertThat(fx(() -> view.game().getBoard().size())).isEqualTo(5);
        typeSizeAndTabAway(robot, "7");
        assertThat(fx(() -> robot.lookup("#raceSize").queryAs(Spinner.class).isFocused())).isFalse();
        assertThat(fx(() -> view.game().getBoard().size())).isEqualTo(7);
        assertThat(robot.lookup(".race-board .tile").queryAll()).hasSize(49);
        assertThat(sizeText(robot)).isEqualTo("7");
    }

    @Test
    void textThatIsNoSizeRevertsToTheLastValidSize(FxRobot robot) {
        typeSizeAndTabAway(robot, "6");
        assertThat(fx(() -> view.game().getBoard().size())).isEqualTo(6);
        for (String nonsense : new String[] {"abc", "", "12", "2", "4.5"}) {
            typeSizeAndTabAway(robot, nonsense);
            assertThat(sizeText(robot)).as("after typing \"%s\"", nonsense).isEqualTo("6");
            assertThat(fx(() -> view.game().getBoard().size())).as("after typing \"%s\"", nonsense).isEqualTo(6);
        }
        robot.clickOn("#raceSize .text-field");
        robot.press(KeyCode.CONTROL).type(KeyCode.A).release(KeyCode.CONTROL);
        robot.write("x").type(KeyCode.ENTER);
        assertThat(sizeText(robot)).as("Enter reverts nonsense too").isEqualTo("6");
        robot.press(KeyCode.CONTROL).type(KeyCode.A).release(KeyCode.CONTROL);
        robot.write("4").type(KeyCode.ENTER);
        assertThat(fx(() -> view.game().getBoard().size())).as("Enter still commits").isEqualTo(4);
    }
}
