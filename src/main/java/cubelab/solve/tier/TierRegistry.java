package cubelab.solve.tier;

import cubelab.tables.PatternDatabaseSet;
import cubelab.tables.coset.CosetTableSpec;
import cubelab.tables.coset.NamedCosetTable;
import cubelab.tables.coset.MachineResources;
import cubelab.tables.coset.SliceTableSpec;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Every tier the solver knows, by name, with the reference machine's figures for it
 * ({@link ReferenceFigures}: build times from nothing, a random cube's median solve time and the
 * growth per move; docs/tiers.md gives the runs), and the policy that picks the tier to build and
 * the tier to search with.
 */
public final class TierRegistry {

    /** The measured figures ({@code reference-figures.json}): read once, never changed. */
    private static final ReferenceFigures FIGURES = ReferenceFigures.bundled();

    /** Korf 1997's tables, built in seconds; a cube takes 13.35 times longer per further move. */
    public static final PatternDatabaseTier KORF = new PatternDatabaseTier(PatternDatabaseSet.KORF,
            "Korf 1997's three pattern databases: all corners and two 6-edge sets", FIGURES.buildSeconds("korf"),
            FIGURES.search("korf"));
    public static final PatternDatabaseTier TINY = new PatternDatabaseTier(PatternDatabaseSet.TINY,
            "three 4-edge tables, for tests and short scrambles", 1, SearchCost.UNMEASURED);
    private static final double STANDARD_BUILD_SECONDS = FIGURES.buildSeconds("standard");
    private static final double LARGE_BUILD_SECONDS = FIGURES.buildSeconds("large");
    /** Not measured for random cubes; its build time is the standard tier's scaled by entries. */
    public static final CosetSolverTier SMALL = new CosetSolverTier(new NamedCosetTable("small", CosetTableSpec.EO8),
            "coset table with the U/D-edge flips (nxopt's design, 2 bits an entry)",
            scaledFromStandard(CosetTableSpec.EO8), SearchCost.UNMEASURED);
    public static final CosetSolverTier STANDARD = new CosetSolverTier(new NamedCosetTable("standard", CosetTableSpec.EO12),
            "coset table with the flips of all 12 edges (nxopt's design, 2 bits an entry)", STANDARD_BUILD_SECONDS,
            FIGURES.search("standard"));
    /**
     * All twelve edges' flips and which places hold the opposite E-slice edges: as many entries as
     * {@link #EARLIER_LARGE}'s table (2048 × 3 = 256 × 24), a finer use of them (a lookup averages
     * 11.06 against 10.94; docs/solver.md).
     */
    public static final CosetSolverTier LARGE = new CosetSolverTier(new NamedCosetTable("large", CosetTableSpec.EO12_PAIRS),
            "coset table with all 12 edges' flips and which places hold the opposite E-slice edges", LARGE_BUILD_SECONDS,
            FIGURES.search("large"));
    /**
     * {@code large}'s table until 2026-11-29 (nxopt's EO2 EP2, vcube's 208). Listed only where its
     * file is (an earlier version built it), where it still solves until the new {@code large} is
     * built; never offered for building.
     */
    public static final CosetSolverTier EARLIER_LARGE = new CosetSolverTier(
            new NamedCosetTable("earlier-large", CosetTableSpec.EO8_ORDER),
            "large's table until 2026-11-29 (the E-slice order and U/D-edge flips): the new large solves a random"
                    + " cube in about three quarters of its time, so build large, then delete this",
            FIGURES.buildSeconds("earlier-large"), FIGURES.search("earlier-large"));
    /**
     * The U/D-layer edges' flips with the corners' diagonal pairs, 62 entries in two words: 2.87 GB,
     * 1.067 times {@code standard}'s memory, 0.86 times its nodes and about 0.87 times its time on
     * random cubes (docs/decisions/corner-diagonal-pairs.md). Built on request only ({@link #ON_REQUEST}),
     * not yet offered in {@code standard}'s place.
     */
    public static final CosetSolverTier DIAGONALS = new CosetSolverTier(
            new NamedCosetTable("diagonals", CosetTableSpec.EO8_DIAGONALS),
            "coset table with the U/D-edge flips and the corners' diagonal pairs (62 entries in 16 bytes)",
            FIGURES.buildSeconds("diagonals"), FIGURES.search("diagonals"));
    /**
     * {@code diagonals}' first table (2026-11-29): the same entries, 30 to a word (2.96 GB). Listed only
     * where its file is, where it still solves until the new {@code diagonals} is built; never
     * offered for building.
     */
    public static final CosetSolverTier EARLIER_DIAGONALS = new CosetSolverTier(
            new NamedCosetTable("earlier-diagonals", CosetTableSpec.EO8_DIAGONALS_IN_WORDS),
            "diagonals' first table (30 entries a word, 2026-11-29): the new diagonals holds the same entries in 3 %"
                    + " less memory, so build diagonals, then delete this",
            FIGURES.buildSeconds("earlier-diagonals"), FIGURES.search("diagonals"));
    private static final double SLICE_FLIP8_BUILD_SECONDS = FIGURES.buildSeconds("slice-flip8");
    /**
     * {@code large}'s coset table paired with the slice group's table with the flips of whole
     * slices (48 symmetries, Tronto's H48 design on a true subgroup): two groups that miss different
     * cubes, so half {@code large}'s nodes. Its build is {@code large}'s and then the slice table's
     * (where {@code large} is built, only the slice table's). On the reference machine it solves a
     * random cube in the same median as {@code large} (half the nodes, but a read in 16 GB costs
     * more there than in 8 GB, and a node makes more reads; docs/solver.md), so with both built the
     * solver keeps to {@code large} ({@link #bestBuilt}); on a machine whose memory serves 16 GB as
     * fast as 8 GB the halved node count is the gain.
     */
    public static final PairedSolverTier HUGE = new PairedSolverTier("huge", LARGE.tier(), SliceTableSpec.FLIP8,
            "large's coset table and a slice-group table, 48 symmetries (Tronto's H48 design on a true subgroup)",
            LARGE_BUILD_SECONDS + SLICE_FLIP8_BUILD_SECONDS, SLICE_FLIP8_BUILD_SECONDS, FIGURES.search("huge"));
    public static final TableFreeTier MANHATTAN = new TableFreeTier("manhattan",
            "no tables: each cubie's own distance (Korf 1997's baseline)");
    public static final TableFreeTier NONE = new TableFreeTier("none", "no heuristic: brute-force iterative deepening");

    /** The tiers for solving, fastest last. */
    public static final List<SolverTier> SOLVING = List.of(KORF, SMALL, STANDARD, LARGE, HUGE);

    /**
     * Tiers of an earlier version's tables: listed and searched where built, never offered or
     * recommended for building.
     */
    public static final List<SolverTier> RETIRED = List.of(EARLIER_LARGE, EARLIER_DIAGONALS);

    /**
     * Tiers built only on request ({@code pdb build --tier}): listed where their tables are, after
     * the solving tier of their size, and then chosen as any built tier is ({@link #bestBuilt}).
     */
    public static final List<SolverTier> ON_REQUEST = List.of(DIAGONALS);

    /** Every tier with a fixed name, for listing and help. */
    public static final List<SolverTier> ALL = List.of(KORF, SMALL, STANDARD, DIAGONALS, LARGE, HUGE, EARLIER_LARGE,
            EARLIER_DIAGONALS, TINY,
            MANHATTAN, NONE,
            new InMemoryTier("partial", "the two-face partial problems of IJARCCE 2013, exact halves built in memory"),
            new InMemoryTier("partial-tiles", "the partial problems plus one corner's tiles, built in memory"),
            new InMemoryTier("corners", "Korf 1997's corner table alone, built in memory"));

    private TierRegistry() {
    }

    /** A coset table's build with no figures of its own: the standard tier's, scaled by entries. */
    private static double scaledFromStandard(CosetTableSpec spec) {
        return STANDARD_BUILD_SECONDS * spec.entries() / CosetTableSpec.EO12.entries();
    }

    /** The names of {@link #ALL}, in order. */
    public static List<String> names() {
        return ALL.stream().map(SolverTier::name).toList();
    }

    /**
     * The tier called {@code name}: one of {@link #ALL}, a test coset table by its table name
     * ({@code coset-eo0}, {@code coset-eo4}), a slice-group table by its name ({@code slice-flip0},
     * {@code slice-flip8}, which {@code huge} pairs with {@code large}'s, {@code slice-flip8-parity}), or a lab
     * table ({@code edges<k>}, {@code corners+edges<k>}).
     *
     * @throws UnknownTierException listing the valid names
     */
    public static SolverTier named(String name) {
        for (SolverTier tier : ALL) {
            if (tier.name().equals(name)) {
                return tier;
            }
        }
        // an earlier version's table named directly is that tier's, so it is not built again either
        for (SolverTier retired : RETIRED) {
            if (retired.tableNames().equals(List.of(name))) {
                return retired;
            }
        }
        // a table named directly has no figures of its own: its build is told as a measured table's of
        // its kind, scaled by entries, as small's is (not "under a second" for a table of gigabytes)
        for (CosetTableSpec spec : CosetTableSpec.ALL) {
            if (spec.name().equals(name)) {
                return new CosetSolverTier(new NamedCosetTable(name, spec), "coset test table " + name,
                        scaledFromStandard(spec), SearchCost.UNMEASURED);
            }
        }
        for (SliceTableSpec spec : SliceTableSpec.ALL) {
            if (spec.name().equals(name)) {
                return new SliceSolverTier(name, spec, "slice-group table " + name + " (48 symmetries)",
                        SLICE_FLIP8_BUILD_SECONDS * spec.entries() / SliceTableSpec.FLIP8.entries(),
                        SearchCost.UNMEASURED);
            }
        }
        if (HeuristicCatalog.knows(name)) {
            return new InMemoryTier(name, "lab table " + name + ", built in memory");
        }
        throw new UnknownTierException(name, names());
    }

    /**
     * The solving tier to search with: of those whose tables are built here and fit the machine's
     * memory, the fastest, a larger one only when it is clearly faster ({@link #RECOMMENDED_GAIN}).
     * A larger table loads longer and holds more memory, so it has to earn its place: on the
     * reference machine {@code huge} solves a random cube in the same median as {@code large}, so
     * with both built {@code large} is used.
     */
    public static SolverTier bestBuilt(TableLocation location, MachineResources resources) {
        return bestBuilt(listed(location), location, resources);
    }

    /** Whether {@code tier} is an earlier version's ({@link #RETIRED}): never built again. */
    public static boolean retired(SolverTier tier) {
        return RETIRED.contains(tier);
    }

    /** The tier whose tables replace a retired tier's ({@link #RETIRED}); the tier itself otherwise. */
    public static SolverTier successor(SolverTier tier) {
        if (tier.equals(EARLIER_LARGE)) {
            return LARGE;
        }
        return tier.equals(EARLIER_DIAGONALS) ? DIAGONALS : tier;
    }

    /**
     * The solving tiers, and the tiers built on request and the retired ones whose tables are here,
     * smallest first: what the tables window and {@code pdb list} show. A retired tier follows the tier that replaced it, of
     * the same size, so that with both built the new one solves unless the old is clearly faster.
     */
    public static List<SolverTier> listed(TableLocation location) {
        List<SolverTier> listed = new ArrayList<>(SOLVING);
        for (SolverTier onRequest : ON_REQUEST) {
            if (onRequest.status(location) != TierStatus.MISSING) {
                listed.add(listed.indexOf(STANDARD) + 1, onRequest);
            }
        }
        for (SolverTier retired : RETIRED) {
            if (retired.status(location) != TierStatus.MISSING) {
                // after its successor, or where the successor would be (a tier built on request, after standard)
                int successor = listed.indexOf(successor(retired));
                listed.add((successor >= 0 ? successor : listed.indexOf(STANDARD)) + 1, retired);
            }
        }
        return List.copyOf(listed);
    }

    /** {@link #bestBuilt} among {@code smallestFirst} (tests: made-up figures). */
    static SolverTier bestBuilt(List<SolverTier> smallestFirst, TableLocation location, MachineResources resources) {
        return clearlyFastest(smallestFirst.stream().filter(tier -> tier.unfit(resources).isEmpty()
                && tier.status(location) == TierStatus.BUILT).toList());
    }

    /** The longest build the recommendation asks for: a coffee break, not an evening. */
    public static final double RECOMMENDED_BUILD_SECONDS = 30 * 60;

    /**
     * How much faster a larger tier must solve a random cube to be recommended over a smaller one:
     * a table three times the size and a build four times as long are not worth a tenth.
     */
    static final double RECOMMENDED_GAIN = 0.9;

    /**
     * The tier to build: of the measured solving tiers this machine can build and hold whose build
     * takes at most half an hour, the one that solves a random cube fastest, a larger one only when
     * it is clearly faster ({@link #RECOMMENDED_GAIN}). On the reference machine that is
     * {@code large} (a build of about 19 minutes; a random cube in 0.73 times {@code standard}'s
     * time on two cores); where it does not fit, {@code standard}.
     */
    public static SolverTier recommended(MachineResources resources) {
        return recommended(SOLVING, resources);
    }

    /** {@link #recommended} among {@code smallestFirst} (tests: made-up figures). */
    static SolverTier recommended(List<SolverTier> smallestFirst, MachineResources resources) {
        return clearlyFastest(smallestFirst.stream().filter(tier -> tier.unfit(resources).isEmpty()
                && tier.cannotBuild(resources).isEmpty() && tier.searchCost().measured()
                && tier.referenceBuildSeconds() <= RECOMMENDED_BUILD_SECONDS).toList());
    }

    /**
     * Of tiers smallest first: the fastest, a larger one only when it is clearly faster; else korf.
     * Where either of two tiers was not measured, the larger wins, as a larger table bounds higher.
     */
    static SolverTier clearlyFastest(List<SolverTier> smallestFirst) {
        SolverTier best = null;
        for (SolverTier tier : smallestFirst) {
            if (best == null || !(tier.searchCost().measured() && best.searchCost().measured())
                    || tier.searchCost().randomCubeSeconds() < RECOMMENDED_GAIN * best.searchCost().randomCubeSeconds()) {
                best = tier;
            }
        }
        return best == null ? KORF : best;
    }

    /** {@code requested}, or the largest smaller solving tier when it does not fit in memory (saying why). */
    public static Fitted fitting(SolverTier requested, MachineResources resources) {
        List<String> notes = new ArrayList<>();
        int index = SOLVING.indexOf(requested);
        SolverTier tier = requested;
        while (index > 0 && tier.unfit(resources).isPresent()) {
            SolverTier smaller = SOLVING.get(index - 1);
            notes.add(tier.unfit(resources).get() + ": using tier " + smaller.name());
            tier = smaller;
            index--;
        }
        return new Fitted(tier, notes);
    }

    /** A tier that fits, and one line for each larger tier passed over. */
    public record Fitted(SolverTier tier, List<String> notes) {
        public Fitted {
            notes = List.copyOf(notes);
        }
    }

    /** The registry's tier for {@code name} if it is a coset tier the user picks. */
    public static Optional<CosetSolverTier> coset(String name) {
        return SOLVING.stream().filter(CosetSolverTier.class::isInstance).map(CosetSolverTier.class::cast)
                .filter(tier -> tier.name().equals(name)).findFirst();
    }
}
