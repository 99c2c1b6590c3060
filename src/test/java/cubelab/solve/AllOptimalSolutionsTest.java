package cubelab.solve;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import cubelab.common.Cancellation;
import cubelab.model.CubieCube;
import cubelab.model.FaceTurn;
import cubelab.model.MovePruning;
import cubelab.notation.Algorithm;
import cubelab.search.PieceHeuristic;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.Test;

/** The solve service's "every optimal solution" entry, checked against brute force. */
class AllOptimalSolutionsTest {

    private static CubieCube cube(String scramble) {
        return CubieCube.SOLVED.apply(Algorithm.parse(scramble).moves().stream().map(FaceTurn::of).toList());
    }

    /** Every move-pruned sequence of {@code length} face turns that solves {@code cube}, by trying them all. */
    private static Set<Algorithm> bruteForce(CubieCube cube, int length) {
        Set<Algorithm> solutions = new HashSet<>();
        extend(cube, new ArrayList<>(), length, MovePruning.NO_FACE, solutions);
        return solutions;
    }

    private static void extend(CubieCube cube, List<FaceTurn> path, int length, int lastFace, Set<Algorithm> out) {
        if (path.size() == length) {
            if (cube.isSolved()) {
                out.add(cubelab.search.SearchResult.toAlgorithm(path));
            }
            return;
        }
        for (int turn = 0; turn < FaceTurn.COUNT; turn++) {
            if (MovePruning.allowed(lastFace, turn / 3)) {
                path.add(FaceTurn.of(turn));
                extend(cube.apply(FaceTurn.of(turn)), path, length, turn / 3, out);
                path.remove(path.size() - 1);
            }
        }
    }

    @Test
    void listsEveryOptimalSolutionAsBruteForceFindsThemEachReportedLive() throws Exception {
        IdaStarSolver solver = IdaStarSolver.of("test", PieceHeuristic.manhattan(), 2);
        for (String scramble : new String[] {"R2 U2 R2 U2", "R U R' U'", "F2 B2 U D'", "R U F' L D"}) {
            CubieCube cube = cube(scramble);
            List<Algorithm> live = new CopyOnWriteArrayList<>();
            OptimalSolutions all = solver.solveAll(cube, 1000, live::add, p -> { }, new Cancellation());
            assertThat(all.complete()).isTrue();
            for (Algorithm solution : all.solutions()) {
                assertThat(cube.apply(solution.moves().stream().map(FaceTurn::of).toList()).isSolved())
                        .as("%s solves %s", solution, scramble).isTrue();
            }
            assertThat(new HashSet<>(all.solutions())).as(scramble)
                    .isEqualTo(bruteForce(cube, all.length()))
                    .hasSize(all.solutions().size());
            assertThat(bruteForce(cube, all.length() - 1)).as("nothing shorter solves " + scramble).isEmpty();
            assertThat(live).as("each reported as found").containsExactlyInAnyOrderElementsOf(all.solutions());
        }
    }

    @Test
    void aCubeWithSeveralOptimalSolutionsListsThemAll() throws Exception {
        // (R2 U2)^3 = (U2 R2)^3: at least two six-move solutions
        IdaStarSolver solver = IdaStarSolver.of("test", PieceHeuristic.manhattan(), 2);
        OptimalSolutions all = solver.solveAll(cube("R2 U2 R2 U2 R2 U2"), 1000, s -> { }, p -> { }, new Cancellation());
        assertThat(all.solutions()).hasSizeGreaterThan(1)
                .contains(Algorithm.parse("R2 U2 R2 U2 R2 U2"), Algorithm.parse("U2 R2 U2 R2 U2 R2"));
    }

    @Test
    void theLimitEndsTheSearchEarlyAndSaysSo() throws Exception {
        IdaStarSolver solver = IdaStarSolver.of("test", PieceHeuristic.manhattan(), 2);
        CubieCube cube = cube("R2 U2 R2 U2 R2 U2");
        List<Algorithm> live = new CopyOnWriteArrayList<>();
        OptimalSolutions first = solver.solveAll(cube, 1, live::add, p -> { }, new Cancellation());
        assertThat(first.complete()).isFalse();
        assertThat(first.solutions()).hasSize(1).isEqualTo(live);
        assertThat(cube.apply(first.solutions().get(0).moves().stream().map(FaceTurn::of).toList()).isSolved()).isTrue();
    }

    @Test
    void aCancelledSearchThrowsAndAFastSolverCannotList() throws Exception {
        IdaStarSolver solver = IdaStarSolver.of("test", PieceHeuristic.manhattan(), 2);
        Cancellation cancelled = new Cancellation();
        cancelled.cancel();
        assertThatThrownBy(() -> solver.solveAll(cube("R U F' L D B R2"), 10, s -> { }, p -> { }, cancelled))
                .isInstanceOf(SolveCancelledException.class);
        CombinedSolver withoutOptimal = new CombinedSolver(new TwoPhaseCubeSolver(), new UnavailableSolver());
        assertThatThrownBy(() -> withoutOptimal.solveAll(cube("R U"), 10, s -> { }, p -> { }, new Cancellation()))
                .isInstanceOf(SolverUnavailableException.class).hasMessageContaining("tables not installed");
    }
}
