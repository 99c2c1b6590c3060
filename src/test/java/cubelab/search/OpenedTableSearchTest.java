package cubelab.search;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import cubelab.coord.coset.CornerClasses;
import cubelab.coord.coset.CosetCoordinates;
import cubelab.model.CubieCube;
import cubelab.model.FaceTurn;
import cubelab.model.RandomMoveScrambler;
import cubelab.model.RandomStateScrambler;
import cubelab.support.DamagedFiles;
import cubelab.tables.DamagedTableException;
import cubelab.nativecode.NativeLibrary;
import cubelab.tables.coset.CosetBuildListener;
import cubelab.tables.coset.CosetTable;
import cubelab.tables.coset.CosetTableBuilder;
import cubelab.tables.coset.CosetTableFile;
import cubelab.tables.coset.CosetTableSpec;
import cubelab.tables.coset.CosetTableStore;
import cubelab.tables.coset.OpenedTable;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * Searches on a table just opened: the native loop counts the same nodes on the file mapping as
 * on the copy made in the background, the search after the copy is made reads the copy, and a
 * table found damaged in the background ends the search with the damaged-table error.
 */
class OpenedTableSearchTest {

    private static final CosetTableSpec SPEC = CosetTableSpec.TINY;

    @TempDir
    static Path directory;
    private static CosetCoordinates coordinates;
    private static CornerClasses classes;
    private static Path whole;
    private static Path damaged;

    @BeforeAll
    static void buildTables() throws Exception {
        coordinates = new CosetCoordinates();
        classes = new CornerClasses(coordinates);
        whole = Files.createDirectories(directory.resolve("whole"));
        Path file = whole.resolve(CosetTableFile.fileName(SPEC));
        new CosetTableBuilder(SPEC, coordinates, classes, 2).build(file, CosetBuildListener.NONE);
        damaged = Files.createDirectories(directory.resolve("damaged"));
        Path copy = Files.copy(file, damaged.resolve(file.getFileName()));
        DamagedFiles.flipByte(copy, Files.size(copy) - SPEC.payloadBytes() / 3);
    }

    @Test
    void theNativeLoopCountsTheSameNodesOnTheMappingAsOnTheCopy() throws Exception {
        assumeTrue(NativeLibrary.loaded(), "no native library in this build");
        OpenedTable<CosetTable> opened = new CosetTableStore(whole).open(SPEC);
        CosetTable copy = opened.faster().get(1, TimeUnit.MINUTES);
        assertThat(copy.isInNativeMemory()).isTrue();
        assertThat(opened.table().isInNativeMemory()).isFalse();
        CosetHeuristic onMapping = new CosetHeuristic(coordinates, classes, opened.table());
        CosetHeuristic onCopy = new CosetHeuristic(coordinates, classes, copy);
        assertThat(onMapping.searchesNatively()).isTrue();
        assertThat(onCopy.searchesNatively()).isTrue();
        SplittableRandom random = new SplittableRandom(83);
        for (int trial = 0; trial < 3; trial++) {
            CubieCube cube = new RandomStateScrambler(random).next();
            int[] root = new int[onMapping.stateWidth()];
            onMapping.encode(cube, root, 0);
            int first = onMapping.estimate(root, 0);
            for (int bound = first; bound <= first + 2; bound++) {
                SearchResult.Iteration mapped = new IdaStar(onMapping, 2).iteration(cube, bound, SearchOptions.defaults());
                SearchResult.Iteration copied = new IdaStar(onCopy, 2).iteration(cube, bound, SearchOptions.defaults());
                assertThat(mapped.nodes()).as("bound %d", bound).isPositive().isEqualTo(copied.nodes());
                assertThat(mapped.nodesAtDepth()).isEqualTo(copied.nodesAtDepth());
            }
        }
    }

    @Test
    void theSearchesAfterTheCopyIsMadeReadTheCopyAndFindTheSameSolutions() throws Exception {
        OpenedTable<CosetTable> opened = new CosetTableStore(whole).open(SPEC);
        CosetHeuristic heuristic = CosetHeuristic.opened(coordinates, classes, opened);
        CosetTable copy = opened.faster().get(1, TimeUnit.MINUTES);
        // the heuristic on the copy is made right after the copy, on the thread that made it
        long deadline = System.nanoTime() + TimeUnit.MINUTES.toNanos(1);
        while (copy != opened.table() && heuristic.forNextSearch() == heuristic && System.nanoTime() < deadline) {
            Thread.sleep(10);
        }
        Heuristic next = heuristic.forNextSearch();
        assertThat(next == heuristic).as("the next search reads the copy where one was made")
                .isEqualTo(copy == opened.table());
        assertThat(next.forNextSearch()).isSameAs(next);
        assertThat(next.tableCheck().failed()).isFalse();
        RandomMoveScrambler scrambler = new RandomMoveScrambler(new SplittableRandom(89));
        for (int length = 7; length <= 9; length++) {
            CubieCube cube = CubieCube.SOLVED.apply(scrambler.next(length));
            // one thread: the node count of the last iteration, stopped at its first solution, is
            // then the same on every run (on two it depends on how far the other worker got)
            SearchResult onOpened = new IdaStar(heuristic, 1).solve(cube, SearchOptions.defaults());
            SearchResult onMapping = new IdaStar(new CosetHeuristic(coordinates, classes, opened.table()), 1)
                    .solve(cube, SearchOptions.defaults());
            assertThat(onOpened.solutions()).isEqualTo(onMapping.solutions());
            assertThat(onOpened.nodes()).isEqualTo(onMapping.nodes());
            List<FaceTurn> solution = onOpened.solutions().get(0);
            assertThat(cube.apply(solution)).isEqualTo(CubieCube.SOLVED);
            assertThat(solution.size()).isLessThanOrEqualTo(length);
        }
    }

    @Test
    @Timeout(120)
    void aTableFoundDamagedInTheBackgroundEndsTheSearchWithTheDamagedTableError() throws Exception {
        CosetHeuristic heuristic = CosetHeuristic.opened(coordinates, classes, new CosetTableStore(damaged).open(SPEC));
        // a random state, far beyond what the small table solves in the test's time: only the damage ends it
        CubieCube far = new RandomStateScrambler(new SplittableRandom(97)).next();
        assertThatThrownBy(() -> new IdaStar(heuristic, 2).solve(far, SearchOptions.defaults()))
                .isInstanceOf(DamagedTableException.class).hasMessageContaining("corrupt: checksum");
        // a short search that ends first still waits for the check before it claims an answer
        CubieCube near = CubieCube.SOLVED.apply(new RandomMoveScrambler(new SplittableRandom(101)).next(5));
        CosetHeuristic reopened = CosetHeuristic.opened(coordinates, classes, new CosetTableStore(damaged).open(SPEC));
        assertThatThrownBy(() -> new IdaStar(reopened, 2).solve(near, SearchOptions.defaults()))
                .isInstanceOf(DamagedTableException.class);
        assertThat(reopened.forNextSearch()).as("no copy of a damaged table").isSameAs(reopened);
    }
}
