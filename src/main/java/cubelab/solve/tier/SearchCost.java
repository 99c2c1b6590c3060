package cubelab.solve.tier;

/**
 * A tier's measured search cost on the reference machine (2 cores, both searching; the figures
 * and how they were measured are in docs/tiers.md): the median time to
 * solve a cube of optimal length {@code referenceLength} optimally, and how much each further
 * move multiplies it (the effective growth of IDA*'s iterations per depth with this heuristic).
 * {@code NaN} where a figure was not measured.
 *
 * @param referenceLength    the optimal length the reference time is for
 * @param referenceSeconds   the median seconds for such a cube, both cores searching
 * @param growthPerDepth     the factor each further move costs
 * @param randomCubeSeconds  the median seconds for a uniformly random cube (the headline figure)
 * @param nodesPerSecond     the search's node rate in those runs, both cores: a search here that
 *                           reports its own rate scales the reference times by it
 */
public record SearchCost(int referenceLength, double referenceSeconds, double growthPerDepth,
        double randomCubeSeconds, double nodesPerSecond) {

    /** A tier whose cost was never measured. */
    public static final SearchCost UNMEASURED = new SearchCost(18, Double.NaN, Double.NaN, Double.NaN, Double.NaN);

    /** A cost whose node rate was not measured. */
    public SearchCost(int referenceLength, double referenceSeconds, double growthPerDepth, double randomCubeSeconds) {
        this(referenceLength, referenceSeconds, growthPerDepth, randomCubeSeconds, Double.NaN);
    }

    public SearchCost {
        if (!Double.isNaN(growthPerDepth) && growthPerDepth <= 1) {
            throw new IllegalArgumentException("growth per depth must exceed 1: " + growthPerDepth);
        }
    }

    public boolean measured() {
        return !Double.isNaN(referenceSeconds);
    }

    /** The reference machine's median seconds for a cube of this optimal length. */
    public double secondsFor(int length) {
        return referenceSeconds * Math.pow(growthPerDepth, length - referenceLength);
    }
}
