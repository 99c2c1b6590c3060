package cubelab.solve;

import cubelab.common.Cancellation;
import cubelab.model.CubieCube;
import cubelab.model.FaceletCube;
import cubelab.model.InvalidCubeException;
import cubelab.model.RandomStateScrambler;
import cubelab.notation.Algorithm;
import cubelab.search.twophase.SolutionNotFoundException;
import cubelab.search.twophase.TwoPhaseOptions;
import cubelab.search.twophase.TwoPhaseSolver;
import java.time.Duration;
import java.util.random.RandomGenerator;

/**
 * WCA-style random-state scrambles, for the window and the {@code scramble} command alike: a
 * uniformly random state, written as the inverse of the first two-phase solution of at most 21
 * turns. The first solution rather than the shortest found in some time, so the text depends only
 * on the state, and a seeded run prints the same scrambles on every machine.
 */
public final class TwoPhaseScrambleSource implements ScrambleSource {

    private static final int MAX_LENGTH = 21;
    private static final Duration LIMIT = Duration.ofSeconds(30);

    private final RandomStateScrambler states;
    private final TwoPhaseCubeSolver solver;

    /** Scrambles drawn from {@code random}, written with {@code solver}'s tables (shared, built once). */
    public TwoPhaseScrambleSource(RandomGenerator random, TwoPhaseCubeSolver solver) {
        this.states = new RandomStateScrambler(random);
        this.solver = solver;
    }

    @Override
    public Scramble randomState(Cancellation cancelled) {
        try {
            return next(cancelled);
        } catch (SolverUnavailableException e) {
            throw new IllegalStateException(e.getMessage(), e);
        }
    }

    /**
     * The next scramble.
     *
     * @throws SolverUnavailableException when no solution of at most 21 turns turns up within 30 seconds
     * @throws SolveCancelledException    when {@code cancelled} is set first
     */
    public synchronized Scramble next(Cancellation cancelled) throws SolverUnavailableException {
        CubieCube state = states.next();
        Algorithm algorithm = algorithmFor(state, cancelled);
        return new Scramble(FaceletCube.fromCubieCube(state), algorithm, algorithm.toString());
    }

    private Algorithm algorithmFor(CubieCube state, Cancellation cancelled) throws SolverUnavailableException {
        TwoPhaseOptions firstFound = TwoPhaseOptions.firstFound(MAX_LENGTH, LIMIT).withCancellation(cancelled);
        try {
            return TwoPhaseSolver.using(solver.tables()).solve(state, firstFound).inverse();
        } catch (InvalidCubeException e) {
            throw new IllegalStateException("the scrambler drew an unsolvable state", e);
        } catch (SolutionNotFoundException e) {
            if (cancelled.isCancelled()) {
                throw new SolveCancelledException();
            }
            throw new SolverUnavailableException("no scramble found for a random state: " + e.getMessage());
        }
    }
}
