package cubelab.solve;

import cubelab.common.Cancellation;
import cubelab.model.CubieCube;
import cubelab.model.FaceTurn;
import cubelab.notation.Algorithm;
import cubelab.search.Heuristic;
import cubelab.search.IdaStar;
import cubelab.search.SearchOptions;
import cubelab.search.SearchResult;
import cubelab.search.TwoPhaseUpperBound;
import cubelab.search.twophase.TwoPhaseSolver;
import cubelab.solve.tier.SolverTier;
import cubelab.solve.tier.TableLocation;
import cubelab.solve.tier.TimeEstimate;
import cubelab.tables.DamagedTableException;
import cubelab.tables.twophase.TwoPhaseTables;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.Supplier;
import java.util.function.UnaryOperator;

/**
 * The optimal solver ({@link IdaStar}) behind the window. Tables are loaded (memory-mapped and
 * verified) on the first solve, never built here: building is a long explicit step (the tables
 * dialog, or {@code cubelab pdb build}), so a missing table makes the solver report itself
 * unavailable with that instruction instead of freezing for minutes.
 */
public final class IdaStarSolver implements CubeSolver {

    /** Supplies the heuristic, loading tables on first use. */
    public interface HeuristicSource {
        boolean ready();

        String description();

        Heuristic load() throws SolverUnavailableException;

        /** What the user sees as the solver's name, e.g. "IDA* on the standard tier". */
        default String solverName() {
            return "IDA*";
        }

        /** The tier searched with, "" when the heuristic is not one of the registry's tiers. */
        default String tierName() {
            return "";
        }

        /** How long to keep shortening a known solution in the background; see {@link SolverTier#upperBoundShortening()}. */
        default Duration shortening() {
            return TwoPhaseUpperBound.SHORTENING;
        }

        /** How long a solve should take given the root's estimate and a known solution's length. */
        default TimeEstimate expected(int rootEstimate, int knownLength) {
            return TimeEstimate.UNKNOWN;
        }

        /** A finished search's nodes and seconds, so that later estimates use the rate seen here. */
        default void searched(long nodes, double seconds) {
        }

        /**
         * What a solve says when the tables it searched were found damaged by their check in the
         * background ({@link cubelab.tables.TableCheck}); the source lets those tables go.
         */
        default SolverUnavailableException damaged(DamagedTableException damage) {
            return new SolverUnavailableException(damage.getMessage());
        }
    }

    private final HeuristicSource source;
    private final int threads;
    /** Two-phase tables for shortening a known solution while the search runs; null: use it as given. */
    private final Supplier<TwoPhaseTables> twoPhaseTables;
    private IdaStar search;

    public IdaStarSolver(HeuristicSource source, int threads) {
        this(source, threads, null);
    }

    private IdaStarSolver(HeuristicSource source, int threads, Supplier<TwoPhaseTables> twoPhaseTables) {
        this.source = source;
        this.threads = threads;
        this.twoPhaseTables = twoPhaseTables;
    }

    /**
     * This solver, shortening a known solution ({@link #solve(CubieCube, Algorithm, ProgressListener,
     * Cancellation)}) with a two-phase search in the background ({@link TwoPhaseUpperBound}).
     */
    public IdaStarSolver shorteningWith(Supplier<TwoPhaseTables> tables) {
        return new IdaStarSolver(source, threads, tables);
    }

    /** A solver on one tier's tables, whichever others are built. */
    public static IdaStarSolver onTier(SolverTier tier, TableLocation location, int threads) {
        return new IdaStarSolver(TierHeuristicSource.fixed(tier, location, threads), threads);
    }

    /** A solver with a ready heuristic (table-free heuristics, tests). */
    public static IdaStarSolver of(String name, Heuristic heuristic, int threads) {
        return new IdaStarSolver(new HeuristicSource() {
            @Override
            public boolean ready() {
                return true;
            }

            @Override
            public String description() {
                return heuristic.name() + " heuristic";
            }

            @Override
            public Heuristic load() {
                return heuristic;
            }

            @Override
            public String solverName() {
                return name;
            }
        }, threads);
    }

    @Override
    public String name() {
        return source.solverName() + " (optimal)";
    }

    @Override
    public Availability availability() {
        return new Availability(source.ready(), source.description());
    }

    /** Loads the tables and waits for their check, so that a damaged table is reported here, before a solve. */
    @Override
    public void prepare() throws SolverUnavailableException {
        if (source.ready()) {
            try {
                search().heuristic().tableCheck().await();
            } catch (DamagedTableException damaged) {
                throw source.damaged(damaged);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new SolveCancelledException();
            }
        }
    }

    @Override
    public SolveResult solve(CubieCube cube, ProgressListener progress, Cancellation cancelled)
            throws SolverUnavailableException {
        return solve(cube, null, options -> options, progress, cancelled);
    }

    /** Solves with {@code known}'s length as an upper bound: IDA* then stops once the depth below is exhausted. */
    @Override
    public SolveResult solve(CubieCube cube, Algorithm known, ProgressListener progress, Cancellation cancelled)
            throws SolverUnavailableException {
        List<FaceTurn> turns = TwoPhaseUpperBound.turns(known);
        if (turns.contains(null)) {
            return solve(cube, progress, cancelled); // wide turns, slices or rotations: not a face-turn bound
        }
        if (twoPhaseTables == null) {
            return solve(cube, () -> turns, options -> options.withUpperBound(turns), progress, cancelled);
        }
        search(); // the tier is loaded before the shortening takes a core
        UpperBoundPolicy policy = new UpperBoundPolicy(() -> TwoPhaseSolver.using(twoPhaseTables.get()),
                TwoPhaseUpperBound.Limits.within(source.shortening()));
        TwoPhaseUpperBound shortening = policy.shorten(cube, turns);
        try {
            return solve(cube, shortening::shortest, shortening::applyTo, progress, cancelled);
        } finally {
            try {
                shortening.close();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
    }

    /** @param best the shortest known solution as it improves; null when none is known */
    private SolveResult solve(CubieCube cube, Supplier<List<FaceTurn>> best, UnaryOperator<SearchOptions> bound,
            ProgressListener progress, Cancellation cancelled) throws SolverUnavailableException {
        IdaStar ida = search();
        int rootEstimate = rootEstimate(ida.heuristic(), cube);
        int knownLength = best == null ? Integer.MAX_VALUE : best.get().size();
        progress.expectation(source.expected(rootEstimate, knownLength), rootEstimate, source.tierName());
        Cancellation token = new Cancellation();
        int[] reportedBest = {knownLength};
        // the search reports on this thread every 50 ms; that is where the UI's token is polled
        SearchOptions options = new SearchOptions(SearchOptions.GODS_NUMBER, false, null, token, p -> {
            if (cancelled.isCancelled()) {
                token.cancel();
            }
            int bestLength = best == null ? -1 : best.get().size();
            if (best != null && bestLength < reportedBest[0]) {
                reportedBest[0] = bestLength;
                progress.shorterAnswer(SearchResult.toAlgorithm(best.get()));
            }
            progress.progress(new SolveProgress(p.bound(), p.nodes(), p.nodesPerSecond(),
                    Duration.ofNanos((long) (p.elapsedSeconds() * 1e9)), bestLength));
        }, Duration.ofMillis(50));
        SearchResult result;
        try {
            result = ida.solve(cube, bound.apply(options));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new SolveCancelledException();
        } catch (DamagedTableException damaged) {
            throw source.damaged(damaged);
        }
        Duration elapsed = Duration.ofNanos((long) (result.elapsedSeconds() * 1e9));
        if (result.status() == SearchResult.Status.SOLVED) {
            source.searched(result.nodes(), result.elapsedSeconds());
        }
        return switch (result.status()) {
            case SOLVED -> new SolveResult(result.solution(), true, result.provenByExhaustion()
                    ? "proved optimal by IDA*: it searched every sequence up to " + (result.depth() - 1)
                            + (result.depth() - 1 == 1 ? " move" : " moves") + ", none solves the cube"
                    : "proved optimal by IDA*: no shorter solution exists", result.nodes(), elapsed);
            case CANCELLED -> throw new SolveCancelledException();
            default -> throw new IllegalStateException("search ended with " + result.status());
        };
    }

    /**
     * Every optimal solution, at most {@code limit}: IDA* asked for all solutions at the optimal
     * depth (no known upper bound helps here: the last iteration must run to the end). Each one
     * reaches {@code onSolution} from the search thread that found it; at the limit the search is
     * stopped and the ones found so far are the answer.
     */
    @Override
    public OptimalSolutions solveAll(CubieCube cube, int limit, Consumer<Algorithm> onSolution,
            ProgressListener progress, Cancellation cancelled) throws SolverUnavailableException {
        if (limit < 1) {
            throw new IllegalArgumentException("the limit must be at least 1: " + limit);
        }
        IdaStar ida = search();
        Cancellation token = new Cancellation();
        List<Algorithm> found = new ArrayList<>(); // guarded by itself: the search threads add to it
        SearchOptions options = new SearchOptions(SearchOptions.GODS_NUMBER, true, null, token, p -> {
            if (cancelled.isCancelled()) {
                token.cancel();
            }
            progress.progress(new SolveProgress(p.bound(), p.nodes(), p.nodesPerSecond(),
                    Duration.ofNanos((long) (p.elapsedSeconds() * 1e9)), -1));
        }, Duration.ofMillis(50)).withSolutionListener(turns -> {
            Algorithm solution = SearchResult.toAlgorithm(turns);
            synchronized (found) {
                if (found.size() >= limit) {
                    return;
                }
                found.add(solution);
                if (found.size() == limit) {
                    token.cancel(); // enough: the workers stop at their next poll
                }
            }
            onSolution.accept(solution);
        });
        SearchResult result;
        try {
            result = ida.solve(cube, options);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new SolveCancelledException();
        } catch (DamagedTableException damaged) {
            throw source.damaged(damaged);
        }
        Duration elapsed = Duration.ofNanos((long) (result.elapsedSeconds() * 1e9));
        if (cancelled.isCancelled()) {
            throw new SolveCancelledException();
        }
        if (result.status() == SearchResult.Status.SOLVED) {
            List<Algorithm> all = result.solutions().stream().map(SearchResult::toAlgorithm).toList();
            boolean complete = all.size() <= limit;
            return new OptimalSolutions(complete ? all : all.subList(0, limit), result.depth(), complete,
                    result.nodes(), elapsed);
        }
        synchronized (found) {
            if (result.status() == SearchResult.Status.CANCELLED && found.size() >= limit) {
                return new OptimalSolutions(found, found.get(0).size(), false, result.nodes(), elapsed);
            }
        }
        throw new IllegalStateException("search ended with " + result.status());
    }

    /** The heuristic's value at the cube: a lower bound on its optimal length. */
    private static int rootEstimate(Heuristic heuristic, CubieCube cube) {
        int[] root = new int[heuristic.stateWidth()];
        heuristic.encode(cube, root, 0);
        return heuristic.estimate(root, 0);
    }

    /** The search on the source's current heuristic: a new one when the source moved to another tier. */
    private synchronized IdaStar search() throws SolverUnavailableException {
        Heuristic heuristic = source.load();
        if (search == null || search.heuristic() != heuristic) {
            search = new IdaStar(heuristic, threads);
        }
        return search;
    }
}
