package cubelab.search;

import cubelab.common.Cancellation;

/** Cancels a search from another thread after a delay, as a user pressing Cancel would. */
final class DelayedCancel {

    private DelayedCancel() {
    }

    /** Starts a thread that cancels {@code cancellation} after {@code millis}; join it when the search is back. */
    static Thread after(Cancellation cancellation, long millis) {
        Thread canceller = new Thread(() -> {
            try {
                Thread.sleep(millis);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            cancellation.cancel();
        });
        canceller.start();
        return canceller;
    }
}
