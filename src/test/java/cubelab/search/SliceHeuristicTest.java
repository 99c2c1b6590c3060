package cubelab.search;

import static org.assertj.core.api.Assertions.assertThat;

import cubelab.model.CubieCube;
import cubelab.model.FaceTurn;
import cubelab.model.MovePruning;
import cubelab.model.RandomMoveScrambler;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/** IDA* on the 29 MB table of the slice group without flips (built in about 10 s): optimal, every solution. */
@Tag("heavy")
class SliceHeuristicTest {

    private static SliceHeuristic heuristic;

    @BeforeAll
    static void build() throws Exception {
        heuristic = SmallSliceTable.heuristic();
    }

    @Test
    void solvesScramblesAtTheSameOptimalLengthsAsThePatternDatabaseTier() throws Exception {
        IdaStar slice = new IdaStar(heuristic, 2);
        IdaStar reference = new IdaStar(SmallTables.heuristic(), 2);
        RandomMoveScrambler scrambler = new RandomMoveScrambler(new SplittableRandom(71));
        for (int length = 1; length <= 10; length++) {
            for (int trial = 0; trial < 2; trial++) {
                CubieCube cube = CubieCube.SOLVED.apply(scrambler.next(length));
                SearchResult result = slice.solve(cube, SearchOptions.defaults());
                SearchResult expected = reference.solve(cube, SearchOptions.defaults());
                assertThat(result.solved()).isTrue();
                assertThat(result.depth()).as("optimal length of %s", cube).isEqualTo(expected.depth());
                assertThat(cube.apply(result.solutions().get(0)).isSolved()).isTrue();
                assertThat(MovePruning.isCanonical(result.solutions().get(0))).isTrue();
            }
        }
    }

    @Test
    void findsEveryOptimalSolutionTheReferenceFinds() throws Exception {
        IdaStar slice = new IdaStar(heuristic, 2);
        IdaStar reference = new IdaStar(SmallTables.heuristic(), 1);
        RandomMoveScrambler scrambler = new RandomMoveScrambler(new SplittableRandom(72));
        for (int trial = 0; trial < 4; trial++) {
            CubieCube cube = CubieCube.SOLVED.apply(scrambler.next(7));
            SearchOptions all = SearchOptions.defaults().withAllSolutions(true);
            List<List<FaceTurn>> found = slice.solve(cube, all).solutions();
            Set<List<FaceTurn>> expected = new HashSet<>(reference.solve(cube, all).solutions());
            assertThat(new HashSet<>(found)).isEqualTo(expected);
            for (List<FaceTurn> solution : found) {
                assertThat(cube.apply(solution).isSolved()).isTrue();
            }
        }
    }

    /** The bound never exceeds a scramble's length, on the cube, its children and its premove children. */
    @Test
    void theBoundNeverExceedsTheDistance() {
        int width = heuristic.stateWidth();
        int[] states = new int[width * 2];
        heuristic.encode(CubieCube.SOLVED, states, 0);
        assertThat(heuristic.estimate(states, 0)).isZero();
        assertThat(heuristic.isSolved(states, 0)).isTrue();
        heuristic.encode(CubieCube.SOLVED.apply(FaceTurn.of(1)), states, 0);
        assertThat(heuristic.isSolved(states, 0)).isFalse();
        RandomMoveScrambler scrambler = new RandomMoveScrambler(new SplittableRandom(73));
        for (int i = 0; i < 300; i++) {
            int length = 1 + i % 12;
            CubieCube cube = CubieCube.SOLVED.apply(scrambler.next(length));
            heuristic.encode(cube, states, 0);
            assertThat(heuristic.estimate(states, 0)).isLessThanOrEqualTo(length);
            for (int turn = 0; turn < FaceTurn.COUNT; turn++) {
                int[] bound = new int[1];
                heuristic.children(states, 0, width, new int[] {turn}, 1, 99, bound);
                int[] direct = new int[width];
                heuristic.encode(cube.apply(FaceTurn.of(turn)), direct, 0);
                // the child carries the same state as the turned cube encoded afresh
                assertThat(bound[0]).isEqualTo(heuristic.estimate(direct, 0));
                heuristic.premoveChildren(states, 0, width, new int[] {turn}, 1, 99, bound);
                heuristic.encode(CubieCube.SOLVED.apply(FaceTurn.of(turn)).multiply(cube), direct, 0);
                assertThat(bound[0]).isEqualTo(heuristic.estimate(direct, 0));
            }
        }
    }
}
