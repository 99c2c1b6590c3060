package cubelab.ui.solve;

import cubelab.solve.tier.Durations;

/**
 * What a search should cost, told before it starts.
 *
 * @param seconds      the expected time on this machine, NaN when the tier's cost was never measured
 * @param rootEstimate the heuristic's value at the cube: the optimum is at least this long (proved)
 * @param tier         the tier searched with, "" when it is none of the registry's
 */
public record Expectation(double seconds, int rootEstimate, String tier) {

    /** Receives the expectation on the FX thread. */
    @FunctionalInterface
    public interface Listener {
        void expect(Expectation expectation);
    }

    /** Longer than this, a faster tier is worth pointing out. */
    public static final double WORTH_FASTER_TABLES_SECONDS = 60;

    /** "Expected: about 10 s on the standard tier · optimal ≥ 12 moves". */
    public String sentence() {
        String time = Double.isNaN(seconds) ? "" : "Expected: " + Durations.describe(seconds)
                + (tier.isEmpty() ? "" : " on the " + tier + " tier") + " · ";
        return time + "optimal ≥ " + rootEstimate + " moves";
    }

    /** Whether this search will take long enough to suggest building faster tables. */
    public boolean slow() {
        return !Double.isNaN(seconds) && seconds > WORTH_FASTER_TABLES_SECONDS;
    }
}
