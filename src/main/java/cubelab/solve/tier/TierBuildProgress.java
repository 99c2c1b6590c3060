package cubelab.solve.tier;

/**
 * A snapshot of a tier's table build.
 *
 * @param fraction    the share of the whole build done, 0..1 (estimated by work)
 * @param secondsLeft the estimated seconds left of the whole build, negative while unknown
 *                    ({@link TierEstimator#timing} fills it in)
 * @param description what the build does now, e.g. "corners: depth 9" or "pass 8/12, distance 8"
 */
public record TierBuildProgress(double fraction, double secondsLeft, String description) {

    /** "42 %, about 3 min left", "42 %" while the time is unknown, "100 %, finishing" at the end. */
    public String summary() {
        String done = String.format(java.util.Locale.ROOT, "%.0f %%", 100 * fraction);
        if (fraction >= 1) {
            return done + ", finishing";
        }
        return secondsLeft < 0 ? done : done + ", " + Durations.describe(secondsLeft) + " left";
    }
}
