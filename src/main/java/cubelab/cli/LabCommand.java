package cubelab.cli;

import cubelab.cli.options.StandardOutput;
import cubelab.cli.options.OptionRanges;
import cubelab.cli.options.TablesOption;
import cubelab.cli.options.ThreadsOption;
import cubelab.common.Cancellation;
import cubelab.common.Progress;
import cubelab.solve.LoadedTier;
import cubelab.solve.TierChoice;
import cubelab.solve.lab.ExperimentResult;
import cubelab.solve.lab.StoreLayoutExperiment;
import cubelab.solve.lab.ComparisonRow;
import cubelab.solve.lab.MethodComparison;
import java.io.PrintWriter;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Mixin;
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
    static Progress progress(PrintWriter err) {
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

        @Option(names = "--depth", defaultValue = "5", converter = OptionRanges.StoreDepth.class,
                description = "d_back, 0 to 7 (default ${DEFAULT-VALUE})")
        private int depth;

        @Option(names = "--buckets", split = ",", defaultValue = "0.25,0.5,1,2", converter = OptionRanges.BucketsPerState.class,
                description = "buckets per state to try, each more than 0 and at most 16 (default ${DEFAULT-VALUE})")
        private double[] bucketsPerState;

        @Option(names = "--samples", converter = OptionRanges.PositiveCount.class, defaultValue = "100000",
                description = "lookups measured per layout, 1 to 1,000,000,000")
        private int samples;

        @Option(names = "--seed", defaultValue = "7", converter = OptionRanges.Seed.class,
                description = "random seed, any whole number of 64 bits")
        private long seed;

        @Override
        public Integer call() {
            List<Double> buckets = java.util.Arrays.stream(bucketsPerState).boxed().toList();
            ExperimentResult result = StoreLayoutExperiment.run(
                    new StoreLayoutExperiment.Config(depth, buckets, samples, seed), new Cancellation(),
                    progress(spec.commandLine().getErr()));
            spec.commandLine().getOut().print(result.toCsv());
            spec.commandLine().getOut().flush();
            return ExitCodes.OK;
        }
    }

    /** IDA*, perimeter IDA* and bidirectional A* on the same cubes, each solution replayed: {@link MethodComparison}. */
    @Command(name = "compare", mixinStandardHelpOptions = true,
            description = "Compare IDA*, perimeter IDA* and bidirectional A* on random-move cubes.")
    static final class Compare implements Callable<Integer> {

        @Spec
        private CommandSpec spec;

        @Option(names = "--tier", converter = TierNames.Heuristics.class, completionCandidates = TierNames.Heuristics.class, defaultValue = "korf",
                description = "heuristic: korf, tiny, manhattan, none, partial, partial-tiles, corners, edges<k>")
        private String tier;

        @Mixin
        TablesOption tableDirectory;

        @Option(names = "--depth", defaultValue = "6", converter = OptionRanges.StoreDepth.class,
                description = "d_back of the backward store, 0 to 7 (default ${DEFAULT-VALUE})")
        private int depth;

        @Option(names = "--moves", converter = OptionRanges.Moves.class, defaultValue = "12", description = "random moves per cube, 0 to 1,000 (default ${DEFAULT-VALUE})")
        private int moves;

        @Option(names = "--count", converter = OptionRanges.PositiveCount.class, defaultValue = "5",
                description = "cubes, 1 to 1,000,000,000 (default ${DEFAULT-VALUE})")
        private int count;

        @Option(names = "--seed", defaultValue = "1", converter = OptionRanges.Seed.class,
                description = "random seed, any whole number of 64 bits")
        private long seed;

        @Mixin
        ThreadsOption threadCount;

        @Option(names = "--max-expanded", converter = OptionRanges.NodeCap.class, defaultValue = "20000000",
                description = "A* gives up after this many expansions, 1 to 10^15 (default ${DEFAULT-VALUE})")
        private long maxExpanded;

        @Option(names = "--timeout", converter = OptionRanges.Seconds.class, defaultValue = "600",
                description = "seconds per cube and method, more than 0 and at most 86,400 (a day)")
        private double timeout;

        @Override
        public Integer call() throws Exception {
            int threads = threadCount.threads;
            PrintWriter out = spec.commandLine().getOut();
            PrintWriter err = spec.commandLine().getErr();
            LoadedTier base = TierChoice.load(tier, tableDirectory.location(), threads, ProgressLines.notes(err),
                    ProgressLines.builds(err));
            MethodComparison.Config config = new MethodComparison.Config(count, moves, depth, seed, threads,
                    maxExpanded, Optional.of(Duration.ofMillis((long) (timeout * 1000))));
            List<ComparisonRow> rows = MethodComparison.run(base, config, new Cancellation(), progress(err));
            out.print(MethodComparison.toCsv(rows));
            StandardOutput.check(out);
            return ExitCodes.OK;
        }
    }
}
