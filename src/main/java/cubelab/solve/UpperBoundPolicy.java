package cubelab.solve;

import cubelab.model.CubieCube;
import cubelab.model.FaceTurn;
import cubelab.model.InvalidCubeException;
import cubelab.search.SearchOptions;
import cubelab.search.SearchResult;
import cubelab.search.TwoPhaseUpperBound;
import cubelab.search.twophase.SolutionNotFoundException;
import cubelab.search.twophase.TwoPhaseSolver;
import cubelab.solve.tier.SolverTier;
import java.util.List;
import java.util.function.Supplier;

/**
 * The upper-bound policy, written once for the window, {@code solve} and {@code bench}: IDA* is
 * given a two-phase solution of the cube (the first answer, tens of milliseconds, or a solution
 * the caller already has), and a two-phase search keeps shortening it in the background within
 * the tier's limits ({@link SolverTier#upperBoundShortening()}). Once the bound is optimal, IDA*
 * proves it by exhausting the depth below instead of running its costliest iteration.
 *
 * <p>One policy serves one thread at a time: its two-phase solver keeps scratch arrays.
 */
public final class UpperBoundPolicy {

    private final Supplier<TwoPhaseSolver> twoPhase;
    private final TwoPhaseUpperBound.Limits limits;
    private TwoPhaseSolver solver;

    /** @param twoPhase makes the two-phase solver on first use (its tables take about a second) */
    public UpperBoundPolicy(Supplier<TwoPhaseSolver> twoPhase, TwoPhaseUpperBound.Limits limits) {
        this.twoPhase = twoPhase;
        this.limits = limits;
    }

    /** The tier's shortening time, on the system clock. */
    public static UpperBoundPolicy forTier(SolverTier tier, Supplier<TwoPhaseSolver> twoPhase) {
        return new UpperBoundPolicy(twoPhase, TwoPhaseUpperBound.Limits.within(tier.upperBoundShortening()));
    }

    /** Makes the two-phase solver now, e.g. while tables load, so that per-cube times leave it out. */
    public UpperBoundPolicy prepare() {
        solver();
        return this;
    }

    /** Searches {@code cube} with its two-phase solution as an upper bound, shortened while it runs. */
    public SearchResult solve(CubieCube cube, SearchOptions options, SolveMethod search) throws InterruptedException {
        try (TwoPhaseUpperBound bound = find(cube)) {
            return search.solve(cube, bound.applyTo(options));
        }
    }

    /**
     * The first two-phase answer for a valid cube, shortening in the background; the caller closes
     * it when its search ends.
     */
    public TwoPhaseUpperBound find(CubieCube cube) {
        try {
            return TwoPhaseUpperBound.find(solver(), cube, limits);
        } catch (InvalidCubeException | SolutionNotFoundException e) {
            // callers validate first, and every valid cube has a two-phase answer within 30 ms + grace
            throw new IllegalStateException("two-phase found no answer for a valid cube", e);
        }
    }

    /** {@code known}, a solution of {@code cube}, shortening in the background; the caller closes it. */
    public TwoPhaseUpperBound shorten(CubieCube cube, List<FaceTurn> known) {
        return TwoPhaseUpperBound.shortening(solver(), cube, known, limits);
    }

    private synchronized TwoPhaseSolver solver() {
        if (solver == null) {
            solver = twoPhase.get();
        }
        return solver;
    }
}
