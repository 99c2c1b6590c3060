package cubelab.search;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import cubelab.common.Cancellation;
import cubelab.coord.coset.CornerClasses;
import cubelab.coord.coset.CosetCoordinates;
import cubelab.model.CubieCube;
import cubelab.model.RandomMoveScrambler;
import cubelab.model.RandomStateScrambler;
import cubelab.nativecode.NativeLibrary;
import cubelab.tables.coset.CosetBuildListener;
import cubelab.tables.coset.CosetTable;
import cubelab.tables.coset.CosetTableBuilder;
import cubelab.tables.coset.CosetTableFile;
import cubelab.tables.coset.CosetTableSpec;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The native coset loop searches exactly as the Java loop: the same nodes at every depth, the
 * same first solution, the same list of all solutions, on the 1.3 MB table (no edge flips) and on
 * the 21 MB one that keeps four edges' flips (the edge index's gather), with the table in its file
 * mapping and in native memory. Runs where the build compiled the library (Linux with gcc, as CI).
 */
@Tag("heavy")
class NativeCosetKernelTest {

    @TempDir
    static Path directory;
    private static CosetHeuristic tiny;
    private static CosetHeuristic eo4;
    private static CosetTable eo4Mapped;
    private static CosetTable eo4Copy;

    @BeforeAll
    static void buildTables() throws Exception {
        assumeTrue(NativeLibrary.loaded(), "no native library in this build");
        tiny = SmallCosetTable.heuristic();
        CosetCoordinates coordinates = new CosetCoordinates();
        CornerClasses classes = new CornerClasses(coordinates);
        Path file = directory.resolve(CosetTableFile.fileName(CosetTableSpec.EO4));
        new CosetTableBuilder(CosetTableSpec.EO4, coordinates, classes, 2).build(file, CosetBuildListener.NONE);
        eo4Mapped = CosetTableFile.load(file, CosetTableSpec.EO4).table();
        eo4Copy = eo4Mapped.inNativeMemory().orElseThrow();
        eo4 = new CosetHeuristic(coordinates, classes, eo4Copy);
        assertThat(Files.size(file)).isGreaterThan(CosetTableSpec.EO4.payloadBytes());
    }

    @Test
    void theNativeCopiesHoldTheFilesWordsAndTheHeapCopyIsNotReadNatively() {
        assertThat(eo4Copy.isInNativeMemory()).isTrue();
        assertThat(eo4Mapped.isInNativeMemory()).isFalse();
        assertSameWords(eo4Copy, eo4Mapped);
        CosetTable heap = eo4Mapped.inHeap();
        assertSameWords(heap.inNativeMemory().orElseThrow(), eo4Mapped);
        assertThat(heap.directChunks()).isEmpty();
        assertThat(eo4Copy.directChunks()).isPresent();
    }

    private static void assertSameWords(CosetTable actual, CosetTable expected) {
        long words = expected.spec().words();
        assertThat(actual.spec()).isEqualTo(expected.spec());
        for (long i = 0; i < words; i++) {
            if (actual.word(i) != expected.word(i)) {
                assertThat(actual.word(i)).as("word %d", i).isEqualTo(expected.word(i));
            }
        }
    }

    @Test
    void theNativeLoopIsUsedWhereItCanReadTheTable() {
        assertThat(tiny.searchesNatively()).isTrue();
        assertThat(eo4.searchesNatively()).isTrue();
        assertThat(tiny.inJava().searchesNatively()).isFalse();
        assertThat(tiny.inJava().subtreeSearch()).isEmpty();
        assertThat(tiny.withoutPremoves().subtreeSearch()).isEmpty();
        assertThat(tiny.forwardOnly().subtreeSearch()).isEmpty();
    }

    @Test
    void completeIterationsCountTheSameNodesAtEveryDepth() throws Exception {
        for (CosetHeuristic heuristic : List.of(tiny, eo4)) {
            assertSameIterations(heuristic, new SplittableRandom(71), 3);
        }
    }

    /**
     * On {@code trials} random states, the root's own bound and the next two (the deepest is the
     * costliest, millions of nodes): the native loop counts what the Java loop counts, depth by depth.
     */
    static void assertSameIterations(CosetHeuristic heuristic, SplittableRandom random, int trials) throws Exception {
        for (int trial = 0; trial < trials; trial++) {
            CubieCube cube = new RandomStateScrambler(random).next();
            int[] root = new int[heuristic.stateWidth()];
            heuristic.encode(cube, root, 0);
            int first = heuristic.estimate(root, 0);
            for (int bound = first; bound <= first + 2; bound++) {
                SearchResult.Iteration natively = new IdaStar(heuristic, 2).iteration(cube, bound, SearchOptions.defaults());
                SearchResult.Iteration inJava = new IdaStar(heuristic.inJava(), 2).iteration(cube, bound,
                        SearchOptions.defaults());
                assertThat(natively.nodes()).as("%s, bound %d", heuristic.name(), bound)
                        .isPositive().isEqualTo(inJava.nodes());
                assertThat(natively.nodesAtDepth()).isEqualTo(inJava.nodesAtDepth());
            }
        }
    }

    @Test
    void childrenEstimatedWithTheLoopsReadsAreTheJavaLoops() {
        for (CosetHeuristic heuristic : List.of(tiny, eo4)) {
            NativeLoopChecks.assertSameChildren(heuristic, heuristic.inJava(), new SplittableRandom(75), 12);
        }
    }

    @Test
    void firstAndAllSolutionsAreTheJavaLoopsAndSolveTheCube() throws Exception {
        for (CosetHeuristic heuristic : List.of(tiny, eo4)) {
            RandomMoveScrambler scrambler = new RandomMoveScrambler(new SplittableRandom(73));
            for (int length = 6; length <= 11; length++) {
                NativeLoopChecks.assertSameSolutions(heuristic, heuristic.inJava(),
                        CubieCube.SOLVED.apply(scrambler.next(length)));
            }
        }
    }

    @Test
    void cancellingStopsTheNativeSearch() throws Exception {
        CubieCube cube = new RandomStateScrambler(new SplittableRandom(79)).next();
        Cancellation cancellation = new Cancellation();
        SearchOptions options = SearchOptions.defaults().withCancellation(cancellation);
        Thread canceller = DelayedCancel.after(cancellation, 300);
        SearchResult result = new IdaStar(tiny, 2).solve(cube, options);
        canceller.join();
        assertThat(result.status()).isEqualTo(SearchResult.Status.CANCELLED);
    }
}
