package cubelab.solve.lab;

import cubelab.common.Cancellation;
import cubelab.common.Progress;
import cubelab.model.CubieCube;
import cubelab.model.FaceTurn;
import cubelab.model.RandomMoveScrambler;
import cubelab.notation.Algorithm;
import cubelab.search.BidirectionalAStar;
import cubelab.search.BidirectionalResult;
import cubelab.search.Heuristic;
import cubelab.search.IdaStar;
import cubelab.search.PerimeterHeuristic;
import cubelab.search.PieceHeuristic;
import cubelab.search.SearchOptions;
import cubelab.search.SearchResult;
import cubelab.search.TieBreak;
import cubelab.solve.LoadedTier;
import cubelab.solve.tier.HeuristicCatalog;
import cubelab.tables.backward.BackwardStore;
import cubelab.tables.backward.BackwardStoreBuilder;
import cubelab.tables.backward.KeyMoves;
import cubelab.tables.backward.StoreLayout;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.concurrent.CancellationException;
import java.util.function.ToDoubleFunction;

/**
 * The comparison of bidirectional A* with pre-stored backward states (IJARCCE 2013) against
 * IDA*, for the Lab tab and {@code cubelab lab compare} alike: N random-move cubes of K moves,
 * each solved by IDA*, perimeter IDA* and bidirectional A* (three tie-breaks). Every solution is
 * replayed on its cube; a row is flagged if it does not solve the cube or if the methods disagree
 * on the optimal length.
 */
public final class MethodComparison {

    /** The method names, in the order each cube is solved. */
    public static final List<String> METHODS = List.of("ida", "perimeter", "bidirectional-fifo",
            "bidirectional-lifo", "bidirectional-extra_heuristic");

    /**
     * What to run. {@code depth} is the backward store's d_back; {@code maxExpanded} caps each A*
     * search; {@code timeLimit}, if present, caps each solve.
     */
    public record Config(int count, int moves, int depth, long seed, int threads, long maxExpanded,
                         Optional<Duration> timeLimit) {

        public Config {
            if (count < 1 || moves < 0 || depth < 0 || depth > BackwardStoreBuilder.MAX_DEPTH || threads < 1
                    || maxExpanded < 1) {
                throw new IllegalArgumentException("bad comparison configuration");
            }
        }

        /** The Lab tab's defaults: seed 1, every core, 5 M expansions, no time limit. */
        public static Config of(int count, int moves, int depth) {
            return new Config(count, moves, depth, 1, Math.max(1, Runtime.getRuntime().availableProcessors()),
                    5_000_000, Optional.empty());
        }

        int solveCount() {
            return count * METHODS.size();
        }
    }

    private MethodComparison() {
    }

    /**
     * Runs the comparison with the heuristic named {@code tier} from {@code catalog} (which keeps
     * its tables for the next run).
     *
     * @throws CancellationException once {@code token} is cancelled
     */
    public static List<ComparisonRow> run(String tier, Config config, HeuristicCatalog catalog, Cancellation token,
            Progress progress) throws Exception {
        progress.update("Loading the " + tier + " heuristic…", 0);
        Heuristic base = catalog.get(tier, token, (text, fraction) -> progress.update(text, 0)).heuristic();
        return run(base, config, token, progress);
    }

    /**
     * Runs the comparison over a loaded tier's heuristic ({@link #run(Heuristic, Config, Cancellation, Progress)}).
     *
     * @throws CancellationException once {@code token} is cancelled
     */
    public static List<ComparisonRow> run(LoadedTier base, Config config, Cancellation token, Progress progress)
            throws Exception {
        return run(base.heuristic(), config, token, progress);
    }

    /**
     * Runs the comparison over {@code base}, building the backward store first.
     *
     * @throws CancellationException once {@code token} is cancelled
     */
    public static List<ComparisonRow> run(Heuristic base, Config config, Cancellation token, Progress progress)
            throws Exception {
        check(token);
        progress.update("Building the backward store to depth " + config.depth() + "…", 0);
        KeyMoves keyMoves = KeyMoves.build();
        BackwardStore store = new BackwardStoreBuilder(config.depth(), StoreLayout.recommended(), config.seed(),
                keyMoves).build((d, n, t) -> progress.update(String.format(Locale.ROOT,
                        "Backward store depth %d: %,d states", d, n), 0), token);
        check(token);
        Solvers solvers = new Solvers(base, new PerimeterHeuristic(base, store, keyMoves), store, keyMoves);
        SearchOptions options = SearchOptions.defaults().withCancellation(token);
        if (config.timeLimit().isPresent()) {
            options = options.withTimeLimit(config.timeLimit().get());
        }
        RandomMoveScrambler scrambler = new RandomMoveScrambler(new SplittableRandom(config.seed()));
        List<ComparisonRow> rows = new ArrayList<>();
        int done = 0;
        for (int i = 0; i < config.count(); i++) {
            List<FaceTurn> scramble = scrambler.next(config.moves());
            CubieCube cube = CubieCube.SOLVED.apply(scramble);
            String text = SearchResult.toAlgorithm(scramble).toString();
            List<ComparisonRow> cubeRows = new ArrayList<>();
            for (String method : METHODS) {
                progress.update(String.format(Locale.ROOT, "Cube %d of %d: %s", i + 1, config.count(), method),
                        (double) done / config.solveCount());
                cubeRows.add(solvers.solve(i + 1, text, cube, method, options, config));
                check(token);
                done++;
            }
            rows.addAll(flagDisagreement(cubeRows));
        }
        progress.update("Done", 1);
        return rows;
    }

    /** The heuristics and the store one run shares between its cubes. */
    private record Solvers(Heuristic base, PerimeterHeuristic perimeter, BackwardStore store, KeyMoves keyMoves) {

        ComparisonRow solve(int index, String text, CubieCube cube, String method, SearchOptions options,
                Config config) throws InterruptedException {
            if (method.equals("ida") || method.equals("perimeter")) {
                Heuristic heuristic = method.equals("ida") ? base : perimeter;
                SearchResult result = new IdaStar(heuristic, config.threads()).solve(cube, options);
                int[] root = new int[heuristic.stateWidth()];
                heuristic.encode(cube, root, 0);
                return row(index, text, cube, method, result.status(), result.solved() ? result.solution() : null,
                        result.nodes(), result.elapsedSeconds(), heuristic.estimate(root, 0));
            }
            TieBreak tieBreak = TieBreak.valueOf(method.substring("bidirectional-".length()).toUpperCase(Locale.ROOT));
            BidirectionalAStar search = new BidirectionalAStar(base, store, keyMoves, tieBreak,
                    tieBreak == TieBreak.EXTRA_HEURISTIC ? PieceHeuristic.manhattan() : null);
            BidirectionalResult result = search.solve(cube, options, config.maxExpanded());
            return row(index, text, cube, method, result.status(), result.solved() ? result.solution() : null,
                    result.expanded(), result.elapsedSeconds(), -1);
        }
    }

    private static ComparisonRow row(int index, String text, CubieCube cube, String method, SearchResult.Status status,
            Algorithm solution, long nodes, double seconds, int rootEstimate) {
        boolean replayOk = solution != null && replays(cube, solution);
        String flag = solution == null ? "not solved (" + status + ")" : replayOk ? "" : "solution does not solve the cube";
        return new ComparisonRow(index, text, method, status.name(), solution == null ? -1 : solution.size(), nodes,
                seconds, rootEstimate, replayOk, flag);
    }

    /** True if applying the solution's face turns to {@code cube} gives the solved cube. */
    public static boolean replays(CubieCube cube, Algorithm solution) {
        return cube.apply(solution.moves().stream().map(FaceTurn::of).toList()).isSolved();
    }

    /** Flags every row of one cube if the solved rows do not all have the same length. */
    static List<ComparisonRow> flagDisagreement(List<ComparisonRow> cubeRows) {
        long lengths = cubeRows.stream().filter(r -> r.length() >= 0).mapToInt(ComparisonRow::length).distinct().count();
        if (lengths <= 1) {
            return cubeRows;
        }
        return cubeRows.stream().map(r -> r.withFlag("methods disagree on the optimal length")).toList();
    }

    /** The mean of {@code value} per method over the rows, in {@link #METHODS} order (methods without rows left out). */
    public static Map<String, Double> meanByMethod(List<ComparisonRow> rows, ToDoubleFunction<ComparisonRow> value) {
        Map<String, Double> means = new LinkedHashMap<>();
        for (String method : METHODS) {
            rows.stream().filter(r -> r.method().equals(method)).mapToDouble(value).average()
                    .ifPresent(mean -> means.put(method, mean));
        }
        return means;
    }

    /** The rows as CSV text, header first, one line per row. */
    public static String toCsv(List<ComparisonRow> rows) {
        return CsvText.of(ComparisonRow.CSV_HEADER, rows.stream().map(ComparisonRow::csvFields).toList());
    }

    private static void check(Cancellation token) {
        if (token.isCancelled()) {
            throw new CancellationException("comparison cancelled");
        }
    }
}
