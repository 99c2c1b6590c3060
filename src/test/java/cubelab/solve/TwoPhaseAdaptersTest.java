package cubelab.solve;

import cubelab.common.Cancellation;
import static org.assertj.core.api.Assertions.assertThat;

import cubelab.model.FaceletCube;
import cubelab.model.RandomStateScrambler;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The two-phase adapters: short answers that really solve, scrambles that really scramble. */
class TwoPhaseAdaptersTest {

    private static final TwoPhaseCubeSolver SOLVER = new TwoPhaseCubeSolver();

    @Test
    void answersWithinTwentyOneMoves() throws Exception {
        RandomStateScrambler states = new RandomStateScrambler(new SplittableRandom(8));
        for (int i = 0; i < 5; i++) {
            var cube = states.next();
            SolveResult result = SOLVER.solve(cube, ProgressListener.NONE, new Cancellation());
            assertThat(result.optimal()).isFalse();
            assertThat(result.solution().size()).isLessThanOrEqualTo(21);
            assertThat(FaceletCube.fromCubieCube(cube).apply(result.solution())).isEqualTo(FaceletCube.SOLVED);
        }
    }

    @Test
    void randomStateScrambleReachesItsState() {
        Scramble scramble = new TwoPhaseScrambleSource(new SplittableRandom(4), SOLVER).randomState(new Cancellation());
        assertThat(scramble.algorithm().size()).isBetween(2, 21);
        assertThat(FaceletCube.SOLVED.apply(scramble.algorithm())).isEqualTo(scramble.cube());
        assertThat(scramble.description()).isEqualTo(scramble.algorithm().toString());
    }
}
