package cubelab.ui;

import static cubelab.ui.UiSupport.fx;
import static cubelab.ui.UiSupport.waitUntil;

import cubelab.model.FaceletCube;
import cubelab.notation.Algorithm;
import cubelab.solve.Scramble;
import cubelab.ui.prefs.PreferencesStore;
import java.io.IOException;
import java.nio.file.Path;
import java.util.SplittableRandom;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import javafx.scene.control.ChoiceBox;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * Menus and drop-downs still open after a native file dialog was shown and closed: seen dead once
 * under Xvfb without a window manager. Run under Xvfb with a window manager (the {@code xvfb}
 * profile; {@code .ci/run} starts openbox), the dialog found and closed with xdotool, the menus
 * then opened with the robot's real clicks.
 */
@Tag("xvfb")
@ExtendWith(ApplicationExtension.class)
class MenusAfterFileDialogTest {

    /** A folder of the test's own, which JUnit deletes after each test. */
    @TempDir
    Path temporaryFolder;

    private static final Algorithm SCRAMBLE = Algorithm.parse("R U F'");

    private MainWindow window;

    @Start
    void start(Stage stage) throws IOException {
        Path prefsDir = temporaryFolder;
        AppServices services = new AppServices(new FakeSolver(SCRAMBLE),
                cancelled -> new Scramble(FaceletCube.SOLVED.apply(SCRAMBLE), SCRAMBLE, SCRAMBLE.toString()),
                new PreferencesStore(prefsDir.resolve("ui.properties")), new SplittableRandom(7));
        window = CubeLabApplication.show(stage, services);
        window.setNotifier(notice -> { });
    }

    @Test
    void menusAndDropDownsOpenAfterTheExportDialogIsClosed(FxRobot robot) throws Exception {
        for (int round = 1; round <= 2; round++) {
            robot.clickOn("File");
            // the click that opens the native dialog returns only once the dialog is closed
            CompletableFuture<Void> export = CompletableFuture.runAsync(() -> robot.clickOn("Export facelets…"));
            NativeWindows.closeWithEscape("Export facelets");
            export.get(30, TimeUnit.SECONDS);

            for (String title : new String[] {"File", "Edit", "View", "Help"}) {
                robot.clickOn(title);
                Menu menu = fx(() -> menuBar(robot).getMenus().stream().filter(m -> m.getText().replace("_", "")
                        .equals(title)).findFirst().orElseThrow());
                waitUntil(menu::isShowing);
                robot.clickOn(title); // closes it again
                waitUntil(() -> !menu.isShowing());
            }
            // a drop-down: the Lab's experiment chooser
            robot.clickOn("Algorithm Lab");
            ChoiceBox<?> experiment = robot.lookup("#labExperiment").queryAs(ChoiceBox.class);
            robot.clickOn(experiment);
            waitUntil(experiment::isShowing);
            robot.type(KeyCode.ESCAPE);
            waitUntil(() -> !experiment.isShowing());
            robot.clickOn("Cube");
        }
    }

    private static MenuBar menuBar(FxRobot robot) {
        return robot.lookup(".menu-bar").queryAs(MenuBar.class);
    }
}
