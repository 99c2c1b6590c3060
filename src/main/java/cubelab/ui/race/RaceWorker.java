package cubelab.ui.race;

import cubelab.common.Cancellation;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.function.Consumer;
import java.util.function.Function;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.concurrent.Task;

/**
 * One background job at a time on a named daemon thread, as a {@link Task}: a new job or
 * {@link #cancel()} cancels the running one (through the engine's {@link Cancellation} token), and
 * a result that arrives after that is dropped, so a hint never lands on a board it was not computed
 * for. Callbacks run on the FX thread.
 */
final class RaceWorker {

    private final ExecutorService executor;
    private final ReadOnlyBooleanWrapper running = new ReadOnlyBooleanWrapper(this, "running");
    private Task<?> current;
    private Cancellation token;

    RaceWorker(String threadName) {
        executor = Executors.newSingleThreadExecutor(r -> {
            Thread thread = new Thread(r, threadName);
            thread.setDaemon(true);
            return thread;
        });
    }

    /** Starts {@code work} with a fresh token; exactly one of the callbacks runs unless the job goes stale. */
    <T> Task<T> submit(Function<Cancellation, T> work, Consumer<T> onSuccess, Consumer<Throwable> onFailure) {
        cancel();
        Cancellation cancellation = new Cancellation();
        Task<T> task = new Task<>() {
            @Override
            protected T call() {
                return work.apply(cancellation);
            }

            @Override
            protected void succeeded() {
                if (finish(this)) {
                    onSuccess.accept(getValue());
                }
            }

            @Override
            protected void failed() {
                if (finish(this) && !(getException() instanceof CancellationException)) {
                    onFailure.accept(getException());
                }
            }
        };
        current = task;
        token = cancellation;
        running.set(true);
        executor.execute(task);
        return task;
    }

    /** True if {@code task} is still the current job (not stale); clears the running flag. */
    private boolean finish(Task<?> task) {
        if (task != current) {
            return false;
        }
        current = null;
        token = null;
        running.set(false);
        return true;
    }

    /** Cancels the running job, if any; its result will be dropped. */
    void cancel() {
        if (token != null) {
            token.cancel();
        }
        if (current != null) {
            current.cancel(false);
        }
        current = null;
        token = null;
        running.set(false);
    }

    ReadOnlyBooleanProperty runningProperty() {
        return running.getReadOnlyProperty();
    }

    boolean isRunning() {
        return running.get();
    }

    void shutdown() {
        cancel();
        executor.shutdownNow();
    }
}
