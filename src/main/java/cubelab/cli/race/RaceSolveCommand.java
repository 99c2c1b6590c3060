package cubelab.cli.race;

import cubelab.race.board.Board;
import cubelab.race.board.Metric;
import cubelab.race.board.Target;
import cubelab.race.heuristic.RaceHeuristicKind;
import cubelab.race.search.ParallelIdaStarSearch;
import cubelab.race.search.RaceSearchResult;
import cubelab.race.search.SearchAlgorithm;
import cubelab.race.search.SearchLimits;
import cubelab.race.search.SearchMethod;
import cubelab.race.search.SearchOutcome;
import cubelab.race.solve.RaceProblems;
import java.io.PrintWriter;
import java.util.Locale;
import java.util.concurrent.Callable;
import cubelab.cli.options.OptionRanges;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code race solve}: prints the moves (cells of the pushed tiles, e.g. {@code c2 b2}) on one line of
 * stdout, an empty line if the board already shows the target; length, optimality, nodes and time go
 * to stderr.
 */
@Command(name = "solve", mixinStandardHelpOptions = true, description = "Solve a Rubik's Race board.")
public final class RaceSolveCommand implements Callable<Integer> {
    @Spec
    private CommandSpec spec;

    @Option(names = "--board", required = true, description = "n² letters W Y O R G B and one '.', row-major")
    private String board;

    @Option(names = "--target", required = true, description = "(n-2)² letters: the centre pattern")
    private String target;

    @Mixin
    private MetricOption metric;

    @Option(names = "--algorithm", paramLabel = "METHOD", defaultValue = "ida", converter = RaceOptionTypes.Methods.class,
            completionCandidates = RaceOptionTypes.Methods.class,
            description = "${COMPLETION-CANDIDATES} (default: ${DEFAULT-VALUE})")
    private SearchMethod search;

    @Option(names = "--heuristic", paramLabel = "HEURISTIC", defaultValue = "colour-tables", converter = RaceOptionTypes.Heuristics.class,
            completionCandidates = RaceOptionTypes.Heuristics.class,
            description = "${COMPLETION-CANDIDATES} (default: ${DEFAULT-VALUE}: per-colour pattern databases in "
                    + "the move metric, with eviction; eviction alone on boards over 5x5)")
    private RaceHeuristicKind kind;

    @Option(names = "--timeout", defaultValue = "60", converter = OptionRanges.Seconds.class,
            description = "seconds before giving up (exit 4), more than 0 and at most 86,400 (a day)")
    private double timeoutSeconds;

    @Option(names = "--seed", defaultValue = "1", converter = OptionRanges.Seed.class,
            description = "random tie-break seed for hill climbing, any whole number of 64 bits")
    private long seed;

    @Option(names = "--threads", defaultValue = "1", converter = OptionRanges.Threads.class,
            description = "worker threads for ida, 1 to 256 (default: ${DEFAULT-VALUE})")
    private int threads;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        return RaceExitCodes.run(err, () -> {
            Metric moveMetric = metric.metric;
            Board start = Board.parse(board);
            Target goal = Target.parse(target);
            SearchLimits limits = SearchReport.limits(timeoutSeconds);
            SearchAlgorithm solver = search == SearchMethod.IDA && threads > 1
                    ? new ParallelIdaStarSearch(threads, kind.forThreads(goal, moveMetric))
                    : search.create(seed);
            RaceSearchResult result = solver.search(RaceProblems.of(start, goal, moveMetric, kind), limits);
            SearchReport.printMoves(out, result);
            if (result.outcome() == SearchOutcome.MEMORY_SPENT) {
                err.println(limits.memory().spent(result.generated()));
            }
            err.printf(Locale.ROOT, "%s, %d generated, %.3f s%n", SearchReport.summary(result), result.generated(),
                    result.elapsed().toNanos() / 1e9);
            err.flush();
            return RaceExitCodes.of(result.outcome());
        });
    }
}
