package cubelab.ui;

import static cubelab.ui.UiSupport.assertShows;
import static cubelab.ui.UiSupport.fx;
import static cubelab.ui.UiSupport.fxRun;
import static cubelab.ui.UiSupport.waitIdle;
import static cubelab.ui.UiSupport.waitUntil;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import cubelab.model.FaceletCube;
import cubelab.notation.Algorithm;
import cubelab.solve.Scramble;
import cubelab.ui.prefs.PreferencesStore;
import cubelab.ui.session.CubeSession.Origin;
import java.nio.file.Path;
import java.util.SplittableRandom;
import javafx.scene.Node;
import javafx.scene.control.Slider;
import javafx.scene.input.MouseButton;
import javafx.stage.Stage;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/** The scrubbing timeline under playback: any point, mid-turn included, in step with the buttons. */
@ExtendWith(ApplicationExtension.class)
@Tag("heavy")
class TimelineUiTest {

    private static final Algorithm SCRAMBLE = Algorithm.parse("R U F' L2 D B");
    private static final FaceletCube SCRAMBLED = FaceletCube.SOLVED.apply(SCRAMBLE);

    private MainWindow window;
    /** The window's preferences, in a folder JUnit deletes after each test. */
    @TempDir
    Path preferencesFolder;
    private Algorithm solution;

    @Start
    void start(Stage stage) throws Exception {
        window = CubeLabApplication.show(stage, new AppServices(new FakeSolver(SCRAMBLE),
                cancelled -> new Scramble(FaceletCube.SOLVED, Algorithm.EMPTY, ""),
                new PreferencesStore(preferencesFolder.resolve("ui.properties")),
                new SplittableRandom(3)));
        window.setNotifier(text -> { });
    }

    @BeforeEach
    void solve(FxRobot robot) {
        fxRun(() -> window.session().replace(SCRAMBLED, Origin.SCRAMBLE));
        robot.clickOn("#solveButton");
        waitUntil(() -> window.playback().isLoaded() && !window.solver().isRunning());
        solution = fx(() -> window.playback().getSolution());
        assertThat(SCRAMBLED.apply(solution)).isEqualTo(FaceletCube.SOLVED);
    }

    private Slider slider() {
        return window.explore().timeline().slider();
    }

    @Test
    void aFractionalPointShowsTheMovesBeforeItAndTheNextLayerPartlyTurned(FxRobot robot) {
        assertThat(fx(() -> slider().getMax())).isEqualTo(solution.size());
        assertThat(fx(() -> slider().isDisabled())).isFalse();
        fxRun(() -> slider().setValue(2.5));
        waitIdle(window);
        FaceletCube afterTwo = SCRAMBLED.apply(solution.prefix(2));
        assertThat(fx(() -> window.session().getCube())).isEqualTo(afterTwo);
        assertThat(fx(() -> window.playback().getPosition())).isEqualTo(2);
        assertThat(fx(() -> window.cubeView().displayedCubeProperty().get())).isEqualTo(afterTwo);
        // half of the third move: 45° for a quarter turn, 90° for a half turn
        double quarterTurns = solution.get(2).quarterTurns() == 2 ? 2 : 1;
        assertThat(Math.abs(fx(() -> window.cubeView().partialTurnDegrees())))
                .isCloseTo(90 * quarterTurns * 0.5, within(1e-9));
        assertThat(fx(() -> slider().getValue())).as("the slider stays where it was dragged").isEqualTo(2.5);

        // the step button goes on from the whole move below: the third move, played in full
        robot.clickOn("#playForward");
        assertShows(window, SCRAMBLED.apply(solution.prefix(3)));
        assertThat(fx(() -> window.cubeView().partialTurnDegrees())).isZero();
        assertThat(fx(() -> slider().getValue())).isEqualTo(3.0);
        robot.clickOn("#playStart");
        assertShows(window, SCRAMBLED);
        assertThat(fx(() -> slider().getValue())).isZero();
    }

    @Test
    void draggingTheThumbToTheEndShowsTheSolvedCube(FxRobot robot) {
        Node thumb = fx(() -> slider().lookup(".thumb"));
        // the playback bar settles after the solution loads: drag once the thumb is laid out inside the scene
        waitUntil(() -> {
            javafx.geometry.Bounds bounds = thumb.localToScene(thumb.getBoundsInLocal());
            javafx.scene.Scene scene = thumb.getScene();
            return bounds.getWidth() > 0 && bounds.getMinY() >= 0 && bounds.getMaxY() <= scene.getHeight()
                    && bounds.getMinX() >= 0 && bounds.getMaxX() <= scene.getWidth();
        });
        double width = fx(() -> slider().getWidth());
        robot.drag(thumb, MouseButton.PRIMARY).moveBy(width / 2, 0).moveBy(width, 0).drop();
        waitUntil(() -> slider().getValue() == solution.size());
        assertShows(window, FaceletCube.SOLVED);
        assertThat(fx(() -> window.playback().getPosition())).isEqualTo(solution.size());
        assertThat(fx(() -> window.cubeView().partialTurnDegrees())).isZero();
        // and back to the middle by hand: every point in between is a state of the solution
        fxRun(() -> slider().setValue(4.25));
        waitIdle(window);
        assertThat(fx(() -> window.session().getCube())).isEqualTo(SCRAMBLED.apply(solution.prefix(4)));
    }

    @Test
    void aCubeChangedByHandTakesTheTimelineAway() {
        fxRun(() -> window.session().turn(Algorithm.parse("F")));
        assertThat(fx(() -> slider().isDisabled())).isTrue();
        assertThat(fx(() -> slider().getMax())).isZero();
    }
}
