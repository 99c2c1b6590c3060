package cubelab.solve;

import cubelab.model.CubieCube;
import cubelab.model.InvalidCubeException;
import cubelab.notation.Algorithm;
import cubelab.search.twophase.SolutionNotFoundException;
import cubelab.search.twophase.TwoPhaseSolver;
import java.time.Duration;

/**
 * Writes a random state as an algorithm that makes it: the inverse of a two-phase solution.
 * The first solution of at most 21 turns is taken, so the text depends only on the state, and a
 * seeded run prints the same scrambles every time.
 */
public final class ScrambleWriter {

    private static final int MAX_LENGTH = 21;
    private static final Duration LIMIT = Duration.ofSeconds(30);

    private final TwoPhaseSolver solver;

    private ScrambleWriter(TwoPhaseSolver solver) {
        this.solver = solver;
    }

    /** A writer with its own two-phase tables (about a second to build). */
    public static ScrambleWriter create() {
        return new ScrambleWriter(TwoPhaseSolver.create());
    }

    /**
     * The algorithm that makes {@code state} from solved.
     *
     * @throws SolverUnavailableException when no solution of at most 21 turns turns up within 30 seconds
     */
    public Algorithm algorithmFor(CubieCube state) throws SolverUnavailableException {
        try {
            return solver.solve(state, MAX_LENGTH, LIMIT).inverse();
        } catch (InvalidCubeException e) {
            throw new IllegalStateException("the scrambler drew an unsolvable state", e);
        } catch (SolutionNotFoundException e) {
            throw new SolverUnavailableException("no scramble found for a random state: " + e.getMessage());
        }
    }
}
