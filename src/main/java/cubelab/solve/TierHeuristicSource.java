package cubelab.solve;

import cubelab.search.Heuristic;
import cubelab.solve.tier.Durations;
import cubelab.solve.tier.MachineSpeed;
import cubelab.solve.tier.SearchRates;
import cubelab.solve.tier.SolveEstimate;
import cubelab.solve.tier.SolverTier;
import cubelab.solve.tier.TableLocation;
import cubelab.solve.tier.TierRegistry;
import cubelab.solve.tier.TierUnavailableException;
import cubelab.tables.coset.MachineResources;
import java.io.IOException;
import java.time.Duration;
import java.util.function.Supplier;

/**
 * The heuristic of a tier: a fixed one, or the fastest tier built and fitting in memory, looked up
 * again at every solve so a tier built meanwhile is used by the next solve with no restart. The
 * loaded heuristic is kept while the tier stays the same.
 */
public final class TierHeuristicSource implements IdaStarSolver.HeuristicSource {

    private final SolverTier fixed; // null: the best built tier
    private final TableLocation location;
    private final int threads;
    private final Supplier<MachineSpeed> speed;
    /** The rates this window's searches ran at, shared with its tables dialog. */
    private final SearchRates rates;
    /** What the loaded tables hold, counted as available when the tier is chosen again. */
    private final LoadedMemory memory;
    private SolverTier loadedTier;
    private Heuristic loaded;

    private TierHeuristicSource(SolverTier fixed, TableLocation location, int threads, Supplier<MachineSpeed> speed,
            SearchRates rates, LoadedMemory memory) {
        this.fixed = fixed;
        this.location = location;
        this.threads = threads;
        this.speed = speed;
        this.rates = rates;
        this.memory = memory;
    }

    /** Always {@code tier}. */
    public static TierHeuristicSource fixed(SolverTier tier, TableLocation location, int threads) {
        return new TierHeuristicSource(tier, location, threads, () -> MachineSpeed.REFERENCE, new SearchRates(),
                new LoadedMemory());
    }

    /**
     * The fastest tier built in {@code location} that fits, at each solve, recording its searches'
     * node rates in {@code rates} (which the estimates then use) and in {@code memory} what its
     * loaded tables hold (both shared with the tables window).
     */
    public static TierHeuristicSource bestBuilt(TableLocation location, int threads, Supplier<MachineSpeed> speed,
            SearchRates rates, LoadedMemory memory) {
        return new TierHeuristicSource(null, location, threads, speed, rates, memory);
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
        double random = SolveEstimate.randomCube(tier, speed.get(), threads, rates);
        return tier.name() + " tier (" + Durations.bytes(tier.memoryBytes()) + ")"
                + (Double.isNaN(random) ? "" : "; a random cube takes " + Durations.describe(random) + " here");
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
            throw new SolverUnavailableException(e.getMessage() + ". Rebuild it in Solver tables…, or run: "
                    + "java -jar cubelab.jar pdb build --tier " + tier.name());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new SolveCancelledException();
        } finally {
            if (loadedTier == null) {
                memory.hold(0);
            }
        }
    }

    @Override
    public Duration shortening() {
        return tier().upperBoundShortening();
    }

    /**
     * Before any search on the tier, from the calibration build ({@link MachineSpeed}); after one,
     * from the node rate its searches ran at here ({@link SearchRates}), which also counts what the
     * window costs the search.
     */
    @Override
    public double expectedSeconds(int rootEstimate, int knownLength) {
        return SolveEstimate.seconds(tier(), rootEstimate, knownLength, speed.get(), threads, rates);
    }

    @Override
    public void searched(long nodes, double seconds) {
        rates.record(loadedTier != null ? loadedTier : tier(), nodes, seconds);
    }
}
