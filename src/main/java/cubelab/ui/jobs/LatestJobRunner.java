package cubelab.ui.jobs;

import java.util.concurrent.CancellationException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;
import javafx.application.Platform;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.concurrent.Task;
import javafx.concurrent.Worker;
import javafx.concurrent.WorkerStateEvent;

/**
 * A view's background jobs, where the latest job wins: submitting a job cancels the one before
 * it, and only the latest job's result or error is delivered, on the FX thread. A job that
 * finished a moment before it was replaced is dropped as well, because its result describes a
 * state the view no longer shows.
 *
 * <p>Jobs run on daemon threads named {@code <name>-1}, {@code <name>-2}, …. A new job never
 * waits for a cancelled one to notice its cancellation (a solver polls its token every few
 * milliseconds, a table load may not poll at all), so an extra thread may exist while an old
 * job winds down; idle threads end after a minute.
 *
 * <p>Every method runs on the FX thread and returns at once; none waits for a job.
 */
public final class LatestJobRunner {

    private final ExecutorService executor;
    private final ReadOnlyBooleanWrapper running = new ReadOnlyBooleanWrapper(this, "running");
    private Task<?> current;

    /** Runs jobs on daemon threads named {@code threadName-N}. */
    public LatestJobRunner(String threadName) {
        this(daemonThreads(threadName));
    }

    /** Runs jobs on {@code executor}: a test passes one it can wait for. */
    LatestJobRunner(ExecutorService executor) {
        this.executor = executor;
    }

    private static ExecutorService daemonThreads(String threadName) {
        AtomicInteger created = new AtomicInteger();
        return Executors.newCachedThreadPool(runnable -> {
            Thread thread = new Thread(runnable, threadName + "-" + created.incrementAndGet());
            // a job still winding down never keeps the application alive after its window closed
            thread.setDaemon(true);
            return thread;
        });
    }

    /**
     * Cancels the running job, if any, and starts {@code job}. When {@code job} ends while it is
     * still the latest one, exactly one callback runs on the FX thread: {@code onResult} with its
     * value, or {@code onError} with its exception (a {@link CancellationException} is not
     * reported: the job stopped because it was asked to).
     */
    public <T> void submit(Task<T> job, Consumer<? super T> onResult, Consumer<? super Throwable> onError) {
        requireFxThread();
        cancel();
        if (executor.isShutdown()) {
            return; // the window closed: nothing would show the result
        }
        job.addEventHandler(WorkerStateEvent.WORKER_STATE_SUCCEEDED, event -> {
            if (finish(job)) {
                onResult.accept(job.getValue());
            }
        });
        job.addEventHandler(WorkerStateEvent.WORKER_STATE_FAILED, event -> {
            if (finish(job) && !(job.getException() instanceof CancellationException)) {
                onError.accept(job.getException());
            }
        });
        // a job cancelled through its own Task.cancel() ends the run too
        job.addEventHandler(WorkerStateEvent.WORKER_STATE_CANCELLED, event -> finish(job));
        current = job;
        running.set(true);
        executor.execute(job);
    }

    /** True if {@code job} is the latest job and has not ended: what it reports may still be shown. */
    public boolean isCurrent(Worker<?> job) {
        return job != null && job == current;
    }

    /**
     * Runs {@code action} on the FX thread if {@code job} is then still the latest job: how a running
     * job shows progress without a replaced one's reports landing on the next job's view.
     */
    public void runLaterIfCurrent(Worker<?> job, Runnable action) {
        Platform.runLater(() -> {
            if (isCurrent(job)) {
                action.run();
            }
        });
    }

    /** Ends the run if {@code job} is still the latest one; false for a job that was replaced or cancelled. */
    private boolean finish(Task<?> job) {
        if (job != current) {
            return false;
        }
        current = null;
        running.set(false);
        return true;
    }

    /**
     * Cancels the running job, if any; nothing it reports afterwards is delivered. The job is not
     * interrupted: an interrupt closes a {@code FileChannel} the job may be reading a table
     * through, so jobs poll {@link Task#isCancelled()} (or a token that {@code Task.cancelled()} sets).
     */
    public void cancel() {
        requireFxThread();
        Task<?> job = current;
        current = null;
        running.set(false);
        if (job != null) {
            job.cancel(false);
        }
    }

    /** True while the latest job runs. */
    public ReadOnlyBooleanProperty runningProperty() {
        return running.getReadOnlyProperty();
    }

    public boolean isRunning() {
        return running.get();
    }

    /** Cancels the running job and stops the threads (when the window closes). */
    public void shutdown() {
        cancel();
        executor.shutdownNow();
    }

    private static void requireFxThread() {
        if (!Platform.isFxApplicationThread()) {
            throw new IllegalStateException("LatestJobRunner is used on the FX thread only");
        }
    }
}
