package cubelab.cli;

import cubelab.model.CubieCube;
import cubelab.model.FaceTurn;
import cubelab.model.RandomMoveScrambler;
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
import cubelab.search.lab.Experiment;
import cubelab.search.lab.ExperimentResult;
import cubelab.search.lab.StoreLayoutExperiment;
import cubelab.tables.backward.BackwardStore;
import cubelab.tables.backward.BackwardStoreBuilder;
import cubelab.tables.backward.KeyMoves;
import cubelab.tables.backward.StoreLayout;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code lab}: the experiments behind docs/backward-store.md, as CSV on standard output. */
@Command(name = "lab", mixinStandardHelpOptions = true,
        description = "Run the Algorithm Lab experiments; CSV on standard output, progress on standard error.",
        subcommands = {LabCommand.Store.class, LabCommand.Compare.class, LabHeuristicsCommand.class,
                LabTablesCommand.class})
final class LabCommand implements Runnable {

    @Spec
    private CommandSpec spec;

    @Override
    public void run() {
        throw new picocli.CommandLine.ParameterException(spec.commandLine(), "missing subcommand: store, compare, heuristics or tables");
    }

    /** Progress lines on standard error, one per step. */
    static Experiment.Progress progress(PrintWriter err) {
        return (text, fraction) -> {
            err.printf(Locale.ROOT, "[%3.0f%%] %s%n", fraction * 100, text);
            err.flush();
        };
    }

    /** Every store layout at several bucket counts: memory per state and cache lines per lookup. */
    @Command(name = "store", mixinStandardHelpOptions = true,
            description = "Measure the backward store's layouts (IJARCCE 2013, Tables IV-VI).")
    static final class Store implements Callable<Integer> {

        @Spec
        private CommandSpec spec;

        @Option(names = "--depth", defaultValue = "5", description = "d_back, 0..7 (default ${DEFAULT-VALUE})")
        private int depth;

        @Option(names = "--buckets", split = ",", defaultValue = "0.25,0.5,1,2",
                description = "buckets per state to try (default ${DEFAULT-VALUE})")
        private double[] bucketsPerState;

        @Option(names = "--samples", converter = OptionRanges.PositiveCount.class, defaultValue = "100000", description = "lookups measured per layout")
        private int samples;

        @Option(names = "--seed", defaultValue = "7")
        private long seed;

        @Override
        public Integer call() {
            if (depth < 0 || depth > BackwardStoreBuilder.MAX_DEPTH || samples < 1) {
                throw new UserException(ExitCodes.USAGE,
                        "error: --depth must be 0.." + BackwardStoreBuilder.MAX_DEPTH + " and --samples positive");
            }
            List<Double> buckets = java.util.Arrays.stream(bucketsPerState).boxed().toList();
            ExperimentResult result = StoreLayoutExperiment.run(
                    new StoreLayoutExperiment.Config(depth, buckets, samples, seed), new Cancellation(),
                    progress(spec.commandLine().getErr()));
            spec.commandLine().getOut().print(result.toCsv());
            spec.commandLine().getOut().flush();
            return ExitCodes.OK;
        }
    }

    /** IDA*, perimeter IDA* and bidirectional A* on the same cubes: length, nodes, time, root h. */
    @Command(name = "compare", mixinStandardHelpOptions = true,
            description = "Compare IDA*, perimeter IDA* and bidirectional A* on random-move cubes.")
    static final class Compare implements Callable<Integer> {

        @Spec
        private CommandSpec spec;

        @Option(names = "--tier", converter = TierNames.Heuristics.class, completionCandidates = TierNames.Heuristics.class, defaultValue = "korf",
                description = "heuristic: korf, tiny, manhattan, none, partial, partial-tiles, corners, edges<k>")
        private String tier;

        @Option(names = "--tables", paramLabel = "DIR", description = "table directory")
        private Path tables;

        @Option(names = "--depth", defaultValue = "6", description = "d_back of the backward store (default ${DEFAULT-VALUE})")
        private int depth;

        @Option(names = "--moves", converter = OptionRanges.Moves.class, defaultValue = "12", description = "random moves per cube (default ${DEFAULT-VALUE})")
        private int moves;

        @Option(names = "--count", converter = OptionRanges.Count.class, defaultValue = "5", description = "cubes (default ${DEFAULT-VALUE})")
        private int count;

        @Option(names = "--seed", defaultValue = "1")
        private long seed;

        @Option(names = "--threads", converter = OptionRanges.Threads.class, description = "IDA* threads (default: all cores)")
        private int threads = Runtime.getRuntime().availableProcessors();

        @Option(names = "--max-expanded", converter = OptionRanges.NodeCap.class, defaultValue = "20000000",
                description = "A* gives up after this many expansions (default ${DEFAULT-VALUE})")
        private long maxExpanded;

        @Option(names = "--timeout", converter = OptionRanges.Seconds.class, defaultValue = "600", description = "seconds per cube and method")
        private double timeout;

        @Override
        public Integer call() throws Exception {
            if (depth < 0 || depth > BackwardStoreBuilder.MAX_DEPTH || moves < 0 || count < 1 || threads < 1) {
                throw new UserException(ExitCodes.USAGE, "error: bad --depth, --moves, --count or --threads");
            }
            PrintWriter out = spec.commandLine().getOut();
            PrintWriter err = spec.commandLine().getErr();
            Heuristic base = HeuristicChoice.load(tier, tables, threads, err).heuristic();
            err.printf("building the backward store to depth %d%n", depth);
            err.flush();
            KeyMoves keyMoves = KeyMoves.build();
            BackwardStore store = new BackwardStoreBuilder(depth, StoreLayout.recommended(), seed, keyMoves)
                    .build((d, n, t) -> err.printf(Locale.ROOT, "  depth %d: %d states, %.1f s%n", d, n, t / 1e9),
                            () -> false);
            PerimeterHeuristic perimeter = new PerimeterHeuristic(base, store, keyMoves);
            SearchOptions options = SearchOptions.defaults().withTimeLimit(Duration.ofMillis((long) (timeout * 1000)));
            out.println("cube,scramble,method,status,length,expanded,generated,seconds,root_h");
            RandomMoveScrambler scrambler = new RandomMoveScrambler(new SplittableRandom(seed));
            for (int i = 0; i < count; i++) {
                List<FaceTurn> scramble = scrambler.next(moves);
                CubieCube cube = CubieCube.SOLVED.apply(scramble);
                String text = SearchResult.toAlgorithm(scramble).toString();
                for (Heuristic heuristic : List.of(base, perimeter)) {
                    SearchResult result = new IdaStar(heuristic, threads).solve(cube, options);
                    int[] root = new int[heuristic.stateWidth()];
                    heuristic.encode(cube, root, 0);
                    row(out, i, text, heuristic == base ? "ida" : "perimeter", result.status(),
                            result.solved() ? result.depth() : -1, -1, result.nodes(), result.elapsedSeconds(),
                            heuristic.estimate(root, 0));
                }
                List<TieBreak> tieBreaks = new ArrayList<>(List.of(TieBreak.values()));
                for (TieBreak tieBreak : tieBreaks) {
                    BidirectionalAStar search = new BidirectionalAStar(base, store, keyMoves, tieBreak,
                            tieBreak == TieBreak.EXTRA_HEURISTIC ? PieceHeuristic.manhattan() : null);
                    BidirectionalResult result = search.solve(cube, options, maxExpanded);
                    row(out, i, text, "bidirectional-" + tieBreak.name().toLowerCase(Locale.ROOT), result.status(),
                            result.solved() ? result.solution().size() : -1, result.expanded(), result.generated(),
                            result.elapsedSeconds(), -1);
                }
                ClosedOutput.check(out);
            }
            return ExitCodes.OK;
        }

        private static void row(PrintWriter out, int cube, String scramble, String method, SearchResult.Status status,
                int length, long expanded, long generated, double seconds, int rootH) {
            out.printf(Locale.ROOT, "%d,\"%s\",%s,%s,%d,%d,%d,%.3f,%d%n", cube, scramble, method, status, length,
                    expanded, generated, seconds, rootH);
        }
    }
}
