package cubelab.solve;

import cubelab.search.Heuristic;
import cubelab.solve.tier.Durations;
import cubelab.solve.tier.SolverTier;
import cubelab.solve.tier.TableLocation;
import cubelab.solve.tier.TierEstimator;
import cubelab.solve.tier.TierRegistry;
import cubelab.solve.tier.TierUnavailableException;
import cubelab.solve.tier.TimeEstimate;
import cubelab.tables.DamagedTableException;
import cubelab.tables.coset.MachineResources;
import java.io.IOException;
import java.time.Duration;

/**
 * The heuristic of a tier: a fixed one, or the fastest tier built and fitting in memory, looked up
 * again at every solve so a tier built meanwhile is used by the next solve with no restart. The
 * loaded heuristic is kept while the tier stays the same.
 */
public final class TierHeuristicSource implements IdaStarSolver.HeuristicSource {

    private final SolverTier fixed; // null: the best built tier
    private final TableLocation location;
    private final int threads;
    /** The estimates, shared with the tables dialog; the searches' rates are recorded there. */
    private final TierEstimator estimator;
    /** What the loaded tables hold, counted as available when the tier is chosen again. */
    private final LoadedMemory memory;
    private SolverTier loadedTier;
    private Heuristic loaded;

    private TierHeuristicSource(SolverTier fixed, TableLocation location, int threads, TierEstimator estimator,
            LoadedMemory memory) {
        this.fixed = fixed;
        this.location = location;
        this.threads = threads;
        this.estimator = estimator;
        this.memory = memory;
    }

    /** Always {@code tier}. */
    public static TierHeuristicSource fixed(SolverTier tier, TableLocation location, int threads) {
        return new TierHeuristicSource(tier, location, threads, TierEstimator.reference(), new LoadedMemory());
    }

    /**
     * The fastest tier built in {@code location} that fits, at each solve, recording its searches'
     * node rates with {@code estimator} (whose estimates then use them) and in {@code memory} what
     * its loaded tables hold (both shared with the tables window).
     */
    public static TierHeuristicSource bestBuilt(TableLocation location, int threads, TierEstimator estimator,
            LoadedMemory memory) {
        return new TierHeuristicSource(null, location, threads, estimator, memory);
    }

    /** The tier the next solve uses. */
    public SolverTier tier() {
        if (fixed != null) {
            return fixed;
        }
        return TierRegistry.bestBuilt(location, resources());
    }

    private MachineResources resources() {
        try {
            return memory.resources(location.directory());
        } catch (IOException e) {
            return new MachineResources(Runtime.getRuntime().maxMemory(), 0);
        }
    }

    @Override
    public boolean ready() {
        return tier().status(location).usable();
    }

    @Override
    public String tierName() {
        return tier().name();
    }

    @Override
    public String solverName() {
        return "IDA* on the " + tier().name() + " tier";
    }

    @Override
    public String description() {
        SolverTier tier = tier();
        if (!ready()) {
            return "the " + tier.name() + " tables are " + tier.status(location).label() + " in "
                    + location.directory().toAbsolutePath().normalize()
                    + ". Build them in Solver tables…, or run: java -jar cubelab.jar pdb build --tier " + tier.name();
        }
        // never measures: this may run on the FX thread, before the tables window has calibrated
        String random = estimator.randomCubeIfKnown(tier).filter(TimeEstimate::known)
                .map(time -> "; a random cube takes " + time.describe() + " here").orElse("");
        return tier.name() + " tier (" + Durations.bytes(tier.memoryBytes()) + ")" + random;
    }

    @Override
    public synchronized Heuristic load() throws SolverUnavailableException {
        SolverTier tier = tier();
        if (tier.equals(loadedTier)) {
            return loaded;
        }
        loaded = null; // the tables of the tier before go first
        loadedTier = null;
        memory.hold(tier.memoryBytes()); // counted from the start: the load is taking it
        try {
            loaded = tier.load(location, threads);
            loadedTier = tier;
            return loaded;
        } catch (TierUnavailableException e) {
            throw unavailable(tier, e.getMessage());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new SolveCancelledException();
        } finally {
            if (loadedTier == null) {
                memory.hold(0);
            }
        }
    }

    /** The tables found damaged are let go: the next solve opens them again, and finds them damaged again. */
    @Override
    public synchronized SolverUnavailableException damaged(DamagedTableException damage) {
        SolverTier tier = loadedTier != null ? loadedTier : tier();
        loaded = null;
        loadedTier = null;
        memory.hold(0);
        return unavailable(tier, "the " + tier.name() + " table is damaged: " + damage.getMessage());
    }

    private static SolverUnavailableException unavailable(SolverTier tier, String problem) {
        return new SolverUnavailableException(problem + ". Rebuild it in Solver tables…, or run: "
                + "java -jar cubelab.jar pdb build --tier " + tier.name());
    }

    @Override
    public Duration shortening() {
        return tier().upperBoundShortening();
    }

    /** {@link TierEstimator#cube}: the same figures the tables window shows for a random cube. */
    @Override
    public TimeEstimate expected(int rootEstimate, int knownLength) {
        try {
            return estimator.cube(tier(), rootEstimate, knownLength);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return TimeEstimate.UNKNOWN;
        }
    }

    @Override
    public void searched(long nodes, double seconds) {
        estimator.rates().record(loadedTier != null ? loadedTier : tier(), nodes, seconds);
    }
}
