package cubelab.search.lab;

import cubelab.common.Cancellation;
import java.util.concurrent.CancellationException;

/** Shared pieces of the lab experiments: progress reports and cancellation checks. */
public final class Experiment {

    /** Progress: a short text and the fraction done (0..1). */
    @FunctionalInterface
    public interface Progress {
        Progress NONE = (text, fraction) -> { };

        void update(String text, double fraction);
    }

    private Experiment() {
    }

    /** Throws {@link CancellationException} once {@code token} is cancelled. */
    static void check(Cancellation token) {
        if (token.isCancelled()) {
            throw new CancellationException("lab experiment cancelled");
        }
    }
}
