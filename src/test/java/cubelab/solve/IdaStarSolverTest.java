package cubelab.solve;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import cubelab.model.FaceletCube;
import cubelab.notation.Algorithm;
import cubelab.search.PieceHeuristic;
import cubelab.tables.TableStore;
import cubelab.tables.twophase.TwoPhaseTables;
import java.nio.file.Path;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The adapter, with a table-free heuristic so no tables are needed. */
class IdaStarSolverTest {

    @Test
    void solvesOptimallyAndReportsProgress() throws Exception {
        Algorithm scramble = Algorithm.parse("R U F' L D");
        IdaStarSolver solver = IdaStarSolver.of("test", PieceHeuristic.manhattan(), 2);
        AtomicLong ticks = new AtomicLong();
        SolveResult result = solver.solve(FaceletCube.SOLVED.apply(scramble).toCubieCube(),
                p -> ticks.incrementAndGet(), () -> false);
        assertThat(result.optimal()).isTrue();
        assertThat(result.solution().size()).isLessThanOrEqualTo(5);
        assertThat(FaceletCube.SOLVED.apply(scramble).apply(result.solution())).isEqualTo(FaceletCube.SOLVED);
    }

    @Test
    void aKnownOptimalSolutionIsProvenByExhaustingTheDepthBelow() throws Exception {
        Algorithm scramble = Algorithm.parse("R U F' L D");
        FaceletCube cube = FaceletCube.SOLVED.apply(scramble);
        Algorithm known = Algorithm.parse("D' L' F U' R'");
        for (IdaStarSolver solver : new IdaStarSolver[] {IdaStarSolver.of("test", PieceHeuristic.manhattan(), 2),
                IdaStarSolver.of("test", PieceHeuristic.manhattan(), 2).shorteningWith(TwoPhaseTables::build)}) {
            SolveResult result = solver.solve(cube.toCubieCube(), known, p -> { }, () -> false);
            assertThat(result.optimal()).isTrue();
            assertThat(result.solution()).isEqualTo(known);
            assertThat(result.note()).contains("every sequence up to 4 moves");
            assertThat(cube.apply(result.solution())).isEqualTo(FaceletCube.SOLVED);
        }
    }

    @Test
    void stopsSoonAfterTheTokenFlips() throws Exception {
        IdaStarSolver solver = IdaStarSolver.of("test", PieceHeuristic.manhattan(), 2);
        long start = System.nanoTime();
        long[] cancelAt = {start + 300_000_000L};
        assertThatThrownBy(() -> solver.solve(FaceletCube.SOLVED.apply(
                Algorithm.parse("R U2 F' L D2 B R' U F2 L' D B2 U' R2")).toCubieCube(), p -> { },
                () -> System.nanoTime() > cancelAt[0])).isInstanceOf(SolveCancelledException.class);
        // the UI is free at once (SolveController); this bounds how long the search threads linger:
        // one 50 ms progress tick plus the workers' poll interval, with slack for a loaded machine
        assertThat((System.nanoTime() - cancelAt[0]) / 1e6).as("ms after the token flipped").isLessThan(500);
    }

    @Test
    void missingTablesMakeItUnavailableWithInstructions(@TempDir Path dir) {
        IdaStarSolver solver = IdaStarSolver.onTier(cubelab.solve.tier.TierRegistry.KORF, cubelab.solve.tier.TableLocation.at(dir), 1);
        assertThat(solver.availability().ready()).isFalse();
        assertThat(solver.availability().description()).contains("pdb build");
        assertThatThrownBy(() -> solver.solve(FaceletCube.SOLVED.toCubieCube(), p -> { }, () -> false))
                .isInstanceOf(SolverUnavailableException.class);
    }
}
