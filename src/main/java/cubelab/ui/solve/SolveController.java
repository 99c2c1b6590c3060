package cubelab.ui.solve;

import cubelab.common.Cancellation;
import cubelab.model.CubieCube;
import cubelab.notation.Algorithm;
import cubelab.solve.CubeSolver;
import cubelab.solve.ProgressListener;
import cubelab.solve.SolveProgress;
import cubelab.solve.SolveResult;
import cubelab.solve.tier.TimeEstimate;
import cubelab.ui.jobs.LatestJobRunner;
import java.time.Duration;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.BiConsumer;
import java.util.function.Consumer;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.concurrent.Task;
import javafx.concurrent.Worker;

/**
 * Runs the solver as the latest job of a {@link LatestJobRunner} (threads {@code cubelab-solver-N})
 * and exposes its state to the UI. Cancelling frees the UI on the FX thread at once (the solver
 * notices its token within milliseconds and its result, if any, is dropped). A result for an
 * older request is dropped too. FX thread only, except the task body.
 */
public final class SolveController {

    /**
     * The least time between two progress updates on screen. Each update redraws the window; with
     * software OpenGL (Mesa llvmpipe: virtual machines, remote desktops) a redraw of the 3D view
     * costs milliseconds of CPU, and at the search's twenty reports a second the window took a
     * core from IDA* (docs/tiers.md).
     */
    static final long PROGRESS_INTERVAL_NANOS = 250_000_000L;

    private final LatestJobRunner runner = new LatestJobRunner("cubelab-solver");
    private final CubeSolver solver;
    private final ReadOnlyObjectWrapper<SolveProgress> progress =
            new ReadOnlyObjectWrapper<>(this, "progress", SolveProgress.NONE);
    private final ReadOnlyStringWrapper message = new ReadOnlyStringWrapper(this, "message", "");
    private final ReadOnlyObjectWrapper<Worker.State> state =
            new ReadOnlyObjectWrapper<>(this, "state", Worker.State.READY);
    private Expectation.Listener onExpectation = expectation -> { };
    private Consumer<Algorithm> onShorterAnswer = solution -> { };

    public SolveController(CubeSolver solver) {
        this.solver = solver;
    }

    public CubeSolver getSolver() {
        return solver;
    }

    public ReadOnlyBooleanProperty runningProperty() {
        return runner.runningProperty();
    }

    public boolean isRunning() {
        return runner.isRunning();
    }

    public ReadOnlyObjectProperty<SolveProgress> progressProperty() {
        return progress.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty messageProperty() {
        return message.getReadOnlyProperty();
    }

    /** The state of the latest request. */
    public ReadOnlyObjectProperty<Worker.State> stateProperty() {
        return state.getReadOnlyProperty();
    }

    /**
     * Where the expected time and the root's lower bound go before each search (FX thread, only
     * for the current request).
     */
    public void setOnExpectation(Expectation.Listener onExpectation) {
        this.onExpectation = onExpectation;
    }

    /** Where shorter known solutions go while the optimal search runs (FX thread, current request only). */
    public void setOnShorterAnswer(Consumer<Algorithm> onShorterAnswer) {
        this.onShorterAnswer = onShorterAnswer;
    }

    /**
     * Starts solving; the callbacks run on the FX thread, only for this request and only if it
     * was neither cancelled nor replaced.
     */
    public void solve(CubieCube cube, Consumer<SolveResult> onResult, Consumer<Throwable> onError) {
        solve(cube, onResult, onError, (solution, note) -> { });
    }

    /** As above, with a callback (FX thread) for an early, not necessarily optimal, answer. */
    public void solve(CubieCube cube, Consumer<SolveResult> onResult, Consumer<Throwable> onError,
            BiConsumer<Algorithm, String> onFirstAnswer) {
        cancel();
        progress.set(new SolveProgress(0, 0, 0, Duration.ZERO));
        message.set("Solving with " + solver.name() + "…");
        state.set(Worker.State.RUNNING);
        runner.submit(new SolveTask(cube, onFirstAnswer), result -> {
            state.set(Worker.State.SUCCEEDED);
            message.set("Solved");
            onResult.accept(result);
        }, error -> {
            state.set(Worker.State.FAILED);
            message.set(error.getMessage() == null ? error.toString() : error.getMessage());
            onError.accept(error);
        });
    }

    /** Cancels the running solve, if any; the UI is free again when this returns. */
    public void cancel() {
        if (runner.isRunning()) {
            runner.cancel();
            state.set(Worker.State.CANCELLED);
            message.set("Cancelled");
        }
    }

    /** Stops the runner's threads (on window close). */
    public void shutdown() {
        cancel();
        runner.shutdown();
    }

    /** One solve; what it reports while it runs reaches the UI only while it is the runner's latest job. */
    private final class SolveTask extends Task<SolveResult> {
        /** Set as the task is cancelled: the solver polls it. */
        private final Cancellation token = new Cancellation();


        private final CubieCube cube;
        private final BiConsumer<Algorithm, String> onFirstAnswer;
        private final AtomicReference<SolveProgress> pending = new AtomicReference<>();
        private final AtomicLong lastShown = new AtomicLong(System.nanoTime() - PROGRESS_INTERVAL_NANOS);

        SolveTask(CubieCube cube, BiConsumer<Algorithm, String> onFirstAnswer) {
            this.cube = cube;
            this.onFirstAnswer = onFirstAnswer;
        }

        @Override
        protected SolveResult call() throws Exception {
            ProgressListener listener = new ProgressListener() {
                @Override
                public void progress(SolveProgress p) {
                    // coalesce: at most one update waiting on the FX thread, and at most a few a second
                    pending.set(p);
                    long now = System.nanoTime();
                    long last = lastShown.get();
                    if (now - last >= PROGRESS_INTERVAL_NANOS && lastShown.compareAndSet(last, now)) {
                        ifCurrent(() -> {
                            SolveProgress latest = pending.getAndSet(null);
                            if (latest != null) {
                                progress.set(latest);
                            }
                        });
                    }
                }

                @Override
                public void firstAnswer(Algorithm solution, String note) {
                    ifCurrent(() -> onFirstAnswer.accept(solution, note));
                }

                @Override
                public void shorterAnswer(Algorithm solution) {
                    ifCurrent(() -> onShorterAnswer.accept(solution));
                }

                @Override
                public void expectation(TimeEstimate time, int rootEstimate, String tier) {
                    ifCurrent(() -> onExpectation.expect(new Expectation(time, rootEstimate, tier)));
                }
            };
            return solver.solve(cube, listener, token);
        }

        /** Runs on the FX thread as the task is cancelled: the solver stops at its next poll. */
        @Override
        protected void cancelled() {
            token.cancel();
        }

        /** Runs {@code action} on the FX thread if this job is still the running one. */
        private void ifCurrent(Runnable action) {
            runner.runLaterIfCurrent(this, action);
        }
    }
}
