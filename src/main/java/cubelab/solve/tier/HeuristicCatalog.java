package cubelab.solve.tier;

import cubelab.common.Cancellation;
import cubelab.common.Progress;
import cubelab.coord.EdgeSubsetCoordinate;
import cubelab.model.Edge;
import cubelab.search.Heuristic;
import cubelab.search.PartialProblemHeuristic;
import cubelab.search.PatternDatabaseHeuristic;
import cubelab.search.PieceHeuristic;
import cubelab.tables.BuildListener;
import cubelab.tables.PartialProblem;
import cubelab.tables.PatternDatabase;
import cubelab.tables.PatternDatabaseBuilder;
import cubelab.tables.TableFileException;
import cubelab.tables.TableSpec;
import cubelab.tables.TableStore;
import cubelab.tables.PatternDatabaseSet;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CancellationException;

/**
 * The heuristics the lab compares, by name, with the tables each needs: read from the table
 * store when installed there, otherwise built in memory (and kept for the next experiment).
 *
 * <ul>
 * <li>{@code none}, {@code manhattan}: no tables (brute force; Korf's edge Manhattan distance).
 * <li>{@code tiny}, {@code korf}: the tiers.
 * <li>{@code corners}: Korf's corner table alone (plus one-edge tables, 24 entries each, that
 *     only make the goal test exact).
 * <li>{@code edges<k>}, {@code corners+edges<k>} (k = 2..7): edge tables of k edges covering all
 *     twelve, with or without the corners: the table sizes of Korf's t ≈ n/m.
 * <li>{@code partial}, {@code partial-tiles}: the IJARCCE 2013 paper's partial problems (three pairs of faces,
 *     without or with the tiles of one extra corner each).
 * </ul>
 * One instance per owner; thread safe.
 */
public final class HeuristicCatalog {

    /** The names {@link #get} knows besides {@code edges<k>} and {@code corners+edges<k>}. */
    public static final List<String> NAMES = List.of("none", "manhattan", "tiny", "korf", "corners", "partial",
            "partial-tiles");

    /** The order edges are cut into k-edge sets: Korf's two six-edge sets one after the other. */
    private static final List<Edge> EDGE_ORDER = List.of(Edge.UR, Edge.UF, Edge.UL, Edge.UB, Edge.FR, Edge.FL,
            Edge.DR, Edge.DF, Edge.DL, Edge.DB, Edge.BL, Edge.BR);

    /** A heuristic with the number of table entries it reads (m) and the seconds spent building or loading. */
    public record Entry(String name, Heuristic heuristic, long entries, double seconds) {
    }

    private final TableStore store;
    private final int threads;
    private final Map<String, PatternDatabase> tables = new HashMap<>();
    private final Map<String, Entry> heuristics = new HashMap<>();

    /** @param store where installed tables are read from; null to build every table */
    public HeuristicCatalog(TableStore store, int threads) {
        this.store = store;
        this.threads = threads;
    }

    /** A catalog reading the tables installed in {@code location}, building the others. */
    public static HeuristicCatalog at(TableLocation location, int threads) {
        return new HeuristicCatalog(location.store(), threads);
    }

    /** The window's catalog: Korf's tables read from the standard location when all are installed, the rest built. */
    public static HeuristicCatalog standard(int threads) {
        return new HeuristicCatalog(korfInstalled() ? TableStore.standard() : null, threads);
    }

    /** True if every korf table is in the standard store. */
    public static boolean korfInstalled() {
        try {
            TableStore store = TableStore.standard();
            return PatternDatabaseSet.KORF.tables().stream().allMatch(store::has);
        } catch (RuntimeException e) {
            return false;
        }
    }

    /** True if {@code name} is a heuristic this catalog can make. */
    public static boolean knows(String name) {
        return NAMES.contains(name) || edgeCount(name) > 0;
    }

    /** The heuristic called {@code name}, made on first use. */
    public synchronized Entry get(String name, Cancellation token, Progress progress)
            throws InterruptedException, TableFileException {
        Entry known = heuristics.get(name);
        if (known != null) {
            return known;
        }
        long start = System.nanoTime();
        Heuristic heuristic;
        long entries;
        switch (name) {
            case "none" -> {
                heuristic = PieceHeuristic.empty();
                entries = 0;
            }
            case "manhattan" -> {
                heuristic = PieceHeuristic.manhattan();
                entries = 0;
            }
            case "partial", "partial-tiles" -> {
                List<PartialProblem> problems = name.equals("partial")
                        ? PartialProblem.THREE_PAIRS : PartialProblem.PAIRS_PLUS_TILES;
                List<TableSpec> specs = new ArrayList<>();
                for (PartialProblem problem : problems) {
                    specs.add(problem.cornerTable());
                    specs.add(problem.edgeTable());
                }
                List<PatternDatabase> loaded = load(specs, token, progress);
                heuristic = new PartialProblemHeuristic(name, problems, loaded);
                entries = sum(loaded);
            }
            default -> {
                List<PatternDatabase> loaded = load(specs(name), token, progress);
                heuristic = new PatternDatabaseHeuristic(name, loaded);
                entries = sum(loaded);
            }
        }
        Entry entry = new Entry(name, heuristic, entries, (System.nanoTime() - start) / 1e9);
        heuristics.put(name, entry);
        return entry;
    }

    /** The tables of a pattern-database heuristic. */
    public static List<TableSpec> specs(String name) {
        switch (name) {
            case "tiny":
                return PatternDatabaseSet.TINY.tables();
            case "korf":
                return PatternDatabaseSet.KORF.tables();
            case "corners": {
                List<TableSpec> specs = new ArrayList<>(List.of(TableSpec.corners()));
                for (Edge edge : Edge.values()) {
                    specs.add(TableSpec.edges(EdgeSubsetCoordinate.of(edge)));
                }
                return specs;
            }
            default:
                int k = edgeCount(name);
                if (k <= 0) {
                    throw new IllegalArgumentException("unknown heuristic " + name + "; known: " + NAMES
                            + ", edges<k>, corners+edges<k> (k = 2..7)");
                }
                List<TableSpec> specs = new ArrayList<>();
                if (name.startsWith("corners+")) {
                    specs.add(TableSpec.corners());
                }
                for (List<Edge> set : edgeSets(k)) {
                    specs.add(TableSpec.edges(new EdgeSubsetCoordinate(set)));
                }
                return specs;
        }
    }

    /** k-edge sets covering all twelve edges: consecutive runs, the last one reaching back to k. */
    static List<List<Edge>> edgeSets(int k) {
        List<List<Edge>> sets = new ArrayList<>();
        for (int from = 0; from < Edge.COUNT; from += k) {
            int start = Math.min(from, Edge.COUNT - k);
            sets.add(EDGE_ORDER.subList(start, start + k));
        }
        return sets;
    }

    /** k of {@code edges<k>} or {@code corners+edges<k>}, or 0. */
    private static int edgeCount(String name) {
        String rest = name.startsWith("corners+") ? name.substring("corners+".length()) : name;
        if (!rest.matches("edges[2-7]")) {
            return 0;
        }
        return rest.charAt(5) - '0';
    }

    private List<PatternDatabase> load(List<TableSpec> specs, Cancellation token, Progress progress)
            throws InterruptedException, TableFileException {
        List<PatternDatabase> loaded = new ArrayList<>();
        for (TableSpec spec : specs) {
            if (token.isCancelled()) {
                throw new CancellationException("lab experiment cancelled");
            }
            PatternDatabase table = tables.get(spec.name());
            if (table == null) {
                if (store != null && !spec.isStickers() && store.has(spec)) {
                    progress.update("Loading table " + spec.name() + "…", 0);
                    table = store.open(spec);
                } else {
                    progress.update(String.format("Building table %s (%,d entries)…", spec.name(), spec.entries()), 0);
                    table = new PatternDatabaseBuilder(threads, BuildListener.NONE).build(spec);
                }
                tables.put(spec.name(), table);
            }
            loaded.add(table);
        }
        return loaded;
    }

    private static long sum(List<PatternDatabase> tables) {
        return tables.stream().mapToLong(PatternDatabase::entries).sum();
    }
}
