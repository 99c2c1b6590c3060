package cubelab.search;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import cubelab.coord.coset.CornerClasses;
import cubelab.coord.coset.CosetCoordinates;
import cubelab.coord.symmetric.SliceEdges;
import cubelab.model.CubieCube;
import cubelab.model.FaceTurn;
import cubelab.model.RandomMoveScrambler;
import cubelab.model.RandomStateScrambler;
import cubelab.nativecode.NativeLibrary;
import cubelab.support.DamagedFiles;
import cubelab.tables.DamagedTableException;
import cubelab.tables.TableFileException;
import cubelab.tables.coset.CosetTable;
import cubelab.tables.coset.CosetTableFile;
import cubelab.tables.coset.CosetTableSpec;
import cubelab.tables.coset.CosetTableStore;
import cubelab.tables.coset.OpenedPair;
import cubelab.tables.coset.OpenedTable;
import cubelab.tables.coset.SliceSearchTables;
import cubelab.tables.coset.SliceTable;
import cubelab.tables.coset.SliceTableSpec;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * Searches on a slice-group table just opened, alone and paired with a coset table (on the 29 MB
 * {@code slice-flip0} and the 1.3 MB {@code coset-eo0}): the native loop counts the same nodes on
 * the mapping as on the copy made in the background, the search after the copies are made reads
 * them and finds the same solutions, and a table found damaged in the background, either of a
 * pair, ends the search with the damaged-table error naming its file.
 */
@Tag("heavy")
class OpenedSliceTableSearchTest {

    private static final SliceTableSpec SLICE = SliceTableSpec.FLIP0;
    private static final CosetTableSpec COSET = CosetTableSpec.TINY;

    @TempDir
    static Path directory;
    private static CosetCoordinates coordinates;
    private static CornerClasses classes;
    private static SliceEdges edges;
    private static Path whole;
    private static Path sliceDamaged;
    private static Path cosetDamaged;

    @BeforeAll
    static void buildTables() throws Exception {
        coordinates = new CosetCoordinates();
        classes = new CornerClasses(coordinates);
        edges = new SliceEdges();
        Path slice = SmallSliceTable.file();
        Path coset = SmallCosetTable.file();
        whole = folderWith(directory.resolve("whole"), slice, coset);
        sliceDamaged = folderWith(directory.resolve("slice damaged"), slice, coset);
        flipByte(sliceDamaged.resolve(CosetTableFile.fileName(SLICE)), SLICE.payloadBytes());
        cosetDamaged = folderWith(directory.resolve("coset damaged"), slice, coset);
        flipByte(cosetDamaged.resolve(CosetTableFile.fileName(COSET)), COSET.payloadBytes());
    }

    private static Path folderWith(Path folder, Path... files) throws Exception {
        Files.createDirectories(folder);
        for (Path file : files) {
            Files.copy(file, folder.resolve(file.getFileName()));
        }
        return folder;
    }

    /** Inverts one byte of the payload, a third of it before the end: the header still checks. */
    private static void flipByte(Path file, long payloadBytes) throws Exception {
        DamagedFiles.flipByte(file, Files.size(file) - payloadBytes / 3);
    }

    @Test
    void theNativeLoopCountsTheSameNodesOnTheSliceMappingAsOnTheCopy() throws Exception {
        assumeTrue(NativeLibrary.loaded(), "no native library in this build");
        OpenedTable<SliceTable> opened = new CosetTableStore(whole).openSlice(SLICE);
        SliceTable copy = opened.faster().get(1, TimeUnit.MINUTES);
        assertThat(copy.isInNativeMemory()).as("a copy on huge pages where the library is").isTrue();
        assertThat(opened.table().isInNativeMemory()).as("the first search reads the file mapping").isFalse();
        SliceSearchTables onMapping = SliceSearchTables.of(opened.table(), edges);
        SliceHeuristic mapped = new SliceHeuristic(onMapping);
        SliceHeuristic copied = new SliceHeuristic(onMapping.withTable(copy));
        assertThat(mapped.searchesNatively()).isTrue();
        assertThat(copied.searchesNatively()).isTrue();
        SplittableRandom random = new SplittableRandom(87);
        for (int trial = 0; trial < 3; trial++) {
            CubieCube cube = new RandomStateScrambler(random).next();
            int[] root = new int[mapped.stateWidth()];
            mapped.encode(cube, root, 0);
            int first = mapped.estimate(root, 0);
            for (int bound = first; bound <= first + 2; bound++) {
                SearchResult.Iteration onFile = new IdaStar(mapped, 2).iteration(cube, bound, SearchOptions.defaults());
                SearchResult.Iteration onCopy = new IdaStar(copied, 2).iteration(cube, bound, SearchOptions.defaults());
                assertThat(onFile.nodes()).as("bound %d", bound).isPositive().isEqualTo(onCopy.nodes());
                assertThat(onFile.nodesAtDepth()).isEqualTo(onCopy.nodesAtDepth());
            }
        }
    }

    @Test
    void theSearchesAfterTheSliceCopyIsMadeReadItAndFindTheSameSolutions() throws Exception {
        OpenedTable<SliceTable> opened = new CosetTableStore(whole).openSlice(SLICE);
        SliceHeuristic heuristic = SliceHeuristic.opened(opened, edges);
        boolean copied = opened.faster().get(1, TimeUnit.MINUTES) != opened.table();
        Heuristic next = nextOnceCopied(heuristic, copied);
        assertThat(next != heuristic).as("the next search reads the copy where one was made").isEqualTo(copied);
        assertThat(next.forNextSearch()).isSameAs(next);
        assertThat(next.tableCheck().failed()).isFalse();
        assertSameSolutions(heuristic, next, new SliceHeuristic(SliceSearchTables.of(opened.table(), edges)), 91);
    }

    @Test
    void theSearchesAfterBothCopiesOfAPairAreMadeReadThemAndFindTheSameSolutions() throws Exception {
        OpenedPair tables = new CosetTableStore(whole).openPair(COSET, SLICE);
        OpenedTable<CosetTable> coset = tables.coset();
        OpenedTable<SliceTable> slice = tables.slice();
        CosetHeuristic heuristic = CosetHeuristic.paired(coordinates, classes, tables, edges);
        assertThat(heuristic.name()).isEqualTo("coset-eo0+slice-flip0");
        boolean copied = coset.faster().get(1, TimeUnit.MINUTES) != coset.table()
                || slice.faster().get(1, TimeUnit.MINUTES) != slice.table();
        Heuristic next = nextOnceCopied(heuristic, copied);
        assertThat(next != heuristic).as("the next search reads the copies where they were made").isEqualTo(copied);
        assertThat(next.forNextSearch()).isSameAs(next);
        assertThat(next.tableCheck().failed()).isFalse();
        CosetHeuristic onMappings = CosetHeuristic.paired(coordinates, classes, coset.table(),
                SliceSearchTables.of(slice.table(), edges));
        assertSameSolutions(heuristic, next, onMappings, 93);
    }

    /** The heuristic the next search reads, once the heuristic on the copies is made (right after them, on their thread). */
    private static Heuristic nextOnceCopied(Heuristic heuristic, boolean copied) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.MINUTES.toNanos(1);
        while (copied && heuristic.forNextSearch() == heuristic && System.nanoTime() < deadline) {
            Thread.sleep(10);
        }
        return heuristic.forNextSearch();
    }

    /**
     * The opened heuristic, the heuristic on the copies and the one on the mappings find the same
     * solutions in the same nodes, on one thread (on two the count of the last iteration, stopped
     * at its first solution, depends on how far the other worker got), and they solve the cube.
     */
    private static void assertSameSolutions(Heuristic opened, Heuristic onCopies, Heuristic onMappings, long seed)
            throws Exception {
        RandomMoveScrambler scrambler = new RandomMoveScrambler(new SplittableRandom(seed));
        for (int length = 7; length <= 9; length++) {
            CubieCube cube = CubieCube.SOLVED.apply(scrambler.next(length));
            SearchResult expected = new IdaStar(onMappings, 1).solve(cube, SearchOptions.defaults());
            for (Heuristic heuristic : List.of(opened, onCopies)) {
                SearchResult found = new IdaStar(heuristic, 1).solve(cube, SearchOptions.defaults());
                assertThat(found.solutions()).isEqualTo(expected.solutions()).isNotEmpty();
                assertThat(found.nodes()).isEqualTo(expected.nodes());
                for (List<FaceTurn> solution : found.solutions()) {
                    assertThat(cube.apply(solution)).as("%s solves the cube", solution).isEqualTo(CubieCube.SOLVED);
                    assertThat(solution.size()).isLessThanOrEqualTo(length);
                }
            }
        }
    }

    @Test
    @Timeout(120)
    void aSliceTableFoundDamagedInTheBackgroundEndsTheSearchNamingItsFile() throws Exception {
        SliceHeuristic heuristic = SliceHeuristic.opened(new CosetTableStore(sliceDamaged).openSlice(SLICE), edges);
        assertEndsDamaged(heuristic, CosetTableFile.fileName(SLICE));
        assertThat(heuristic.forNextSearch()).as("no copy of a damaged table").isSameAs(heuristic);
    }

    @Test
    @Timeout(120)
    void aPairWithEitherTableFoundDamagedEndsTheSearchNamingThatTablesFile() throws Exception {
        for (Path folder : List.of(sliceDamaged, cosetDamaged)) {
            CosetHeuristic heuristic = CosetHeuristic.paired(coordinates, classes,
                    new CosetTableStore(folder).openPair(COSET, SLICE), edges);
            String damaged = CosetTableFile.fileName(folder == sliceDamaged ? SLICE : COSET);
            String sound = CosetTableFile.fileName(folder == sliceDamaged ? COSET : SLICE);
            assertEndsDamaged(heuristic, damaged);
            assertThatThrownBy(heuristic.tableCheck()::throwIfFailed).hasMessageNotContaining(sound);
            assertThat(heuristic.forNextSearch()).as("no copies of a damaged pair").isSameAs(heuristic);
        }
    }

    @Test
    void aPairWhoseSliceFileIsCutShortIsRefusedAtOnceNamingIt() throws Exception {
        Path folder = folderWith(directory.resolve("slice cut short"), SmallCosetTable.file());
        Path slice = folder.resolve(CosetTableFile.fileName(SLICE));
        try (java.io.InputStream whole = Files.newInputStream(SmallSliceTable.file())) {
            Files.write(slice, whole.readNBytes(1 << 20));
        }
        assertThatThrownBy(() -> new CosetTableStore(folder).openPair(COSET, SLICE))
                .isInstanceOf(TableFileException.class).hasMessageContaining(slice.getFileName().toString())
                .hasMessageContaining("truncated");
    }

    @Test
    void theCopySwitchAppliesToSliceAndPairedTables() throws Exception {
        String before = System.getProperty("cubelab.tableCopy");
        try {
            System.setProperty("cubelab.tableCopy", "off");
            OpenedTable<SliceTable> mappedOnly = new CosetTableStore(whole).openSlice(SLICE);
            assertThat(mappedOnly.faster().get(1, TimeUnit.MINUTES)).as("no copy").isSameAs(mappedOnly.table());
            assertThat(mappedOnly.table().isInNativeMemory()).isFalse();
            System.setProperty("cubelab.tableCopy", "before-search");
            assertThatThrownBy(() -> new CosetTableStore(sliceDamaged).openPair(COSET, SLICE))
                    .as("the damage found before the search").isInstanceOf(TableFileException.class)
                    .hasMessageContaining(CosetTableFile.fileName(SLICE)).hasMessageContaining("corrupt: checksum");
            OpenedPair verified = new CosetTableStore(whole).openPair(COSET, SLICE);
            assertThat(verified.slice().check().finished()).as("checked before the search").isTrue();
            assertThat(verified.slice().table().isInNativeMemory()).isEqualTo(NativeLibrary.loaded());
            CosetHeuristic paired = CosetHeuristic.paired(coordinates, classes, verified, edges);
            assertThat(paired.tableCheck().finished()).isTrue();
            assertThat(paired.forNextSearch()).as("the first search reads the copies already").isSameAs(paired);
        } finally {
            if (before == null) {
                System.clearProperty("cubelab.tableCopy");
            } else {
                System.setProperty("cubelab.tableCopy", before);
            }
        }
    }

    /**
     * A search far beyond what the small tables solve in the test's time ends with the damage,
     * naming {@code file}; so does a short search after it.
     */
    private static void assertEndsDamaged(Heuristic heuristic, String file) {
        CubieCube far = new RandomStateScrambler(new SplittableRandom(97)).next();
        assertThatThrownBy(() -> new IdaStar(heuristic, 2).solve(far, SearchOptions.defaults()))
                .isInstanceOf(DamagedTableException.class).hasMessageContaining(file)
                .hasMessageContaining("corrupt: checksum");
        CubieCube near = CubieCube.SOLVED.apply(new RandomMoveScrambler(new SplittableRandom(101)).next(5));
        assertThatThrownBy(() -> new IdaStar(heuristic, 2).solve(near, SearchOptions.defaults()))
                .isInstanceOf(DamagedTableException.class).hasMessageContaining(file);
    }
}
