package cubelab.ui;

import static cubelab.ui.UiSupport.assertShows;
import static cubelab.ui.UiSupport.clickLaidOut;
import static cubelab.ui.UiSupport.fx;
import static cubelab.ui.UiSupport.fxRun;
import static cubelab.ui.UiSupport.waitIdle;
import static cubelab.ui.UiSupport.waitUntil;
import static org.assertj.core.api.Assertions.assertThat;

import cubelab.model.FaceletCube;
import cubelab.model.Facelets;
import cubelab.notation.Algorithm;
import cubelab.ui.editor.DefectCubes;
import cubelab.ui.prefs.PreferencesStore;
import cubelab.solve.Scramble;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import javafx.application.Platform;
import javafx.concurrent.Worker;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
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

/** Drives the real window headless (Monocle) with a fake solver. */
@ExtendWith(ApplicationExtension.class)
@Tag("heavy")
class MainWindowTest {

    /** A folder of the test's own, which JUnit deletes after each test. */
    @TempDir
    Path temporaryFolder;

    private static final Algorithm SCRAMBLE = Algorithm.parse("R U F' L2 D B R'");

    private MainWindow window;
    private FakeSolver solver;
    private final List<String> notices = new ArrayList<>();

    @Start
    void start(Stage stage) throws java.io.IOException {
        // a fresh settings file per test, so no test starts from the cube another one left
        Path prefsDir = temporaryFolder;
        solver = new FakeSolver(SCRAMBLE);
        AppServices services = new AppServices(solver,
                cancelled -> new Scramble(FaceletCube.SOLVED.apply(SCRAMBLE), SCRAMBLE, SCRAMBLE.toString()),
                new PreferencesStore(prefsDir.resolve("ui.properties")), new SplittableRandom(7));
        window = CubeLabApplication.show(stage, services);
        window.setNotifier(notices::add);
        window.cubeView().turnMillisProperty().set(25);
    }

    @Test
    void scrambleSolvePlayStepBackKeepsEveryViewOnTheModel(FxRobot robot) {
        robot.clickOn("#algorithmField").write(SCRAMBLE.toString());
        robot.clickOn("#scrambleTyped");
        FaceletCube scrambled = FaceletCube.SOLVED.apply(SCRAMBLE);
        assertShows(window, scrambled);
        assertThat(robot.lookup("#scrambleText").queryAs(javafx.scene.control.TextArea.class).getText()).isEqualTo(SCRAMBLE.toString());

        robot.clickOn("#solveButton");
        waitUntil(() -> window.playback().isLoaded());
        assertThat(fx(() -> robot.lookup("#solutionSummary").queryAs(Label.class).getText()))
                .startsWith("7 moves (HTM), optimal");
        // the search's running bounds give way to its answer
        assertThat(fx(() -> robot.lookup("#solveBounds").queryAs(Label.class).getText())).isEmpty();
        Algorithm solution = SCRAMBLE.inverse();
        for (int step = 1; step <= 3; step++) {
            robot.clickOn("#playForward");
            assertShows(window, scrambled.apply(solution.prefix(step)));
            assertThat(fx(() -> window.playback().getPosition())).isEqualTo(step);
        }
        robot.clickOn("#playBack");
        assertShows(window, scrambled.apply(solution.prefix(2)));
        robot.clickOn("#move-5");
        assertShows(window, scrambled.apply(solution.prefix(6)));
        assertThat(fx(() -> robot.lookup("#move-5").query().getPseudoClassStates().toString())).contains("current");
        robot.clickOn("#playStart");
        assertShows(window, scrambled);
        robot.clickOn("#playPause");
        waitUntil(() -> window.playback().atEnd() && !window.movesPanel().isDisabled()
                && window.cubeView().idleProperty().get());
        assertShows(window, FaceletCube.SOLVED);
        assertThat(fx(() -> robot.lookup("#playCounter").queryAs(Label.class).getText())).isEqualTo("7 / 7");
    }

    @Test
    void cancelReturnsControlAtOnceAndStopsTheSolver(FxRobot robot) throws Exception {
        solver.workMillis = 60_000;
        fxRun(() -> window.session().replace(FaceletCube.SOLVED.apply(SCRAMBLE), cubelab.ui.session.CubeSession.Origin.SCRAMBLE));
        robot.clickOn("#solveButton");
        waitUntil(() -> window.solver().progressProperty().get().nodes() > 0);
        // in the same FX event as the click: the window is free before the solver has even noticed
        fxRun(() -> {
            robot.lookup("#cancelSolve").queryAs(Button.class).fire();
            assertThat(window.solver().isRunning()).isFalse();
            assertThat(window.solver().stateProperty().get()).isEqualTo(Worker.State.CANCELLED);
            assertThat(robot.lookup("#solveButton").queryAs(Button.class).isDisabled()).isFalse();
        });
        waitUntil(() -> solver.cancelNoticedNanos != 0);
        assertThat(fx(() -> window.playback().isLoaded())).isFalse();
    }

    @Test
    void fxThreadStaysResponsiveWhileSolving(FxRobot robot) throws Exception {
        solver.workMillis = 60_000;
        fxRun(() -> window.session().replace(FaceletCube.SOLVED.apply(SCRAMBLE), cubelab.ui.session.CubeSession.Origin.SCRAMBLE));
        robot.clickOn("#solveButton");
        waitUntil(() -> window.solver().progressProperty().get().nodes() > 0);
        for (int i = 0; i < 20; i++) {
            CountDownLatch latch = new CountDownLatch(1);
            Platform.runLater(latch::countDown);
            assertThat(latch.await(UiSupport.LIMIT_SECONDS, TimeUnit.SECONDS)).as("the FX thread runs events while solving").isTrue();
        }
        assertThat(fx(() -> window.solver().isRunning())).isTrue();
        double yaw = fx(() -> window.cubeView().getYaw());
        robot.drag("#cube3d").moveBy(120, 0).release(javafx.scene.input.MouseButton.PRIMARY);
        assertThat(fx(() -> window.cubeView().getYaw())).isNotEqualTo(yaw);
        assertThat(fx(() -> window.solver().isRunning())).isTrue();
        assertThat(fx(() -> robot.lookup("#progressNodes").queryAs(Label.class).getText())).isNotEqualTo("–");
        robot.type(KeyCode.ESCAPE);
        waitUntil(() -> !window.solver().isRunning());
    }

    @Test
    void explainsWhen3dIsUnavailable(FxRobot robot) {
        boolean threeD = javafx.application.Platform.isSupported(javafx.application.ConditionalFeature.SCENE3D);
        assertThat(robot.lookup("#no3dNotice").tryQuery().isPresent()).isEqualTo(!threeD);
    }

    @Test
    void stickerEditorNamesEachDefect(FxRobot robot) {
        robot.clickOn("#editToggle");
        robot.clickOn("#paint-red");
        robot.clickOn("#net-U1");
        assertThat(validation(robot)).startsWith("Wrong colour count");
        assertThat(fx(() -> robot.lookup("#editorUse").queryAs(Button.class).isDisabled())).isTrue();
        assertThat(fx(() -> window.net().colorAt(Facelets.U1))).isEqualTo(cubelab.model.Color.RED);
        clickLaidOut(robot, "#fix-0");
        assertThat(validation(robot)).startsWith("Valid cube");

        // every other defect class, painted sticker by sticker from a solved cube
        robot.clickOn("#editorSolved");
        paint(robot, "green", "U9").paint(robot, "white", "F3");
        assertThat(validation(robot)).startsWith("The corner at top, front, right shows");
        robot.clickOn("#editorSolved");
        paint(robot, "blue", "R1").paint(robot, "red", "F3").paint(robot, "green", "B2");
        assertThat(validation(robot)).startsWith("The white–blue–red corner is there twice");
        robot.clickOn("#editorSolved");
        paint(robot, "green", "U9").paint(robot, "red", "F3").paint(robot, "white", "R1");
        assertThat(validation(robot)).startsWith("The white–red–green corner (top, front, right) is twisted");
        robot.clickOn("#editorSolved");
        paint(robot, "green", "U8").paint(robot, "white", "F2");
        assertThat(validation(robot)).startsWith("The white–green edge (top, front) is flipped");
        robot.clickOn("#editorSolved");
        paint(robot, "red", "F2").paint(robot, "green", "R2");
        assertThat(validation(robot))
                .startsWith("The white–green edge (top, right) and the white–red edge (top, front) are swapped");
        assertThat(fx(() -> robot.lookup("#net-U8").query().getPseudoClassStates().toString())).contains("highlighted");
        assertThat(fx(() -> window.editor().getStickers())).isEqualTo(DefectCubes.parity());

        clickLaidOut(robot, "#fix-0");
        FaceletCube fixed = fx(() -> window.editor().getValidation().cube());
        assertThat(fixed).isNotNull();
        robot.clickOn("#editorUse");
        assertShows(window, fixed);
        assertThat(fx(() -> window.editor().isEditing())).isFalse();
    }

    @Test
    void algorithmFieldShowsParseErrorsAtTheCharacter(FxRobot robot) {
        robot.clickOn("#algorithmField").write("R U Q2").type(KeyCode.ENTER);
        assertThat(fx(() -> window.movesPanel().errorText())).startsWith("R U Q2").contains("index 4");
        assertThat(fx(() -> window.movesPanel().field().getCaretPosition())).isEqualTo(4);
        assertThat(fx(() -> window.session().getCube())).isEqualTo(FaceletCube.SOLVED);
        robot.type(KeyCode.END).eraseText(2).write("F2").type(KeyCode.ENTER);
        assertThat(fx(() -> window.movesPanel().errorText())).isEmpty();
        assertShows(window, FaceletCube.SOLVED.apply(Algorithm.parse("R U F2")));
    }

    /** The field uses the command line's parser: 3,000 nested '(' give a marked error, not a stack overflow. */
    @Test
    void deeplyNestedParenthesesInTheFieldAreAnErrorAtTheCharacter(FxRobot robot) {
        String nested = "(".repeat(3_000) + "R" + ")".repeat(3_000);
        fxRun(() -> window.movesPanel().field().setText(nested));
        robot.clickOn("#algorithmField").type(KeyCode.ENTER);
        assertThat(fx(() -> window.movesPanel().errorText())).contains("nested more than").contains("index 100");
        assertThat(fx(() -> window.session().getCube())).isEqualTo(FaceletCube.SOLVED);
    }

    /** The tab bar has the focus when the window opens; ← → Home End must still drive the playback, not switch tabs. */
    @Test
    void playbackKeysStepTheSolutionEvenWhenTheTabBarHasTheFocus(FxRobot robot) {
        robot.clickOn("#algorithmField").write(SCRAMBLE.toString());
        robot.clickOn("#scrambleTyped");
        robot.clickOn("#solveButton");
        waitUntil(() -> window.playback().isLoaded());
        FaceletCube scrambled = FaceletCube.SOLVED.apply(SCRAMBLE);
        Algorithm solution = SCRAMBLE.inverse();
        TabPane tabs = robot.lookup("#tabs").queryAs(TabPane.class);
        fxRun(tabs::requestFocus);
        robot.type(KeyCode.RIGHT, KeyCode.RIGHT);
        assertShows(window, scrambled.apply(solution.prefix(2)));
        robot.type(KeyCode.LEFT);
        assertShows(window, scrambled.apply(solution.prefix(1)));
        robot.type(KeyCode.END);
        assertShows(window, FaceletCube.SOLVED);
        assertThat(fx(() -> tabs.getSelectionModel().getSelectedIndex())).as("still on the cube tab").isZero();
        waitIdle(window);
    }

    @Test
    void keyboardTurnsQueueInOrderAndUndo(FxRobot robot) {
        robot.clickOn("#cube3d");
        robot.type(KeyCode.R, KeyCode.U, KeyCode.F, KeyCode.L, KeyCode.D, KeyCode.B);
        robot.press(KeyCode.SHIFT).type(KeyCode.R).release(KeyCode.SHIFT);
        assertShows(window, FaceletCube.SOLVED.apply(Algorithm.parse("R U F L D B R'")));
        robot.clickOn("#undo").clickOn("#undo");
        assertShows(window, FaceletCube.SOLVED.apply(Algorithm.parse("R U F L D")));
        robot.clickOn("#redo");
        assertShows(window, FaceletCube.SOLVED.apply(Algorithm.parse("R U F L D B")));
        waitIdle(window);
    }

    @Test
    void pastedInvalidFaceletsOpenTheEditorWithTheDefectAndKeyboardPaints(FxRobot robot) {
        String flipped = "UUUUUUUFURRRRRRRRRFUFFFFFFFDDDDDDDDDLLLLLLLLLBBBBBBBBB";
        fxRun(() -> FileTransfer.copy(flipped));
        robot.clickOn("Edit").clickOn("Paste facelets");
        waitUntil(() -> window.editor().isEditing());
        assertThat(validation(robot)).startsWith("The white–green edge (top, front) is flipped");
        // keyboard only: focus U8 (shows green), paint it white with Enter; then F2 green with Space
        fxRun(() -> window.editor().brushProperty().set(cubelab.model.Color.WHITE));
        fxRun(() -> robot.lookup("#net-U8").query().requestFocus());
        robot.type(KeyCode.ENTER);
        assertThat(fx(() -> window.net().colorAt(Facelets.U8))).isEqualTo(cubelab.model.Color.WHITE);
        fxRun(() -> window.editor().brushProperty().set(cubelab.model.Color.GREEN));
        fxRun(() -> robot.lookup("#net-F2").query().requestFocus());
        robot.type(KeyCode.SPACE);
        assertThat(validation(robot)).startsWith("Valid cube");
    }

    /**
     * Paints one sticker from the keyboard, as the editor allows: the brush, the sticker focused,
     * Enter. (Painting with the mouse is the test's first step; the keyboard is ten times faster
     * for a robot than moving the pointer between palette and net.)
     */
    private MainWindowTest paint(FxRobot robot, String colour, String sticker) {
        fxRun(() -> window.editor().brushProperty().set(cubelab.model.Color.valueOf(colour.toUpperCase(java.util.Locale.ROOT))));
        fxRun(() -> robot.lookup("#net-" + sticker).query().requestFocus());
        robot.type(KeyCode.ENTER);
        return this;
    }

    private String validation(FxRobot robot) {
        return fx(() -> robot.lookup("#validationMessage").queryAs(Label.class).getText());
    }
}
