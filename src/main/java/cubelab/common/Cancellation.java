package cubelab.common;

/** A token another thread sets to stop a search; workers poll it every few thousand nodes. */
public final class Cancellation {

    private volatile boolean cancelled;

    public void cancel() {
        cancelled = true;
    }

    public boolean isCancelled() {
        return cancelled;
    }
}
