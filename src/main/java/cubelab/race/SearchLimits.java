package cubelab.race;

import java.time.Duration;

/**
 * When a search must give up: a wall-clock budget, a cap on expanded nodes, and a cancellation token.
 * Checked by {@link SearchClock} every {@value SearchClock#CHECK_INTERVAL} nodes.
 */
public record SearchLimits(Duration timeBudget, long maxExpanded, Cancellation cancellation) {
    public SearchLimits {
        if (timeBudget.isNegative() || maxExpanded <= 0) {
            throw new IllegalArgumentException("limits must be positive");
        }
    }

    public static SearchLimits none() {
        return new SearchLimits(Duration.ofDays(365), Long.MAX_VALUE, new Cancellation());
    }

    public static SearchLimits of(Duration timeBudget) {
        return new SearchLimits(timeBudget, Long.MAX_VALUE, new Cancellation());
    }

    public SearchLimits withMaxExpanded(long nodes) {
        return new SearchLimits(timeBudget, nodes, cancellation);
    }

    public SearchLimits withCancellation(Cancellation token) {
        return new SearchLimits(timeBudget, maxExpanded, token);
    }
}
