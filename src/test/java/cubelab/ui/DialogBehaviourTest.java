package cubelab.ui;

import static cubelab.ui.UiSupport.fx;
import static cubelab.ui.UiSupport.waitUntil;
import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.Optional;
import javafx.geometry.Rectangle2D;
import javafx.scene.input.KeyCode;
import javafx.stage.Screen;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * About, the keyboard shortcuts (F1) and Solver tables (Ctrl+T), opened with real keys and
 * clicks: each is owned by the main window, centred on it and on the screen, closes with its Close
 * button and with Esc, and lets the main window's shortcuts (F1, Ctrl+Q) work while it has the focus.
 */
@ExtendWith(ApplicationExtension.class)
@Tag("heavy")
class DialogBehaviourTest {

    /** The window's preferences, in a folder JUnit deletes after each test. */
    @TempDir
    Path preferencesFolder;

    private MainWindow window;
    private Stage stage;

    @Start
    void start(Stage stage) throws java.io.IOException {
        this.stage = stage;
        window = UiSupport.quietWindow(stage, preferencesFolder);
    }

    @Test
    void aboutIsCentredOnTheWindowAndClosesWithEsc(FxRobot robot) {
        robot.clickOn("Help").clickOn("About CubeLab");
        Window about = dialog(robot, "#dialogText");
        assertOwnedCentredAndOnScreen(about);
        waitUntil(about::isFocused);
        robot.push(KeyCode.ESCAPE);
        waitUntil(() -> !about.isShowing());
        assertThat(fx(stage::isShowing)).isTrue();
    }

    @Test
    void theShortcutsWindowOpensWithF1AndClosesWithItsButton(FxRobot robot) {
        UiSupport.fxRun(stage::requestFocus);
        waitUntil(stage::isFocused);
        robot.push(KeyCode.F1);
        Window keys = dialog(robot, "#keyMap");
        assertOwnedCentredAndOnScreen(keys);
        assertThat(fx(() -> keys.getScene().getFocusOwner().getId())).isEqualTo("dialogClose");
        robot.clickOn("#dialogClose");
        waitUntil(() -> !keys.isShowing());
    }

    @Test
    void theMainWindowsShortcutsWorkWhileADialogHasTheFocus(FxRobot robot) {
        robot.clickOn("Help").clickOn("About CubeLab");
        Window about = dialog(robot, "#dialogText");
        waitUntil(about::isFocused);
        robot.push(KeyCode.F1); // F1 from the About window opens the shortcuts
        Window keys = dialog(robot, "#keyMap");
        waitUntil(keys::isFocused);
        robot.push(KeyCode.CONTROL, KeyCode.Q); // and Ctrl+Q quits from it
        waitUntil(() -> !stage.isShowing());
        waitUntil(() -> !keys.isShowing() && !about.isShowing());
    }

    /** Waits for the window that holds a node with this id, and returns it. */
    private static Window dialog(FxRobot robot, String id) {
        waitUntil(() -> robot.lookup(id).tryQuery().isPresent());
        return fx(() -> robot.lookup(id).query().getScene().getWindow());
    }

    private void assertOwnedCentredAndOnScreen(Window dialog) {
        assertThat(fx(() -> ((Stage) dialog).getOwner())).isSameAs(stage);
        Rectangle2D screen = fx(() -> Screen.getPrimary().getVisualBounds());
        Rectangle2D at = fx(() -> new Rectangle2D(dialog.getX(), dialog.getY(), dialog.getWidth(), dialog.getHeight()));
        assertThat(at.getMinX()).isGreaterThanOrEqualTo(screen.getMinX());
        assertThat(at.getMinY()).isGreaterThanOrEqualTo(screen.getMinY());
        assertThat(at.getMaxX()).isLessThanOrEqualTo(screen.getMaxX());
        assertThat(at.getMaxY()).isLessThanOrEqualTo(screen.getMaxY());
        double ownerCentreX = fx(() -> stage.getX() + stage.getWidth() / 2);
        double ownerCentreY = fx(() -> stage.getY() + stage.getHeight() / 2);
        assertThat(Math.abs(at.getMinX() + at.getWidth() / 2 - ownerCentreX)).isLessThan(2);
        assertThat(Math.abs(at.getMinY() + at.getHeight() / 2 - ownerCentreY)).isLessThan(2);
        assertThat(Optional.ofNullable(fx(() -> dialog.getScene().lookup("#dialogClose")))).isPresent();
    }
}
