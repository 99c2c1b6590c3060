package cubelab.search;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import cubelab.model.CubieCube;
import cubelab.model.RandomMoveScrambler;
import cubelab.model.RandomStateScrambler;
import cubelab.nativecode.NativeLibrary;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The native slice-group loop searches exactly as the Java loop: the same nodes at every depth,
 * the same first solution and list of all solutions, on the table of the group without flips in
 * its file mapping and in native memory. Runs where the build compiled the library.
 */
@Tag("heavy")
class NativeSliceKernelTest {

    private static SliceHeuristic mapped;
    private static SliceHeuristic copied;

    @BeforeAll
    static void build() throws Exception {
        assumeTrue(NativeLibrary.loaded(), "no native library in this build");
        mapped = SmallSliceTable.heuristic();
        copied = SmallSliceTable.inNativeMemory();
    }

    @Test
    void theNativeLoopIsUsedWhereItCanReadTheTables() {
        assertThat(mapped.searchesNatively()).isTrue();
        assertThat(copied.searchesNatively()).isTrue();
        assertThat(mapped.inJava().searchesNatively()).isFalse();
        assertThat(mapped.inJava().subtreeSearch()).isEmpty();
    }

    @Test
    void completeIterationsCountTheSameNodesAtEveryDepth() throws Exception {
        for (SliceHeuristic heuristic : List.of(mapped, copied)) {
            SplittableRandom random = new SplittableRandom(81);
            for (int trial = 0; trial < 3; trial++) {
                CubieCube cube = new RandomStateScrambler(random).next();
                int[] root = new int[heuristic.stateWidth()];
                heuristic.encode(cube, root, 0);
                int first = heuristic.estimate(root, 0);
                for (int bound = first; bound <= first + 2; bound++) {
                    SearchResult.Iteration natively = new IdaStar(heuristic, 2).iteration(cube, bound,
                            SearchOptions.defaults());
                    SearchResult.Iteration inJava = new IdaStar(heuristic.inJava(), 2).iteration(cube, bound,
                            SearchOptions.defaults());
                    assertThat(natively.nodes()).as("bound %d", bound).isPositive().isEqualTo(inJava.nodes());
                    assertThat(natively.nodesAtDepth()).isEqualTo(inJava.nodesAtDepth());
                }
            }
        }
    }

    @Test
    void firstAndAllSolutionsAreTheJavaLoopsAndSolveTheCube() throws Exception {
        RandomMoveScrambler scrambler = new RandomMoveScrambler(new SplittableRandom(83));
        for (int length = 6; length <= 11; length++) {
            NativeLoopChecks.assertSameSolutions(mapped, mapped.inJava(), CubieCube.SOLVED.apply(scrambler.next(length)));
        }
    }
}
