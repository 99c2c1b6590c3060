package cubelab.cli;

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
final class ScrambleWriter {

    private static final int MAX_LENGTH = 21;
    private static final Duration LIMIT = Duration.ofSeconds(30);

    private final TwoPhaseSolver solver;

    private ScrambleWriter(TwoPhaseSolver solver) {
        this.solver = solver;
    }

    static ScrambleWriter create() {
        return new ScrambleWriter(TwoPhaseSolver.create());
    }

    Algorithm algorithmFor(CubieCube state) {
        try {
            return solver.solve(state, MAX_LENGTH, LIMIT).inverse();
        } catch (InvalidCubeException e) {
            throw new IllegalStateException("the scrambler drew an unsolvable state", e);
        } catch (SolutionNotFoundException e) {
            throw new UserException(ExitCodes.FAILURE, "error: no scramble found for a random state: " + e.getMessage());
        }
    }
}
