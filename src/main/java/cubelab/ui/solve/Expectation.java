package cubelab.ui.solve;

import cubelab.solve.tier.TimeEstimate;

/**
 * What a search should cost, told before it starts.
 *
 * @param time         the expected time on this machine, {@link TimeEstimate#UNKNOWN} when the tier's cost was never measured
 * @param rootEstimate the heuristic's value at the cube: the optimum is at least this long (proved)
 * @param tier         the tier searched with, "" when it is none of the registry's
 */
public record Expectation(TimeEstimate time, int rootEstimate, String tier) {

    /** Receives the expectation on the FX thread. */
    @FunctionalInterface
    public interface Listener {
        void expect(Expectation expectation);
    }

    /** Longer than this, a faster tier is worth pointing out. */
    public static final double WORTH_FASTER_TABLES_SECONDS = 60;

    /** "Expected: about 4 s (2–9 s) on the standard tier · optimal ≥ 12 moves". */
    public String sentence() {
        String expected = time.known() ? "Expected: " + time.describe() + (tier.isEmpty() ? "" : " on the " + tier + " tier")
                + " · " : "";
        return expected + "optimal ≥ " + rootEstimate + " moves";
    }

    /** Whether this search will take long enough to suggest building faster tables. */
    public boolean slow() {
        return time.known() && time.typical() > WORTH_FASTER_TABLES_SECONDS;
    }
}
