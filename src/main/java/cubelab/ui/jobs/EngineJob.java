package cubelab.ui.jobs;

import cubelab.common.Cancellation;
import java.util.function.Function;
import javafx.concurrent.Task;

/**
 * Engine work as a job for a {@link LatestJobRunner}: the work polls a {@link Cancellation} token
 * (the race engine's searches do, every few thousand nodes), and cancelling the job sets that
 * token. The runner never interrupts a job, so without the token a replaced search would keep a
 * core busy until it ran out of budget.
 */
public final class EngineJob<T> extends Task<T> {

    private final Cancellation token = new Cancellation();
    private final Function<Cancellation, T> work;

    /** A job that runs {@code work} with its own token; {@code work} reads no view state (it runs off the FX thread). */
    public EngineJob(Function<Cancellation, T> work) {
        this.work = work;
    }

    @Override
    protected T call() {
        return work.apply(token);
    }

    /** Runs on the FX thread as the job is cancelled: the work sees the token at its next poll. */
    @Override
    protected void cancelled() {
        token.cancel();
    }
}
