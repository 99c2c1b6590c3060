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
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A table file's mapping that the searches read for good (no copy fits) is advised for 2 MB
 * pages: the kernel marks the mapping ("hg" among its flags in /proc/self/smaps), its words stay
 * the file's, and a copy is never advised.
 */
class MappingAdviceTest {

    private static final long WORDS = 3L << 17; // 3 MB: more than one huge page

    @TempDir
    Path directory;

    @Test
    void aMappingReadForGoodIsAdvisedAndKeepsItsWords() throws IOException {
        assumeTrue(NativeLibrary.loaded(), "the native library");
        assumeTrue(Files.isReadable(Path.of("/proc/self/smaps")), "Linux's /proc/self/smaps");
        assumeTrue(Files.isDirectory(Path.of("/sys/kernel/mm/transparent_hugepage")), "transparent huge pages");
        Path file = wordsFile("advised");
        PackedWords words = PackedWords.map(file, 0, WORDS, false);
        assertThat(flagsOfMapping(file)).as("before the advice").doesNotContain("hg");

        assertThat(words.adviseHugePages()).isTrue();

        assertThat(flagsOfMapping(file)).as("after the advice").contains("hg");
        for (long i = 0; i < WORDS; i += 4097) {
            assertThat(words.word(i)).as("word %d", i).isEqualTo(i * 0x9E3779B97F4A7C15L);
        }
    }

    @Test
    void aCopyIsNeverAdvised() throws IOException {
        PackedWords mapped = PackedWords.map(wordsFile("copied"), 0, WORDS, false);
        assertThat(mapped.inHeap().adviseHugePages()).as("a heap copy").isFalse();
        mapped.inNativeMemory().ifPresent(copy -> {
            assertThat(copy.adviseHugePages()).as("a copy in native memory").isFalse();
            copy.release();
        });
    }

    private Path wordsFile(String name) throws IOException {
        Path file = directory.resolve(name);
        ByteBuffer bytes = ByteBuffer.allocate((int) (WORDS * Long.BYTES)).order(ByteOrder.nativeOrder());
        for (long i = 0; i < WORDS; i++) {
            bytes.putLong(i * 0x9E3779B97F4A7C15L);
        }
        try (FileChannel channel = FileChannel.open(file, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE)) {
            channel.write(bytes.flip());
        }
        return file;
    }

    /** The VmFlags of the mapping of {@code file} in this process, from /proc/self/smaps. */
    private static List<String> flagsOfMapping(Path file) throws IOException {
        List<String> flags = SmapsOfFile.values(file, "VmFlags:");
        if (flags.isEmpty()) {
            throw new AssertionError("no mapping of " + file + " in /proc/self/smaps");
        }
        return Arrays.asList(flags.get(0).split("\\s+"));
    }
}
