package cubelab.solve.tier;

import cubelab.tables.coset.CosetTableSpec;
import cubelab.tables.coset.NamedCosetTable;

/** A made-up tier and machine for the estimator's tests: nothing in them is timed. */
final class MadeUpTiers {

    /** A tier measured on the reference machine: a 10-minute build, a random cube in 3 s at 10 M nodes/s. */
    static final CosetSolverTier MADE_UP = new CosetSolverTier(new NamedCosetTable("made-up", CosetTableSpec.EO8),
            "a made-up tier", 600, new SearchCost(18, 4.0, 5.0, 3.0, 1e7));

    private MadeUpTiers() {
    }

    /** The estimator on a machine of {@code cores} cores, each {@code perCore} times the reference's speed. */
    static TierEstimator at(double perCore, int cores, MeasuredRates rates) {
        return new TierEstimator(Calibration.fixed(new MachineSpeed(perCore, cores)), rates, cores);
    }
}
