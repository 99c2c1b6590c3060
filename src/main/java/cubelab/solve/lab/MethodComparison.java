package cubelab.ui.lab;

import cubelab.model.CubieCube;
import cubelab.model.FaceTurn;
import cubelab.model.RandomMoveScrambler;
import cubelab.notation.Algorithm;
import cubelab.search.BidirectionalAStar;
import cubelab.search.BidirectionalResult;
import cubelab.search.Cancellation;
import cubelab.search.Heuristic;
import cubelab.search.IdaStar;
import cubelab.search.PerimeterHeuristic;
import cubelab.search.PieceHeuristic;
import cubelab.search.SearchOptions;
import cubelab.search.SearchResult;
import cubelab.search.TieBreak;
import cubelab.search.lab.HeuristicCatalog;
import cubelab.tables.TableStore;
import cubelab.tables.Tier;
import cubelab.tables.backward.BackwardStore;
import cubelab.tables.backward.BackwardStoreBuilder;
import cubelab.tables.backward.KeyMoves;
import cubelab.tables.backward.StoreLayout;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;
import java.util.concurrent.CancellationException;

/**
 * The experiment of {@code cubelab lab compare}, without JavaFX: N random-move cubes of K moves,
 * each solved by IDA*, perimeter IDA* and bidirectional A* (three tie-breaks). Every solution is
 * replayed on its cube; a row is flagged if it does not solve the cube or if the methods disagree
 * on the optimal length.
 */
public final class LabExperiment {

    /** The method names, in the order each cube is solved. */
    public static final List<String> METHODS = List.of("ida", "perimeter", "bidirectional-fifo",
            "bidirectional-lifo", "bidirectional-extra_heuristic");

    /** What to run; {@code tier} is "tiny" (built in memory) or "korf" (from the standard table store). */
    public record Config(String tier, int count, int moves, int depth, long seed, int threads, long maxExpanded) {

        public Config {
            if (count < 1 || moves < 0 || depth < 0 || depth > BackwardStoreBuilder.MAX_DEPTH || threads < 1) {
                throw new IllegalArgumentException("bad lab configuration");
            }
        }

        public static Config of(String tier, int count, int moves, int depth) {
            return new Config(tier, count, moves, depth, 1, Math.max(1, Runtime.getRuntime().availableProcessors()),
                    5_000_000);
        }

        int solveCount() {
            return count * METHODS.size();
        }
    }

    /** Progress: a short text and the fraction done (0..1). */
    public interface Progress {
        void update(String text, double fraction);
    }

    private LabExperiment() {
    }

    /** True if every korf table is in the standard store. */
    public static boolean korfAvailable() {
        try {
            TableStore store = TableStore.standard();
            return Tier.KORF.tables().stream().allMatch(store::has);
        } catch (RuntimeException e) {
            return false;
        }
    }

    /** Runs the experiment with tables made for this run alone. */
    public static List<LabRow> run(Config config, Cancellation token, Progress progress) throws Exception {
        return run(config, new HeuristicCatalog(korfAvailable() ? TableStore.standard() : null, config.threads()),
                token, progress);
    }

    /**
     * Runs the experiment, taking the heuristic from {@code catalog} (which keeps its tables for
     * the next run); throws {@link CancellationException} once {@code token} is cancelled.
     */
    public static List<LabRow> run(Config config, HeuristicCatalog catalog, Cancellation token, Progress progress)
            throws Exception {
        progress.update("Loading the " + config.tier() + " heuristic…", 0);
        Heuristic base = catalog.get(config.tier(), token, (text, fraction) -> progress.update(text, 0)).heuristic();
        check(token);
        progress.update("Building the backward store to depth " + config.depth() + "…", 0);
        KeyMoves keyMoves = KeyMoves.build();
        BackwardStore store = new BackwardStoreBuilder(config.depth(), StoreLayout.recommended(), config.seed(),
                keyMoves).build((d, n, t) -> { }, token::isCancelled);
        check(token);
        PerimeterHeuristic perimeter = new PerimeterHeuristic(base, store, keyMoves);
        SearchOptions options = SearchOptions.defaults().withCancellation(token);
        RandomMoveScrambler scrambler = new RandomMoveScrambler(new SplittableRandom(config.seed()));
        List<LabRow> rows = new ArrayList<>();
        int done = 0;
        for (int i = 0; i < config.count(); i++) {
            List<FaceTurn> scramble = scrambler.next(config.moves());
            CubieCube cube = CubieCube.SOLVED.apply(scramble);
            String text = SearchResult.toAlgorithm(scramble).toString();
            List<LabRow> cubeRows = new ArrayList<>();
            for (String method : METHODS) {
                progress.update(String.format(Locale.ROOT, "Cube %d of %d: %s", i + 1, config.count(), method),
                        (double) done / config.solveCount());
                cubeRows.add(solve(i + 1, text, cube, method, base, perimeter, store, keyMoves, options, config));
                check(token);
                done++;
            }
            rows.addAll(flagDisagreement(cubeRows));
        }
        progress.update("Done", 1);
        return rows;
    }

    private static LabRow solve(int index, String text, CubieCube cube, String method, Heuristic base,
            PerimeterHeuristic perimeter, BackwardStore store, KeyMoves keyMoves, SearchOptions options,
            Config config) throws InterruptedException {
        if (method.equals("ida") || method.equals("perimeter")) {
            SearchResult result = new IdaStar(method.equals("ida") ? base : perimeter, config.threads())
                    .solve(cube, options);
            Algorithm solution = result.solved() ? result.solution() : null;
            return row(index, text, cube, method, result.status(), solution, result.nodes(), result.elapsedSeconds());
        }
        TieBreak tieBreak = TieBreak.valueOf(method.substring("bidirectional-".length()).toUpperCase(Locale.ROOT));
        BidirectionalAStar search = new BidirectionalAStar(base, store, keyMoves, tieBreak,
                tieBreak == TieBreak.EXTRA_HEURISTIC ? PieceHeuristic.manhattan() : null);
        BidirectionalResult result = search.solve(cube, options, config.maxExpanded());
        return row(index, text, cube, method, result.status(), result.solved() ? result.solution() : null,
                result.expanded(), result.elapsedSeconds());
    }

    private static LabRow row(int index, String text, CubieCube cube, String method, SearchResult.Status status,
            Algorithm solution, long nodes, double seconds) {
        boolean replayOk = solution != null && replays(cube, solution);
        String flag = solution == null ? "not solved (" + status + ")" : replayOk ? "" : "solution does not solve the cube";
        return new LabRow(index, text, method, status.name(), solution == null ? -1 : solution.size(), nodes, seconds,
                replayOk, flag);
    }

    /** True if applying the solution's face turns to {@code cube} gives the solved cube. */
    public static boolean replays(CubieCube cube, Algorithm solution) {
        return cube.apply(solution.moves().stream().map(FaceTurn::of).toList()).isSolved();
    }

    /** Flags every row of one cube if the solved rows do not all have the same length. */
    static List<LabRow> flagDisagreement(List<LabRow> cubeRows) {
        long lengths = cubeRows.stream().filter(r -> r.length() >= 0).mapToInt(LabRow::length).distinct().count();
        if (lengths <= 1) {
            return cubeRows;
        }
        return cubeRows.stream().map(r -> r.withFlag("methods disagree on the optimal length")).toList();
    }

    /** The mean of {@code value} per method over the rows, in {@link #METHODS} order (methods without rows left out). */
    public static java.util.Map<String, Double> meanByMethod(List<LabRow> rows,
            java.util.function.ToDoubleFunction<LabRow> value) {
        java.util.Map<String, Double> means = new java.util.LinkedHashMap<>();
        for (String method : METHODS) {
            rows.stream().filter(r -> r.method().equals(method)).mapToDouble(value).average()
                    .ifPresent(mean -> means.put(method, mean));
        }
        return means;
    }

    /** The rows as CSV text, header first, one line per row. */
    public static String toCsv(List<LabRow> rows) {
        StringBuilder csv = new StringBuilder(LabRow.CSV_HEADER).append('\n');
        for (LabRow row : rows) {
            csv.append(row.toCsv()).append('\n');
        }
        return csv.toString();
    }

    private static void check(Cancellation token) {
        if (token.isCancelled()) {
            throw new CancellationException("lab experiment cancelled");
        }
    }
}
