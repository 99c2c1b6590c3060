package cubelab.solve.tier;

import cubelab.tables.coset.MachineResources;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * One solving tier as this machine sees it: the table the window's tables dialog and
 * {@code pdb list} show. Times are the reference machine's measurements scaled by this
 * machine's measured speed and cores ({@link MachineSpeed}); NaN where never measured.
 *
 * @param tier              the tier
 * @param status            where its tables stand here
 * @param buildSeconds      the expected build time here
 * @param randomCubeSeconds the expected time to solve a random cube optimally here
 * @param cannotBuild       why this machine cannot build or hold it, if it cannot
 * @param recommended       whether it is the fastest tier this machine can build and hold
 * @param inUse             whether solving uses it now: the fastest built and fitting ({@link TierRegistry#bestBuilt})
 * @param pausedFraction    how much of its build a stopped build finished (0 to 1), NaN unless {@link TierStatus#PAUSED}
 */
public record TierOverview(SolverTier tier, TierStatus status, double buildSeconds, double randomCubeSeconds,
        Optional<String> cannotBuild, boolean recommended, boolean inUse, double pausedFraction) {

    /** A tier that this machine cannot build or hold is never recommended. */
    public TierOverview {
        recommended &= cannotBuild.isEmpty();
    }

    /** An overview with no stopped build to resume. */
    public TierOverview(SolverTier tier, TierStatus status, double buildSeconds, double randomCubeSeconds,
            Optional<String> cannotBuild, boolean recommended, boolean inUse) {
        this(tier, status, buildSeconds, randomCubeSeconds, cannotBuild, recommended, inUse, Double.NaN);
    }

    /** The solving tiers, smallest first. */
    public static List<TierOverview> of(TableLocation location, MachineResources resources, MachineSpeed speed) {
        return of(location, resources, speed, new SearchRates());
    }

    /** The solving tiers, smallest first, with the rates searches ran at here where there are some. */
    public static List<TierOverview> of(TableLocation location, MachineResources resources, MachineSpeed speed,
            SearchRates rates) {
        SolverTier best = TierRegistry.recommended(resources);
        SolverTier used = TierRegistry.bestBuilt(location, resources);
        return TierRegistry.SOLVING.stream()
                .map(tier -> of(tier, location, resources, speed, rates, tier.equals(best), tier.equals(used))).toList();
    }

    /** One tier, any in the registry. */
    public static TierOverview of(SolverTier tier, TableLocation location, MachineResources resources,
            MachineSpeed speed) {
        return of(tier, location, resources, speed, new SearchRates(), tier.equals(TierRegistry.recommended(resources)),
                tier.equals(TierRegistry.bestBuilt(location, resources)));
    }

    private static TierOverview of(SolverTier tier, TableLocation location, MachineResources resources,
            MachineSpeed speed, SearchRates rates, boolean recommended, boolean inUse) {
        TierStatus status = tier.status(location);
        Optional<String> blocked = status == TierStatus.BUILT ? tier.unfit(resources) : tier.cannotBuild(resources);
        return new TierOverview(tier, status, SolveEstimate.build(tier, location, speed),
                SolveEstimate.randomCube(tier, speed, speed.cores(), rates), blocked, recommended, inUse,
                status == TierStatus.PAUSED ? tier.pausedFraction(location).orElse(0) : Double.NaN);
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

    /** One line for the user, e.g. "standard: built, 2.7 GB, a random cube in about 10 s". */
    public String sentence() {
        return tier.name() + ": " + statusText() + ", " + Durations.bytes(tier.diskBytes())
                + (Double.isNaN(randomCubeSeconds) ? "" : ", a random cube in " + Durations.describe(randomCubeSeconds));
    }
}
