package cubelab.solve;

import java.time.Duration;

/**
 * A snapshot of a running search, as the solver reports it.
 *
 * @param bound          the current IDA* depth bound (or phase depth for a two-phase search)
 * @param nodes          nodes expanded so far
 * @param nodesPerSecond the recent expansion rate
 * @param elapsed        time since the search started
 * @param best           the length of the shortest solution known so far, −1 when none is
 */
public record SolveProgress(int bound, long nodes, double nodesPerSecond, Duration elapsed, int best) {

    public static final SolveProgress NONE = new SolveProgress(0, 0, 0, Duration.ZERO, -1);

    /** A snapshot with no known solution. */
    public SolveProgress(int bound, long nodes, double nodesPerSecond, Duration elapsed) {
        this(bound, nodes, nodesPerSecond, elapsed, -1);
    }

    /**
     * The proved lower bound on the optimum: IDA* searches depth {@code bound} only once every
     * shorter depth is exhausted.
     */
    public int provedAtLeast() {
        return bound;
    }
}
