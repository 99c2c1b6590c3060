package cubelab.tables.coset;

import cubelab.model.FaceTurn;
import java.util.ArrayList;
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

    /** Relative work of each pass, from the spec's measured distribution when it has one. */
    private static double[] passWeights(WordTableSpec spec, int backwardCost, int passes) {
        double[] result = new double[passes];
        long[] expected = spec.expectedDistribution();
        int base = spec.base();
        double scan = spec.words() / 4.0;
        for (int p = 0; p < result.length; p++) {
            if (expected.length < base + 4) {
                result[p] = 1;
            } else if (p < base) {
                result[p] = scan + expected[p] * (double) FaceTurn.COUNT;
            } else if (p == base) {
                result[p] = scan;
            } else {
                long frontier = 0;
                for (int d = 0; d <= (p == base + 1 ? base : base + 1); d++) {
                    frontier += p == base + 1 || d == base + 1 ? expected[d] : 0;
                }
                long unvisited = expected[base + 3] + expected[base + 2] + (p == base + 1 ? expected[base + 1] : 0);
                result[p] = scan + Math.min(frontier * (double) FaceTurn.COUNT, unvisited * (double) backwardCost);
            }
        }
        return result;
    }
}
