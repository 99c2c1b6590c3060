package cubelab.cli;

import cubelab.cli.options.OptionRanges;
import cubelab.cli.options.TablesOption;
import cubelab.cli.options.ThreadsOption;
import cubelab.common.Cancellation;
import cubelab.solve.lab.ExperimentResult;
import cubelab.solve.tier.HeuristicCatalog;
import cubelab.solve.lab.TableSizeExperiment;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code lab tables}: Korf's t ≈ n/m, nodes of one IDA* iteration per table size, as CSV. */
@Command(name = "tables", mixinStandardHelpOptions = true,
        description = "Nodes of a complete IDA* iteration vs table entries m for k-edge tables (Korf's t ≈ n/m).")
final class LabTablesCommand implements Callable<Integer> {

    @Spec
    private CommandSpec spec;

    @Option(names = "--edges", split = ",", defaultValue = "3,4,5", converter = OptionRanges.Edges.class,
            description = "edges per table, 2 to 7 (default ${DEFAULT-VALUE}; 6 takes ~10 s, 7 minutes and ~2 GB)")
    private List<Integer> edges;

    @Option(names = "--corners", description = "add Korf's corner table (88 M entries; read from the store if installed)")
    private boolean corners;

    @Option(names = "--bound", converter = OptionRanges.Bound.class, defaultValue = "9",
            description = "the IDA* iteration's depth bound, 1 to 20 (default ${DEFAULT-VALUE})")
    private int bound;

    @Option(names = "--count", converter = OptionRanges.PositiveCount.class, defaultValue = "3",
            description = "random-state cubes, 1 to 1,000,000,000 (default ${DEFAULT-VALUE})")
    private int count;

    @Mixin
    TablesOption tableDirectory;

    @Option(names = "--seed", defaultValue = "1", converter = OptionRanges.Seed.class,
            description = "random seed, any whole number of 64 bits")
    private long seed;

    @Mixin
    ThreadsOption threadCount;

    @Override
    public Integer call() throws Exception {
        int threads = threadCount.threads;
        HeuristicCatalog catalog = HeuristicCatalog.at(tableDirectory.location(), threads);
        ExperimentResult result = TableSizeExperiment.run(new TableSizeExperiment.Config(edges, corners, count, bound,
                seed, threads), catalog, new Cancellation(), LabCommand.progress(spec.commandLine().getErr()));
        spec.commandLine().getOut().print(result.toCsv());
        spec.commandLine().getOut().flush();
        return ExitCodes.OK;
    }
}
