package cubelab.solve;

import java.util.OptionalDouble;

/**
 * Guesses how long the current IDA* iteration can still take, from the previous iteration's
 * node count: with Korf's tables each depth costs about 13.35 times the one before (the
 * branching factor of the pruned face-turn tree), so the current one is bounded by that many
 * nodes at the current rate. "At most", because a solution may turn up earlier. Pure, one per solve.
 */
public final class DepthEstimator {

    /** Korf's asymptotic branching factor of the face-turn tree with move pruning. */
    static final double BRANCHING = 13.35;

    private int bound = -1;
    private long iterationStartNodes;
    private long previousIterationNodes = -1;

    /** Seconds the current depth may still take, once a full earlier depth has been seen. */
    public OptionalDouble update(SolveProgress p) {
        if (p.bound() != bound) {
            if (bound >= 0) {
                previousIterationNodes = p.nodes() - iterationStartNodes;
            }
            bound = p.bound();
            iterationStartNodes = p.nodes();
        }
        if (previousIterationNodes <= 0 || p.nodesPerSecond() <= 0) {
            return OptionalDouble.empty();
        }
        double expected = previousIterationNodes * BRANCHING;
        double done = p.nodes() - iterationStartNodes;
        return OptionalDouble.of(Math.max(0, expected - done) / p.nodesPerSecond());
    }

    /** "under a second", "about 40 s", "about 3 min", "about 2.5 h". */
    public static String describe(double seconds) {
        if (seconds < 1) {
            return "under a second";
        }
        if (seconds < 90) {
            return String.format(java.util.Locale.ROOT, "about %.0f s", seconds);
        }
        if (seconds < 5400) {
            return String.format(java.util.Locale.ROOT, "about %.0f min", seconds / 60);
        }
        return String.format(java.util.Locale.ROOT, "about %.1f h", seconds / 3600);
    }
}
