package cubelab.solve.tier;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SolveEstimateTest {

    /** The reference machine's figures the estimates scale (TierRegistry, docs/tiers.md). */
    private static final double STANDARD_RANDOM = TierRegistry.STANDARD.searchCost().randomCubeSeconds();
    private static final double STANDARD_EIGHTEEN = TierRegistry.STANDARD.searchCost().referenceSeconds();
    private static final double LARGE_RANDOM = TierRegistry.LARGE.searchCost().randomCubeSeconds();

    private static final MachineSpeed HERE = MachineSpeed.REFERENCE;

    @Test
    void theEstimateNeverFallsAsTheRootEstimateRises() {
        for (SolverTier tier : TierRegistry.SOLVING) {
            if (!tier.searchCost().measured()) {
                continue;
            }
            double previous = 0;
            for (int h = 0; h <= 20; h++) {
                double seconds = SolveEstimate.seconds(tier, h, 20, HERE, 2);
                assertThat(seconds).as(tier.name() + " at h = " + h).isGreaterThanOrEqualTo(previous);
                previous = seconds;
            }
            assertThat(SolveEstimate.seconds(tier, 19, 20, HERE, 2))
                    .as("a cube proved to need 19 moves costs more than a typical one")
                    .isGreaterThan(SolveEstimate.seconds(tier, 12, 20, HERE, 2));
        }
    }

    @Test
    void aShortKnownSolutionBoundsTheExpectedOptimum() {
        assertThat(SolveEstimate.expectedOptimum(9, 20)).isEqualTo(SolveEstimate.TYPICAL_OPTIMUM);
        assertThat(SolveEstimate.expectedOptimum(9, 13)).isEqualTo(13);
        assertThat(SolveEstimate.expectedOptimum(19, 20)).isEqualTo(19);
        assertThat(SolveEstimate.seconds(TierRegistry.KORF, 11, 14, HERE, 2))
                .isLessThan(SolveEstimate.seconds(TierRegistry.KORF, 11, 20, HERE, 2) / 100);
    }

    @Test
    void eachTierHasItsOwnCost() {
        double korf = SolveEstimate.seconds(TierRegistry.KORF, 11, 20, HERE, 2);
        double standard = SolveEstimate.seconds(TierRegistry.STANDARD, 11, 20, HERE, 2);
        double large = SolveEstimate.seconds(TierRegistry.LARGE, 11, 20, HERE, 2);
        assertThat(korf).as("Korf's tables take hours on a random cube").isGreaterThan(3600);
        assertThat(standard).isBetween(1.0, 60.0);
        // large solves a random cube in about 0.6 times standard's time on two cores (docs/tiers.md)
        assertThat(large).isBetween(1.0, 60.0).isNotEqualTo(standard);
        assertThat(SolveEstimate.randomCube(TierRegistry.STANDARD, HERE, 2)).isEqualTo(STANDARD_RANDOM);
        assertThat(SolveEstimate.seconds(TierRegistry.SMALL, 11, 20, HERE, 2)).as("never measured").isNaN();
    }

    @Test
    void aFasterOrWiderMachineScalesTheReferenceFigures(@TempDir Path nothingBuilt) {
        TableLocation location = TableLocation.at(nothingBuilt);
        MachineSpeed twiceAsFast = new MachineSpeed(2.0, 2);
        MachineSpeed oneCore = new MachineSpeed(1.0, 1);
        double reference = TierRegistry.STANDARD.referenceBuildSeconds();
        assertThat(reference).isCloseTo(346.9, within(0.1));
        assertThat(SolveEstimate.build(TierRegistry.STANDARD, location, twiceAsFast)).isEqualTo(reference / 2);
        assertThat(SolveEstimate.build(TierRegistry.STANDARD, location, oneCore)).isEqualTo(reference * 2);
        assertThat(SolveEstimate.randomCube(TierRegistry.LARGE, HERE, 1)).isEqualTo(2 * LARGE_RANDOM);
    }

    @Test
    void theRateASearchRanAtHereScalesTheReferenceTimes() {
        double reference = TierRegistry.STANDARD.searchCost().nodesPerSecond();
        assertThat(SolveEstimate.secondsAtRate(TierRegistry.STANDARD, 11, 20, reference))
                .isCloseTo(SolveEstimate.seconds(TierRegistry.STANDARD, 11, 20, HERE, 2), within(1e-9));
        assertThat(SolveEstimate.secondsAtRate(TierRegistry.STANDARD, 11, 20, reference / 2))
                .isCloseTo(2 * STANDARD_EIGHTEEN, within(1e-9));
        assertThat(SolveEstimate.randomCubeAtRate(TierRegistry.LARGE, TierRegistry.LARGE.searchCost().nodesPerSecond() * 2))
                .isCloseTo(LARGE_RANDOM / 2, within(1e-9));
        assertThat(SolveEstimate.secondsAtRate(TierRegistry.SMALL, 11, 20, 1e6)).as("never measured").isNaN();
        assertThat(SolveEstimate.secondsAtRate(TierRegistry.STANDARD, 11, 20, 0)).isNaN();
    }

    @Test
    void aRateSeenHereReplacesTheCalibrationOnceASearchOfASecondOrMoreRan() {
        SearchRates rates = new SearchRates();
        MachineSpeed fast = new MachineSpeed(2.0, 2);
        assertThat(SolveEstimate.randomCube(TierRegistry.STANDARD, fast, 2, rates)).isEqualTo(STANDARD_RANDOM / 2);
        double half = TierRegistry.STANDARD.searchCost().nodesPerSecond() / 2;
        rates.record(TierRegistry.STANDARD, (long) (half / 2), 0.5);
        assertThat(rates.nodesPerSecond(TierRegistry.STANDARD)).as("too short to count").isEmpty();
        rates.record(TierRegistry.STANDARD, (long) (half * 4), 4);
        assertThat(SolveEstimate.randomCube(TierRegistry.STANDARD, fast, 2, rates)).isCloseTo(2 * STANDARD_RANDOM, within(1e-6));
        assertThat(SolveEstimate.seconds(TierRegistry.STANDARD, 11, 20, fast, 2, rates)).isCloseTo(2 * STANDARD_EIGHTEEN, within(1e-6));
        assertThat(SolveEstimate.randomCube(TierRegistry.LARGE, fast, 2, rates)).as("another tier keeps the calibration")
                .isEqualTo(LARGE_RANDOM / 2);
    }
}
