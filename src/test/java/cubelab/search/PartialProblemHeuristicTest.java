package cubelab.search;

import static org.assertj.core.api.Assertions.assertThat;

import cubelab.model.CubieCube;
import cubelab.model.Face;
import cubelab.model.FaceTurn;
import cubelab.model.FaceletCube;
import cubelab.model.MovePruning;
import cubelab.model.RandomMoveScrambler;
import cubelab.tables.BuildListener;
import cubelab.tables.PartialProblem;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/** The partial-problem heuristic against true distances on shallow scrambles. */
@Tag("heavy")
class PartialProblemHeuristicTest {

    private static PartialProblemHeuristic pairs;

    @BeforeAll
    static void build() throws InterruptedException {
        pairs = PartialProblemHeuristic.build("pairs", PartialProblem.THREE_PAIRS, 2, BuildListener.NONE);
    }

    @Test
    void theSolvedCubeIsAtZeroAndTheTablesHaveTheirSizes() {
        int[] state = new int[pairs.stateWidth()];
        pairs.encode(CubieCube.SOLVED, state, 0);
        assertThat(pairs.estimate(state, 0)).isZero();
        assertThat(pairs.isSolved(state, 0)).isTrue();
        assertThat(pairs.exactEstimate(CubieCube.SOLVED)).isZero();
        assertThat(pairs.entries()).isEqualTo(3 * (3_674_160L + 14_192_640L));
        pairs.encode(CubieCube.SOLVED.apply(FaceTurn.of(0)), state, 0);
        assertThat(pairs.isSolved(state, 0)).isFalse();
    }

    @Test
    void bothEstimatesAreAdmissibleAndIdaStarStaysOptimal() throws Exception {
        IdaStar reference = new IdaStar(SmallTables.heuristic(), 2);
        IdaStar partial = new IdaStar(pairs, 2);
        RandomMoveScrambler scrambler = new RandomMoveScrambler(new SplittableRandom(21));
        for (int i = 0; i < 24; i++) {
            List<FaceTurn> scramble = scrambler.next(1 + i % 8);
            CubieCube cube = CubieCube.SOLVED.apply(scramble);
            int optimal = reference.solve(cube, SearchOptions.defaults()).depth();
            int[] state = new int[pairs.stateWidth()];
            pairs.encode(cube, state, 0);
            int table = pairs.estimate(state, 0);
            int exact = pairs.exactEstimate(cube);
            assertThat(table).as("%s", scramble).isLessThanOrEqualTo(exact);
            assertThat(exact).as("%s", scramble).isLessThanOrEqualTo(optimal);
            SearchResult result = partial.solve(cube, SearchOptions.defaults());
            assertThat(result.depth()).isEqualTo(optimal);
            assertThat(cube.apply(result.solutions().get(0)).isSolved()).isTrue();
        }
    }

    @Test
    void theExactDistanceOfAPairIsTheFewestTurnsThatShowBothFaces() {
        RandomMoveScrambler scrambler = new RandomMoveScrambler(new SplittableRandom(5));
        for (int i = 0; i < 16; i++) {
            CubieCube cube = CubieCube.SOLVED.apply(scrambler.next(1 + i % 5));
            for (int problem = 0; problem < 3; problem++) {
                PartialProblem pair = PartialProblem.THREE_PAIRS.get(problem);
                assertThat(pairs.exactDistance(cube, problem)).isEqualTo(bruteForce(cube, pair.first(), pair.second()));
            }
        }
    }

    /** Iterative deepening over whole cubes until both faces show their own colour. */
    private static int bruteForce(CubieCube cube, Face first, Face second) {
        for (int depth = 0; ; depth++) {
            if (reaches(cube, depth, MovePruning.NO_FACE, first, second)) {
                return depth;
            }
        }
    }

    private static boolean reaches(CubieCube cube, int depth, int lastFace, Face first, Face second) {
        if (depth == 0) {
            FaceletCube facelets = FaceletCube.fromCubieCube(cube);
            for (int i = 0; i < 9; i++) {
                if (facelets.get(first.ordinal() * 9 + i) != first || facelets.get(second.ordinal() * 9 + i) != second) {
                    return false;
                }
            }
            return true;
        }
        for (FaceTurn turn : FaceTurn.values()) {
            int face = turn.ordinal() / 3;
            if (MovePruning.allowed(lastFace, face) && reaches(cube.apply(turn), depth - 1, face, first, second)) {
                return true;
            }
        }
        return false;
    }
}
