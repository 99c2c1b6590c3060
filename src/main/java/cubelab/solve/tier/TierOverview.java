package cubelab.solve.tier;

import cubelab.tables.coset.MachineResources;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * One solving tier as this machine sees it: the table the window's tables dialog and
 * {@code pdb list} show. The times come from {@link TierEstimator}, the one source of estimates.
 *
 * @param tier           the tier
 * @param status         where its tables stand here
 * @param build          the expected build time here (of what is not built yet; of the whole tier
 *                       where a stopped build is paused, as its share done is of the whole)
 * @param randomCube     the expected time to solve a random cube optimally here, unknown where never measured
 * @param cannotBuild    why this machine cannot build or hold it, if it cannot
 * @param recommended    whether it is the fastest tier this machine can build and hold
 * @param inUse          whether solving uses it now: the fastest built and fitting ({@link TierRegistry#bestBuilt})
 * @param pausedFraction how much of its build a stopped build finished (0 to 1), NaN unless {@link TierStatus#PAUSED}
 */
public record TierOverview(SolverTier tier, TierStatus status, TimeEstimate build, TimeEstimate randomCube,
        Optional<String> cannotBuild, boolean recommended, boolean inUse, double pausedFraction) {

    /** A tier that this machine cannot build or hold is never recommended. */
    public TierOverview {
        recommended &= cannotBuild.isEmpty();
    }

    /** An overview with no stopped build to resume. */
    public TierOverview(SolverTier tier, TierStatus status, TimeEstimate build, TimeEstimate randomCube,
            Optional<String> cannotBuild, boolean recommended, boolean inUse) {
        this(tier, status, build, randomCube, cannotBuild, recommended, inUse, Double.NaN);
    }

    /** The solving tiers, smallest first, judged on {@code capacity}. */
    public static List<TierOverview> of(TableLocation location, MachineCapacity capacity, TierEstimator estimator)
            throws InterruptedException {
        return of(location, capacity.resources(), estimator);
    }

    /** One tier, any in the registry, judged on {@code capacity}. */
    public static TierOverview of(SolverTier tier, TableLocation location, MachineCapacity capacity,
            TierEstimator estimator) throws InterruptedException {
        return of(tier, location, capacity.resources(), estimator);
    }

    /** The solving tiers and the retired ones whose tables are here, smallest first ({@link TierRegistry#listed}). */
    public static List<TierOverview> of(TableLocation location, MachineResources resources, TierEstimator estimator)
            throws InterruptedException {
        SolverTier best = TierRegistry.recommended(resources);
        SolverTier used = TierRegistry.bestBuilt(location, resources);
        List<TierOverview> rows = new ArrayList<>();
        for (SolverTier tier : TierRegistry.listed(location)) {
            rows.add(of(tier, location, resources, estimator, tier.equals(best), tier.equals(used)));
        }
        return List.copyOf(rows);
    }

    /** One tier, any in the registry. */
    public static TierOverview of(SolverTier tier, TableLocation location, MachineResources resources,
            TierEstimator estimator) throws InterruptedException {
        return of(tier, location, resources, estimator, tier.equals(TierRegistry.recommended(resources)),
                tier.equals(TierRegistry.bestBuilt(location, resources)));
    }

    private static TierOverview of(SolverTier tier, TableLocation location, MachineResources resources,
            TierEstimator estimator, boolean recommended, boolean inUse) throws InterruptedException {
        TierStatus status = tier.status(location);
        Optional<String> blocked = status == TierStatus.BUILT ? tier.unfit(resources) : tier.cannotBuild(resources);
        TimeEstimate build = estimator.build(tier, location);
        if (status == TierStatus.PAUSED) {
            build = TierEstimator.wholeOfStopped(build, tier, location);
        }
        return new TierOverview(tier, status, build, estimator.randomCube(tier), blocked, recommended, inUse,
                status == TierStatus.PAUSED ? tier.pausedFraction(location).orElse(0) : Double.NaN);
    }

    /** The build's time here for what is left of it: all of it, or the rest of a paused build. */
    public TimeEstimate buildLeft() {
        return status == TierStatus.PAUSED && !Double.isNaN(pausedFraction) ? build.times(1 - pausedFraction) : build;
    }

    /** What marks the tier out, in order: "recommended", "in use", both or neither. */
    public List<String> marks() {
        List<String> marks = new ArrayList<>(2);
        if (recommended) {
            marks.add("recommended");
        }
        if (inUse) {
            marks.add("in use");
        }
        return List.copyOf(marks);
    }

    /** The status in words: its label, and for a stopped build how far it got ("paused, 62 %"). */
    public String statusText() {
        return status == TierStatus.PAUSED && !Double.isNaN(pausedFraction)
                ? String.format(java.util.Locale.ROOT, "paused, %d %%", (int) Math.floor(pausedFraction * 100))
                : status.label();
    }
}
