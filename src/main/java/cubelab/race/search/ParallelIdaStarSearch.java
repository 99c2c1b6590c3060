package cubelab.race.search;

import cubelab.common.Cancellation;
import cubelab.race.board.GridMoves;
import cubelab.race.board.Metric;
import cubelab.race.heuristic.TileHeuristic;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;

/**
 * IDA* on several threads, iteration by iteration: the tree is cut a few levels below the root, and
 * the workers (each an {@link IdaStarSearch} with its own table and heuristic) take the subtrees from
 * a shared counter. Every iteration finishes or stops before the bound grows, so a solution found
 * within the bound is optimal. Node counts add up all workers and the cut.
 */
public final class ParallelIdaStarSearch implements SearchAlgorithm {
    private final int threads;
    private final Supplier<TileHeuristic> heuristics;

    /** {@code heuristics} makes one heuristic per worker (they hold scratch memory). */
    public ParallelIdaStarSearch(int threads, Supplier<TileHeuristic> heuristics) {
        if (threads < 1) {
            throw new IllegalArgumentException("threads must be at least 1");
        }
        this.threads = threads;
        this.heuristics = heuristics;
    }

    /** A subtree root below the cut, with the moves that reach it. */
    private record Subtree(byte[] cells, int g, int blank, int previousBlank, int h, int parentH, int[] prefix) {
    }

    @Override
    public RaceSearchResult search(SearchProblem problem, SearchLimits limits) {
        return search(problem, limits, 0);
    }

    /** The search, knowing that no solution is shorter than {@code lowerBound}: lower iterations are skipped. */
    public RaceSearchResult search(SearchProblem problem, SearchLimits limits, int lowerBound) {
        Cancellation stop = new Cancellation();
        SearchClock clock = new SearchClock(limits, stop);
        IdaStarSearch[] workers = new IdaStarSearch[threads];
        SearchClock[] clocks = new SearchClock[threads];
        for (int i = 0; i < threads; i++) {
            workers[i] = new IdaStarSearch();
            clocks[i] = new SearchClock(limits, stop);
            workers[i].begin(problem.withHeuristic(heuristics.get()), clocks[i]);
        }
        GridMoves grid = problem.grid();
        byte[] start = problem.start();
        int startBlank = GridMoves.blankOf(start);
        int startH = problem.heuristic().estimate(start, startBlank);
        ExecutorService pool = Executors.newFixedThreadPool(threads, runnable -> {
            Thread thread = new Thread(runnable, "race-ida-worker");
            thread.setDaemon(true);
            return thread;
        });
        try {
            for (int bound = Math.max(startH, lowerBound); bound < IdaStarSearch.unreachable(); ) {
                Cut cut = new Cut(problem, bound, clock);
                cut.expand(start, 0, startBlank, -1, startH, 0, new int[0], cutDepth(problem.metric()));
                if (cut.solution != null) {
                    return result(clock, clocks, SearchOutcome.SOLVED, cut.solution, grid);
                }
                AtomicInteger nextBound = new AtomicInteger(cut.nextBound);
                int[] solution = runIteration(pool, workers, clocks, cut.subtrees, bound, stop, nextBound);
                SearchOutcome stopped = stopReason(limits, clock, clocks);
                if (solution != null) {
                    return result(clock, clocks, SearchOutcome.SOLVED, solution, grid);
                }
                if (stopped != null) {
                    return result(clock, clocks, stopped, null, grid);
                }
                bound = nextBound.get();
            }
            return result(clock, clocks, SearchOutcome.FAILED, null, grid);
        } finally {
            pool.shutdownNow();
        }
    }

    /** Runs one iteration over the subtrees; returns a solution or null, and leaves the next bound. */
    private int[] runIteration(ExecutorService pool, IdaStarSearch[] workers, SearchClock[] clocks,
                               List<Subtree> subtrees, int bound, Cancellation stop, AtomicInteger nextBound) {
        AtomicInteger nextIndex = new AtomicInteger();
        int[][] found = new int[1][];
        List<Future<?>> running = new ArrayList<>();
        for (int w = 0; w < workers.length; w++) {
            IdaStarSearch worker = workers[w];
            SearchClock workerClock = clocks[w];
            running.add(pool.submit(() -> {
                for (int i = nextIndex.getAndIncrement(); i < subtrees.size() && !stop.isCancelled();
                     i = nextIndex.getAndIncrement()) {
                    Subtree tree = subtrees.get(i);
                    int value = worker.iterate(tree.cells, tree.g, tree.blank, tree.previousBlank, tree.h, tree.parentH, bound);
                    if (IdaStarSearch.isFound(value)) {
                        synchronized (found) {
                            if (found[0] == null) {
                                found[0] = concat(tree.prefix, worker.pathFrom(tree.g));
                            }
                        }
                        stop.cancel();
                        return;
                    }
                    if (workerClock.stopped()) {
                        stop.cancel(); // a time or node limit: the others stop too
                        return;
                    }
                    nextBound.accumulateAndGet(worker.nextBound(), Math::min);
                }
            }));
        }
        for (Future<?> future : running) {
            try {
                future.get();
            } catch (Exception e) {
                throw new IllegalStateException("search worker failed", e);
            }
        }
        synchronized (found) {
            return found[0];
        }
    }

    /** Deep enough for a few dozen subtrees per thread on 5×5 (tile branching ≈ 2.5, push ≈ 4–8). */
    private static int cutDepth(Metric metric) {
        return metric == Metric.TILE ? 5 : 2;
    }

    private static int[] concat(int[] first, int[] second) {
        int[] all = java.util.Arrays.copyOf(first, first.length + second.length);
        System.arraycopy(second, 0, all, first.length, second.length);
        return all;
    }

    private static SearchOutcome stopReason(SearchLimits limits, SearchClock clock, SearchClock[] clocks) {
        if (limits.cancellation().isCancelled()) {
            return SearchOutcome.CANCELLED;
        }
        for (SearchClock each : clocks) {
            if (each.stopped() && each.stopReason() != SearchOutcome.CANCELLED) {
                return each.stopReason();
            }
        }
        return clock.stopped() ? clock.stopReason() : null;
    }

    private static RaceSearchResult result(SearchClock clock, SearchClock[] clocks, SearchOutcome outcome, int[] moves,
                                       GridMoves grid) {
        for (SearchClock each : clocks) {
            clock.expanded += each.expanded;
            clock.generated += each.generated;
        }
        boolean solved = outcome == SearchOutcome.SOLVED;
        return clock.result(outcome, moves, solved ? moves.length : 0, grid.size(), solved);
    }

    /** The top of the tree, searched on the calling thread down to the cut depth. */
    private static final class Cut {
        private final SearchProblem problem;
        private final int bound;
        private final SearchClock clock;
        final List<Subtree> subtrees = new ArrayList<>();
        int nextBound = IdaStarSearch.unreachable();
        int[] solution;

        Cut(SearchProblem problem, int bound, SearchClock clock) {
            this.problem = problem;
            this.bound = bound;
            this.clock = clock;
        }

        void expand(byte[] cells, int g, int blank, int previousBlank, int h, int parentH, int[] prefix, int depth) {
            if (solution != null || clock.stopped()) {
                return;
            }
            if (g + h > bound) {
                nextBound = Math.min(nextBound, g + h);
                return;
            }
            if (problem.goal().isGoal(cells)) {
                solution = prefix; // within the bound, and no bound below it had a solution: optimal
                return;
            }
            if (g == depth) {
                subtrees.add(new Subtree(cells, g, blank, previousBlank, h, parentH, prefix));
                return;
            }
            if (clock.expandAndCheck()) {
                return;
            }
            GridMoves grid = problem.grid();
            for (int source : grid.sources(blank, problem.metric())) {
                if (previousBlank >= 0 && AStarSearch.undoes(grid, problem.metric(), previousBlank, blank, source)) {
                    continue;
                }
                clock.generated++;
                byte[] child = cells.clone();
                grid.apply(child, blank, source);
                int[] childPrefix = java.util.Arrays.copyOf(prefix, g + 1);
                childPrefix[g] = source;
                expand(child, g + 1, source, blank, problem.heuristic().estimate(child, source), h, childPrefix, depth);
            }
        }
    }
}
