package cubelab.solve.tier;

/**
 * An expected duration: the typical seconds, and the range most cases fall in. A build's time
 * hardly varies, so its range is the figure itself; a random cube's solve varies several-fold
 * with the cube, so its range is the middle half of random cubes ({@link TierEstimator}).
 *
 * @param typical the median seconds; NaN when unknown
 * @param low     the lower end of the range, at most {@code typical}
 * @param high    the upper end of the range, at least {@code typical}
 */
public record TimeEstimate(double typical, double low, double high) {

    /** Nothing known: the tier's cost was never measured. */
    public static final TimeEstimate UNKNOWN = new TimeEstimate(Double.NaN, Double.NaN, Double.NaN);

    /** A range shown only where its ends differ by more than this factor. */
    static final double WORTH_A_RANGE = 1.5;

    public TimeEstimate {
        if (!Double.isNaN(typical) && !(low <= typical && typical <= high && low >= 0)) {
            throw new IllegalArgumentException("need 0 <= low <= typical <= high: " + low + ", " + typical + ", " + high);
        }
    }

    /** One figure, no range. */
    public static TimeEstimate of(double seconds) {
        return Double.isNaN(seconds) ? UNKNOWN : new TimeEstimate(seconds, seconds, seconds);
    }

    public boolean known() {
        return !Double.isNaN(typical);
    }

    /** The same estimate for work {@code factor} times as long. */
    TimeEstimate times(double factor) {
        return known() ? new TimeEstimate(typical * factor, low * factor, high * factor) : this;
    }

    /** Whether the range is wide enough to show. */
    public boolean ranged() {
        return known() && high > low * WORTH_A_RANGE;
    }

    /** "about 2 s (1–6 s)" where the time varies, "about 19 min" where it does not, "unknown". */
    public String describe() {
        if (!known()) {
            return "unknown";
        }
        return Durations.describe(typical) + (ranged() ? " (" + Durations.range(low, high) + ")" : "");
    }
}
