package cubelab.solve.tier;

/**
 * How long an optimal solve should take, from the tier's measured cost and what is known of the
 * cube before the search: the heuristic's value at the root (a lower bound on the optimum) and the
 * length of a known solution (an upper bound). A random cube's optimum is 18 moves two times in
 * three (and 17 or less most other times), so without better knowledge the optimum is taken as
 * 18 moves, held within the two bounds. Each move more costs the tier's growth per depth.
 */
public final class SolveEstimate {

    /** The most common optimal length of a random cube (67 % of cubes; cube20.org). */
    public static final int TYPICAL_OPTIMUM = 18;

    private SolveEstimate() {
    }

    /** The optimum to expect between the root's estimate and a known solution's length. */
    public static int expectedOptimum(int rootEstimate, int knownLength) {
        return Math.max(rootEstimate, Math.min(knownLength, TYPICAL_OPTIMUM));
    }

    /**
     * Seconds to solve this cube optimally on {@code tier} here; NaN where the tier's cost was not
     * measured.
     */
    public static double seconds(SolverTier tier, int rootEstimate, int knownLength, MachineSpeed speed, int threads) {
        SearchCost cost = tier.searchCost();
        if (!cost.measured()) {
            return Double.NaN;
        }
        return speed.scale(cost.secondsFor(expectedOptimum(rootEstimate, knownLength)), threads);
    }

    /** Seconds for a random cube on {@code tier} here (its measured median); NaN where not measured. */
    public static double randomCube(SolverTier tier, MachineSpeed speed, int threads) {
        return speed.scale(tier.searchCost().randomCubeSeconds(), threads);
    }

    /**
     * Seconds to solve this cube on {@code tier} where its search was seen running at
     * {@code nodesPerSecond} (the reference time scaled by the two rates; the rate measured on this
     * machine says more about its memory than the calibration build does); NaN where the tier's
     * cost or rate was not measured.
     */
    public static double secondsAtRate(SolverTier tier, int rootEstimate, int knownLength, double nodesPerSecond) {
        SearchCost cost = tier.searchCost();
        if (!cost.measured() || Double.isNaN(cost.nodesPerSecond()) || !(nodesPerSecond > 0)) {
            return Double.NaN;
        }
        return cost.secondsFor(expectedOptimum(rootEstimate, knownLength)) * cost.nodesPerSecond() / nodesPerSecond;
    }

    /** Seconds for a random cube on {@code tier} where its search ran at {@code nodesPerSecond}; NaN where unknown. */
    public static double randomCubeAtRate(SolverTier tier, double nodesPerSecond) {
        SearchCost cost = tier.searchCost();
        if (Double.isNaN(cost.nodesPerSecond()) || !(nodesPerSecond > 0)) {
            return Double.NaN;
        }
        return cost.randomCubeSeconds() * cost.nodesPerSecond() / nodesPerSecond;
    }

    /**
     * Seconds for a random cube on {@code tier} here: from the rate its searches ran at here when
     * there is one, else from the calibration build.
     */
    public static double randomCube(SolverTier tier, MachineSpeed speed, int threads, SearchRates rates) {
        java.util.OptionalDouble rate = rates.nodesPerSecond(tier);
        double atRate = rate.isPresent() ? randomCubeAtRate(tier, rate.getAsDouble()) : Double.NaN;
        return Double.isNaN(atRate) ? randomCube(tier, speed, threads) : atRate;
    }

    /** Seconds for this cube on {@code tier} here, from its searches' rate when there is one. */
    public static double seconds(SolverTier tier, int rootEstimate, int knownLength, MachineSpeed speed, int threads,
            SearchRates rates) {
        java.util.OptionalDouble rate = rates.nodesPerSecond(tier);
        double atRate = rate.isPresent() ? secondsAtRate(tier, rootEstimate, knownLength, rate.getAsDouble())
                : Double.NaN;
        return Double.isNaN(atRate) ? seconds(tier, rootEstimate, knownLength, speed, threads) : atRate;
    }

    /** Seconds to build what {@code tier} lacks in {@code location} here (all of it where nothing is built). */
    public static double build(SolverTier tier, TableLocation location, MachineSpeed speed) {
        return speed.scale(tier.referenceBuildSeconds(location), speed.cores());
    }
}
