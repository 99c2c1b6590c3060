package cubelab.solve.tier;

/**
 * How long a tier takes to solve a cube, as a spread rather than one figure: the cube's optimal
 * length is unknown before the search, and cubes of one length differ too.
 *
 * <p>The optimum lies between the heuristic's value at the cube (a proved lower bound) and the
 * length of a known solution (an upper bound); within those bounds it is as likely as among
 * random cubes (Rokicki's three million random positions solved optimally, 2018: 18 moves for
 * 67 %, 17 for 27 %). A cube of optimal length L takes the tier's median for that length
 * ({@link SearchCost#secondsFor}), and cubes of one length scatter around it log-normally
 * with {@link #SPREAD} (the 17- and 18-move cubes among twenty random ones on the standard and
 * large tiers: 0.47–0.79 in log-seconds, docs/measurements/2026-11-24-bench-*-final.csv). The
 * whole is scaled so that a random cube's median is the tier's measured one
 * ({@link SearchCost#randomCubeSeconds}): the Solve card and the tier's listing then agree on a
 * random cube.
 *
 * <p>The estimate is the median, and the range the middle half of cubes within the bounds.
 */
final class SolveTimeModel {

    /** God's number in the half-turn metric: no optimum is longer. */
    static final int LONGEST = 20;
    /** Spread in log-seconds of the times of cubes of one optimal length. */
    static final double SPREAD = 0.7;
    /** Optimal lengths 12..20 among three million random cubes (Rokicki 2018; 20 from the estimated 490 million of 4.3e19). */
    private static final double[] RANDOM_LENGTHS = {3, 34, 477, 6_349, 79_841, 801_642, 2_011_479, 100_175, 0.034};
    private static final int SHORTEST_COUNTED = 12;

    private SolveTimeModel() {
    }

    /** The reference machine's time for a cube with these bounds on its optimum, on a tier of {@code cost}. */
    static TimeEstimate estimate(SearchCost cost, int lowerBound, int knownLength) {
        if (!cost.measured()) {
            return TimeEstimate.UNKNOWN;
        }
        double scale = Double.isNaN(cost.randomCubeSeconds()) ? 1
                : cost.randomCubeSeconds() / quantile(cost, SHORTEST_COUNTED, LONGEST, 0.5);
        int high = Math.max(0, Math.min(knownLength, LONGEST));
        // fewer than 12 moves is too rare to count (3 in a million) unless a known solution is that short
        int low = Math.min(high, Math.max(lowerBound, Math.min(high, SHORTEST_COUNTED)));
        return new TimeEstimate(scale * quantile(cost, low, high, 0.5), scale * quantile(cost, low, high, 0.25),
                scale * quantile(cost, low, high, 0.75));
    }

    /**
     * How common optimal length {@code length} is among random cubes (relative). Below 12 moves a
     * length is only ever weighed alone (a known solution that short pins the estimate to it).
     */
    static double weight(int length) {
        return length >= SHORTEST_COUNTED ? RANDOM_LENGTHS[Math.min(length, LONGEST) - SHORTEST_COUNTED] : 1;
    }

    /** The time {@code share} of cubes with optimum in [low, high] take at most, by bisection on the log. */
    private static double quantile(SearchCost cost, int low, int high, double share) {
        double below = Math.log(cost.secondsFor(low)) - 6 * SPREAD;
        double above = Math.log(cost.secondsFor(high)) + 6 * SPREAD;
        for (int step = 0; step < 100; step++) {
            double middle = (below + above) / 2;
            if (share(cost, low, high, middle) < share) {
                below = middle;
            } else {
                above = middle;
            }
        }
        return Math.exp((below + above) / 2);
    }

    /** The share of cubes with optimum in [low, high] solved within e^{@code logSeconds}. */
    private static double share(SearchCost cost, int low, int high, double logSeconds) {
        double within = 0;
        double all = 0;
        for (int length = low; length <= high; length++) {
            double weight = weight(length);
            within += weight * normal((logSeconds - Math.log(cost.secondsFor(length))) / SPREAD);
            all += weight;
        }
        return within / all;
    }

    /** The standard normal distribution function (Abramowitz and Stegun 7.1.26, error under 1.5e-7). */
    static double normal(double x) {
        double z = Math.abs(x) / Math.sqrt(2);
        double t = 1 / (1 + 0.3275911 * z);
        double erf = 1 - t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027
                + t * 1.061405429)))) * Math.exp(-z * z);
        return x >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
    }
}
