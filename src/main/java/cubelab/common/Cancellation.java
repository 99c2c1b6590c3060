package cubelab.common;

import java.time.Duration;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

/**
 * A token another thread sets to stop a search; workers poll it every few thousand nodes, and
 * work with nothing to poll between (a wait for input, a fake search in a test) can block on it.
 */
public final class Cancellation {

    private volatile boolean cancelled;
    private final CountDownLatch signal = new CountDownLatch(1);

    public void cancel() {
        cancelled = true;
        signal.countDown();
    }

    public boolean isCancelled() {
        return cancelled;
    }

    /** Blocks until the token is cancelled or {@code timeout} passes; true when cancelled. */
    public boolean await(Duration timeout) throws InterruptedException {
        return signal.await(timeout.toNanos(), TimeUnit.NANOSECONDS);
    }
}
