package cubelab.solve.lab;

import cubelab.common.Cancellation;
import java.util.concurrent.CancellationException;

/** Shared pieces of the lab experiments: the cancellation check. */
public final class Experiment {

    private Experiment() {
    }

    /** Throws {@link CancellationException} once {@code token} is cancelled. */
    static void check(Cancellation token) {
        if (token.isCancelled()) {
            throw new CancellationException("lab experiment cancelled");
        }
    }
}
