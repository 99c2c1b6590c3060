package cubelab.search;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import cubelab.common.Cancellation;
import cubelab.model.CubieCube;
import cubelab.model.RandomMoveScrambler;
import cubelab.tables.BuildListener;
import cubelab.tables.PatternDatabase;
import cubelab.tables.PatternDatabaseBuilder;
import cubelab.tables.TableSpec;
import cubelab.tables.PatternDatabaseSet;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The native loop searches exactly as the Java loop: the same nodes at every depth, the same
 * first solution, the same set of all solutions. Korf's tables are built in memory (about 10 s).
 * Runs where the build compiled the library (Linux with gcc, as CI); elsewhere it is skipped.
 */
@Tag("heavy")
class NativeKorfKernelTest {

    private static PatternDatabaseHeuristic withNative;
    private static PatternDatabaseHeuristic javaOnly;

    @BeforeAll
    static void buildKorfTables() throws InterruptedException {
        assumeTrue(NativeKorfKernel.available(), "no native Korf kernel in this build");
        List<PatternDatabase> tables = new ArrayList<>();
        for (TableSpec spec : PatternDatabaseSet.KORF.tables()) {
            tables.add(new PatternDatabaseBuilder(2, BuildListener.NONE).build(spec));
        }
        withNative = new PatternDatabaseHeuristic("korf", tables, true);
        javaOnly = new PatternDatabaseHeuristic("korf", tables, false);
        assertThat(withNative.subtreeSearch()).isPresent();
        assertThat(javaOnly.subtreeSearch()).isEmpty();
    }

    @Test
    void completeIterationsCountTheSameNodesAtEveryDepth() throws Exception {
        RandomMoveScrambler scrambler = new RandomMoveScrambler(new SplittableRandom(41));
        for (int trial = 0; trial < 2; trial++) {
            CubieCube cube = CubieCube.SOLVED.apply(scrambler.next(14));
            for (int bound = 10; bound <= 12; bound++) {
                SearchResult.Iteration natively = new IdaStar(withNative, 2).iteration(cube, bound, SearchOptions.defaults());
                SearchResult.Iteration inJava = new IdaStar(javaOnly, 2).iteration(cube, bound, SearchOptions.defaults());
                assertThat(natively.nodes()).isPositive().isEqualTo(inJava.nodes());
                assertThat(natively.nodesAtDepth()).isEqualTo(inJava.nodesAtDepth());
            }
        }
    }

    @Test
    void firstAndAllSolutionsAreTheJavaLoopsAndSolveTheCube() throws Exception {
        RandomMoveScrambler scrambler = new RandomMoveScrambler(new SplittableRandom(43));
        for (int length = 8; length <= 12; length++) {
            CubieCube cube = CubieCube.SOLVED.apply(scrambler.next(length));
            // one thread each: with more, the last iteration's count depends on when the workers stop
            SearchResult natively = new IdaStar(withNative, 1).solve(cube, SearchOptions.defaults());
            SearchResult inJava = new IdaStar(javaOnly, 1).solve(cube, SearchOptions.defaults());
            assertThat(natively.solution()).isEqualTo(inJava.solution());
            assertThat(natively.nodes()).isEqualTo(inJava.nodes());
            IdaStarTest.assertReplaysToSolved(cube, natively.solution());
            SearchOptions all = SearchOptions.defaults().withAllSolutions(true);
            List<List<cubelab.model.FaceTurn>> every = new IdaStar(withNative, 2).solve(cube, all).solutions();
            assertThat(every).isEqualTo(new IdaStar(javaOnly, 2).solve(cube, all).solutions());
            for (List<cubelab.model.FaceTurn> solution : every) {
                assertThat(cube.apply(solution).isSolved()).as("%s solves the cube", solution).isTrue();
            }
        }
    }

    @Test
    @Timeout(120) // a hang guard only: the cube takes hours to solve, so only the cancel ends the search
    void cancellingStopsTheNativeSearch() throws Exception {
        CubieCube cube = CubieCube.SOLVED.apply(new RandomMoveScrambler(new SplittableRandom(47)).next(30));
        Cancellation cancellation = new Cancellation();
        SearchOptions options = SearchOptions.defaults().withCancellation(cancellation);
        Thread canceller = DelayedCancel.after(cancellation, 300);
        SearchResult result = new IdaStar(withNative, 2).solve(cube, options);
        canceller.join();
        assertThat(result.status()).isEqualTo(SearchResult.Status.CANCELLED);
        assertThat(result.solutions()).isEmpty();
    }
}
