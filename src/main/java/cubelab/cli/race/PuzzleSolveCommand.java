package cubelab.cli.race;

import cubelab.race.board.Metric;
import cubelab.race.fifteen.NumberedPuzzle;
import cubelab.race.fifteen.PuzzleHeuristic;
import cubelab.race.heuristic.TileHeuristic;
import cubelab.race.search.IdaStarSearch;
import cubelab.race.search.RaceSearchResult;
import cubelab.cli.options.TablesOption;
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
 * {@code puzzle solve --tiles "..."}: the optimal solution (cells of the pushed tiles) on stdout, goal
 * with the blank top-left as in Korf 1985; statistics on stderr.
 */
@Command(name = "solve", mixinStandardHelpOptions = true, description = "Solve an 8- or 15-puzzle optimally (IDA*).")
public final class PuzzleSolveCommand implements Callable<Integer> {
    @Spec
    private CommandSpec spec;

    @Option(names = "--tiles", required = true, description = "n² numbers row-major, 0 = blank, e.g. \"1 0 2 3 4 5 6 7 8\"")
    private String tiles;

    @Mixin
    private MetricOption metric;

    @Mixin
    private TablesOption tables;

    @Option(names = "--heuristic", defaultValue = "pdb",
            description = "pdb (additive pattern databases: 4-4 for 3x3; 6-6-3 with the reflected lookup for 4x4, "
                    + "kept in the table directory) or manhattan")
    private String heuristic;

    @Option(names = "--timeout", defaultValue = "600", converter = OptionRanges.Seconds.class,
            description = "seconds before giving up (exit 4), more than 0 and at most 86,400 (a day)")
    private double timeoutSeconds;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        return RaceExitCodes.run(err, () -> {
            Metric moveMetric = metric.metric;
            NumberedPuzzle puzzle = NumberedPuzzle.parse(tiles);
            long buildStart = System.nanoTime();
            TileHeuristic bound = switch (heuristic.toLowerCase(Locale.ROOT)) {
                case "manhattan" -> PuzzleHeuristic.manhattan(puzzle.size(), moveMetric);
                case "pdb" -> PuzzleTables.heuristic(PuzzleTables.load(puzzle.size(), tables.location().directory(), err),
                        moveMetric);
                default -> throw new IllegalArgumentException("unknown heuristic '" + heuristic + "' (pdb, manhattan)");
            };
            double buildSeconds = (System.nanoTime() - buildStart) / 1e9;
            RaceSearchResult result = new IdaStarSearch(0).search(puzzle.problem(bound, moveMetric),
                    SearchReport.limits(timeoutSeconds));
            SearchReport.printMoves(out, result);
            err.printf(Locale.ROOT, "%s, %.3f s search, %.3f s tables%n", SearchReport.summary(result),
                    result.elapsed().toNanos() / 1e9, buildSeconds);
            err.flush();
            return RaceExitCodes.of(result.outcome());
        });
    }

}
