package cubelab.solve;

import cubelab.common.Cancellation;
import cubelab.model.CubieCube;
import cubelab.model.InvalidCubeException;
import cubelab.notation.Algorithm;
import cubelab.search.twophase.SolutionNotFoundException;
import cubelab.search.twophase.TwoPhaseOptions;
import cubelab.search.twophase.TwoPhaseSolver;
import cubelab.tables.twophase.TwoPhaseTables;
import java.time.Duration;

/**
 * The UI's adapter to Kociemba's two-phase search: at most 21 moves within milliseconds, not
 * optimal. Its tables (about a second to build) are made once, on first use or in
 * {@link #prepare()}, and shared; each solve makes its own solver because solvers are not
 * thread-safe.
 */
public final class TwoPhaseCubeSolver implements CubeSolver {

    private volatile TwoPhaseTables tables;

    @Override
    public String name() {
        return "Two-phase (Kociemba)";
    }

    @Override
    public Availability availability() {
        return new Availability(true, "at most 21 moves within milliseconds, not optimal");
    }

    @Override
    public void prepare() {
        tables();
    }

    /** The two-phase tables, built on first use and then shared. */
    public TwoPhaseTables tables() {
        TwoPhaseTables built = tables;
        if (built == null) {
            synchronized (this) {
                built = tables;
                if (built == null) {
                    built = TwoPhaseTables.build();
                    tables = built;
                }
            }
        }
        return built;
    }

    @Override
    public SolveResult solve(CubieCube cube, ProgressListener progress, Cancellation cancelled)
            throws SolverUnavailableException {
        long start = System.nanoTime();
        TwoPhaseSolver solver = TwoPhaseSolver.using(tables());
        try {
            Algorithm solution = solver.solve(cube, TwoPhaseOptions.firstAnswer().withCancellation(cancelled));
            return new SolveResult(solution, false, "two-phase search", solver.lastNodes(),
                    Duration.ofNanos(System.nanoTime() - start));
        } catch (SolutionNotFoundException e) {
            if (e.reason() == SolutionNotFoundException.Reason.CANCELLED || cancelled.isCancelled()) {
                throw new SolveCancelledException();
            }
            throw new SolverUnavailableException("the two-phase search found nothing: " + e.getMessage());
        } catch (InvalidCubeException e) {
            throw new SolverUnavailableException("this cube cannot be solved: " + e.getMessage());
        }
    }
}
