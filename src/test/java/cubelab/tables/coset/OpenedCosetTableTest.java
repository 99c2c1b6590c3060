package cubelab.tables.coset;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import cubelab.coord.coset.CornerClasses;
import cubelab.coord.coset.CosetCoordinates;
import cubelab.tables.DamagedTableException;
import cubelab.nativecode.NativeLibrary;
import cubelab.tables.TableFileException;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.concurrent.CompletionException;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A table opened for search is searched on its file mapping at once, while one background read
 * verifies its checksum and copies it: the copy holds the file's words, and a byte flipped in
 * the file is found there (the header still checks, so only the background read can find it).
 */
class OpenedCosetTableTest {

    private static final CosetTableSpec SPEC = CosetTableSpec.TINY;

    @TempDir
    static Path directory;
    private static Path built;

    @BeforeAll
    static void buildTable() throws Exception {
        CosetCoordinates coordinates = new CosetCoordinates();
        built = Files.createDirectories(directory.resolve("built")).resolve(CosetTableFile.fileName(SPEC));
        new CosetTableBuilder(SPEC, coordinates, new CornerClasses(coordinates), 2).build(built, CosetBuildListener.NONE);
    }

    /** A folder of its own holding a copy of the table file, with payload byte {@code flipped} inverted (none when negative). */
    static Path folderWith(Path table, Path folder, long flipped) throws IOException {
        Files.createDirectories(folder);
        Path file = folder.resolve(table.getFileName());
        Files.copy(table, file);
        if (flipped >= 0) {
            try (FileChannel channel = FileChannel.open(file, StandardOpenOption.READ, StandardOpenOption.WRITE)) {
                ByteBuffer one = ByteBuffer.allocate(1);
                long at = CosetTableFile.HEADER_BYTES + flipped;
                channel.read(one, at);
                one.put(0, (byte) ~one.get(0));
                channel.write(one.clear(), at);
            }
        }
        return folder;
    }

    @Test
    void aTableOpensOnItsMappingAndItsVerifiedCopyHoldsTheFilesWords() throws Exception {
        OpenedTable<CosetTable> opened = new CosetTableStore(folderWith(built, directory.resolve("whole"), -1)).open(SPEC);
        assertThat(opened.table().isInNativeMemory()).as("the first search reads the file mapping").isFalse();
        assertThat(opened.table().directChunks()).as("which the native loop reads too").isPresent();
        CosetTable copy = opened.faster().get(1, TimeUnit.MINUTES);
        opened.check().await();
        assertThat(opened.check().finished()).isTrue();
        assertThat(opened.check().failed()).isFalse();
        assertThat(copy.isInNativeMemory()).as("a copy on huge pages where the library is")
                .isEqualTo(NativeLibrary.loaded());
        for (long i = 0; i < SPEC.words(); i++) {
            if (copy.word(i) != opened.table().word(i)) {
                assertThat(copy.word(i)).as("word %d", i).isEqualTo(opened.table().word(i));
            }
        }
    }

    @Test
    void aMappingLeftUncopiedIsCopiedOnceReadThroughWhereTwoMegabyteEntriesDoNotHoldIt() throws Exception {
        CosetTableFile.Mapped mapped = CosetTableFile.open(
                folderWith(built, directory.resolve("small-folios"), -1).resolve(CosetTableFile.fileName(SPEC)), SPEC);
        mapped.words().withdrawHugePageAdvice(); // no 2 MB entry: as a file cached in 4 KB pages
        PackedWords searched = mapped.words().inHeap();
        PackedWords later = OpenedTable.wholeMappingOrCopy(mapped, mapped.words(), words -> words, SPEC.payloadBytes())
                .get(1, TimeUnit.MINUTES);
        if (NativeLibrary.loaded() && TableMemory.copyFitsBesideMapping(SPEC.payloadBytes())) {
            assertThat(later).as("a copy in native memory").isNotSameAs(mapped.words());
            assertThat(later.mappedChunks()).as("no mapping").isEmpty();
        } else {
            assertThat(later).as("the mapping, where no copy can be made").isSameAs(mapped.words());
        }
        for (long i = 0; i < SPEC.words(); i++) {
            if (later.word(i) != searched.word(i)) {
                assertThat(later.word(i)).as("word %d", i).isEqualTo(searched.word(i));
            }
        }
    }

    @Test
    void aByteFlippedInsideTheTableIsFoundInTheBackgroundAndNoCopyIsGiven() throws Exception {
        Path folder = folderWith(built, directory.resolve("flipped"), SPEC.payloadBytes() / 2);
        OpenedTable<CosetTable> opened = new CosetTableStore(folder).open(SPEC);
        assertThatThrownBy(() -> opened.check().await()).isInstanceOf(DamagedTableException.class)
                .hasMessageContaining(CosetTableFile.fileName(SPEC)).hasMessageContaining("corrupt: checksum");
        assertThat(opened.check().failed()).isTrue();
        assertThatThrownBy(opened.check()::throwIfFailed).isInstanceOf(DamagedTableException.class);
        assertThatThrownBy(() -> opened.faster().join()).isInstanceOf(CompletionException.class)
                .hasCauseInstanceOf(TableFileException.class);
        // the whole check at once, as builds and pdb verify run it, says the same
        assertThatThrownBy(() -> new CosetTableStore(folder).verifiedChecksum(SPEC))
                .isInstanceOf(TableFileException.class).hasMessageContaining("corrupt: checksum");
    }

    @Test
    void aTableOfAnotherChecksumThanTheManifestsIsRefusedAtOnce() throws Exception {
        Path folder = folderWith(built, directory.resolve("listed"), -1);
        new CosetTableStore(folder).record("coset-eo0", SPEC, "00".repeat(32));
        assertThatThrownBy(() -> new CosetTableStore(folder).open(SPEC)).isInstanceOf(TableFileException.class)
                .hasMessageContaining("does not match the manifest's");
    }
}
