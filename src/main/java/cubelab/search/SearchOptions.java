package cubelab.search;

import cubelab.common.Cancellation;
import cubelab.model.FaceTurn;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.LongSupplier;
import java.util.function.Supplier;

/**
 * How to search: the deepest bound to try, whether to find every optimal solution, a time limit
 * (null for none), a cancellation token, a progress listener called every
 * {@code progressInterval} (at least 5 times a second by default), and optionally a known
 * solution (e.g. a two-phase one): its length U is an upper bound, so a search that exhausts
 * every depth below U may return it as optimal instead of running the costly last iteration.
 * {@code upperBoundUpdates}, when set, supplies the shortest known solution so far (e.g. from a
 * two-phase search still shortening in the background); a searcher may poll it between
 * iterations and use a shorter one in place of {@code upperBound}. {@code nodeBudget} ends a
 * search once it has generated that many nodes (checked as often as progress is reported, so it
 * may run a little over), beside the time limit; {@code clock} is the nanosecond clock the
 * time limit and the reported times are read from ({@link System#nanoTime()}; tests pass their own);
 * {@code solutionFound} hears of each solution as it is found ({@link #withSolutionListener}).
 */
public record SearchOptions(int maxDepth, boolean allSolutions, Duration timeLimit, Cancellation cancellation,
        SearchProgress.Listener progress, Duration progressInterval, Optional<List<FaceTurn>> upperBound,
        Supplier<List<FaceTurn>> upperBoundUpdates, long nodeBudget, LongSupplier clock,
        Consumer<List<FaceTurn>> solutionFound) {

    /** No node budget. */
    public static final long NO_NODE_BUDGET = Long.MAX_VALUE;

    /** God's number: every cube is solvable in 20 face turns. */
    public static final int GODS_NUMBER = 20;

    public SearchOptions {
        if (maxDepth < 0) {
            throw new IllegalArgumentException("maxDepth must not be negative");
        }
        if (nodeBudget < 1) {
            throw new IllegalArgumentException("the node budget must be positive: " + nodeBudget);
        }
        clock = clock == null ? System::nanoTime : clock;
        solutionFound = solutionFound == null ? solution -> { } : solutionFound;
        cancellation = cancellation == null ? new Cancellation() : cancellation;
        progress = progress == null ? SearchProgress.Listener.NONE : progress;
        progressInterval = progressInterval == null ? Duration.ofMillis(100) : progressInterval;
        upperBound = upperBound == null ? Optional.empty() : upperBound.map(List::copyOf);
        if (upperBound.isEmpty()) {
            upperBoundUpdates = null;
        } else if (upperBoundUpdates == null) {
            List<FaceTurn> fixed = upperBound.get();
            upperBoundUpdates = () -> fixed;
        }
    }

    /** Options without a known solution. */
    public SearchOptions(int maxDepth, boolean allSolutions, Duration timeLimit, Cancellation cancellation,
            SearchProgress.Listener progress, Duration progressInterval) {
        this(maxDepth, allSolutions, timeLimit, cancellation, progress, progressInterval, Optional.empty(), null,
                NO_NODE_BUDGET, null, null);
    }

    public static SearchOptions defaults() {
        return new SearchOptions(GODS_NUMBER, false, null, null, null, null);
    }

    public SearchOptions withMaxDepth(int depth) {
        return new SearchOptions(depth, allSolutions, timeLimit, cancellation, progress, progressInterval, upperBound,
                upperBoundUpdates, nodeBudget, clock, solutionFound);
    }

    public SearchOptions withAllSolutions(boolean all) {
        return new SearchOptions(maxDepth, all, timeLimit, cancellation, progress, progressInterval, upperBound,
                upperBoundUpdates, nodeBudget, clock, solutionFound);
    }

    public SearchOptions withTimeLimit(Duration limit) {
        return new SearchOptions(maxDepth, allSolutions, limit, cancellation, progress, progressInterval, upperBound,
                upperBoundUpdates, nodeBudget, clock, solutionFound);
    }

    public SearchOptions withCancellation(Cancellation token) {
        return new SearchOptions(maxDepth, allSolutions, timeLimit, token, progress, progressInterval, upperBound,
                upperBoundUpdates, nodeBudget, clock, solutionFound);
    }

    public SearchOptions withProgress(SearchProgress.Listener listener) {
        return new SearchOptions(maxDepth, allSolutions, timeLimit, cancellation, listener, progressInterval,
                upperBound, upperBoundUpdates, nodeBudget, clock, solutionFound);
    }

    /**
     * A known solution of the cube to be searched (the searcher checks it solves the cube). Its
     * length bounds the optimum from above; ignored when all optimal solutions are asked for.
     */
    public SearchOptions withUpperBound(List<FaceTurn> knownSolution) {
        return new SearchOptions(maxDepth, allSolutions, timeLimit, cancellation, progress, progressInterval,
                Optional.of(knownSolution), null, nodeBudget, clock, solutionFound);
    }

    /**
     * A known solution and a supplier of the shortest known so far, which may get shorter while
     * the search runs (it must always return a solution of the cube, never null).
     */
    public SearchOptions withUpperBound(List<FaceTurn> knownSolution, Supplier<List<FaceTurn>> updates) {
        return new SearchOptions(maxDepth, allSolutions, timeLimit, cancellation, progress, progressInterval,
                Optional.of(knownSolution), updates, nodeBudget, clock, solutionFound);
    }

    /** A search ends once it has generated about {@code nodes} nodes ({@link SearchResult.Status#NODE_BUDGET_SPENT}). */
    public SearchOptions withNodeBudget(long nodes) {
        return new SearchOptions(maxDepth, allSolutions, timeLimit, cancellation, progress, progressInterval,
                upperBound, upperBoundUpdates, nodes, clock, solutionFound);
    }

    /** The nanosecond clock to read the time limit and the reported times from. */
    public SearchOptions withClock(LongSupplier nanoTime) {
        return new SearchOptions(maxDepth, allSolutions, timeLimit, cancellation, progress, progressInterval,
                upperBound, upperBoundUpdates, nodeBudget, nanoTime, solutionFound);
    }

    /**
     * Where each solution goes as soon as a search thread finds it (with {@link #allSolutions()},
     * every optimal one, in no set order), before the search returns them all: a window lists them
     * live. Called on the search's worker threads, so it must be thread-safe and cheap.
     */
    public SearchOptions withSolutionListener(Consumer<List<FaceTurn>> listener) {
        return new SearchOptions(maxDepth, allSolutions, timeLimit, cancellation, progress, progressInterval,
                upperBound, upperBoundUpdates, nodeBudget, clock, listener);
    }

    /** The same options without a known solution. */
    public SearchOptions withoutUpperBound() {
        return new SearchOptions(maxDepth, allSolutions, timeLimit, cancellation, progress, progressInterval,
                Optional.empty(), null, nodeBudget, clock, solutionFound);
    }
}
