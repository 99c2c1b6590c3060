package cubelab.solve;

import cubelab.common.Cancellation;
import cubelab.model.CubieCube;
import cubelab.notation.Algorithm;
import java.util.function.Consumer;

/**
 * A fast solver for an instant first answer, then the optimal one, which gets the first answer
 * as an upper bound on the optimum. When the optimal solver
 * cannot run (its tables are missing) the fast answer is the result, marked not optimal and
 * saying why; the user is never left with nothing.
 */
public final class CombinedSolver implements CubeSolver {

    private final CubeSolver fast;
    private final CubeSolver optimal;

    public CombinedSolver(CubeSolver fast, CubeSolver optimal) {
        this.fast = fast;
        this.optimal = optimal;
    }

    @Override
    public String name() {
        return optimal.availability().ready() ? optimal.name() : fast.name();
    }

    @Override
    public Availability availability() {
        Availability best = optimal.availability();
        if (best.ready()) {
            return new Availability(true, "first answer from " + fast.name() + " at once; " + best.description());
        }
        return new Availability(fast.availability().ready(),
                "answers at once, not optimal. Optimal solving: " + best.description());
    }

    @Override
    public void prepare() throws SolverUnavailableException {
        fast.prepare();
        optimal.prepare();
    }

    @Override
    public SolveResult solve(CubieCube cube, ProgressListener progress, Cancellation cancelled)
            throws SolverUnavailableException {
        SolveResult first = fast.solve(cube, ProgressListener.NONE, cancelled);
        if (first.optimal() || !optimal.availability().ready()) {
            return first.optimal() ? first : new SolveResult(first.solution(), false,
                    first.note() + "; not proved optimal because " + optimal.availability().description(),
                    first.nodes(), first.elapsed());
        }
        progress.firstAnswer(first.solution(), first.note());
        return optimal.solve(cube, first.solution(), progress, cancelled);
    }

    /** Only the optimal solver can list every optimal solution; the fast one gives one answer. */
    @Override
    public OptimalSolutions solveAll(CubieCube cube, int limit, Consumer<Algorithm> onSolution,
            ProgressListener progress, Cancellation cancelled) throws SolverUnavailableException {
        if (!optimal.availability().ready()) {
            throw new SolverUnavailableException("Listing every optimal solution needs the optimal solver: "
                    + optimal.availability().description());
        }
        return optimal.solveAll(cube, limit, onSolution, progress, cancelled);
    }
}
