package cubelab.tables.coset;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import cubelab.nativecode.NativeLibrary;
import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A table file written through a mapping is let go from the page cache with nothing lost: read
 * again through a mapping advised for 2 MB pages it holds the words written, and it is mapped by
 * 2 MB entries at least as much as the same file left cached as its writes made it (all of it,
 * where the kernel maps files so at all).
 */
class PageCacheDropTest {

    private static final long WORDS = 8L << 20; // 64 MB, 32 blocks of 2 MB

    @TempDir
    Path directory;

    @BeforeEach
    void linuxWithTheLibrary() {
        assumeTrue(NativeLibrary.loaded(), "the native library");
        assumeTrue(Files.isReadable(Path.of("/proc/self/smaps")), "Linux's /proc/self/smaps");
    }

    @Test
    void aFileWrittenThroughAMappingIsDroppedAndReadAgainWhole() throws IOException {
        Path kept = directory.resolve("kept");
        written(kept);
        Path dropped = directory.resolve("dropped");
        PackedWords writer = written(dropped);
        assertThat(writer.dropFromPageCache(dropped)).as("the pages let go").isTrue();

        double keptShare = HugePageMappingProbe.shareMappedByHugePages(advised(kept));
        PackedWords readAgain = advised(dropped);
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
    }

    @Test
    void aCopyIsNotDropped() throws IOException {
        Path file = directory.resolve("copied");
        assertThat(written(file).inHeap().dropFromPageCache(file)).isFalse();
    }

    /** A file of WORDS words written through a writable mapping and written back, as a build leaves its table; the mapping. */
    private static PackedWords written(Path file) throws IOException {
        try (FileChannel channel = FileChannel.open(file, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE)) {
            channel.truncate(WORDS * Long.BYTES);
            channel.write(java.nio.ByteBuffer.allocate(1), WORDS * Long.BYTES - 1);
        }
        PackedWords words = PackedWords.map(file, 0, WORDS, true);
        for (long i = 0; i < WORDS; i++) {
            words.set(i, value(i));
        }
        words.force();
        return words;
    }

    private static PackedWords advised(Path file) throws IOException {
        PackedWords words = PackedWords.map(file, 0, WORDS, false);
        assumeTrue(words.adviseHugePages(), "the kernel takes the advice");
        return words;
    }

    private static long value(long index) {
        return index * 0x9E3779B97F4A7C15L;
    }
}
