package cubelab.ui;

import cubelab.common.Cancellation;
import static cubelab.ui.UiSupport.assertShows;
import static cubelab.ui.UiSupport.fx;
import static cubelab.ui.UiSupport.waitUntil;
import static org.assertj.core.api.Assertions.assertThat;

import cubelab.model.CubieCube;
import cubelab.model.FaceletCube;
import cubelab.notation.Algorithm;
import cubelab.ui.prefs.PreferencesStore;
import cubelab.solve.CombinedSolver;
import cubelab.solve.CubeSolver;
import cubelab.solve.ProgressListener;
import cubelab.solve.Scramble;
import cubelab.solve.SolveResult;
import java.nio.file.Path;
import java.time.Duration;
import java.util.SplittableRandom;
import javafx.scene.control.Label;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/** A fast first answer is playable at once; the optimal one replaces it when found. */
@ExtendWith(ApplicationExtension.class)
class FirstAnswerUiTest {

    private static final Algorithm SCRAMBLE = Algorithm.parse("R U F' L2 D B");
    /** A longer, valid solution: the optimal one with a U U' detour. */
    private static final Algorithm DETOUR = Algorithm.parse("U U'").concat(SCRAMBLE.inverse());

    private MainWindow window;
    /** The window's preferences, in a folder JUnit deletes after each test. */
    @TempDir
    Path preferencesFolder;
    /** Holds the optimal answer back until the test has checked the first one. */
    private FakeSolver optimal;

    /** Answers the detour at once, never optimal. */
    static final class FastFake implements CubeSolver {
        @Override
        public String name() {
            return "Fast fake";
        }

        @Override
        public Availability availability() {
            return new Availability(true, "instant");
        }

        @Override
        public SolveResult solve(CubieCube cube, ProgressListener progress, Cancellation cancelled) {
            return new SolveResult(DETOUR, false, "two-phase", 10, Duration.ofMillis(1));
        }
    }

    @Start
    void start(Stage stage) throws Exception {
        optimal = new FakeSolver(SCRAMBLE);
        optimal.gate = new java.util.concurrent.CountDownLatch(1);
        window = CubeLabApplication.show(stage, new AppServices(new CombinedSolver(new FastFake(), optimal),
                cancelled -> new Scramble(FaceletCube.SOLVED.apply(SCRAMBLE), SCRAMBLE, SCRAMBLE.toString()),
                new PreferencesStore(preferencesFolder.resolve("ui.properties")),
                new SplittableRandom(1)));
        window.setNotifier(text -> { });
        window.cubeView().turnMillisProperty().set(20);
    }

    @Test
    void firstAnswerThenOptimum(FxRobot robot) {
        robot.clickOn("#scrambleRandom");
        waitUntil(() -> window.session().getCube().equals(FaceletCube.SOLVED.apply(SCRAMBLE)));
        robot.clickOn("#solveButton");
        waitUntil(() -> window.playback().isLoaded());
        assertThat(fx(() -> window.playback().getSolution())).isEqualTo(DETOUR);
        assertThat(fx(() -> robot.lookup("#solutionSummary").queryAs(Label.class).getText())).startsWith("First answer: 8 moves");
        assertThat(fx(() -> window.solver().isRunning())).isTrue();
        robot.clickOn("#playForward");
        optimal.gate.countDown();
        waitUntil(() -> !window.solver().isRunning());
        assertThat(fx(() -> window.playback().getSolution())).isEqualTo(SCRAMBLE.inverse());
        assertThat(fx(() -> window.playback().getPosition())).isZero();
        assertShows(window, FaceletCube.SOLVED.apply(SCRAMBLE));
        assertThat(fx(() -> robot.lookup("#solutionSummary").queryAs(Label.class).getText())).startsWith("6 moves (HTM), optimal");
    }
}
