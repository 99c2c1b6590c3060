package cubelab.ui;

import static cubelab.ui.UiSupport.assertShows;
import static cubelab.ui.UiSupport.fx;
import static cubelab.ui.UiSupport.fxRun;
import static cubelab.ui.UiSupport.waitUntil;
import static org.assertj.core.api.Assertions.assertThat;

import cubelab.common.AppVersion;
import cubelab.model.FaceletCube;
import cubelab.notation.Algorithm;
import cubelab.solve.Scramble;
import cubelab.ui.prefs.PreferencesStore;
import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import javafx.scene.control.Label;
import javafx.scene.control.TextArea;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/** What the window says after scrambles, exports and Help → About: the real window, a fake solver. */
@ExtendWith(ApplicationExtension.class)
@Tag("heavy")
class WindowMessagesTest {

    /** A folder of the test's own, which JUnit deletes after each test. */
    @TempDir
    Path temporaryFolder;

    private static final Algorithm SCRAMBLE = Algorithm.parse("R U F' L2 D B R'");

    private MainWindow window;
    private Path folder;
    /** The file the save dialog answers with. */
    private File saveAs;
    /** The save dialogs asked, by title. */
    private final List<String> saveDialogs = new ArrayList<>();
    private final List<String> notices = new ArrayList<>();

    @Start
    void start(Stage stage) throws java.io.IOException {
        folder = temporaryFolder;
        AppServices services = new AppServices(new FakeSolver(SCRAMBLE),
                cancelled -> new Scramble(FaceletCube.SOLVED.apply(SCRAMBLE), SCRAMBLE, SCRAMBLE.toString()),
                new PreferencesStore(folder.resolve("ui.properties")), new SplittableRandom(7));
        window = CubeLabApplication.show(stage, services);
        window.setNotifier(notices::add);
        window.setFileTransfer(new FileTransfer(stage, (title, initialName) -> {
            saveDialogs.add(title);
            return saveAs;
        }));
        window.cubeView().turnMillisProperty().set(25);
    }

    /** A line about the cube ("Saved …") does not follow the user to the Lab or Race tab. */
    @Test
    void theStatusLineBelongsToTheCubeTab(FxRobot robot) {
        fxRun(() -> window.statusProperty().set("Saved export-cube-net.png"));
        assertThat(fx(() -> robot.lookup("#statusBar").queryAs(org.controlsfx.control.StatusBar.class).getText()))
                .isEqualTo("Saved export-cube-net.png");
        robot.clickOn("#labTab");
        waitUntil(() -> robot.lookup("#statusBar").queryAs(org.controlsfx.control.StatusBar.class).getText().isEmpty());
        robot.clickOn("#raceTab");
        assertThat(fx(() -> robot.lookup("#statusBar").queryAs(org.controlsfx.control.StatusBar.class).getText()))
                .isEmpty();
    }

    /** A line about a cube goes once the user turns it away from that cube, with a real key press. */
    @Test
    void theStatusLineClearsWhenTheCubeItSpokeOfIsGone(FxRobot robot) {
        fxRun(() -> window.statusProperty().set("Saved export-cube-net.png"));
        UiSupport.waitIdle(window);
        assertThat(statusText(robot)).isEqualTo("Saved export-cube-net.png");
        fxRun(() -> window.cubeView().requestFocus());
        robot.type(javafx.scene.input.KeyCode.R);
        waitUntil(() -> !fx(() -> window.session().getCube()).equals(FaceletCube.SOLVED));
        waitUntil(() -> statusText(robot).isEmpty());
        // a flow that writes its line and changes the cube in one action keeps its line
        fxRun(() -> {
            window.statusProperty().set("Played 1 moves: U");
            window.session().turn(cubelab.notation.Algorithm.parse("U"));
        });
        UiSupport.waitIdle(window);
        assertThat(statusText(robot)).isEqualTo("Played 1 moves: U");
    }

    private static String statusText(FxRobot robot) {
        return fx(() -> robot.lookup("#statusBar").queryAs(org.controlsfx.control.StatusBar.class).getText());
    }

    @Test
    void typedScrambleWithAnEmptyFieldSaysSoAndChangesNothing(FxRobot robot) {
        robot.clickOn("#algorithmField").write(SCRAMBLE.toString());
        robot.clickOn("#scrambleTyped");
        FaceletCube scrambled = FaceletCube.SOLVED.apply(SCRAMBLE);
        assertShows(window, scrambled);

        robot.doubleClickOn("#algorithmField");
        fxRun(() -> window.movesPanel().field().selectAll());
        robot.type(javafx.scene.input.KeyCode.BACK_SPACE);
        assertThat(fx(() -> window.movesPanel().field().getText())).isEmpty();
        robot.clickOn("#scrambleTyped");

        assertShows(window, scrambled);
        assertThat(fx(() -> window.statusProperty().get())).contains("algorithm field is empty")
                .doesNotStartWith("Scrambled");
        assertThat(fx(() -> robot.lookup("#scrambleText").queryAs(TextArea.class).getText()))
                .isEqualTo(SCRAMBLE.toString());
    }

    @Test
    void exportingWithoutASolutionRefusesAndWritesNothing(FxRobot robot) {
        saveAs = folder.resolve("solution.txt").toFile();
        robot.clickOn("File").clickOn("Export solution…");

        waitUntil(() -> !notices.isEmpty());
        assertThat(notices).anyMatch(n -> n.contains("no solution to export"));
        assertThat(saveDialogs).isEmpty();
        assertThat(saveAs).doesNotExist();
    }

    @Test
    void exportNamesTheFileActuallyWritten(FxRobot robot) throws Exception {
        saveAs = folder.resolve("my-scramble.txt").toFile();
        robot.clickOn("File").clickOn("Export facelets…");

        waitUntil(() -> saveAs.exists());
        assertThat(Files.readString(saveAs.toPath()).strip()).isEqualTo(FaceletCube.SOLVED.toString());
        assertThat(fx(() -> window.statusProperty().get())).isEqualTo("Saved my-scramble.txt");
    }

    @Test
    void aToolbarScrambleAfterASolutionSaysTheCubeWasScrambled(FxRobot robot) {
        robot.clickOn("#algorithmField").write(SCRAMBLE.toString());
        robot.clickOn("#scrambleTyped");
        robot.clickOn("#solveButton");
        waitUntil(() -> window.playback().isLoaded());

        robot.clickOn("#toolbarScramble");
        waitUntil(() -> !window.playback().isLoaded());

        assertThat(fx(() -> robot.lookup("#solutionSummary").queryAs(Label.class).getText()))
                .isEqualTo("Scrambled: solve for the optimal solution");
        assertThat(fx(() -> window.playback().isLoaded())).isFalse();
    }

    @Test
    void aboutShowsTheApplicationVersion(FxRobot robot) {
        robot.clickOn("Help").clickOn("About CubeLab");
        waitUntil(() -> robot.lookup("#dialogText").tryQuery().isPresent());

        Label about = robot.lookup("#dialogText").queryAs(Label.class);
        String text = fx(about::getText);
        assertThat(text).contains("Version: " + AppVersion.version());
        assertThat(AppVersion.describe()).startsWith("CubeLab ");
        fxRun(() -> ((Stage) about.getScene().getWindow()).close());
        assertThat(Window.getWindows()).isNotEmpty();
    }

    @Test
    void resetAndANewCubeClearTheLastSearchFromTheSolvePanel(FxRobot robot) {
        for (String change : List.of("#resetCube", "#scrambleTyped")) {
            fxRun(() -> window.movesPanel().field().setText(SCRAMBLE.toString()));
            robot.clickOn("#scrambleTyped");
            robot.clickOn("#solveButton");
            waitUntil(() -> window.playback().isLoaded() && !window.solver().isRunning());
            assertThat(text(robot, "#solveResult")).as("after the solve").isNotEmpty();
            assertThat(text(robot, "#progressNodes")).isNotEqualTo("–");
            assertThat(text(robot, "#progressBound")).isNotEqualTo("–");

            fxRun(() -> window.movesPanel().field().setText("U R"));
            robot.clickOn(change);
            waitUntil(() -> text(robot, "#solveResult").isEmpty());
            assertThat(text(robot, "#progressNodes")).as("nodes after %s", change).isEqualTo("–");
            assertThat(text(robot, "#progressBound")).as("depth after %s", change).isEqualTo("–");
            assertThat(text(robot, "#solveBounds")).isEmpty();
        }
    }

    private static String text(FxRobot robot, String id) {
        return fx(() -> robot.lookup(id).queryAs(Label.class).getText());
    }
}
