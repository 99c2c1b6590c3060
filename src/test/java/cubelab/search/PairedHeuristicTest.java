package cubelab.search;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import cubelab.model.CubieCube;
import cubelab.model.FaceTurn;
import cubelab.model.MovePruning;
import cubelab.model.RandomMoveScrambler;
import cubelab.model.RandomStateScrambler;
import cubelab.nativecode.NativeLibrary;
import java.util.HashSet;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * A coset table paired with a slice-group table ({@link CosetHeuristic#paired}), on the 1.3 MB
 * {@code coset-eo0} and the 29 MB {@code slice-flip0}: its bound is the larger of the two
 * tables', it finds the optimal lengths and every optimal solution each table finds alone, and the
 * native loop searches it node for node as the Java loop does.
 */
@Tag("heavy")
class PairedHeuristicTest {

    private static CosetHeuristic coset;
    private static SliceHeuristic slice;
    private static CosetHeuristic paired;

    @BeforeAll
    static void build() throws Exception {
        coset = SmallCosetTable.heuristic();
        slice = SmallSliceTable.heuristic();
        paired = SmallCosetTable.paired();
    }

    @Test
    void theBoundIsTheLargerOfTheTwoTablesOnCubesChildrenAndPremoveChildren() {
        assertThat(paired.name()).isEqualTo("coset-eo0+slice-flip0");
        int width = paired.stateWidth();
        int[] states = new int[2 * width];
        int larger = 0;
        RandomStateScrambler random = new RandomStateScrambler(new SplittableRandom(81));
        for (int i = 0; i < 200; i++) {
            CubieCube cube = random.next();
            paired.encode(cube, states, 0);
            int expected = Math.max(estimate(coset, cube), estimate(slice, cube));
            assertThat(paired.estimate(states, 0)).isEqualTo(expected);
            larger += expected > estimate(coset, cube) ? 1 : 0;
            for (int turn = 0; turn < FaceTurn.COUNT; turn++) {
                int[] bound = new int[1];
                paired.children(states, 0, width, new int[] {turn}, 1, 99, bound);
                assertThat(bound[0]).isEqualTo(estimateOf(cube.apply(FaceTurn.of(turn))));
                assertThat(paired.estimate(states, width)).isEqualTo(bound[0]);
                paired.premoveChildren(states, 0, width, new int[] {turn}, 1, 99, bound);
                assertThat(bound[0]).isEqualTo(estimateOf(CubieCube.SOLVED.apply(FaceTurn.of(turn)).multiply(cube)));
                assertThat(paired.child(states, 0, width, turn, 99)).isEqualTo(estimateOf(cube.apply(FaceTurn.of(turn))));
            }
        }
        // the slice table raises the coset table's bound on some cubes, or pairing would add nothing
        assertThat(larger).isPositive();
    }

    private static int estimate(Heuristic heuristic, CubieCube cube) {
        int[] state = new int[heuristic.stateWidth()];
        heuristic.encode(cube, state, 0);
        return heuristic.estimate(state, 0);
    }

    private static int estimateOf(CubieCube cube) {
        return Math.max(estimate(coset, cube), estimate(slice, cube));
    }

    @Test
    void findsTheOptimalLengthsAndEveryOptimalSolutionOfEachTableAlone() throws Exception {
        RandomMoveScrambler scrambler = new RandomMoveScrambler(new SplittableRandom(82));
        SearchOptions all = SearchOptions.defaults().withAllSolutions(true);
        for (int length = 5; length <= 9; length++) {
            CubieCube cube = CubieCube.SOLVED.apply(scrambler.next(length));
            SearchResult found = new IdaStar(paired.inJava(), 2).solve(cube, all);
            SearchResult byCoset = new IdaStar(coset, 2).solve(cube, all);
            assertThat(found.depth()).isEqualTo(byCoset.depth())
                    .isEqualTo(new IdaStar(slice, 2).solve(cube, SearchOptions.defaults()).depth());
            assertThat(new HashSet<>(found.solutions())).isEqualTo(new HashSet<>(byCoset.solutions()));
            for (List<FaceTurn> solution : found.solutions()) {
                assertThat(cube.apply(solution).isSolved()).as("%s solves the cube", solution).isTrue();
                assertThat(MovePruning.isCanonical(solution)).isTrue();
            }
        }
    }

    @Test
    void theNativeLoopSearchesTheJavaLoopsNodesAndSolutions() throws Exception {
        assumeTrue(NativeLibrary.loaded(), "no native library in this build");
        assertThat(paired.searchesNatively()).isTrue();
        assertThat(paired.inJava().searchesNatively()).isFalse();
        NativeCosetKernelTest.assertSameIterations(paired, new SplittableRandom(83), 2);
        NativeLoopChecks.assertSameChildren(paired, paired.inJava(), new SplittableRandom(85), 12);
        RandomMoveScrambler scrambler = new RandomMoveScrambler(new SplittableRandom(84));
        for (int length = 8; length <= 11; length++) {
            NativeLoopChecks.assertSameSolutions(paired, paired.inJava(), CubieCube.SOLVED.apply(scrambler.next(length)));
        }
    }
}
