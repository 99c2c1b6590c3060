package cubelab.ui;

import static cubelab.ui.UiSupport.fx;
import static cubelab.ui.UiSupport.fxRun;
import static cubelab.ui.UiSupport.waitUntil;
import static org.assertj.core.api.Assertions.assertThat;

import cubelab.model.FaceletCube;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/** The race tab inside the real window: it replaces the placeholder, and cube keys stay off there. */
@ExtendWith(ApplicationExtension.class)
class RaceTabTest {

    private MainWindow window;

    @Start
    void start(Stage stage) throws Exception {
        window = UiSupport.quietWindow(stage, "cubelab-race-tab");
    }

    @Test
    void theRaceTabHoldsTheGameAndCubeKeysDoNotTurnTheHiddenCube(FxRobot robot) {
        TabPane tabs = robot.lookup("#tabs").queryAs(TabPane.class);
        Tab race = fx(() -> tabs.getTabs().stream().filter(t -> "raceTab".equals(t.getId())).findFirst().orElseThrow());
        assertThat(fx(() -> race.getContent().getId())).isEqualTo("raceView");
        fxRun(() -> tabs.getSelectionModel().select(race));
        int before = fx(() -> window.raceView().game().getMoveCount());
        robot.clickOn("#cell-a1");
        robot.type(KeyCode.R, KeyCode.U, KeyCode.F);
        assertThat(fx(() -> window.session().getCube())).isEqualTo(FaceletCube.SOLVED);
        assertThat(fx(() -> window.raceView().game().getMoveCount())).isGreaterThanOrEqualTo(before);
    }

    @Test
    void undoShortcutOnTheRaceTabNeverUndoesAHiddenCubeTurn(FxRobot robot) {
        TabPane tabs = robot.lookup("#tabs").queryAs(TabPane.class);
        robot.clickOn("#cube3d");
        robot.type(KeyCode.R);
        waitUntil(() -> fx(() -> window.session().canUndoProperty().get()));
        FaceletCube turned = fx(() -> window.session().getCube());
        assertThat(turned).isNotEqualTo(FaceletCube.SOLVED);
        Tab race = fx(() -> tabs.getTabs().stream().filter(t -> "raceTab".equals(t.getId())).findFirst().orElseThrow());
        fxRun(() -> tabs.getSelectionModel().select(race));
        robot.press(KeyCode.CONTROL).type(KeyCode.Z).release(KeyCode.CONTROL);
        assertThat(fx(() -> window.session().getCube())).isEqualTo(turned);
    }
}
