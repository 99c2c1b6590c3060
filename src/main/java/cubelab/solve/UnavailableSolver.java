package cubelab.solve;

import cubelab.common.Cancellation;
import cubelab.model.CubieCube;

/**
 * Stands in until the real solvers are wired in: says honestly that it cannot solve, so the
 * window works (turning, editing, scrambling) and the solve panel explains why.
 */
public final class UnavailableSolver implements CubeSolver {

    static final String MESSAGE = "Optimal solver tables not installed (run: cubelab pdb build --tier korf)";

    @Override
    public String name() {
        return "No solver";
    }

    @Override
    public Availability availability() {
        return new Availability(false, MESSAGE);
    }

    @Override
    public SolveResult solve(CubieCube cube, ProgressListener progress, Cancellation cancelled)
            throws SolverUnavailableException {
        throw new SolverUnavailableException(MESSAGE);
    }
}
