package cubelab.cli.race;

import cubelab.cli.options.OptionRanges;
import cubelab.cli.options.OutputFile;
import cubelab.cli.options.TablesOption;
import cubelab.cli.options.ThreadsOption;
import cubelab.race.board.Metric;
import cubelab.race.fifteen.KorfInstances;
import cubelab.race.fifteen.TilePatternDatabase;
import cubelab.race.search.IdaStarSearch;
import cubelab.race.search.RaceSearchResult;
import cubelab.race.search.SearchLimits;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVPrinter;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code puzzle bench}: Korf's 100 15-puzzle instances (Korf 1985) solved optimally by IDA* on the
 * stored tables ({@code --partition}, 6-6-3 by default) with the reflected lookup: one CSV row per instance (its number, Korf's
 * optimal length, the length found, nodes expanded, seconds, and whether the lengths agree), and on
 * standard error the table time, the total and the slowest instance. Exit 0 when every instance got
 * its published optimal length, 1 when one did not.
 */
@Command(name = "bench", mixinStandardHelpOptions = true,
        description = "Solve Korf's 100 15-puzzle instances optimally and print the table (CSV).")
public final class PuzzleBenchCommand implements Callable<Integer> {

    static final String[] HEADER = {"instance", "korf_optimal", "length", "nodes", "seconds", "optimal"};

    @Spec
    private CommandSpec spec;

    @Mixin
    private TablesOption tables;

    @Mixin
    private ThreadsOption threadCount;

    @Option(names = "--count", defaultValue = "100", paramLabel = "N", converter = OptionRanges.Instances.class,
            description = "The first N instances, 1 to 100 (default ${DEFAULT-VALUE}).")
    private int count;

    @Option(names = "--partition", defaultValue = "6-6-3", completionCandidates = PuzzleTables.Partitions.class,
            description = "The additive pattern databases: ${COMPLETION-CANDIDATES} (default ${DEFAULT-VALUE}).")
    private String partition;

    @Option(names = "--output", paramLabel = "FILE", converter = OutputFile.Writable.class,
            description = "CSV file, replaced only when the bench completes (default: standard output).")
    private Path output;

    private record Row(KorfInstances.Instance instance, RaceSearchResult result, double seconds) {
        boolean optimal() {
            return result.solved() && result.moves().size() == instance.optimalLength()
                    && instance.puzzle().apply(result.moves(), Metric.TILE).isGoal();
        }
    }

    @Override
    public Integer call() throws Exception {
        PrintWriter err = spec.commandLine().getErr();
        return RaceExitCodes.run(err, () -> {
            int threads = threadCount.threads;
            long start = System.nanoTime();
            List<TilePatternDatabase> patterns = PuzzleTables.load(4, PuzzleTables.partition(partition),
                    tables.location().directory(), err);
            List<KorfInstances.Instance> instances = KorfInstances.all().subList(0, count);
            List<Row> rows = solve(instances, patterns, threads);
            double wall = (System.nanoTime() - start) / 1e9;
            write(rows);
            long optimal = rows.stream().filter(Row::optimal).count();
            double search = rows.stream().mapToDouble(Row::seconds).sum();
            long nodes = rows.stream().mapToLong(row -> row.result().expanded()).sum();
            Row slowest = rows.stream().max(Comparator.comparingDouble(Row::seconds)).orElseThrow();
            err.printf(Locale.ROOT, "%d of %d instances solved with Korf's optimal length; %,d nodes expanded, "
                    + "%.1f s of search on %d thread(s), %.1f s in all with the tables; slowest: instance %d "
                    + "(%d moves) in %.2f s%n", optimal, rows.size(), nodes, search, threads, wall,
                    slowest.instance().id(), slowest.instance().optimalLength(), slowest.seconds());
            err.flush();
            return optimal == rows.size() ? RaceExitCodes.OK : RaceExitCodes.FAILURE;
        });
    }

    /** The instances, spread over {@code threads} threads, each with its own bound (they keep scratch arrays). */
    private static List<Row> solve(List<KorfInstances.Instance> instances, List<TilePatternDatabase> patterns,
            int threads) throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(threads, runnable -> {
            Thread thread = new Thread(runnable, "cubelab-puzzle-bench");
            thread.setDaemon(true);
            return thread;
        });
        try {
            List<Future<Row>> futures = new ArrayList<>();
            for (KorfInstances.Instance instance : instances) {
                futures.add(pool.submit(() -> {
                    long start = System.nanoTime();
                    RaceSearchResult result = new IdaStarSearch(0).search(instance.puzzle()
                            .problem(PuzzleTables.heuristic(patterns, Metric.TILE), Metric.TILE), SearchLimits.none());
                    return new Row(instance, result, (System.nanoTime() - start) / 1e9);
                }));
            }
            List<Row> rows = new ArrayList<>();
            for (Future<Row> future : futures) {
                rows.add(future.get());
            }
            return rows;
        } finally {
            pool.shutdownNow();
        }
    }

    private void write(List<Row> rows) throws IOException {
        PrintWriter out = spec.commandLine().getOut();
        try (OutputFile file = output == null ? null : OutputFile.open(output)) {
            print(rows, file == null ? out : file.writer());
            if (file != null) {
                file.commit();
            }
        }
        out.flush();
    }

    private static void print(List<Row> rows, PrintWriter target) throws IOException {
        // not closed here: closing would close standard output too
        CSVPrinter csv = new CSVPrinter(target, CSVFormat.RFC4180.builder().setRecordSeparator('\n').setHeader(HEADER).get());
        for (Row row : rows) {
            csv.printRecord(row.instance().id(), row.instance().optimalLength(),
                    row.result().solved() ? row.result().moves().size() : -1, row.result().expanded(),
                    String.format(Locale.ROOT, "%.4f", row.seconds()), row.optimal());
        }
        csv.flush();
    }
}
