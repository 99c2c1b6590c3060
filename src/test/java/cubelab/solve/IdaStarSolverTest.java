package cubelab.solve;

import cubelab.common.Cancellation;
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
    void solvesOptimallyAndTellsTheProvedLowerBoundFirst() throws Exception {
        Algorithm scramble = Algorithm.parse("R U F' L D");
        IdaStarSolver solver = IdaStarSolver.of("test", PieceHeuristic.manhattan(), 2);
        AtomicLong rootEstimate = new AtomicLong(-1);
        SolveResult result = solver.solve(FaceletCube.SOLVED.apply(scramble).toCubieCube(), new ProgressListener() {
            @Override
            public void progress(SolveProgress progress) {
            }

            @Override
            public void expectation(cubelab.solve.tier.TimeEstimate time, int estimate, String tier) {
                rootEstimate.set(estimate);
            }
        }, new Cancellation());
        assertThat(result.optimal()).isTrue();
        assertThat(result.solution().size()).isLessThanOrEqualTo(5);
        assertThat(rootEstimate.get()).as("a lower bound on the optimum, told before the search")
                .isBetween(1L, (long) result.solution().size());
        assertThat(FaceletCube.SOLVED.apply(scramble).apply(result.solution())).isEqualTo(FaceletCube.SOLVED);
    }

    @Test
    void aKnownOptimalSolutionIsProvenByExhaustingTheDepthBelow() throws Exception {
        Algorithm scramble = Algorithm.parse("R U F' L D");
        FaceletCube cube = FaceletCube.SOLVED.apply(scramble);
        Algorithm known = Algorithm.parse("D' L' F U' R'");
        for (IdaStarSolver solver : new IdaStarSolver[] {IdaStarSolver.of("test", PieceHeuristic.manhattan(), 2),
                IdaStarSolver.of("test", PieceHeuristic.manhattan(), 2).shorteningWith(TwoPhaseTables::build)}) {
            SolveResult result = solver.solve(cube.toCubieCube(), known, p -> { }, new Cancellation());
            assertThat(result.optimal()).isTrue();
            assertThat(result.solution()).isEqualTo(known);
            assertThat(result.note()).contains("every sequence up to 4 moves");
            assertThat(cube.apply(result.solution())).isEqualTo(FaceletCube.SOLVED);
        }
    }

    @Test
    void reportsProgressAndStopsWhenTheTokenFlips() throws Exception {
        IdaStarSolver solver = IdaStarSolver.of("test", PieceHeuristic.manhattan(), 2);
        java.util.List<SolveProgress> reports = new java.util.concurrent.CopyOnWriteArrayList<>();
        // a 14-move scramble takes manhattan minutes: the token flips at the second progress report
        Cancellation token = new Cancellation();
        assertThatThrownBy(() -> solver.solve(FaceletCube.SOLVED.apply(
                Algorithm.parse("R U2 F' L D2 B R' U F2 L' D B2 U' R2")).toCubieCube(), report -> {
                    reports.add(report);
                    if (reports.size() >= 2) {
                        token.cancel();
                    }
                }, token)).isInstanceOf(SolveCancelledException.class);
        assertThat(reports).hasSizeGreaterThanOrEqualTo(2);
        SolveProgress last = reports.get(reports.size() - 1);
        assertThat(last.nodes()).isPositive();
        assertThat(last.provedAtLeast()).isBetween(1, 14);
        assertThat(last.best()).as("no known solution was given").isEqualTo(-1);
        assertThat(Thread.getAllStackTraces().keySet())
                .noneMatch(thread -> thread.getName().startsWith("cubelab-ida") && thread.isAlive());
    }

    @Test
    void missingTablesMakeItUnavailableWithInstructions(@TempDir Path dir) {
        IdaStarSolver solver = IdaStarSolver.onTier(cubelab.solve.tier.TierRegistry.KORF, cubelab.solve.tier.TableLocation.at(dir), 1);
        assertThat(solver.availability().ready()).isFalse();
        assertThat(solver.availability().description()).contains("pdb build");
        assertThatThrownBy(() -> solver.solve(FaceletCube.SOLVED.toCubieCube(), p -> { }, new Cancellation()))
                .isInstanceOf(SolverUnavailableException.class);
    }
}
