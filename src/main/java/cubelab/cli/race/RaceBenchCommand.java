package cubelab.cli.race;

import cubelab.common.Cancellation;
import cubelab.race.bench.BenchData;
import cubelab.race.bench.BenchExperiment;
import cubelab.race.board.Board;
import cubelab.race.board.Metric;
import cubelab.race.board.Target;
import cubelab.race.heuristic.BoundCache;
import cubelab.race.heuristic.RaceHeuristicKind;
import cubelab.race.search.SearchLimits;
import cubelab.race.search.SearchMethod;
import cubelab.race.solve.Hint;
import cubelab.race.solve.RaceHints;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;
import java.util.concurrent.Callable;
import cubelab.cli.options.OptionRanges;
import cubelab.cli.options.OutputFile;
import cubelab.cli.options.StandardOutput;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * {@code race bench}: the experiment of Solving Rubik's Race (AUA 2023) (random walks of 10..50 blank moves, 10 each, per
 * board size; every algorithm with every heuristic; the best one also on 11×11) and, with
 * {@code --games}, the hint target (random boards with random dice targets, time to an optimal move).
 * CSV rows on stdout or {@code --output}; a summary on stderr.
 */
@Command(name = "bench", mixinStandardHelpOptions = true, description = "Measure the Rubik's Race solvers (CSV).")
public final class RaceBenchCommand implements Callable<Integer> {
    static final String HEADER = BenchData.HEADER;

    @Spec
    private CommandSpec spec;

    @Option(names = "--sizes", split = ",", defaultValue = "5,7", converter = OptionRanges.BoardSize.class,
            description = "board sizes, each 3 to 26 (default: ${DEFAULT-VALUE})")
    private int[] sizes;

    @Option(names = "--walks", split = ",", defaultValue = "10,20,30,40,50", converter = OptionRanges.Moves.class,
            description = "random-walk lengths, each 0 to 1,000")
    private int[] walks;

    @Option(names = "--samples", defaultValue = "10", converter = OptionRanges.Samples.class,
            description = "boards per size and walk length, 1 to 10,000")
    private int samples;

    @Option(names = "--large-size", defaultValue = "11", converter = OptionRanges.OptionalBoardSize.class,
            description = "size for the best algorithm only, 0 (none) or 3 to 26; 0 skips")
    private int largeSize;

    @Option(names = "--algorithms", split = ",", paramLabel = "METHOD", defaultValue = "bfs,astar-tree,astar,ida,hill",
            converter = RaceOptionTypes.Methods.class, completionCandidates = RaceOptionTypes.Methods.class,
            description = "of ${COMPLETION-CANDIDATES} (default: ${DEFAULT-VALUE})")
    private List<SearchMethod> algorithmList;

    @Option(names = "--heuristics", split = ",", paramLabel = "HEURISTIC", defaultValue = "misplaced,manhattan,assignment,eviction",
            converter = RaceOptionTypes.Heuristics.class, completionCandidates = RaceOptionTypes.Heuristics.class,
            description = "of ${COMPLETION-CANDIDATES} (default: ${DEFAULT-VALUE})")
    private List<RaceHeuristicKind> kinds;

    @Mixin
    private MetricOption metric;

    @Option(names = "--timeout", defaultValue = "2", converter = OptionRanges.Seconds.class,
            description = "seconds per solve, more than 0 and at most 86,400 (a day)")
    private double timeoutSeconds;

    @Option(names = "--node-limit", defaultValue = "200000", converter = OptionRanges.NodeCap.class,
            description = "expansions per solve for bfs and A*, 1 to 10^15")
    private long nodeLimit;

    @Option(names = "--games", defaultValue = "0", converter = OptionRanges.Games.class,
            description = "instead: this many random boards with dice targets, "
            + "timed to an optimal hint, 0 to 100,000")
    private int games;

    @Option(names = "--game-size", defaultValue = "5", converter = OptionRanges.BoardSize.class,
            description = "board size of the games, 3 to 26")
    private int gameSize;

    @Option(names = "--seed", defaultValue = "2023", converter = OptionRanges.Seed.class,
            description = "random seed, any whole number of 64 bits")
    private long seed;

    @Option(names = "--cold-tables", description = "with --games: do not search the colour tables ahead; each is "
            + "searched when a target first asks for it, inside that game's time")
    private boolean coldTables;

    @Option(names = "--output", converter = OutputFile.Writable.class,
            description = "CSV file, replaced only when the bench completes (default: stdout)")
    private Path output;

    @Override
    public Integer call() {
        PrintWriter err = spec.commandLine().getErr();
        return RaceExitCodes.run(err, () -> {
            Metric moveMetric = metric.metric;
            if (games == 0 && (sizes.length == 0 || walks.length == 0)) { // e.g. --sizes ,
                throw new ParameterException(spec.commandLine(), (sizes.length == 0 ? "--sizes" : "--walks")
                        + " names no value");
            }
            try (OutputFile file = output == null ? null : OutputFile.open(output)) {
                PrintWriter csv = file == null ? spec.commandLine().getOut() : file.writer();
                csv.println(HEADER);
                BenchSummary summary = new BenchSummary();
                if (games > 0) {
                    runGames(csv, summary, moveMetric);
                } else {
                    runWalks(csv, summary, moveMetric, algorithmList, kinds);
                }
                csv.flush();
                if (file != null) {
                    file.commit();
                }
                summary.print(err);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            return RaceExitCodes.OK;
        });
    }

    private void runWalks(PrintWriter csv, BenchSummary summary, Metric moveMetric, List<SearchMethod> algorithmList,
                          List<RaceHeuristicKind> kinds) {
        List<Integer> allSizes = new ArrayList<>();
        Arrays.stream(sizes).forEach(allSizes::add);
        if (largeSize > 0) {
            allSizes.add(largeSize);
        }
        List<Integer> walkList = Arrays.stream(walks).boxed().toList();
        for (int size : allSizes) {
            boolean bestOnly = largeSize > 0 && size == largeSize && Arrays.stream(sizes).noneMatch(s -> s == size);
            List<BenchExperiment.Pair> pairs = bestOnly
                    ? List.of(new BenchExperiment.Pair(SearchMethod.IDA, RaceHeuristicKind.strongest(moveMetric)))
                    : BenchExperiment.pairs(algorithmList, kinds);
            new BenchExperiment(size, walkList, samples, pairs, nodeLimit, limits().timeBudget(), seed, moveMetric)
                    .run(new Cancellation(), row -> {
                        csv.println(row.toCsv());
                        StandardOutput.check(csv);
                        summary.addTimed(size + "x" + size + " walk " + row.walk(), row.series(), row.expanded(),
                                (long) (row.millis() * 1e6), row.outcome().equals("solved"));
                    }, done -> { });
        }
    }

    private void runGames(PrintWriter csv, BenchSummary summary, Metric moveMetric) {
        SplittableRandom random = new SplittableRandom(seed);
        String heuristic = RaceHeuristicKind.strongest(moveMetric).cliName();
        // as in the window: the games share the colour tables of centre cells that come up again
        BoundCache bounds = new BoundCache();
        if (!coldTables) {
            long start = System.nanoTime();
            bounds.prepare(gameSize, moveMetric);
            summary.addTimed(gameSize + "x" + gameSize + " colour tables", "searched ahead, all cores", 0,
                    System.nanoTime() - start, true);
        }
        for (int game = 0; game < games; game++) {
            Board board = Board.random(gameSize, random);
            Target target = Target.rollDice(gameSize, random);
            long start = System.nanoTime();
            Hint hint = board.satisfies(target) ? null : RaceHints.nextMove(board, target, moveMetric,
                    limits().timeBudget(), new Cancellation(), bounds.heuristics(target, moveMetric)).orElse(null);
            long nanos = System.nanoTime() - start;
            String outcome = hint == null ? "solved" : hint.provenOptimal() ? "optimal-hint" : "not-proven";
            int length = hint == null ? 0 : hint.solutionLength();
            long expanded = hint == null ? 0 : hint.expanded();
            csv.println(BenchData.gameCsv(gameSize, game, heuristic, moveMetric.name().toLowerCase(Locale.ROOT),
                    outcome, length, hint == null || hint.provenOptimal(), expanded, nanos / 1e6));
            StandardOutput.check(csv);
            summary.addTimed(gameSize + "x" + gameSize + " random games", "hint (ida/" + heuristic + ")", expanded, nanos,
                    hint == null || hint.provenOptimal());
        }
    }

    private SearchLimits limits() {
        return SearchLimits.of(Duration.ofNanos((long) (timeoutSeconds * 1e9)));
    }
}
