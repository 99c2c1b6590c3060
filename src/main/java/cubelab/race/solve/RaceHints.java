package cubelab.race.solve;

import cubelab.common.Cancellation;
import cubelab.race.board.Board;
import cubelab.race.board.Metric;
import cubelab.race.board.Target;
import cubelab.race.board.TileMove;
import cubelab.race.heuristic.RaceHeuristicKind;
import cubelab.race.heuristic.TileHeuristic;
import cubelab.race.search.AStarSearch;
import cubelab.race.search.IdaStarSearch;
import cubelab.race.search.ParallelIdaStarSearch;
import cubelab.race.search.RaceSearchResult;
import cubelab.race.search.SearchLimits;
import cubelab.race.search.SearchProblem;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.function.Supplier;

/**
 * Optimal hints: IDA* with the strongest bound within a time budget (one thread for the first
 * 150 ms, then all cores); when the optimum is not proven in
 * time, a weighted A* with a node cap supplies a good move labelled not proven optimal, and failing
 * that the successor with the smallest bound. Synchronous core plus an async wrapper for the UI.
 */
public final class RaceHints {
    public static final Duration DEFAULT_BUDGET = Duration.ofSeconds(2);
    static final long FALLBACK_NODE_CAP = 200_000;
    static final Duration SEQUENTIAL_FIRST = Duration.ofMillis(150);
    static final int FALLBACK_WEIGHT = 3;

    private RaceHints() {
    }

    /**
     * The next move from {@code board} toward {@code target}, or empty if the target is already shown.
     *
     * @throws CancellationException if {@code cancellation} was cancelled before a move was chosen
     */
    public static Optional<Hint> nextMove(Board board, Target target, Metric metric, Duration budget,
                                          Cancellation cancellation) {
        if (board.satisfies(target)) {
            return Optional.empty();
        }
        return nextMove(board, target, metric, budget, cancellation,
                RaceHeuristicKind.strongest(metric).forThreads(target, metric));
    }

    /**
     * {@link #nextMove(Board, Target, Metric, Duration, Cancellation)} with the bound's heuristics
     * given (one per search thread, made for this target and metric, e.g. from a
     * {@link cubelab.race.heuristic.BoundCache}).
     */
    public static Optional<Hint> nextMove(Board board, Target target, Metric metric, Duration budget,
                                          Cancellation cancellation, Supplier<TileHeuristic> heuristics) {
        if (board.satisfies(target)) {
            return Optional.empty();
        }
        long start = System.nanoTime();
        SearchProblem problem = RaceProblems.of(board, target, metric, heuristics.get());
        // most positions take milliseconds on one thread; only the hard ones are worth the worker threads
        Duration quick = budget.compareTo(SEQUENTIAL_FIRST) < 0 ? budget : SEQUENTIAL_FIRST;
        IdaStarSearch first = new IdaStarSearch();
        RaceSearchResult optimal = first.search(problem, SearchLimits.of(quick).withCancellation(cancellation));
        long expandedSoFar = optimal.expanded();
        int threads = Runtime.getRuntime().availableProcessors();
        Duration left = budget.minusNanos(System.nanoTime() - start);
        if (!optimal.solved() && !cancellation.isCancelled() && !left.isNegative() && !left.isZero()) {
            // the bounds the first search ruled out need no second look
            SearchLimits rest = SearchLimits.of(left).withCancellation(cancellation);
            optimal = threads > 1
                    ? new ParallelIdaStarSearch(threads, heuristics).search(problem, rest, first.provenLowerBound())
                    : new IdaStarSearch().search(problem, rest, first.provenLowerBound());
            expandedSoFar += optimal.expanded();
        }
        if (optimal.solved()) {
            return Optional.of(hint(optimal.moves(), true, optimal.moves().size(), expandedSoFar, start));
        }
        int lowerBound = first.provenLowerBound();
        throwIfCancelled(cancellation);
        SearchLimits bounded = SearchLimits.of(Duration.ofSeconds(1)).withMaxExpanded(FALLBACK_NODE_CAP)
                .withCancellation(cancellation);
        RaceSearchResult approximate = new AStarSearch(true, FALLBACK_WEIGHT).search(problem, bounded);
        long expanded = expandedSoFar + approximate.expanded();
        if (approximate.solved()) {
            return Optional.of(hint(approximate.moves(), false, Math.min(lowerBound, approximate.moves().size()),
                    expanded, start));
        }
        throwIfCancelled(cancellation);
        return Optional.of(new Hint(greedyMove(board, problem), false, -1, lowerBound, expanded,
                Duration.ofNanos(System.nanoTime() - start)));
    }

    /** {@link #nextMove} on {@code executor}; cancel through the token, not the future. */
    public static CompletableFuture<Optional<Hint>> nextMoveAsync(Board board, Target target, Metric metric,
                                                                  Duration budget, Cancellation cancellation,
                                                                  Executor executor) {
        return CompletableFuture.supplyAsync(() -> nextMove(board, target, metric, budget, cancellation), executor);
    }

    private static Hint hint(List<TileMove> moves, boolean optimal, int lowerBound, long expanded, long startNanos) {
        return new Hint(moves.get(0), optimal, moves.size(), lowerBound, expanded,
                Duration.ofNanos(System.nanoTime() - startNanos));
    }

    private static TileMove greedyMove(Board board, SearchProblem problem) {
        TileMove best = null;
        int bestH = Integer.MAX_VALUE;
        for (TileMove move : board.legalMoves(problem.metric())) {
            Board next = board.apply(move, problem.metric());
            int h = problem.heuristic().estimate(next.cells(), next.blankCell());
            if (h < bestH) {
                bestH = h;
                best = move;
            }
        }
        return best;
    }

    private static void throwIfCancelled(Cancellation cancellation) {
        if (cancellation.isCancelled()) {
            throw new CancellationException("hint cancelled");
        }
    }
}
