package cubelab.solve.tier;

import java.util.Map;
import java.util.OptionalDouble;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The node rates the searches on each tier ran at here, for the estimates: a calibration build
 * runs in cache while a coset search waits on memory, so a rate seen here says more than the
 * calibration. Searches shorter than a second are left out (the JIT is still warming up).
 * Thread-safe: searches record from worker threads, the window reads on the FX thread.
 */
public final class SearchRates {

    /** Searches shorter than this are not counted. */
    public static final double SHORTEST_SECONDS = 1.0;

    private record Sum(long nodes, double seconds) {
        Sum plus(Sum other) {
            return new Sum(nodes + other.nodes, seconds + other.seconds);
        }
    }

    private final Map<String, Sum> byTier = new ConcurrentHashMap<>();

    /** A finished search on {@code tier}: its nodes and seconds. */
    public void record(SolverTier tier, long nodes, double seconds) {
        if (seconds >= SHORTEST_SECONDS && nodes > 0) {
            byTier.merge(tier.name(), new Sum(nodes, seconds), Sum::plus);
        }
    }

    /** The nodes a second seen on {@code tier}, if any search on it was counted. */
    public OptionalDouble nodesPerSecond(SolverTier tier) {
        Sum sum = byTier.get(tier.name());
        return sum == null ? OptionalDouble.empty() : OptionalDouble.of(sum.nodes() / sum.seconds());
    }
}
