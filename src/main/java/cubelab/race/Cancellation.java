package cubelab.race;

/** A cancellation token: set once from any thread, polled by a search every few thousand nodes. */
public final class Cancellation {
    private volatile boolean cancelled;

    public void cancel() {
        cancelled = true;
    }

    public boolean isCancelled() {
        return cancelled;
    }
}
