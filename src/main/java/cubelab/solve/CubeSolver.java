package cubelab.solve;

import cubelab.common.Cancellation;
import cubelab.model.CubieCube;
import cubelab.notation.Algorithm;

/**
 * The UI's port to a solver. Implementations are synchronous and run on a background thread;
 * they report progress through the listener and poll {@code cancelled} often (every few
 * milliseconds) so a cancel returns control at once. They never touch JavaFX.
 */
public interface CubeSolver {

    /** Short name for the status line, e.g. "Korf IDA* (optimal)". */
    String name();

    /**
     * Whether the solver can run, and what the user should expect (e.g. a typical wait) or do
     * (e.g. "run cubelab pdb build") when it cannot.
     */
    Availability availability();

    /**
     * Solves the cube.
     *
     * @throws SolverUnavailableException when the solver cannot run here
     * @throws SolveCancelledException    when {@code cancelled} became true
     */
    SolveResult solve(CubieCube cube, ProgressListener progress, Cancellation cancelled)
            throws SolverUnavailableException;

    /**
     * Solves the cube, given one of its solutions already (e.g. a fast first answer): an
     * optimal solver may use its length as an upper bound. By default it is ignored.
     */
    default SolveResult solve(CubieCube cube, Algorithm known, ProgressListener progress, Cancellation cancelled)
            throws SolverUnavailableException {
        return solve(cube, progress, cancelled);
    }

    /**
     * Solves from {@code cube} to {@code target} (e.g. a pretty pattern): the solution turns
     * {@code cube} into {@code target}, found by solving {@link CubieCube#towards target⁻¹·cube},
     * so it is optimal whenever this solver's answers are.
     */
    default SolveResult solveTo(CubieCube cube, CubieCube target, ProgressListener progress, Cancellation cancelled)
            throws SolverUnavailableException {
        return solve(cube.towards(target), progress, cancelled);
    }

    /**
     * Finds every optimal solution of the cube, at most {@code limit} of them, handing each to
     * {@code onSolution} as it is found (on a search thread: it must be thread-safe). Reaching the
     * limit ends the search early ({@link OptimalSolutions#complete()} false). Only an optimal
     * solver can; by default it reports itself unavailable.
     *
     * @throws SolverUnavailableException when the solver cannot run here or cannot list solutions
     * @throws SolveCancelledException    when {@code cancelled} became true
     */
    default OptimalSolutions solveAll(CubieCube cube, int limit, java.util.function.Consumer<Algorithm> onSolution,
            ProgressListener progress, Cancellation cancelled) throws SolverUnavailableException {
        throw new SolverUnavailableException(name() + " cannot list every optimal solution");
    }

    /**
     * Loads what the solver needs (tables) ahead of the first solve; the window calls it once on
     * a background thread at start-up. Does nothing by default.
     */
    default void prepare() throws SolverUnavailableException {
    }

    /** @param ready whether {@link #solve} can run; @param description one sentence for the user */
    record Availability(boolean ready, String description) {
    }
}
