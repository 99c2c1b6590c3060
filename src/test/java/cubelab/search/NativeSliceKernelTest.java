package cubelab.search;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import cubelab.coord.symmetric.SliceEdges;
import cubelab.coord.symmetric.TetradCornerClasses;
import cubelab.coord.symmetric.TetradCorners;
import cubelab.model.CubieCube;
import cubelab.model.FaceTurn;
import cubelab.model.MovePruning;
import cubelab.model.RandomMoveScrambler;
import cubelab.model.RandomStateScrambler;
import cubelab.tables.NativeLibrary;
import cubelab.tables.coset.CosetBuildListener;
import cubelab.tables.coset.SliceTable;
import cubelab.tables.coset.SliceTableBuilder;
import cubelab.tables.coset.SliceTableSpec;
import java.nio.file.Path;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The native slice-group loop searches exactly as the Java loop: the same nodes at every depth,
 * the same first solution and list of all solutions, on the table of the group without flips in
 * its file mapping and in native memory. Runs where the build compiled the library.
 */
class NativeSliceKernelTest {

    @TempDir
    static Path directory;
    private static SliceHeuristic mapped;
    private static SliceHeuristic copied;

    @BeforeAll
    static void build() throws Exception {
        assumeTrue(NativeLibrary.loaded(), "no native library in this build");
        TetradCorners corners = new TetradCorners(false);
        TetradCornerClasses classes = new TetradCornerClasses(corners);
        SliceEdges edges = new SliceEdges();
        Path file = directory.resolve("slice-flip0.v1.pdb");
        new SliceTableBuilder(SliceTableSpec.FLIP0, corners, classes, edges, 2).build(file, CosetBuildListener.NONE);
        SliceTable table = SliceTable.load(file, SliceTableSpec.FLIP0);
        mapped = new SliceHeuristic(table, table, corners, classes, corners, classes, edges);
        SliceTable copy = table.inNativeMemory().orElseThrow();
        copied = new SliceHeuristic(copy, table, corners, classes, corners, classes, edges);
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
            CubieCube cube = CubieCube.SOLVED.apply(scrambler.next(length));
            // one thread each: with more, the last iteration's count depends on when the workers stop
            SearchResult natively = new IdaStar(mapped, 1).solve(cube, SearchOptions.defaults());
            SearchResult inJava = new IdaStar(mapped.inJava(), 1).solve(cube, SearchOptions.defaults());
            assertThat(natively.solution()).isEqualTo(inJava.solution());
            assertThat(natively.nodes()).isEqualTo(inJava.nodes());
            IdaStarTest.assertReplaysToSolved(cube, natively.solution());
            SearchOptions all = SearchOptions.defaults().withAllSolutions(true);
            List<List<FaceTurn>> every = new IdaStar(mapped, 2).solve(cube, all).solutions();
            assertThat(every).isNotEmpty().isEqualTo(new IdaStar(mapped.inJava(), 2).solve(cube, all).solutions());
            for (List<FaceTurn> solution : every) {
                assertThat(cube.apply(solution).isSolved()).as("%s solves the cube", solution).isTrue();
                assertThat(MovePruning.isCanonical(solution)).isTrue();
            }
        }
    }
}
