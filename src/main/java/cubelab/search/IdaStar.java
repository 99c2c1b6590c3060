package cubelab.search;

import cubelab.model.CubieCube;
import cubelab.model.FaceTurn;
import cubelab.tables.DamagedTableException;
import cubelab.tables.TableCheck;
import java.util.ArrayList;
import java.util.List;
import java.util.function.LongSupplier;

/**
 * Iterative-deepening A* over the 18 face turns with Korf's move pruning (no face twice in a
 * row, opposite faces in one order), generic in its {@link Heuristic}.
 *
 * <p>Parallel: each iteration ({@link IdaStarIteration}) first expands the tree a few moves deep
 * (pruned by the heuristic) and hands those subtrees to {@link IdaStarWorker} threads, in move
 * order at first and then densest first by the previous iteration's node counts; the result (and,
 * for a complete iteration, the node count) is the same for every thread count. The caller's
 * thread only waits, reports progress, and enforces the time limit; the search call is
 * synchronous. A heuristic with a loop of its own ({@link Heuristic#subtreeSearch()}, Korf's
 * tables in native code) searches whole subtrees in it, node for node as the Java loop does.
 * Immutable; one instance can run many searches, one at a time per caller.
 */
public final class IdaStar {

    private final Heuristic heuristic;
    private final int threads;

    public IdaStar(Heuristic heuristic, int threads) {
        if (threads < 1) {
            throw new IllegalArgumentException("threads must be at least 1: " + threads);
        }
        this.heuristic = heuristic;
        this.threads = threads;
    }

    public Heuristic heuristic() {
        return heuristic;
    }

    public int threads() {
        return threads;
    }

    /**
     * Finds an optimal solution (or all of them), iterating the bound from h(cube) up. With a
     * known solution of length U in the options (and not all solutions asked for), the search
     * stops once the iteration at U − 1 completes without a solution and returns the known one,
     * {@link SearchResult#provenByExhaustion() proven} optimal: the last iteration, the costliest,
     * is never run. {@link SearchOptions#upperBoundUpdates()} is polled after each iteration, so
     * a solution shortened meanwhile lowers U, and with the stop flags during one, so a known
     * solution as long as the current bound ends that iteration at once (all shorter depths are
     * exhausted). Which of two equally short optimal solutions is returned then depends on timing.
     *
     * <p>The search runs on {@link Heuristic#forNextSearch()}: tables copied in the background
     * are read from each thread's next subtree on, the same bytes read faster. While
     * the tables' checksum is still being verified ({@link Heuristic#tableCheck()}), the answer
     * (or the proof that there is none within the depth) waits for the check, and a check that
     * fails stops the search.
     *
     * @throws IllegalArgumentException if the known solution does not solve {@code cube}
     * @throws DamagedTableException    when the heuristic's tables are found damaged
     */
    public SearchResult solve(CubieCube cube, SearchOptions options) throws InterruptedException {
        Heuristic current = heuristic.forNextSearch();
        SearchResult result = solve(current, cube, options);
        confirm(current.tableCheck(), result.solved() || result.status() == SearchResult.Status.NOT_FOUND);
        return result;
    }

    /**
     * Throws when the tables were found damaged; where the result claims something ({@code claims}),
     * waits for their check first.
     */
    private static void confirm(TableCheck check, boolean claims) throws InterruptedException {
        if (claims) {
            check.await();
        } else {
            check.throwIfFailed();
        }
    }

    private SearchResult solve(Heuristic heuristic, CubieCube cube, SearchOptions options) throws InterruptedException {
        LongSupplier clock = options.clock();
        long start = clock.getAsLong();
        int[] root = new int[heuristic.stateWidth()];
        heuristic.encode(cube, root, 0);
        List<SearchResult.Iteration> iterations = new ArrayList<>();
        if (heuristic.isSolved(root, 0)) {
            return new SearchResult(SearchResult.Status.SOLVED, List.of(List.of()), 0, 0, seconds(clock, start), iterations);
        }
        List<FaceTurn> known = options.allSolutions() ? null : options.upperBound().orElse(null);
        checkSolves(cube, known);
        long deadline = options.timeLimit() == null ? Long.MAX_VALUE
                : start + Math.max(0, options.timeLimit().toNanos());
        long nodes = 0;
        IdaStarIteration previous = null;
        // below the known length every depth must be exhausted; at it the known solution is optimal
        for (int bound = Math.max(1, heuristic.estimate(root, 0)); bound <= lastBound(known, options); bound++) {
            // a copy made since reads the same states (Heuristic.forNextSearch): the next
            // iteration's prefixes are expanded on it, and each thread asks again before each subtree
            heuristic = heuristic.forNextSearch();
            IdaStarIteration run = new IdaStarIteration(heuristic, threads, root, bound, options, start, deadline,
                    nodes, known == null ? null : options.upperBoundUpdates());
            run.execute(previous);
            previous = run;
            iterations.add(run.iteration());
            nodes += run.totalNodes();
            if (!run.solutions().isEmpty() && (run.complete() || !options.allSolutions())) {
                return new SearchResult(SearchResult.Status.SOLVED, run.solutions(), bound, nodes, seconds(clock, start),
                        iterations);
            }
            if (run.knownReached()) {
                // a known solution of this iteration's length turned up: every depth below is exhausted
                List<FaceTurn> latest = options.upperBoundUpdates().get();
                checkSolves(cube, latest);
                return new SearchResult(SearchResult.Status.SOLVED, List.of(latest), latest.size(), nodes,
                        seconds(clock, start), iterations, true);
            }
            if (!run.complete()) {
                SearchResult.Status status = options.cancellation().isCancelled() ? SearchResult.Status.CANCELLED
                        : run.budgetSpent() ? SearchResult.Status.NODE_BUDGET_SPENT : SearchResult.Status.TIMED_OUT;
                return new SearchResult(status, List.of(), bound, nodes, seconds(clock, start), iterations);
            }
            if (known != null) {
                List<FaceTurn> latest = options.upperBoundUpdates().get();
                if (latest.size() < known.size()) {
                    checkSolves(cube, latest);
                    known = latest;
                }
            }
        }
        if (known != null && known.size() <= options.maxDepth()) {
            return new SearchResult(SearchResult.Status.SOLVED, List.of(known), known.size(), nodes, seconds(clock, start),
                    iterations, true);
        }
        return new SearchResult(SearchResult.Status.NOT_FOUND, List.of(), options.maxDepth(), nodes, seconds(clock, start),
                iterations);
    }

    private static int lastBound(List<FaceTurn> known, SearchOptions options) {
        return known == null ? options.maxDepth() : Math.min(options.maxDepth(), known.size() - 1);
    }

    private static void checkSolves(CubieCube cube, List<FaceTurn> known) {
        if (known != null && !cube.apply(known).equals(CubieCube.SOLVED)) {
            throw new IllegalArgumentException("the known solution does not solve the cube: " + known);
        }
    }

    /**
     * One complete iteration at a fixed bound, collecting every solution of exactly that length:
     * the measure Korf reports ("a complete depth-16 iteration: 9.5e9 nodes").
     */
    public SearchResult.Iteration iteration(CubieCube cube, int bound, SearchOptions options)
            throws InterruptedException {
        Heuristic heuristic = this.heuristic.forNextSearch();
        int[] root = new int[heuristic.stateWidth()];
        heuristic.encode(cube, root, 0);
        long start = options.clock().getAsLong();
        long deadline = options.timeLimit() == null ? Long.MAX_VALUE
                : start + Math.max(0, options.timeLimit().toNanos());
        IdaStarIteration run = new IdaStarIteration(heuristic, threads, root, bound, options.withAllSolutions(true),
                start, deadline, 0, null);
        run.execute(null);
        confirm(heuristic.tableCheck(), run.complete());
        return run.iteration();
    }

    private static double seconds(LongSupplier clock, long start) {
        return (clock.getAsLong() - start) / 1e9;
    }
}
