package cubelab.tables.coset;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import cubelab.coord.coset.CornerClasses;
import cubelab.coord.coset.CornerPart;
import cubelab.coord.coset.CosetCoordinates;
import cubelab.coord.coset.UDSymmetries;
import cubelab.model.CubieCube;
import cubelab.model.FaceTurn;
import cubelab.model.RandomMoveScrambler;
import cubelab.model.RandomStateScrambler;
import cubelab.tables.TableFileException;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Builds the 1.3 MB {@code coset-eo0} table (about a second) and checks that every way of building it
 * gives the same bytes ({@link CosetTableDistancesTest} checks its distances).
 * The rebuilds that must give the same bytes (other thread counts, other memory, resumed after each
 * pass) are tagged heavy: the default run keeps one build and one resume from the journal.
 */
class CosetTableBuilderTest {

    private static final CosetTableSpec SPEC = CosetTableSpec.TINY;
    /** Where a build can keep a copy of its table: the heap, and native memory where the library is. */
    private static final java.util.List<CosetTableBuilder.Memory> COPIES = cubelab.nativecode.NativeLibrary.loaded()
            ? java.util.List.of(CosetTableBuilder.Memory.HEAP, CosetTableBuilder.Memory.NATIVE)
            : java.util.List.of(CosetTableBuilder.Memory.HEAP);
    private static CosetCoordinates coordinates;
    private static CornerClasses classes;
    @TempDir
    static Path directory;
    private static Path file;
    private static String checksum;

    @BeforeAll
    static void build() throws Exception {
        coordinates = new CosetCoordinates();
        classes = new CornerClasses(coordinates);
        file = directory.resolve(CosetTableFile.fileName(SPEC));
        // the reference is built in the file mapping, whatever the kernel's huge-page mode, so that the
        // heap builds below are compared with the other memory
        checksum = new CosetTableBuilder(SPEC, coordinates, classes, 2, CosetTableBuilder.Memory.FILE_MAPPING)
                .build(file, CosetBuildListener.NONE);
    }

    @Test
    @Tag("heavy")
    void buildsAreByteIdenticalForOneAndThreeThreads() throws Exception {
        for (int threads : new int[] {1, 3}) {
            Path other = directory.resolve("threads" + threads).resolve(CosetTableFile.fileName(SPEC));
            Files.createDirectories(other.getParent());
            assertThat(new CosetTableBuilder(SPEC, coordinates, classes, threads).build(other, CosetBuildListener.NONE))
                    .isEqualTo(checksum);
        }
    }

    /**
     * The native forward loop on a row of {@code large}'s spec (E-slice order, the eight U/D-layer
     * edges' flips: the gather path the test table does not take), against the Java indexer: the
     * neighbours' entries become the code, every other stays unvisited, and each word written gets
     * the distance as its least. A heap copy gets no native loop.
     */
    @Test
    void theNativeForwardLoopMarksTheNeighboursTheIndexerNames() throws Exception {
        org.junit.jupiter.api.Assumptions.assumeTrue(cubelab.nativecode.NativeLibrary.loaded());
        nativeForwardLoopMarksTheNeighbours(false);
    }

    /** A row with symmetries: every neighbour marked in each copy its stabilizer gives it. */
    @Test
    void theNativeForwardLoopMarksEveryCopyInARowWithSymmetries() throws Exception {
        org.junit.jupiter.api.Assumptions.assumeTrue(cubelab.nativecode.NativeLibrary.loaded());
        nativeForwardLoopMarksTheNeighbours(true);
    }

    /**
     * A table of two-word units (the diagonal pairs' test table) built in the heap, by the Java
     * forward loop, and in the file mapping, by the native one where the library is: the same bytes,
     * each unit's least distance written into its first word by both.
     */
    @Test
    void aTableOfTwoWordUnitsIsTheSameBuiltInTheHeapAndInTheMapping() throws Exception {
        CosetTableSpec spec = CosetTableSpec.TINY_DIAGONALS;
        CosetCoordinates diagonals = new CosetCoordinates(CornerPart.DIAGONALS);
        CornerClasses diagonalClasses = new CornerClasses(diagonals);
        java.util.Set<String> checksums = new java.util.HashSet<>();
        for (CosetTableBuilder.Memory memory : java.util.List.of(CosetTableBuilder.Memory.FILE_MAPPING,
                CosetTableBuilder.Memory.HEAP)) {
            Path built = directory.resolve("pairs-" + memory).resolve(CosetTableFile.fileName(spec));
            Files.createDirectories(built.getParent());
            checksums.add(new CosetTableBuilder(spec, diagonals, diagonalClasses, 2, memory)
                    .build(built, CosetBuildListener.NONE));
        }
        assertThat(checksums).hasSize(1);
    }

    /** The same in a row of 62 entries in two words, the unit's least distance in its first word. */
    @Test
    void theNativeForwardLoopMarksTheNeighboursInPairsOfWords() throws Exception {
        org.junit.jupiter.api.Assumptions.assumeTrue(cubelab.nativecode.NativeLibrary.loaded());
        CosetTableSpec paired = new CosetTableSpec("coset-eo8-order-62", 8, SliceOrder.FULL, 9, CornerPart.SETS,
                WordLayout.PAIRS_WITH_NIBBLE);
        nativeForwardLoopMarksTheNeighbours(paired, false);
        nativeForwardLoopMarksTheNeighbours(paired, true);
    }

    private void nativeForwardLoopMarksTheNeighbours(boolean symmetric) throws Exception {
        nativeForwardLoopMarksTheNeighbours(CosetTableSpec.EO8_ORDER, symmetric);
    }

    private void nativeForwardLoopMarksTheNeighbours(CosetTableSpec spec, boolean symmetric) throws Exception {
        EdgeIndexer indexer = new EdgeIndexer(spec);
        TurnMaps maps = new TurnMaps(coordinates, classes);
        int rowEntries = (int) spec.rowEntries();
        int rowWords = spec.rowWords();
        WordLayout layout = spec.layout();
        Path rowFile = directory.resolve(spec.name() + "-row-" + symmetric);
        byte[] unvisited = new byte[rowWords * Long.BYTES];
        Arrays.fill(unvisited, (byte) -1);
        Files.write(rowFile, unvisited);
        PackedWords row = PackedWords.map(rowFile, 0, rowWords, true);
        SplittableRandom random = new SplittableRandom(19);
        int[] states = new int[5000];
        java.util.Set<Integer> expected = new java.util.HashSet<>();
        int turn = 7;
        int target = maps.target(random.nextInt(classes.count()), turn);
        while (symmetric == (classes.stabilizer(target >>> 4) == 1)) {
            target = maps.target(random.nextInt(classes.count()), turn);
        }
        int stabilizer = classes.stabilizer(target >>> 4);
        int flips = TurnMaps.flipSlab(turn, target);
        int slices = TurnMaps.sliceSlab(turn, target);
        for (int i = 0; i < states.length; i++) {
            states[i] = indexer.edgeState(random.nextInt(rowEntries));
            int after = maps.sliceAfter(slices + (states[i] & 0xFFFF));
            int flip = maps.flipAfter(flips + (states[i] >>> 16)) ^ after >>> 16;
            int slice = after & 0xFFFF;
            for (int s = 0; s < 16; s++) {
                if ((stabilizer >>> s & 1) != 0) {
                    expected.add(indexer.index(coordinates.flipConjugate(s, flip, slice),
                            coordinates.sliceSortedConjugate(s, slice)));
                }
            }
        }
        try (NativeCosetPasses loop = NativeCosetPasses.create(maps, indexer, coordinates, row).orElseThrow()) {
            if (symmetric) {
                loop.forwardSymmetric(states, states.length, flips, slices, 0, 2, 11, stabilizer);
            } else {
                loop.forward(states, states.length, flips, slices, 0, 2, 11, new NativeCosetPasses.Scratch(rowEntries));
            }
        }
        int units = rowWords / layout.unitWords();
        for (int unit = 0; unit < units; unit++) {
            boolean written = false;
            for (int e = 0; e < layout.unitEntries(); e++) {
                int place = unit * layout.unitEntries() + e;
                int code = (int) (row.word(layout.wordInRow(place)) >>> (layout.shift(place) & 63) & 3);
                boolean neighbour = expected.contains(place);
                written |= neighbour;
                assertThat(code).as("entry %d", place).isEqualTo(neighbour ? 2 : 3);
            }
            assertThat(row.word((long) unit * layout.unitWords()) >>> 60).as("least distance of unit %d", unit)
                    .isEqualTo(written ? 11L : 15L);
        }
        assertThat(NativeCosetPasses.create(maps, indexer, coordinates, row.inHeap())).isEmpty();
    }

    /**
     * The heap copy runs the forward passes' Java loop; native memory, like the file mapping of
     * the reference build, runs the native one ({@link NativeCosetPasses}) where the library is:
     * the same file either way.
     */
    @Test
    @Tag("heavy")
    void aBuildInTheHeapOrNativeMemoryWritesTheSameFile() throws Exception {
        for (CosetTableBuilder.Memory memory : COPIES) {
            Path other = directory.resolve(memory.name()).resolve(CosetTableFile.fileName(SPEC));
            Files.createDirectories(other.getParent());
            CosetTableBuilder builder = new CosetTableBuilder(SPEC, coordinates, classes, 2, memory);
            assertThat(builder.build(other, CosetBuildListener.NONE)).as("built in %s", memory).isEqualTo(checksum);
            assertThat(CosetTableFile.load(other, SPEC).sha256()).isEqualTo(checksum);
        }
    }

    @Test
    @Tag("heavy")
    void aStoppedBuildInACopyResumesFromItsLastFinishedPass() throws Exception {
        // every pass is journalled, whatever memory the build runs in
        for (CosetTableBuilder.Memory memory : COPIES) {
            Path resumed = directory.resolve(memory.name() + "-resumed").resolve(CosetTableFile.fileName(SPEC));
            Files.createDirectories(resumed.getParent());
            CosetTableBuilder builder = new CosetTableBuilder(SPEC, coordinates, classes, 2, memory);
            stopDuringTheFifthPass(builder, resumed);
            BuildFiles files = new BuildFiles(resumed);
            assertThat(Integer.parseInt(Files.readAllLines(files.journal()).get(1).trim())).as("passes journalled")
                    .isEqualTo(4);
            assertThat(files.pausedFraction(SPEC)).as("the share done, for \"paused, N %%\"").isPresent();
            assertThat(files.pausedFraction(SPEC).getAsDouble()).isStrictlyBetween(0.0, 1.0);
            assertThat(builder.build(resumed, CosetBuildListener.NONE)).as("%s, resumed", memory).isEqualTo(checksum);
            assertThat(Files.readAllBytes(resumed)).isEqualTo(Files.readAllBytes(file));
            assertThat(files.all()).allSatisfy(working -> assertThat(working).doesNotExist());
        }
    }

    @Test
    void aStoppedBuildInTheFileMappingResumesFromItsJournal() throws Exception {
        Path resumed = directory.resolve("resumed").resolve(CosetTableFile.fileName(SPEC));
        Files.createDirectories(resumed.getParent());
        CosetTableBuilder builder = new CosetTableBuilder(SPEC, coordinates, classes, 2,
                CosetTableBuilder.Memory.FILE_MAPPING);
        stopDuringTheFifthPass(builder, resumed);
        assertThat(resumed.resolveSibling(resumed.getFileName() + ".journal")).exists();
        assertThat(builder.build(resumed, CosetBuildListener.NONE)).isEqualTo(checksum);
        assertThat(Files.readAllBytes(resumed)).isEqualTo(Files.readAllBytes(file));
    }

    /**
     * A build stopped after every possible pass, with the next pass's writes partly in the file
     * (as a kill in the middle of a pass leaves it), resumes to the same bytes: each pass may run
     * again from a file that holds some of its own writes already. The stop comes with the next
     * pass's first report, which its workers send while they write rows; the pass before is
     * journalled by then. (Not at a pass's report of 1.0: its rows can report 1.0 twice, once
     * while their last worker is still alive, and a stop there would come before the journal.)
     */
    @Test
    @Tag("heavy")
    void aBuildResumedFromAnyPassWithPartOfTheNextPassWrittenGivesTheSameFile() throws Exception {
        int passes = SPEC.base() + 3;
        for (int stopAfter = 1; stopAfter < passes; stopAfter++) {
            Path resumed = directory.resolve("partial-" + stopAfter).resolve(CosetTableFile.fileName(SPEC));
            Files.createDirectories(resumed.getParent());
            CosetTableBuilder builder = new CosetTableBuilder(SPEC, coordinates, classes, 1,
                    CosetTableBuilder.Memory.FILE_MAPPING);
            int stop = stopAfter;
            Thread stopper = Thread.currentThread();
            try {
                builder.build(resumed, progress -> {
                    if (progress.pass() == stop + 1) {
                        stopper.interrupt();
                    }
                });
            } catch (InterruptedException expected) {
                // stopped in the pass after
            }
            Thread.interrupted();
            BuildFiles files = new BuildFiles(resumed);
            assertThat(Integer.parseInt(Files.readAllLines(files.journal()).get(1).trim())).isEqualTo(stopAfter);
            assertThat(builder.build(resumed, CosetBuildListener.NONE)).as("resumed after pass %d", stopAfter)
                    .isEqualTo(checksum);
            assertThat(Files.readAllBytes(resumed)).isEqualTo(Files.readAllBytes(file));
        }
    }

    /**
     * A pass that writes only its own rows (here the one that turns every level up to the base
     * into code 0) is journalled in parts: stopped after its first part, the journal names the
     * rows done, and the resumed build starts that pass there, not at its start, and ends with the
     * same bytes.
     */
    @Test
    @Tag("heavy")
    void aBuildStoppedInsideAPassJournalledInPartsResumesFromItsLastPart() throws Exception {
        int rowLocalPass = SPEC.base() + 1; // 1-based, as progress counts
        for (CosetTableBuilder.Memory memory : java.util.List.of(CosetTableBuilder.Memory.FILE_MAPPING,
                CosetTableBuilder.Memory.HEAP)) {
            Path resumed = directory.resolve("parts-" + memory).resolve(CosetTableFile.fileName(SPEC));
            Files.createDirectories(resumed.getParent());
            CosetTableBuilder builder = new CosetTableBuilder(SPEC, coordinates, classes, 2, memory);
            Thread stopper = Thread.currentThread();
            try {
                builder.build(resumed, progress -> {
                    if (progress.pass() == rowLocalPass && halfDone(progress)) {
                        stopper.interrupt();
                    }
                });
            } catch (InterruptedException expected) {
                // stopped inside the pass
            }
            Thread.interrupted();
            BuildFiles files = new BuildFiles(resumed);
            java.util.List<String> journal = Files.readAllLines(files.journal());
            assertThat(Integer.parseInt(journal.get(1).trim())).as("passes finished").isEqualTo(rowLocalPass - 1);
            assertThat(journal).hasSize(4);
            String[] part = journal.get(3).split(" of ");
            int rowsDone = Integer.parseInt(part[0]);
            int rows = Integer.parseInt(part[1]);
            assertThat(rowsDone).as("rows of the pass on disk").isStrictlyBetween(0, rows);
            assertThat(files.pausedFraction(SPEC).getAsDouble()).as("paused share counts the part")
                    .isGreaterThan(CosetPassProgress.fractionAfter(SPEC, BreadthFirstBuild.BACKWARD_COST,
                            rowLocalPass - 1, 0));
            double[] firstShare = {-1};
            assertThat(builder.build(resumed, progress -> {
                if (progress.pass() == rowLocalPass && firstShare[0] < 0) {
                    firstShare[0] = progress.passFraction();
                }
            })).as("%s, resumed inside a pass", memory).isEqualTo(checksum);
            assertThat(firstShare[0]).as("the resumed pass starts after its journalled rows")
                    .isGreaterThanOrEqualTo(rowsDone / (double) rows);
            assertThat(Files.readAllBytes(resumed)).isEqualTo(Files.readAllBytes(file));
            assertThat(files.all()).allSatisfy(working -> assertThat(working).doesNotExist());
        }
    }

    /**
     * A forward pass, which writes into any row, is saved in parts too once it has run long
     * enough (here at once): stopped in one, the build resumes at the part saved, to the same bytes.
     */
    @Test
    @Tag("heavy")
    void aBuildStoppedInsideALongForwardPassResumesFromItsLastSavedPart() throws Exception {
        int forwardPass = 3; // 1-based: distance 3, forward from code 2
        for (CosetTableBuilder.Memory memory : java.util.List.of(CosetTableBuilder.Memory.FILE_MAPPING,
                CosetTableBuilder.Memory.HEAP)) {
            Path resumed = directory.resolve("forward-parts-" + memory).resolve(CosetTableFile.fileName(SPEC));
            Files.createDirectories(resumed.getParent());
            CosetTableBuilder builder = new CosetTableBuilder(SPEC, coordinates, classes, 2, memory);
            builder.saveForwardPassesEvery(java.time.Duration.ZERO);
            Thread stopper = Thread.currentThread();
            try {
                builder.build(resumed, progress -> {
                    if (progress.pass() == forwardPass && halfDone(progress)) {
                        stopper.interrupt();
                    }
                });
            } catch (InterruptedException expected) {
                // stopped inside the pass
            }
            Thread.interrupted();
            java.util.List<String> journal = Files.readAllLines(new BuildFiles(resumed).journal());
            assertThat(Integer.parseInt(journal.get(1).trim())).isEqualTo(forwardPass - 1);
            assertThat(journal).hasSize(4);
            assertThat(Integer.parseInt(journal.get(3).split(" of ")[0])).isPositive();
            assertThat(builder.build(resumed, CosetBuildListener.NONE)).as("%s, resumed in a forward pass", memory)
                    .isEqualTo(checksum);
            assertThat(Files.readAllBytes(resumed)).isEqualTo(Files.readAllBytes(file));
        }
    }

    /**
     * Whether a pass is at least half done but not finished. Only then is the stop sure to come
     * after a saved part: progress is reported every quarter second inside a part too, and an
     * interrupt there stops the part before it is saved, so a stop at the first report of a slow
     * first part (a loaded machine) would find no part journalled. Half the pass is always
     * reported, at the end of the part that reaches it, and parts before it are saved by then.
     */
    private static boolean halfDone(CosetBuildProgress progress) {
        return progress.passFraction() >= 0.5 && progress.passFraction() < 1;
    }

    /** Starts a build and interrupts it in its fifth pass, as a closed window or Ctrl-C would; nothing is in place. */
    private static void stopDuringTheFifthPass(CosetTableBuilder builder, Path file) throws Exception {
        Thread stopper = Thread.currentThread();
        int[] seen = {0};
        try {
            builder.build(file, progress -> {
                if (progress.pass() >= 5 && seen[0]++ == 0) {
                    stopper.interrupt();
                }
            });
        } catch (InterruptedException expected) {
            // stopped mid-build
        }
        Thread.interrupted();
        assertThat(file).doesNotExist();
    }

    @Test
    void aCorruptOrTruncatedFileIsRejected() throws IOException {
        Path copy = directory.resolve("corrupt.pdb");
        Files.copy(file, copy);
        try (FileChannel channel = FileChannel.open(copy, StandardOpenOption.READ, StandardOpenOption.WRITE)) {
            ByteBuffer one = ByteBuffer.allocate(1);
            channel.read(one, 10_000);
            one.flip();
            byte flipped = (byte) (one.get(0) ^ 0x10);
            channel.write(ByteBuffer.wrap(new byte[] {flipped}), 10_000);
        }
        assertThatThrownBy(() -> CosetTableFile.load(copy, SPEC)).isInstanceOf(TableFileException.class)
                .hasMessageContaining("corrupt");
        Path truncated = directory.resolve("truncated.pdb");
        Files.copy(file, truncated);
        try (FileChannel channel = FileChannel.open(truncated, StandardOpenOption.WRITE)) {
            channel.truncate(Files.size(file) - 8);
        }
        assertThatThrownBy(() -> CosetTableFile.load(truncated, SPEC)).isInstanceOf(TableFileException.class)
                .hasMessageContaining("truncated");
        assertThatThrownBy(() -> CosetTableFile.load(file, CosetTableSpec.EO4)).isInstanceOf(TableFileException.class)
                .hasMessageContaining("expected coset-eo4");
    }

    @Test
    void aTableTooBigForTheMachineIsRefusedBeforeAnythingIsWritten() {
        MachineResources small = new MachineResources(3L << 30, 100L << 30);
        assertThatThrownBy(() -> CosetTableBuilder.checkResources(CosetTableSpec.EO8_ORDER, small))
                .isInstanceOf(InsufficientResourcesException.class).hasMessageContaining("coset-eo8-order needs 8.05 GB");
        List<CosetTableSpec> fitting = CosetTableSpec.ALL.stream().filter(spec -> {
            try {
                CosetTableBuilder.checkResources(spec, small);
                return true;
            } catch (InsufficientResourcesException e) {
                return false;
            }
        }).toList();
        assertThat(fitting).contains(CosetTableSpec.EO8).doesNotContain(CosetTableSpec.EO12);
    }
}
