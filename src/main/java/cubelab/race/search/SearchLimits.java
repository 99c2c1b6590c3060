package cubelab.race.search;

import cubelab.common.Cancellation;
import java.time.Duration;

/**
 * When a search must give up: a wall-clock budget, a cap on expanded nodes, a cancellation token,
 * and a memory budget for the positions a breadth-first or A* search keeps. Checked by
 * {@link SearchClock}: the time and token every {@value SearchClock#CHECK_INTERVAL} nodes, the
 * node cap and the memory budget at every node.
 */
public record SearchLimits(Duration timeBudget, long maxExpanded, Cancellation cancellation, StateBudget memory) {
    public SearchLimits {
        if (timeBudget.isNegative() || maxExpanded <= 0) {
            throw new IllegalArgumentException("limits must be positive");
        }
    }

    /** No time or node limit; the memory budget is the heap's, measured now. */
    public static SearchLimits none() {
        return new SearchLimits(Duration.ofDays(365), Long.MAX_VALUE, new Cancellation(), StateBudget.fromHeap());
    }

    /** A time limit; the memory budget is the heap's, measured now. */
    public static SearchLimits of(Duration timeBudget) {
        return new SearchLimits(timeBudget, Long.MAX_VALUE, new Cancellation(), StateBudget.fromHeap());
    }

    public SearchLimits withMaxExpanded(long nodes) {
        return new SearchLimits(timeBudget, nodes, cancellation, memory);
    }

    public SearchLimits withCancellation(Cancellation token) {
        return new SearchLimits(timeBudget, maxExpanded, token, memory);
    }

    public SearchLimits withMemory(StateBudget budget) {
        return new SearchLimits(timeBudget, maxExpanded, cancellation, budget);
    }
}
