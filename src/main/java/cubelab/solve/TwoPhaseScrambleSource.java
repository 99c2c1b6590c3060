package cubelab.solve;

import cubelab.common.Cancellation;
import cubelab.model.CubieCube;
import cubelab.model.FaceletCube;
import cubelab.model.RandomStateScrambler;
import cubelab.notation.Algorithm;
import java.util.random.RandomGenerator;

/**
 * WCA-style random-state scrambles: a uniformly random state, written as the inverse of a
 * two-phase solution (at most 21 moves).
 */
public final class TwoPhaseScrambleSource implements ScrambleSource {

    private final RandomStateScrambler states;
    private final TwoPhaseCubeSolver solver;

    public TwoPhaseScrambleSource(RandomGenerator random, TwoPhaseCubeSolver solver) {
        this.states = new RandomStateScrambler(random);
        this.solver = solver;
    }

    @Override
    public synchronized Scramble randomState(Cancellation cancelled) {
        CubieCube cube = states.next();
        try {
            Algorithm scramble = solver.solve(cube, ProgressListener.NONE, cancelled).solution().inverse();
            return new Scramble(FaceletCube.fromCubieCube(cube), scramble, scramble.toString());
        } catch (SolverUnavailableException e) {
            throw new IllegalStateException(e.getMessage(), e);
        }
    }
}
