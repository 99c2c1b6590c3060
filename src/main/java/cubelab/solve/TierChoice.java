package cubelab.solve;

import cubelab.solve.tier.SolverTier;
import cubelab.solve.tier.TableLocation;
import cubelab.solve.tier.TierBuildListener;
import cubelab.solve.tier.TierEstimator;
import cubelab.solve.tier.TierRegistry;
import cubelab.solve.tier.TierUnavailableException;
import cubelab.tables.coset.InsufficientResourcesException;
import cubelab.tables.coset.MachineResources;
import java.io.IOException;
import java.util.function.Consumer;

/**
 * Picking a tier, fitting it to the machine, building its tables when they are missing or
 * damaged, and loading it, for the command line: the window takes the same steps through
 * {@link TierHeuristicSource} (the fastest built tier that fits, at each solve) and
 * {@link TierInstaller}, and both build through {@link LocalTierTables}. What the user should
 * know (the tier taken, a smaller one where the named one does not fit, a rebuild) goes to
 * {@code notes}; build progress to a {@link TierBuildListener}.
 */
public final class TierChoice {

    private TierChoice() {
    }

    /**
     * The tier to search with: the one named, stepped down to a smaller one where it does not fit
     * in memory, or without a name the fastest built here that fits.
     *
     * @param name a tier's name, or null
     * @throws cubelab.solve.tier.UnknownTierException listing the valid names
     */
    public static SolverTier toSearch(String name, TableLocation location, Consumer<String> notes) throws IOException {
        MachineResources resources = MachineResources.of(location.directory());
        if (name == null) {
            SolverTier tier = TierRegistry.bestBuilt(location, resources);
            notes.accept("using tier " + tier.name() + " (the fastest built here that fits; --tier picks another)");
            return tier;
        }
        return fitted(name, resources, notes);
    }

    /** The tier to build: the one named (stepped down to fit), or without a name the recommended one. */
    public static SolverTier toBuild(String name, TableLocation location, Consumer<String> notes) throws IOException {
        MachineResources resources = MachineResources.of(location.directory());
        if (name == null) {
            SolverTier tier = TierRegistry.recommended(resources);
            notes.accept("building the recommended tier, " + tier.name() + " (--tier picks another)");
            return tier;
        }
        return fitted(name, resources, notes);
    }

    private static SolverTier fitted(String name, MachineResources resources, Consumer<String> notes) {
        TierRegistry.Fitted fitted = TierRegistry.fitting(TierRegistry.named(name), resources);
        fitted.notes().forEach(notes);
        return fitted.tier();
    }

    /**
     * The tier to search with ({@link #toSearch}), its tables built first when they are missing,
     * and rebuilt when they turn out damaged while loading.
     *
     * @throws TierUnavailableException when the machine cannot build it, or the rebuilt tables still fail
     */
    public static LoadedTier load(String name, TableLocation location, int threads, Consumer<String> notes,
            TierBuildListener progress) throws IOException, InterruptedException, TierUnavailableException {
        SolverTier tier = toSearch(name, location, notes);
        if (tier.hasTableFiles() && !tier.status(location).usable()) {
            build(tier, location, threads, false, notes, progress);
        }
        try {
            return new LoadedTier(tier, tier.load(location, threads));
        } catch (TierUnavailableException damaged) {
            notes.accept(damaged.getMessage() + "; rebuilding");
            build(tier, location, threads, false, notes, progress);
            return new LoadedTier(tier, tier.load(location, threads));
        }
    }

    /**
     * {@code damaged}'s tier with its tables built again from nothing, loaded: for a search that
     * found them damaged after they were opened ({@link TablesDamagedException}).
     *
     * @throws TierUnavailableException when the machine cannot build it, or the rebuilt tables still fail
     */
    public static LoadedTier rebuild(LoadedTier damaged, TableLocation location, int threads, Consumer<String> notes,
            TierBuildListener progress) throws IOException, InterruptedException, TierUnavailableException {
        build(damaged.tier(), location, threads, true, notes, progress);
        return new LoadedTier(damaged.tier(), damaged.tier().load(location, threads));
    }

    /**
     * Builds a tier's tables on {@code threads} threads, first saying where and how long it takes
     * here (the estimate {@code pdb list} and the tables window show, for every core; longer on
     * fewer threads; for a stopped build, what is left of it, as they list it), with {@code force}
     * every one.
     *
     * @throws TierUnavailableException when the machine has too little memory or disk for it
     */
    public static void build(SolverTier tier, TableLocation location, int threads, boolean force,
            Consumer<String> notes, TierBuildListener progress)
            throws IOException, InterruptedException, TierUnavailableException {
        TierEstimator estimator = TierEstimator.keptIn(location);
        boolean resuming = tier.pausedFraction(location).isPresent();
        notes.accept("building tier " + tier.name() + " into " + location.directory().toAbsolutePath().normalize()
                + " (" + estimator.buildLeft(tier, location, threads).describe() + (resuming ? " left" : "")
                + " here on " + threads + (threads == 1 ? " thread)" : " threads)"));
        try {
            new LocalTierTables(location, threads, estimator, new LoadedMemory()).build(tier, force, progress);
        } catch (InsufficientResourcesException refused) {
            throw new TierUnavailableException(tier.name(), refused.getMessage());
        }
    }
}
