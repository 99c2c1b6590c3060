package cubelab.solve;

import cubelab.solve.tier.CosetSolverTier;
import cubelab.solve.tier.PairedSolverTier;
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
    private final SpeedMeasurement measurement;
    private MachineSpeed speed; // the fastest measured so far

    /** How this machine's speed is measured: {@link MachineSpeed#measure()}, or a stand-in in tests. */
    @FunctionalInterface
    interface SpeedMeasurement {
        MachineSpeed measure() throws InterruptedException;
    }

    /**
     * @param rates the rates this window's searches ran at, shared with its solver
     * @param memory what the solver's loaded tables hold, counted as available when tiers are shown
     */
    public LocalTierTables(TableLocation location, int threads, SearchRates rates, LoadedMemory memory) {
        this(location, threads, rates, memory, MachineSpeed::measure);
    }

    LocalTierTables(TableLocation location, int threads, SearchRates rates, LoadedMemory memory,
            SpeedMeasurement measurement) {
        this.location = location;
        this.threads = threads;
        this.rates = rates;
        this.memory = memory;
        this.measurement = measurement;
    }

    /** This machine's speed: the fastest measurement so far, measured on first use (a fraction of a second). */
    public MachineSpeed speed() throws InterruptedException {
        synchronized (this) {
            if (speed != null) {
                return speed;
            }
        }
        return measureAgain();
    }

    /**
     * Measures again and keeps the faster. Work beside the measurement only ever slows it, and at
     * start-up the window draws itself and loads its tables (copying {@code large} keeps both cores
     * busy for about 20 s): start-up estimates of {@code large}'s 19-minute build ranged from 15 to
     * 26 min on the reference machine.
     */
    private MachineSpeed measureAgain() throws InterruptedException {
        MachineSpeed measured = measurement.measure();
        synchronized (this) {
            if (speed == null || measured.perCore() > speed.perCore()) {
                speed = measured;
            }
            return speed;
        }
    }

    public TableLocation location() {
        return location;
    }

    @Override
    public List<TierOverview> overview() throws IOException, InterruptedException {
        return TierOverview.of(location, memory.resources(location.directory()), measureAgain(), rates);
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
    public void discard(SolverTier tier) throws IOException {
        tier.discard(location);
    }

    @Override
    public boolean resumable(SolverTier tier) {
        return tier instanceof CosetSolverTier || tier instanceof SliceSolverTier || tier instanceof PairedSolverTier;
    }
}
