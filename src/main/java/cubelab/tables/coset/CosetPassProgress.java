package cubelab.tables.coset;

import cubelab.model.FaceTurn;
import cubelab.tables.BreadthFirstLevels;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The passes of a coset table build, by name, and its progress: each pass's share of the whole
 * is weighted by its expected work (from the spec's measured distribution when it has one), so
 * that the share of the whole build done grows with the work done.
 */
final class CosetPassProgress {

    private final WordTableSpec spec;
    private final int backwardCost;
    private final CosetBuildListener listener;
    private final List<String> passNames = new ArrayList<>();
    private final double[] weights;
    private final long start = System.nanoTime();

    /** @param backwardCost estimated neighbour evaluations per unvisited entry of a backward pass */
    CosetPassProgress(WordTableSpec spec, int backwardCost, CosetBuildListener listener) {
        this.spec = spec;
        this.backwardCost = backwardCost;
        this.listener = listener;
        for (int d = 1; d <= spec.base(); d++) {
            passNames.add("distance " + d);
        }
        passNames.add("distances up to " + spec.base() + " to code 0");
        passNames.add("distance " + (spec.base() + 1));
        passNames.add("distance " + (spec.base() + 2));
        this.weights = passWeights(spec, backwardCost, passNames.size());
    }

    /** The share of the whole build done once {@code finishedPasses} passes are finished. */
    static double fractionAfter(WordTableSpec spec, int backwardCost, int finishedPasses, double shareOfNextPass) {
        double[] weights = passWeights(spec, backwardCost, spec.base() + 3);
        double done = 0;
        double total = 0;
        for (int p = 0; p < weights.length; p++) {
            total += weights[p];
            done += p < finishedPasses ? weights[p] : p == finishedPasses ? shareOfNextPass * weights[p] : 0;
        }
        return done / total;
    }

    int passes() {
        return passNames.size();
    }

    /** Reports that {@code fraction} of pass {@code pass} (0-based) is done. */
    void report(int pass, double fraction) {
        double elapsed = (System.nanoTime() - start) / 1e9;
        double before = 0;
        double total = 0;
        for (int p = 0; p < weights.length; p++) {
            total += weights[p];
            if (p < pass) {
                before += weights[p];
            }
        }
        double buildFraction = (before + fraction * weights[pass]) / total;
        listener.progress(new CosetBuildProgress(pass + 1, passNames.size(), passNames.get(pass), fraction,
                buildFraction, elapsed));
    }

    /**
     * Whether pass {@code pass} (B+1 or B+2) goes backward, by {@link BreadthFirstLevels}'s rule,
     * from level counts: those found so far while building (later levels still 0, the unvisited
     * entries counted at B+3), or the spec's expected distribution for the weights, which counts
     * the same frontier and unvisited entries.
     */
    static boolean goesBackward(long[] levels, int base, int pass, int backwardCost) {
        return BreadthFirstLevels.backwardIsCheaper(frontier(levels, base, pass), unvisited(levels, pass),
                FaceTurn.COUNT, backwardCost);
    }

    /**
     * Relative work of each pass, from the spec's measured distribution when it has one: a scan
     * of the table, and the neighbour evaluations of the direction the build takes
     * ({@link BreadthFirstLevels#passWork}, the rule {@link #goesBackward} applies).
     */
    private static double[] passWeights(WordTableSpec spec, int backwardCost, int passes) {
        double[] result = new double[passes];
        long[] expected = spec.expectedDistribution();
        int base = spec.base();
        double scan = spec.words() / 4.0;
        for (int p = 0; p < result.length; p++) {
            if (expected.length < base + 4) {
                result[p] = 1;
            } else if (p < base) {
                result[p] = scan + BreadthFirstLevels.forwardWork(expected[p], FaceTurn.COUNT);
            } else if (p == base) {
                result[p] = scan;
            } else {
                result[p] = scan + BreadthFirstLevels.passWork(frontier(expected, base, p), unvisited(expected, p),
                        FaceTurn.COUNT, backwardCost);
            }
        }
        return result;
    }

    /** The entries a late pass starts from: every level up to the base (code 0), then level B+1. */
    private static long frontier(long[] levels, int base, int pass) {
        return pass == base + 1 ? Arrays.stream(levels, 0, base + 1).sum() : levels[base + 1];
    }

    /** The entries a late pass may find: its own level and every later one. */
    private static long unvisited(long[] levels, int pass) {
        return Arrays.stream(levels, pass, levels.length).sum();
    }
}
