package cubelab.solve;

import cubelab.solve.tier.CosetSolverTier;
import cubelab.solve.tier.SliceSolverTier;
import cubelab.solve.tier.MachineSpeed;
import cubelab.solve.tier.SearchRates;
import cubelab.solve.tier.SolverTier;
import cubelab.solve.tier.TableLocation;
import cubelab.solve.tier.TierBuildListener;
import cubelab.solve.tier.TierOverview;
import java.io.IOException;
import java.util.List;

/** The tiers' tables in a real table directory, built with all cores. */
public final class LocalTierTables implements TierTables {

    private final TableLocation location;
    private final int threads;
    private final SearchRates rates;
    private final LoadedMemory memory;
    private MachineSpeed speed; // measured on first use, then kept

    /**
     * @param rates the rates this window's searches ran at, shared with its solver
     * @param memory what the solver's loaded tables hold, counted as available when tiers are shown
     */
    public LocalTierTables(TableLocation location, int threads, SearchRates rates, LoadedMemory memory) {
        this.location = location;
        this.threads = threads;
        this.rates = rates;
        this.memory = memory;
    }

    /** This machine's speed, measured once (a fraction of a second). */
    public synchronized MachineSpeed speed() throws InterruptedException {
        if (speed == null) {
            speed = MachineSpeed.measure();
        }
        return speed;
    }

    public TableLocation location() {
        return location;
    }

    @Override
    public List<TierOverview> overview() throws IOException, InterruptedException {
        return TierOverview.of(location, memory.resources(location.directory()), speed(), rates);
    }

    @Override
    public void build(SolverTier tier, TierBuildListener listener) throws Exception {
        tier.build(location, threads, listener);
    }

    @Override
    public void delete(SolverTier tier) throws IOException {
        tier.delete(location);
    }

    @Override
    public boolean resumable(SolverTier tier) {
        return tier instanceof CosetSolverTier || tier instanceof SliceSolverTier;
    }
}
