package cubelab.ui;

import static cubelab.ui.UiSupport.fx;
import static cubelab.ui.UiSupport.fxRun;
import static cubelab.ui.UiSupport.waitUntil;
import static org.assertj.core.api.Assertions.assertThat;

import cubelab.ui.dialog.DialogWindows;
import java.io.IOException;
import java.nio.file.Path;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import javafx.geometry.Rectangle2D;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * A maximised main window stays maximised, and as large as the screen, after About, the keyboard
 * shortcuts (F1) and a native file dialog were shown and closed. Under openbox a modal GTK file
 * dialog made the main window give up its maximised state. Run under Xvfb with a window manager
 * (the {@code xvfb} profile; {@code .ci/run} starts openbox), the file dialog closed with xdotool.
 */
@Tag("xvfb")
@ExtendWith(ApplicationExtension.class)
class MaximisedAfterDialogsTest {

    /** The window's preferences, in a folder JUnit deletes after each test. */
    @TempDir
    Path preferencesFolder;

    private Stage stage;

    @Start
    void start(Stage stage) throws IOException {
        this.stage = stage;
        UiSupport.quietWindow(stage, preferencesFolder);
    }

    @Test
    void staysMaximisedAfterAboutTheShortcutsAndAFileDialog(FxRobot robot) throws Exception {
        // smaller than the screen first, so that a window that gave up its maximised state shows it
        fxRun(() -> {
            stage.setWidth(900);
            stage.setHeight(620);
        });
        // the window manager answers a resize later than the stage reports it: let it settle first,
        // or its late answer can undo the maximising that follows
        waitUntilSteady(() -> stage.getWidth() < 1000);
        fxRun(() -> stage.setMaximized(true));
        assertFillsTheScreen("after maximising");

        robot.clickOn("Help").clickOn("About CubeLab");
        closeDialog(robot, "About CubeLab");
        assertFillsTheScreen("after About");

        robot.type(KeyCode.F1);
        closeDialog(robot, "Keyboard shortcuts");
        assertFillsTheScreen("after the keyboard shortcuts");

        robot.clickOn("File");
        // the click that opens the native dialog returns only once the dialog is closed
        CompletableFuture<Void> export = CompletableFuture.runAsync(() -> robot.clickOn("Export facelets…"));
        NativeWindows.closeWithEscape("Export facelets");
        export.get(30, TimeUnit.SECONDS);
        assertFillsTheScreen("after a file dialog");
    }

    private static void closeDialog(FxRobot robot, String title) {
        waitUntil(() -> dialog(title) != null);
        robot.clickOn("#dialogClose");
        waitUntil(() -> dialog(title) == null);
    }

    private static Stage dialog(String title) {
        return Window.getWindows().stream().filter(w -> w instanceof Stage s && title.equals(s.getTitle())
                && s.isShowing()).map(Stage.class::cast).findFirst().orElse(null);
    }

    /**
     * Waits until {@code condition} has held for half a second on end (ten seconds at most), so a
     * size the window manager is still changing is not taken for the window's own.
     */
    private static void waitUntilSteady(java.util.concurrent.Callable<Boolean> condition) {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        int heldPolls = 0;
        while (heldPolls < 5 && System.nanoTime() < deadline) {
            heldPolls = fx(condition) ? heldPolls + 1 : 0;
            WaitForAsyncUtils.sleep(100, TimeUnit.MILLISECONDS);
        }
    }

    /** Maximised, and its size that of the screen's free area less at most a title bar. */
    private void assertFillsTheScreen(String when) {
        Rectangle2D screen = fx(() -> DialogWindows.screenOf(stage));
        // the wait only gives up after its time: the assertions below say what the window is then
        waitUntilSteady(() -> stage.isMaximized() && stage.getWidth() >= screen.getWidth() - 4
                && stage.getHeight() >= screen.getHeight() - DialogWindows.FRAME);
        double[] size = fx(() -> new double[] {stage.getWidth(), stage.getHeight()});
        assertThat(fx(stage::isMaximized)).as("maximised %s", when).isTrue();
        assertThat(size[0]).as("width %s on a screen %s wide", when, screen.getWidth())
                .isGreaterThanOrEqualTo(screen.getWidth() - 4);
        assertThat(size[1]).as("height %s on a screen %s high", when, screen.getHeight())
                .isGreaterThanOrEqualTo(screen.getHeight() - DialogWindows.FRAME);
    }
}
