package cubelab.cli.race;

import cubelab.common.Cancellation;
import cubelab.race.Board;
import cubelab.race.Hint;
import cubelab.race.Metric;
import cubelab.race.RaceHeuristicKind;
import cubelab.race.RaceHints;
import cubelab.race.RaceProblems;
import cubelab.race.RaceSearchResult;
import cubelab.race.Scramblers;
import cubelab.race.SearchLimits;
import cubelab.race.SearchMethod;
import cubelab.race.SearchProblem;
import cubelab.race.Target;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code race bench}: the experiment of Solving Rubik's Race (AUA 2023) (random walks of 10..50 blank moves, 10 each, per
 * board size; every algorithm with every heuristic; the best one also on 11×11) and, with
 * {@code --games}, the hint target (random boards with random dice targets, time to an optimal move).
 * CSV rows on stdout or {@code --output}; a summary on stderr.
 */
@Command(name = "bench", mixinStandardHelpOptions = true, description = "Measure the Rubik's Race solvers (CSV).")
public final class RaceBenchCommand implements Callable<Integer> {
    static final String HEADER = "experiment,size,walk,sample,algorithm,heuristic,metric,outcome,length,optimal,expanded,generated,millis";

    @Spec
    private CommandSpec spec;

    @Option(names = "--sizes", split = ",", defaultValue = "5,7", description = "board sizes (default: ${DEFAULT-VALUE})")
    private int[] sizes;

    @Option(names = "--walks", split = ",", defaultValue = "10,20,30,40,50", description = "random-walk lengths")
    private int[] walks;

    @Option(names = "--samples", defaultValue = "10", description = "boards per size and walk length")
    private int samples;

    @Option(names = "--large-size", defaultValue = "11", description = "size for the best algorithm only; 0 skips")
    private int largeSize;

    @Option(names = "--algorithms", split = ",", defaultValue = "bfs,astar-tree,astar,ida,hill")
    private String[] algorithms;

    @Option(names = "--heuristics", split = ",", defaultValue = "misplaced,manhattan,assignment,eviction")
    private String[] heuristics;

    @Option(names = "--metric", defaultValue = "tile", description = "tile or push")
    private String metric;

    @Option(names = "--timeout", defaultValue = "2", description = "seconds per solve")
    private double timeoutSeconds;

    @Option(names = "--node-limit", defaultValue = "200000", description = "expansions per solve for bfs and A*")
    private long nodeLimit;

    @Option(names = "--games", defaultValue = "0", description = "instead: this many random boards with dice targets, "
            + "timed to an optimal hint")
    private int games;

    @Option(names = "--game-size", defaultValue = "5")
    private int gameSize;

    @Option(names = "--seed", defaultValue = "2023")
    private long seed;

    @Option(names = "--output", description = "CSV file (default: stdout)")
    private Path output;

    @Override
    public Integer call() {
        PrintWriter err = spec.commandLine().getErr();
        return RaceExitCodes.run(err, () -> {
            Metric moveMetric = Metric.parse(metric);
            List<SearchMethod> algorithmList = Arrays.stream(algorithms).map(SearchMethod::parse).toList();
            List<RaceHeuristicKind> kinds = Arrays.stream(heuristics).map(RaceHeuristicKind::parse).toList();
            if (samples < 1 || !(timeoutSeconds > 0) || nodeLimit < 1) {
                throw new IllegalArgumentException("--samples, --timeout and --node-limit must be positive");
            }
            try (PrintWriter csv = output == null ? spec.commandLine().getOut()
                    : new PrintWriter(Files.newBufferedWriter(output, StandardCharsets.UTF_8))) {
                csv.println(HEADER);
                BenchSummary summary = new BenchSummary();
                if (games > 0) {
                    runGames(csv, summary, moveMetric);
                } else {
                    runWalks(csv, summary, moveMetric, algorithmList, kinds);
                }
                csv.flush();
                summary.print(err);
            } catch (IOException e) {
                throw new IllegalArgumentException("cannot write " + output + ": " + e.getMessage());
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
        for (int size : allSizes) {
            boolean bestOnly = largeSize > 0 && size == largeSize && Arrays.stream(sizes).noneMatch(s -> s == size);
            SplittableRandom random = new SplittableRandom(seed * 31 + size);
            for (int walk : walks) {
                for (int sample = 0; sample < samples; sample++) {
                    Target target = Target.rollDice(size, random);
                    Board board = Scramblers.randomWalk(target, walk, random);
                    for (SearchMethod algorithm : bestOnly ? List.of(SearchMethod.IDA) : algorithmList) {
                        List<RaceHeuristicKind> useKinds = algorithm == SearchMethod.BFS ? List.of(RaceHeuristicKind.MISPLACED)
                                : bestOnly ? List.of(RaceHeuristicKind.strongest(moveMetric)) : kinds;
                        for (RaceHeuristicKind kind : useKinds) {
                            SearchProblem problem = RaceProblems.of(board, target, moveMetric, kind);
                            SearchLimits limits = limits();
                            if (algorithm != SearchMethod.IDA && algorithm != SearchMethod.HILL) {
                                limits = limits.withMaxExpanded(nodeLimit);
                            }
                            RaceSearchResult result = algorithm.create(seed + sample).search(problem, limits);
                            String heuristicName = algorithm == SearchMethod.BFS ? "none" : kind.cliName();
                            row(csv, "walk", size, walk, sample, algorithm.cliName(), heuristicName, moveMetric, result);
                            summary.add(size + "x" + size + " walk " + walk, algorithm.cliName() + "/" + heuristicName, result);
                        }
                    }
                }
            }
        }
    }

    private void runGames(PrintWriter csv, BenchSummary summary, Metric moveMetric) {
        SplittableRandom random = new SplittableRandom(seed);
        for (int game = 0; game < games; game++) {
            Board board = Board.random(gameSize, random);
            Target target = Target.rollDice(gameSize, random);
            long start = System.nanoTime();
            Hint hint = RaceHints.nextMove(board, target, moveMetric, limits().timeBudget(), new Cancellation()).orElse(null);
            long nanos = System.nanoTime() - start;
            String outcome = hint == null ? "solved" : hint.provenOptimal() ? "optimal-hint" : "not-proven";
            int length = hint == null ? 0 : hint.solutionLength();
            long expanded = hint == null ? 0 : hint.expanded();
            csv.printf(Locale.ROOT, "game,%d,,%d,ida,%s,%s,%s,%d,%b,%d,,%.3f%n", gameSize, game,
                    RaceHeuristicKind.strongest(moveMetric).cliName(),
                    moveMetric.name().toLowerCase(Locale.ROOT), outcome, length, hint == null || hint.provenOptimal(),
                    expanded, nanos / 1e6);
            summary.addTimed(gameSize + "x" + gameSize + " random games", "hint (ida/" + RaceHeuristicKind.strongest(moveMetric).cliName() + ")", expanded, nanos,
                    hint == null || hint.provenOptimal());
        }
    }

    private SearchLimits limits() {
        return SearchLimits.of(Duration.ofNanos((long) (timeoutSeconds * 1e9)));
    }

    private static void row(PrintWriter csv, String experiment, int size, int walk, int sample, String algorithm,
                            String heuristic, Metric metric, RaceSearchResult result) {
        csv.printf(Locale.ROOT, "%s,%d,%d,%d,%s,%s,%s,%s,%d,%b,%d,%d,%.3f%n", experiment, size, walk, sample, algorithm,
                heuristic, metric.name().toLowerCase(Locale.ROOT), result.outcome().name().toLowerCase(Locale.ROOT),
                result.moves().size(), result.optimal(), result.expanded(), result.generated(),
                result.elapsed().toNanos() / 1e6);
    }
}
