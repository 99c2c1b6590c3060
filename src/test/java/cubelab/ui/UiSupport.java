package cubelab.ui;

import static org.assertj.core.api.Assertions.assertThat;

import cubelab.model.FaceletCube;
import cubelab.model.Facelets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;
import org.testfx.util.WaitForAsyncUtils;

/** Helpers for the TestFX tests: read state on the FX thread, wait for the cube to settle. */
public final class UiSupport {

    private UiSupport() {
    }

    /**
     * The real window with a solver that answers at once, a scramble source that gives the
     * solved cube, preferences in {@code preferencesFolder} (the test's JUnit {@code @TempDir}, so
     * nothing stays behind) and notices discarded.
     */
    static MainWindow quietWindow(javafx.stage.Stage stage, java.nio.file.Path preferencesFolder) {
        cubelab.notation.Algorithm none = cubelab.notation.Algorithm.EMPTY;
        MainWindow window = CubeLabApplication.show(stage, new AppServices(new FakeSolver(none),
                cancelled -> new cubelab.solve.Scramble(FaceletCube.SOLVED, none, ""),
                new cubelab.ui.prefs.PreferencesStore(preferencesFolder.resolve("ui.properties")),
                new java.util.SplittableRandom(3)));
        window.setNotifier(text -> { });
        return window;
    }

    /**
     * How long a read on the FX thread or a wait for a window's state may take before the test
     * fails: generous, because a loaded machine (two test JVMs on two cores, a GC pause, software
     * rendering) can hold the FX thread for seconds; on an idle one the waits end in milliseconds.
     */
    public static final int LIMIT_SECONDS = 30;

    public static <T> T fx(Callable<T> call) {
        try {
            return WaitForAsyncUtils.asyncFx(call).get(LIMIT_SECONDS, TimeUnit.SECONDS);
        } catch (Exception e) {
            throw new AssertionError(e);
        }
    }

    public static void fxRun(Runnable run) {
        fx(() -> {
            run.run();
            return null;
        });
    }

    public static void waitUntil(Callable<Boolean> condition) {
        waitUntil(condition, LIMIT_SECONDS);
    }

    /** Polls a condition read on the FX thread until it holds or the time is up. */
    public static void waitUntil(Callable<Boolean> condition, int seconds) {
        try {
            WaitForAsyncUtils.waitFor(seconds, TimeUnit.SECONDS, () -> fx(condition));
        } catch (java.util.concurrent.TimeoutException e) {
            throw new AssertionError("condition not met in " + seconds + " s", e);
        }
    }

    /**
     * Lays the window out now, then runs the side column's fit (which it posts to run after a
     * layout), then lays out again, three times: what a few pulses would do, without waiting for
     * them (a loaded machine can hold a pulse back past the test's next read of a size).
     */
    static void layOut(MainWindow window) {
        layOut(window.root());
    }

    /** {@link #layOut(MainWindow)} for the scene whose root is {@code root}, any window's. */
    static void layOut(javafx.scene.Parent root) {
        for (int round = 0; round < 3; round++) {
            fxRun(() -> {
                root.applyCss();
                root.layout();
            });
            WaitForAsyncUtils.waitForFxEvents();
        }
    }

    /**
     * Clicks the node {@code query} finds once a layout has placed it. A node made or moved by the
     * last event (a row drawn again, a question shown in place) is placed by the next pulse, which
     * a loaded machine can hold back past the robot's aim; the robot would then click where the
     * node is not. Its window is laid out first, as that pulse would.
     */
    public static void clickLaidOut(org.testfx.api.FxRobot robot, String query) {
        fxRun(() -> {
            javafx.scene.Parent root = robot.lookup(query).query().getScene().getRoot();
            root.applyCss();
            root.layout();
        });
        robot.clickOn(query);
    }

    /**
     * Waits until {@code worker}, a pool thread that ran a window's background job, has finished it
     * and waits for the next one. A JavaFX task posts its answer to the FX thread before its thread
     * goes back to the pool, so after this a read on the FX thread comes after that answer: a test
     * that checks a late answer is dropped then checks it, however slowly the job's thread ran.
     */
    public static void waitUntilBackInItsPool(Thread worker) {
        waitUntil(() -> {
            Thread.State state = worker.getState();
            boolean waiting = state == Thread.State.WAITING || state == Thread.State.TIMED_WAITING;
            return state == Thread.State.TERMINATED || waiting && java.util.Arrays.stream(worker.getStackTrace())
                    .anyMatch(frame -> frame.getMethodName().equals("getTask")); // ThreadPoolExecutor's wait for work
        });
        fx(() -> true);
    }

    static void waitIdle(MainWindow window) {
        waitUntil(() -> window.cubeView().idleProperty().get() && window.cubeView().pending() == 0);
    }

    /** The model, the 3D view and the 2D net all show the same cube. */
    static void assertShows(MainWindow window, FaceletCube expected) {
        waitIdle(window);
        fxRun(() -> {
            assertThat(window.session().getCube()).isEqualTo(expected);
            assertThat(window.cubeView().displayedCubeProperty().get()).isEqualTo(expected);
            List<cubelab.model.Color> net = new ArrayList<>();
            for (int i = 0; i < Facelets.COUNT; i++) {
                net.add(window.net().colorAt(i));
            }
            assertThat(net).isEqualTo(expected.colors(window.presetProperty().get().scheme()));
        });
    }
}
