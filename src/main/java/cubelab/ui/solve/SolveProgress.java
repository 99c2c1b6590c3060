package cubelab.ui.solve;

import java.time.Duration;

/**
 * A snapshot of a running search, as the solver reports it.
 *
 * @param bound          the current IDA* depth bound (or phase depth for a two-phase search)
 * @param nodes          nodes expanded so far
 * @param nodesPerSecond the recent expansion rate
 * @param elapsed        time since the search started
 */
public record SolveProgress(int bound, long nodes, double nodesPerSecond, Duration elapsed) {

    public static final SolveProgress NONE = new SolveProgress(0, 0, 0, Duration.ZERO);
}
