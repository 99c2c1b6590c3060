package cubelab.solve;

import static org.assertj.core.api.Assertions.assertThat;

import cubelab.common.Cancellation;
import cubelab.model.CubePattern;
import cubelab.model.CubieCube;
import cubelab.model.FaceletCube;
import cubelab.notation.Algorithm;
import cubelab.search.PieceHeuristic;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/** Solving to a pattern: current cube + solution = pattern, optimally with an optimal solver. */
@Tag("heavy")
class SolveToPatternTest {

    @Test
    void anOptimalSolverReachesThePatternInTheFewestMoves() throws Exception {
        IdaStarSolver solver = IdaStarSolver.of("test", PieceHeuristic.manhattan(), 2);
        // from the solved cube, the checkerboard's six half turns are optimal (nothing shorter solves it)
        FaceletCube solved = FaceletCube.SOLVED;
        FaceletCube checkerboard = CubePattern.CHECKERBOARD.cube();
        SolveResult toBoard = solver.solveTo(solved.toCubieCube(), checkerboard.toCubieCube(), p -> { }, new Cancellation());
        assertThat(solved.apply(toBoard.solution())).isEqualTo(checkerboard);
        assertThat(toBoard.optimal()).isTrue();
        assertThat(toBoard.solution().size()).isEqualTo(6);
        // three moves away from the six spots: back in three
        FaceletCube near = CubePattern.SIX_SPOTS.cube().apply(Algorithm.parse("R U' F2"));
        SolveResult back = solver.solveTo(near.toCubieCube(), CubePattern.SIX_SPOTS.cube().toCubieCube(), p -> { },
                new Cancellation());
        assertThat(near.apply(back.solution())).isEqualTo(CubePattern.SIX_SPOTS.cube());
        assertThat(back.solution().size()).isEqualTo(3);
    }

    @Test
    void fromAScrambledCubeToEveryPattern() throws Exception {
        TwoPhaseCubeSolver solver = new TwoPhaseCubeSolver();
        FaceletCube start = FaceletCube.SOLVED.apply(Algorithm.parse("D2 F' R U2 B L' D R2 F U' L2 B'"));
        CubieCube from = start.toCubieCube();
        for (CubePattern pattern : CubePattern.values()) {
            SolveResult result = solver.solveTo(from, pattern.cube().toCubieCube(), p -> { }, new Cancellation());
            assertThat(start.apply(result.solution())).as(pattern.displayName()).isEqualTo(pattern.cube());
        }
    }
}
