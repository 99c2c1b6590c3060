package cubelab.ui.solve;

import cubelab.model.CubieCube;
import cubelab.solve.CubeSolver;
import cubelab.solve.ProgressListener;
import cubelab.solve.SolveProgress;
import cubelab.solve.SolveResult;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Consumer;
import javafx.application.Platform;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.concurrent.Task;
import javafx.concurrent.Worker;

/**
 * Runs the solver in a {@link Task} on a named daemon thread and exposes its state to the UI.
 * Cancelling flips the task to CANCELLED on the FX thread at once (the solver notices its token
 * within milliseconds and its result, if any, is dropped). A result for an older request is
 * dropped too. FX thread only, except the task body.
 */
public final class SolveController {

    /**
     * The least time between two progress updates on screen. Each update redraws the window; with
     * software OpenGL (Mesa llvmpipe: virtual machines, remote desktops) a redraw of the 3D view
     * costs milliseconds of CPU, and at the search's twenty reports a second the window took a
     * core from IDA* (docs/tiers.md).
     */
    static final long PROGRESS_INTERVAL_NANOS = 250_000_000L;

    private final AtomicInteger threads = new AtomicInteger();
    private final ExecutorService executor = Executors.newCachedThreadPool(runnable -> {
        Thread thread = new Thread(runnable, "cubelab-solver-" + threads.incrementAndGet());
        thread.setDaemon(true);
        return thread;
    });
    private final CubeSolver solver;
    private final ReadOnlyBooleanWrapper running = new ReadOnlyBooleanWrapper(this, "running");
    private final ReadOnlyObjectWrapper<SolveProgress> progress =
            new ReadOnlyObjectWrapper<>(this, "progress", SolveProgress.NONE);
    private final ReadOnlyStringWrapper message = new ReadOnlyStringWrapper(this, "message", "");
    private final ReadOnlyObjectWrapper<Worker.State> state =
            new ReadOnlyObjectWrapper<>(this, "state", Worker.State.READY);
    private Task<SolveResult> current;
    private int generation;
    private Expectation.Listener onExpectation = expectation -> { };
    private Consumer<cubelab.notation.Algorithm> onShorterAnswer = solution -> { };

    public SolveController(CubeSolver solver) {
        this.solver = solver;
    }

    public CubeSolver getSolver() {
        return solver;
    }

    public ReadOnlyBooleanProperty runningProperty() {
        return running.getReadOnlyProperty();
    }

    public boolean isRunning() {
        return running.get();
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
    public void setOnShorterAnswer(Consumer<cubelab.notation.Algorithm> onShorterAnswer) {
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
            java.util.function.BiConsumer<cubelab.notation.Algorithm, String> onFirstAnswer) {
        cancel();
        int request = ++generation;
        AtomicReference<SolveProgress> pending = new AtomicReference<>();
        AtomicLong lastShown = new AtomicLong(System.nanoTime() - PROGRESS_INTERVAL_NANOS);
        Task<SolveResult> task = new Task<>() {
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
                            Platform.runLater(() -> {
                                SolveProgress latest = pending.getAndSet(null);
                                if (request == generation && latest != null && running.get()) {
                                    progress.set(latest);
                                }
                            });
                        }
                    }

                    @Override
                    public void firstAnswer(cubelab.notation.Algorithm solution, String note) {
                        ifCurrent(() -> onFirstAnswer.accept(solution, note));
                    }

                    @Override
                    public void shorterAnswer(cubelab.notation.Algorithm solution) {
                        ifCurrent(() -> onShorterAnswer.accept(solution));
                    }

                    @Override
                    public void expectation(double seconds, int rootEstimate, String tier) {
                        ifCurrent(() -> onExpectation.expect(new Expectation(seconds, rootEstimate, tier)));
                    }

                    /** Runs {@code action} on the FX thread if this request is still the running one. */
                    private void ifCurrent(Runnable action) {
                        Platform.runLater(() -> {
                            if (request == generation && running.get()) {
                                action.run();
                            }
                        });
                    }
                };
                return solver.solve(cube, listener, this::isCancelled);
            }

            @Override
            protected void succeeded() {
                if (request == generation) {
                    running.set(false);
                    state.set(Worker.State.SUCCEEDED);
                    message.set("Solved");
                    onResult.accept(getValue());
                }
            }

            @Override
            protected void failed() {
                if (request == generation) {
                    running.set(false);
                    state.set(Worker.State.FAILED);
                    Throwable error = getException();
                    message.set(error.getMessage() == null ? error.toString() : error.getMessage());
                    onError.accept(error);
                }
            }
        };
        current = task;
        progress.set(new SolveProgress(0, 0, 0, java.time.Duration.ZERO));
        message.set("Solving with " + solver.name() + "…");
        running.set(true);
        state.set(Worker.State.RUNNING);
        executor.execute(task);
    }

    /** Cancels the running solve, if any; the UI is free again when this returns. */
    public void cancel() {
        if (current != null && running.get()) {
            current.cancel(false);
            generation++;
            running.set(false);
            state.set(Worker.State.CANCELLED);
            message.set("Cancelled");
        }
        current = null;
    }

    /** Stops the executor's threads (on window close). */
    public void shutdown() {
        cancel();
        executor.shutdownNow();
    }
}
