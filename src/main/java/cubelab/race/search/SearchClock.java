package cubelab.race.search;

import cubelab.common.Cancellation;
import java.time.Duration;

/** One search's view of its limits: start time, node counters, and the reason it stopped, if any. */
final class SearchClock {
    static final int CHECK_INTERVAL = 4096;

    private final SearchLimits limits;
    /** A second token, set by a parallel search when another worker has finished. */
    private final Cancellation stopSignal;
    private final long startNanos;
    private final long deadlineNanos;
    long expanded;
    long generated;
    private SearchOutcome stop;

    SearchClock(SearchLimits limits) {
        this(limits, new Cancellation());
    }

    SearchClock(SearchLimits limits, Cancellation stopSignal) {
        this.limits = limits;
        this.stopSignal = stopSignal;
        this.startNanos = System.nanoTime();
        long budget = limits.timeBudget().toNanos();
        this.deadlineNanos = startNanos + Math.min(budget, Long.MAX_VALUE / 4);
    }

    /** Counts one expansion; true when the search must stop now (checked every few thousand calls). */
    boolean expandAndCheck() {
        expanded++;
        if (expanded > limits.maxExpanded()) {
            stop = SearchOutcome.LIMIT_REACHED;
            return true;
        }
        if ((expanded & (CHECK_INTERVAL - 1)) == 0) {
            if (limits.cancellation().isCancelled() || stopSignal.isCancelled()) {
                stop = SearchOutcome.CANCELLED;
            } else if (System.nanoTime() - deadlineNanos > 0) {
                stop = SearchOutcome.TIMED_OUT;
            }
        }
        return stop != null;
    }

    /** True, and the search must stop, when {@code held} kept positions exceed the memory budget. */
    boolean holdsTooMany(long held) {
        if (held > limits.memory().states()) {
            stop = SearchOutcome.MEMORY_SPENT;
            return true;
        }
        return false;
    }

    boolean stopped() {
        return stop != null;
    }

    SearchOutcome stopReason() {
        return stop;
    }

    Duration elapsed() {
        return Duration.ofNanos(System.nanoTime() - startNanos);
    }

    RaceSearchResult result(SearchOutcome outcome, int[] sources, int length, int size, boolean optimal) {
        return RaceSearchResult.of(outcome, sources, length, size, expanded, generated, elapsed(), optimal);
    }
}
