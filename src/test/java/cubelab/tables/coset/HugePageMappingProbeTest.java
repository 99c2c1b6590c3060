package cubelab.tables.coset;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import cubelab.nativecode.NativeLibrary;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The probe that leaves a large table uncopied says "mapped by 2 MB entries" only where the
 * kernel shows it so: never for a mapping whose advice was withdrawn, never for a copy, and
 * where it says so, /proc/self/smaps shows the mapping's 2 MB entries; the words stay the file's.
 * A file written through a mapping, as a build writes its table, is let go from the page cache
 * with nothing lost, and read again through an advised mapping it is mapped by 2 MB entries at
 * least as much as the same file left as written (all of it, where the kernel maps files so).
 */
class HugePageMappingProbeTest {

    private static final long WORDS = 8L << 20; // 64 MB: eight places, each with a 2 MB page of its own

    @TempDir
    Path directory;

    @BeforeEach
    void linuxWithTheLibrary() {
        assumeTrue(NativeLibrary.loaded(), "the native library");
        assumeTrue(Files.isReadable(Path.of("/proc/self/smaps")), "Linux's /proc/self/smaps");
    }

    @Test
    void aMappingWithoutTheAdviceIsNeverTakenForOneOfHugePages() throws IOException {
        PackedWords words = PackedWords.map(wordsFile("withdrawn"), 0, WORDS, false);
        words.withdrawHugePageAdvice();
        assertThat(HugePageMappingProbe.mapsByHugePages(words)).isFalse();
        assertThat(HugePageMappingProbe.shareMappedByHugePages(words)).as("of the whole mapping").isZero();
    }

    @Test
    void whereTheProbeSaysHugePagesTheKernelShowsThemAndTheWordsStay() throws IOException {
        Path file = wordsFile("advised");
        PackedWords words = advisedMapping(file);
        boolean huge = HugePageMappingProbe.mapsByHugePages(words);
        if (huge) {
            assertThat(filePmdMappedKilobytes(file)).as("2 MB entries of the mapping").isGreaterThanOrEqualTo(8 * 2048);
        }
        for (long i = 0; i < WORDS; i += 65_537) {
            assertThat(words.word(i)).as("word %d", i).isEqualTo(value(i));
        }
    }

    @Test
    void theWholeMappingsShareIsItsTwoMegabyteEntriesOverItsWholeTwoMegabyteBlocks() throws IOException {
        Path file = wordsFile("advised-whole");
        PackedWords words = advisedMapping(file);
        double share = HugePageMappingProbe.shareMappedByHugePages(words);
        long mappedBytes = filePmdMappedKilobytes(file) << 10;
        long blocks = WORDS * Long.BYTES / (2 << 20);
        assertThat(share).isBetween(0.0, 1.0);
        if (mappedBytes == 0) {
            assertThat(share).isZero();
        } else {
            // 32 whole blocks where the mapping starts on a 2 MB boundary, 31 where it does not
            assertThat(Math.round(mappedBytes / share / (2 << 20))).isIn(blocks, blocks - 1);
        }
    }

    @Test
    void aCopyIsNeverProbed() throws IOException {
        PackedWords mapped = PackedWords.map(wordsFile("copied"), 0, WORDS, false);
        assertThat(HugePageMappingProbe.mapsByHugePages(mapped.inHeap())).isFalse();
        assertThat(HugePageMappingProbe.shareMappedByHugePages(mapped.inHeap())).isZero();
        mapped.inNativeMemory().ifPresent(copy -> {
            assertThat(HugePageMappingProbe.mapsByHugePages(copy)).isFalse();
            assertThat(HugePageMappingProbe.shareMappedByHugePages(copy)).isZero();
            copy.release();
        });
    }

    /** {@code file}'s mapping advised for 2 MB pages; the test is skipped where the kernel does not take the advice. */
    @Test
    void aFileWrittenThroughAMappingIsDroppedAndReadAgainWhole() throws IOException {
        Path kept = directory.resolve("kept");
        writtenThroughAMapping(kept);
        Path dropped = directory.resolve("dropped");
        PackedWords writer = writtenThroughAMapping(dropped);
        assertThat(writer.dropFromPageCache(dropped)).as("the pages let go").isTrue();

        double keptShare = HugePageMappingProbe.shareMappedByHugePages(advisedMapping(kept));
        PackedWords readAgain = advisedMapping(dropped);
        double droppedShare = HugePageMappingProbe.shareMappedByHugePages(readAgain);
        assertThat(droppedShare).isGreaterThanOrEqualTo(keptShare);
        if (droppedShare > 0) {
            assertThat(droppedShare).as("where the kernel maps by 2 MB entries, all of it").isGreaterThanOrEqualTo(0.95);
        }
        for (long i = 0; i < WORDS; i++) {
            if (readAgain.word(i) != value(i)) {
                assertThat(readAgain.word(i)).as("word %d", i).isEqualTo(value(i));
            }
        }
        assertThat(writer.word(WORDS - 1)).as("the writer's mapping reads again too").isEqualTo(value(WORDS - 1));
        assertThat(writer.inHeap().dropFromPageCache(dropped)).as("a copy drops nothing").isFalse();
    }

    /** A file of WORDS words written through a writable mapping and written back, as a build leaves its table; the mapping. */
    private static PackedWords writtenThroughAMapping(Path file) throws IOException {
        try (FileChannel channel = FileChannel.open(file, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE)) {
            channel.write(ByteBuffer.allocate(1), WORDS * Long.BYTES - 1);
        }
        PackedWords words = PackedWords.map(file, 0, WORDS, true);
        for (long i = 0; i < WORDS; i++) {
            words.set(i, value(i));
        }
        words.force();
        return words;
    }

    private static long value(long index) {
        return index * 0x9E3779B97F4A7C15L;
    }

    private static PackedWords advisedMapping(Path file) throws IOException {
        PackedWords words = PackedWords.map(file, 0, WORDS, false);
        assumeTrue(words.adviseHugePages(), "the kernel takes the advice");
        return words;
    }

    private Path wordsFile(String name) throws IOException {
        Path file = directory.resolve(name);
        ByteBuffer bytes = ByteBuffer.allocate(1 << 20).order(ByteOrder.nativeOrder());
        try (FileChannel channel = FileChannel.open(file, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE)) {
            for (long i = 0; i < WORDS; i++) {
                bytes.putLong(value(i));
                if (!bytes.hasRemaining()) {
                    channel.write(bytes.flip());
                    bytes.clear();
                }
            }
        }
        return file;
    }

    /** FilePmdMapped of this process's mappings of {@code file}, summed, from /proc/self/smaps. */
    private static long filePmdMappedKilobytes(Path file) throws IOException {
        return SmapsOfFile.values(file, "FilePmdMapped:").stream()
                .mapToLong(value -> Long.parseLong(value.replace("kB", "").trim())).sum();
    }
}
