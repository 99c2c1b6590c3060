package cubelab.solve;

import cubelab.solve.tier.CosetSolverTier;
import cubelab.solve.tier.PairedSolverTier;
import cubelab.solve.tier.SliceSolverTier;
import cubelab.solve.tier.SolverTier;
import cubelab.solve.tier.TableLocation;
import cubelab.solve.tier.TierBuildListener;
import cubelab.solve.tier.TierEstimator;
import cubelab.solve.tier.TierOverview;
import cubelab.tables.coset.InsufficientResourcesException;
import java.io.IOException;
import java.util.List;

/** The tiers' tables in a real table directory, built on a given number of threads (the window: every core). */
public final class LocalTierTables implements TierTables {

    private final TableLocation location;
    private final int threads;
    private final TierEstimator estimator;
    private final LoadedMemory memory;

    /**
     * @param estimator the estimates, shared with the solver (which records its searches' rates there)
     * @param memory    what the solver's loaded tables hold, counted as available when tiers are shown
     */
    public LocalTierTables(TableLocation location, int threads, TierEstimator estimator, LoadedMemory memory) {
        this.location = location;
        this.threads = threads;
        this.estimator = estimator;
        this.memory = memory;
    }

    public TableLocation location() {
        return location;
    }

    @Override
    public List<TierOverview> overview() throws IOException, InterruptedException {
        return TierOverview.of(location, memory.resources(location.directory()), estimator);
    }

    @Override
    public void build(SolverTier tier, TierBuildListener listener) throws Exception {
        build(tier, false, listener);
    }

    /**
     * Builds the tier's missing, damaged or paused tables, with {@code force} every one (each
     * replacing the old only once it verifies); the listener hears the time left from the same
     * estimate the overview shows.
     */
    public void build(SolverTier tier, boolean force, TierBuildListener listener)
            throws IOException, InterruptedException, InsufficientResourcesException {
        tier.build(location, threads, force, estimator.timing(tier, location, threads, listener));
    }

    @Override
    public void delete(SolverTier tier) throws IOException {
        tier.delete(location);
    }

    @Override
    public void discard(SolverTier tier) throws IOException {
        tier.discard(location);
    }

    @Override
    public boolean resumable(SolverTier tier) {
        return tier instanceof CosetSolverTier || tier instanceof SliceSolverTier || tier instanceof PairedSolverTier;
    }
}
