package cubelab.tables.coset;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import cubelab.model.FaceTurn;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The progress bar of a coset or slice table build weighs each pass by the work of the direction
 * the build takes: the builder and the bar share one cost model ({@code BreadthFirstLevels}), so
 * they cannot disagree. Made-up nothing: the specs' own measured distributions.
 */
class CosetPassWeightsTest {

    private static List<WordTableSpec> measuredSpecs() {
        List<WordTableSpec> specs = new ArrayList<>();
        specs.addAll(CosetTableSpec.ALL);
        specs.addAll(SliceTableSpec.ALL);
        specs.removeIf(spec -> spec.expectedDistribution().length == 0);
        return specs;
    }

    /** Pass {@code p}'s weight over pass B's (a scan only), from the shares the bar shows. */
    private static double weightOverScan(WordTableSpec spec, int p) {
        int base = spec.base();
        double scanShare = CosetPassProgress.fractionAfter(spec, BreadthFirstBuild.BACKWARD_COST, base + 1, 0)
                - CosetPassProgress.fractionAfter(spec, BreadthFirstBuild.BACKWARD_COST, base, 0);
        double share = CosetPassProgress.fractionAfter(spec, BreadthFirstBuild.BACKWARD_COST, p + 1, 0)
                - CosetPassProgress.fractionAfter(spec, BreadthFirstBuild.BACKWARD_COST, p, 0);
        return share / scanShare;
    }

    @Test
    void eachLatePassWeighsTheCheaperDirectionsWorkAndTheBuildTakesThatDirection() {
        assertThat(measuredSpecs()).hasSizeGreaterThanOrEqualTo(6);
        for (WordTableSpec spec : measuredSpecs()) {
            long[] expected = spec.expectedDistribution();
            int base = spec.base();
            double scan = spec.words() / 4.0;
            for (int p = base + 1; p <= base + 2; p++) {
                long frontier = p == base + 1 ? Arrays.stream(expected, 0, base + 1).sum() : expected[base + 1];
                long unvisited = Arrays.stream(expected, p, expected.length).sum();
                double forward = (double) frontier * FaceTurn.COUNT;
                double backward = (double) unvisited * BreadthFirstBuild.BACKWARD_COST;
                assertThat(weightOverScan(spec, p)).as("%s, pass %d's weight", spec.name(), p + 1)
                        .isCloseTo((scan + Math.min(forward, backward)) / scan, within(1e-9));
                // the counts the build holds when it decides: the levels found, the rest unvisited at B+3
                long[] held = new long[expected.length];
                System.arraycopy(expected, 0, held, 0, p);
                held[base + 3] = unvisited;
                assertThat(CosetPassProgress.goesBackward(held, base, p, BreadthFirstBuild.BACKWARD_COST))
                        .as("%s, pass %d goes the cheaper way", spec.name(), p + 1).isEqualTo(backward < forward)
                        .isEqualTo(CosetPassProgress.goesBackward(expected, base, p, BreadthFirstBuild.BACKWARD_COST));
            }
            for (int p = 0; p < base; p++) {
                assertThat(weightOverScan(spec, p)).as("%s, forward pass %d", spec.name(), p + 1)
                        .isCloseTo((scan + expected[p] * (double) FaceTurn.COUNT) / scan, within(1e-9));
            }
        }
    }
}
