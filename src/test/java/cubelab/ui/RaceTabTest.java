package cubelab.ui;

import static cubelab.ui.UiSupport.fx;
import static cubelab.ui.UiSupport.fxRun;
import static cubelab.ui.UiSupport.waitUntil;
import static org.assertj.core.api.Assertions.assertThat;

import cubelab.model.FaceletCube;
import cubelab.ui.look.ColorPreset;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import javafx.scene.Node;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The race tab inside the real window: it replaces the placeholder, and the cube's keys, shortcuts
 * and toolbar actions stay off there (and on the Algorithm Lab tab).
 */
@ExtendWith(ApplicationExtension.class)
@Tag("heavy")
class RaceTabTest {

    /** The window's preferences, in a folder JUnit deletes after each test. */
    @TempDir
    Path preferencesFolder;

    private MainWindow window;

    @Start
    void start(Stage stage) throws Exception {
        window = UiSupport.quietWindow(stage, preferencesFolder);
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
        // the window's colour scheme reaches the race's tiles (RaceKeyboardTest checks their shades and letters)
        fxRun(() -> window.presetProperty().set(ColorPreset.COLOR_BLIND));
        assertThat(fx(() -> window.raceView().root().getPseudoClassStates())).extracting(Object::toString)
                .contains("colour-blind");
        fxRun(() -> window.presetProperty().set(ColorPreset.WESTERN));
        assertThat(fx(() -> window.raceView().root().getPseudoClassStates())).extracting(Object::toString)
                .doesNotContain("colour-blind");
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

    /** The toolbar's cube actions: turn undo and redo, reset, scramble, sticker editor, solve, reset view. */
    private static final List<String> CUBE_ACTIONS = List.of("#undo", "#redo", "#resetCube", "#toolbarScramble",
            "#editToggle", "#toolbarSolve", "#resetView");

    @Test
    void theCubeToolbarActionsShowOnlyOnTheCubeTab(FxRobot robot) {
        assertThat(shownCubeActions(robot)).containsExactlyElementsOf(CUBE_ACTIONS);
        robot.clickOn("#raceTab");
        assertThat(fx(() -> window.isRaceTabSelected())).isTrue();
        assertThat(shownCubeActions(robot)).as("on the race tab").isEmpty();
        robot.clickOn("#labTab");
        assertThat(fx(() -> window.isLabTabSelected())).isTrue();
        assertThat(shownCubeActions(robot)).as("on the lab tab").isEmpty();
        robot.clickOn("#cubeTab");
        assertThat(shownCubeActions(robot)).as("back on the cube tab").containsExactlyElementsOf(CUBE_ACTIONS);
    }

    /** The cube actions that are on show and take room in the toolbar. */
    private List<String> shownCubeActions(FxRobot robot) {
        return fx(() -> CUBE_ACTIONS.stream().filter(id -> {
            Node action = robot.lookup("#toolbar").lookup(id).query();
            return action.isVisible() && action.isManaged();
        }).toList());
    }

    @Test
    void cubeShortcutsDoNothingWhileAnotherTabIsShowing(FxRobot robot) {
        AtomicBoolean solveStarted = new AtomicBoolean();
        fxRun(() -> window.solver().runningProperty().addListener((o, was, running) -> solveStarted.compareAndSet(false, running)));
        robot.clickOn("#raceTab");
        robot.clickOn("#cell-a1");
        pressWithShortcut(robot, KeyCode.ENTER);
        pressWithShortcut(robot, KeyCode.E);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(solveStarted).as("Ctrl+Enter on the race tab").isFalse();
        assertThat(fx(() -> window.editor().isEditing())).as("Ctrl+E on the race tab").isFalse();
        robot.clickOn("#labTab");
        pressWithShortcut(robot, KeyCode.ENTER);
        pressWithShortcut(robot, KeyCode.E);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(solveStarted).as("Ctrl+Enter on the lab tab").isFalse();
        assertThat(fx(() -> window.editor().isEditing())).as("Ctrl+E on the lab tab").isFalse();
        robot.clickOn("#cubeTab");
        pressWithShortcut(robot, KeyCode.ENTER);
        waitUntil(solveStarted::get);
    }

    private static void pressWithShortcut(FxRobot robot, KeyCode key) {
        robot.press(KeyCode.CONTROL).type(key).release(KeyCode.CONTROL);
    }
}
