package cubelab.race.bench;

import cubelab.common.Cancellation;
import cubelab.race.board.Board;
import cubelab.race.board.Metric;
import cubelab.race.board.Scramblers;
import cubelab.race.board.Target;
import cubelab.race.heuristic.RaceHeuristicKind;
import cubelab.race.search.RaceSearchResult;
import cubelab.race.search.SearchLimits;
import cubelab.race.search.SearchMethod;
import cubelab.race.search.SearchProblem;
import cubelab.race.solve.RaceProblems;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;
import java.util.concurrent.CancellationException;
import java.util.function.Consumer;
import java.util.function.IntConsumer;

/**
 * The walk experiment of Solving Rubik's Race (AUA 2023), for {@code race bench} and the Race tab's
 * chart alike: boards a random walk of k blank moves from a rolled target, on one board size, each
 * solved by every algorithm/heuristic pair. The searches that keep states (breadth-first and the
 * A* variants) stop at a node cap, every search at a time limit. Runs on the calling thread;
 * reports each row and the count of finished solves.
 */
public final class BenchExperiment {

    /** An algorithm with the heuristic it uses (BFS uses none). */
    public record Pair(SearchMethod algorithm, RaceHeuristicKind heuristic) {
    }

    public static final List<Pair> DEFAULT_PAIRS = List.of(
            new Pair(SearchMethod.BFS, RaceHeuristicKind.MISPLACED),
            new Pair(SearchMethod.ASTAR, RaceHeuristicKind.MANHATTAN),
            new Pair(SearchMethod.ASTAR, RaceHeuristicKind.ASSIGNMENT),
            new Pair(SearchMethod.IDA, RaceHeuristicKind.MANHATTAN),
            new Pair(SearchMethod.IDA, RaceHeuristicKind.EVICTION),
            new Pair(SearchMethod.HILL, RaceHeuristicKind.EVICTION));

    private final int size;
    private final List<Integer> walks;
    private final int samples;
    private final List<Pair> pairs;
    private final long nodeLimit;
    private final Duration timeout;
    private final long seed;
    private final Metric metric;

    /** The experiment in the tile metric. */
    public BenchExperiment(int size, List<Integer> walks, int samples, List<Pair> pairs, long nodeLimit,
                           Duration timeout, long seed) {
        this(size, walks, samples, pairs, nodeLimit, timeout, seed, Metric.TILE);
    }

    public BenchExperiment(int size, List<Integer> walks, int samples, List<Pair> pairs, long nodeLimit,
                           Duration timeout, long seed, Metric metric) {
        if (samples < 1 || nodeLimit < 1 || walks.isEmpty() || pairs.isEmpty()) {
            throw new IllegalArgumentException("an experiment needs walks, pairs, samples ≥ 1 and a node limit ≥ 1");
        }
        this.size = size;
        this.walks = List.copyOf(walks);
        this.samples = samples;
        this.pairs = List.copyOf(pairs);
        this.nodeLimit = nodeLimit;
        this.timeout = timeout;
        this.seed = seed;
        this.metric = metric;
    }

    /** Every method with every heuristic, in that order; breadth-first search once, with none. */
    public static List<Pair> pairs(List<SearchMethod> methods, List<RaceHeuristicKind> heuristics) {
        List<Pair> pairs = new ArrayList<>();
        for (SearchMethod method : methods) {
            if (method == SearchMethod.BFS) {
                pairs.add(new Pair(method, RaceHeuristicKind.MISPLACED));
            } else {
                heuristics.forEach(heuristic -> pairs.add(new Pair(method, heuristic)));
            }
        }
        return pairs;
    }

    /**
     * The default for the view, in {@code metric}: 5×5, walks 4..20, 3 boards each, 50 000 nodes for
     * the searches that keep states, 1 s for each.
     */
    public static BenchExperiment quick(int size, Metric metric) {
        return new BenchExperiment(size, List.of(4, 8, 12, 16, 20), 3, DEFAULT_PAIRS, 50_000, Duration.ofSeconds(1), 2023,
                metric);
    }

    /** The move metric every solve counts in. */
    public Metric metric() {
        return metric;
    }

    public int solveCount() {
        return walks.size() * samples * pairs.size();
    }

    /** Runs every solve; throws {@link CancellationException} once {@code cancellation} is set. */
    public BenchData run(Cancellation cancellation, IntConsumer progress) {
        List<BenchData.Row> rows = new ArrayList<>();
        run(cancellation, rows::add, progress);
        return new BenchData(rows);
    }

    /** Runs every solve, handing each row over as it is measured (the command line prints it at once). */
    public void run(Cancellation cancellation, Consumer<BenchData.Row> rows, IntConsumer progress) {
        SplittableRandom random = new SplittableRandom(seed * 31 + size);
        int done = 0;
        for (int walk : walks) {
            for (int sample = 0; sample < samples; sample++) {
                Target target = Target.rollDice(size, random);
                Board board = Scramblers.randomWalk(target, walk, random);
                for (Pair pair : pairs) {
                    if (cancellation.isCancelled()) {
                        throw new CancellationException("experiment cancelled");
                    }
                    SearchProblem problem = RaceProblems.of(board, target, metric, pair.heuristic());
                    SearchLimits limits = SearchLimits.of(timeout).withCancellation(cancellation);
                    if (pair.algorithm() != SearchMethod.IDA && pair.algorithm() != SearchMethod.HILL) {
                        limits = limits.withMaxExpanded(nodeLimit);
                    }
                    RaceSearchResult result = pair.algorithm().create(seed + sample).search(problem, limits);
                    String heuristic = pair.algorithm() == SearchMethod.BFS ? "none" : pair.heuristic().cliName();
                    rows.accept(new BenchData.Row(size, walk, sample, pair.algorithm().cliName(), heuristic,
                            metric.name().toLowerCase(Locale.ROOT),
                            result.outcome().name().toLowerCase(Locale.ROOT), result.moves().size(), result.optimal(),
                            result.expanded(), result.generated(), result.elapsed().toNanos() / 1e6));
                    progress.accept(++done);
                }
            }
        }
    }
}
