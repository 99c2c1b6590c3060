package cubelab.ui;

import static cubelab.ui.UiSupport.assertShows;
import static cubelab.ui.UiSupport.fx;
import static cubelab.ui.UiSupport.fxRun;
import static cubelab.ui.UiSupport.waitIdle;
import static cubelab.ui.UiSupport.waitUntil;
import static org.assertj.core.api.Assertions.assertThat;

import cubelab.model.FaceletCube;
import cubelab.notation.Algorithm;
import cubelab.notation.Move;
import cubelab.notation.Turn;
import cubelab.solve.Scramble;
import cubelab.ui.prefs.PreferencesStore;
import cubelab.ui.session.CubeSession;
import java.nio.file.Path;
import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicInteger;
import javafx.scene.Node;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * The README's keyboard map, pressed by the robot with the focus on each main control of the Cube
 * tab: each key does what the map says and nothing else. The focus stays where it was, the tab
 * stays the Cube tab, and no key presses the focused button (Space on a scramble button would
 * throw the solution away).
 */
@Tag("xvfb")
@ExtendWith(ApplicationExtension.class)
class KeyboardSuiteTest {

    /** A folder of the test's own, which JUnit deletes after each test. */
    @TempDir
    Path temporaryFolder;

    private static final Algorithm SCRAMBLE = Algorithm.parse("R U F' L2 D B R'");
    private static final FaceletCube SCRAMBLED = FaceletCube.SOLVED.apply(SCRAMBLE);
    private static final Algorithm SOLUTION = SCRAMBLE.inverse();

    private MainWindow window;
    private FakeSolver solver;
    /** Scrambles asked for: a key that pressed a scramble button would count here. */
    private final AtomicInteger scrambles = new AtomicInteger();

    @Start
    void start(Stage stage) throws java.io.IOException {
        Path prefsDir = temporaryFolder;
        solver = new FakeSolver(SCRAMBLE);
        solver.workMillis = 0;
        AppServices services = new AppServices(solver, cancelled -> {
            scrambles.incrementAndGet();
            return new Scramble(SCRAMBLED, SCRAMBLE, SCRAMBLE.toString());
        }, new PreferencesStore(prefsDir.resolve("ui.properties")), new SplittableRandom(7));
        window = CubeLabApplication.show(stage, services);
        window.setNotifier(notice -> { });
        window.cubeView().turnMillisProperty().set(1);
    }

    /**
     * The 3D view, every toolbar button that can have the focus (undo and redo are disabled here),
     * the Typed scramble button (in the Scramble card, which the column may have folded: unfolded
     * first), Solve optimally (after it, Space
     * did nothing), the play button and the tab bar (← → switched tabs).
     */
    @ParameterizedTest
    @ValueSource(strings = {"#cube3d", "#resetCube", "#toolbarScramble", "#editToggle", "#toolbarSolve",
            "#resetView", "#scrambleTyped", "#solveButton", "#playPause", "#tabs"})
    void everyKeyDoesWhatTheMapSaysWhateverHasTheFocus(String focused, FxRobot robot) {
        loadSolution();
        Node owner = robot.lookup(focused).query();
        // a button in a folded card cannot take the focus: its card is unfolded first, as a click on
        // its title does, and the focus asked for again until the card shows it
        fxRun(() -> {
            for (Node node = owner; node != null; node = node.getParent()) {
                if (node instanceof cubelab.ui.panel.Card card && !card.isExpanded()) {
                    card.reveal();
                }
            }
        });
        waitUntil(() -> {
            fxRun(owner::requestFocus);
            return fx(owner::isFocused);
        });
        assertPlaybackKeys(robot, owner);
        assertTurnKeys(robot, owner);
    }

    /** A move chip of the solution is clicked (chips take no focus): the keys still work. */
    @Test
    void theKeysWorkAfterAMoveOfTheListIsClicked(FxRobot robot) {
        loadSolution();
        robot.clickOn("#move-2");
        waitUntil(() -> window.playback().getPosition() == 3);
        Node owner = fx(() -> window.root().getScene().getFocusOwner());
        robot.type(KeyCode.HOME);
        waitUntil(() -> window.playback().getPosition() == 0);
        assertPlaybackKeys(robot, owner);
    }

    /** No control has the focus (the focused Solve button was disabled while it ran): keys go to the scene. */
    @Test
    void theKeysWorkWhenNothingHasTheFocus(FxRobot robot) {
        loadSolution();
        fxRun(() -> window.root().requestFocus());
        assertPlaybackKeys(robot, fx(() -> window.root().getScene().getFocusOwner()));
    }

    @Test
    void theAlgorithmFieldKeepsItsKeys(FxRobot robot) {
        loadSolution();
        robot.clickOn("#algorithmField");
        robot.type(KeyCode.R).type(KeyCode.SPACE).type(KeyCode.U).type(KeyCode.LEFT).type(KeyCode.HOME)
                .type(KeyCode.F).type(KeyCode.END).type(KeyCode.RIGHT);
        TextField field = robot.lookup("#algorithmField").queryAs(TextField.class);
        assertThat(fx(() -> field.getText())).isEqualTo("fr u");
        assertThat(fx(() -> window.playback().getPosition())).isZero();
        assertThat(fx(() -> window.playback().isLoaded())).isTrue();
        assertShows(window, SCRAMBLED);
    }

    @Test
    void escapeCancelsTheSolveWhateverHasTheFocus(FxRobot robot) {
        solver.workMillis = 60_000;
        fxRun(() -> window.session().replace(SCRAMBLED, CubeSession.Origin.SCRAMBLE));
        robot.clickOn("#solveButton");
        waitUntil(() -> window.solver().progressProperty().get().nodes() > 0);
        Node reset = robot.lookup("#resetCube").query();
        fxRun(reset::requestFocus);
        robot.type(KeyCode.ESCAPE);
        waitUntil(() -> !window.solver().isRunning());
        assertThat(fx(reset::isFocused)).isTrue();
        assertShows(window, SCRAMBLED);
    }

    @Test
    void theAcceleratorsSolveUndoAndRedoWithAButtonFocused(FxRobot robot) {
        fxRun(() -> window.session().replace(SCRAMBLED, CubeSession.Origin.SCRAMBLE));
        Node view = robot.lookup("#resetView").query();
        fxRun(view::requestFocus);
        robot.type(KeyCode.R);
        assertShows(window, SCRAMBLED.apply(Algorithm.of(Move.of(Turn.R, 1))));
        robot.press(KeyCode.CONTROL).type(KeyCode.Z).release(KeyCode.CONTROL);
        assertShows(window, SCRAMBLED);
        robot.press(KeyCode.CONTROL).type(KeyCode.Y).release(KeyCode.CONTROL);
        assertShows(window, SCRAMBLED.apply(Algorithm.of(Move.of(Turn.R, 1))));
        robot.press(KeyCode.CONTROL).type(KeyCode.Z).release(KeyCode.CONTROL);
        robot.press(KeyCode.CONTROL).type(KeyCode.ENTER).release(KeyCode.CONTROL);
        waitUntil(() -> window.playback().isLoaded());
        assertThat(fx(() -> window.playback().length())).isEqualTo(SOLUTION.size());
        assertThat(scrambles).hasValue(0);
    }

    /** A scrambled cube with its solution loaded and not yet played. */
    private void loadSolution() {
        fxRun(() -> window.session().replace(SCRAMBLED, CubeSession.Origin.SCRAMBLE));
        fxRun(window::startSolve);
        waitUntil(() -> window.playback().isLoaded() && !window.solver().isRunning());
        waitIdle(window);
        assertThat(fx(() -> window.playback().getPosition())).isZero();
    }

    private void assertPlaybackKeys(FxRobot robot, Node owner) {
        Tab cubeTab = fx(() -> robot.lookup("#tabs").queryAs(TabPane.class).getSelectionModel().getSelectedItem());
        robot.type(KeyCode.RIGHT);
        assertAt(1, owner, cubeTab, robot);
        robot.type(KeyCode.RIGHT).type(KeyCode.RIGHT).type(KeyCode.LEFT);
        assertAt(2, owner, cubeTab, robot);
        robot.type(KeyCode.END);
        assertAt(SOLUTION.size(), owner, cubeTab, robot);
        robot.type(KeyCode.HOME);
        assertAt(0, owner, cubeTab, robot);
        robot.type(KeyCode.SPACE);
        waitUntil(() -> window.playback().atEnd() && window.cubeView().idleProperty().get()
                && !fx(() -> window.playbackControls().isPlaying()));
        assertAt(SOLUTION.size(), owner, cubeTab, robot);
        robot.type(KeyCode.HOME);
        assertAt(0, owner, cubeTab, robot);
    }

    private void assertTurnKeys(FxRobot robot, Node owner) {
        robot.type(KeyCode.R);
        FaceletCube turned = SCRAMBLED.apply(Algorithm.of(Move.of(Turn.R, 1)));
        assertShows(window, turned);
        robot.press(KeyCode.SHIFT).type(KeyCode.U).release(KeyCode.SHIFT);
        turned = turned.apply(Algorithm.of(Move.of(Turn.U, 3)));
        assertShows(window, turned);
        robot.press(KeyCode.ALT).type(KeyCode.F).release(KeyCode.ALT);
        turned = turned.apply(Algorithm.of(Move.of(Turn.F.wide(), 1)));
        assertShows(window, turned);
        for (KeyCode key : new KeyCode[] {KeyCode.M, KeyCode.E, KeyCode.S, KeyCode.X, KeyCode.Y, KeyCode.Z}) {
            robot.type(key);
            turned = turned.apply(Algorithm.of(KeyMap.moveFor(key.getChar().charAt(0), false, false)));
            assertShows(window, turned);
        }
        // a turn makes a new cube, which has no solution: the playback buttons are then disabled,
        // which takes the focus from them (the turns after that still worked, from the scene)
        if (!fx(owner::isDisabled)) {
            assertThat(fx(owner::isFocused)).as("the focus stays on %s", owner.getId()).isTrue();
        }
        assertThat(scrambles).as("no key pressed a scramble button").hasValue(0);
    }

    private void assertAt(int position, Node owner, Tab cubeTab, FxRobot robot) {
        waitUntil(() -> window.playback().getPosition() == position);
        assertShows(window, SCRAMBLED.apply(SOLUTION.prefix(position)));
        assertThat(fx(() -> window.playback().isLoaded())).as("the solution is still there").isTrue();
        assertThat(fx(owner::isFocused)).as("the focus stays on %s", owner.getId()).isTrue();
        assertThat(fx(() -> robot.lookup("#tabs").queryAs(TabPane.class).getSelectionModel().getSelectedItem()))
                .as("no key switches tabs").isSameAs(cubeTab);
        assertThat(scrambles).as("no key pressed a scramble button").hasValue(0);
    }
}
