package cubelab.race.fifteen;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.RandomAccessFile;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The 15-puzzle's tables kept on disk: built once, checked on every load, rebuilt when damaged. */
class PuzzleTableStoreTest {

    @TempDir
    Path directory;

    @Test
    void tablesAreBuiltOnceAndReadBackEqual() throws Exception {
        PuzzleTableStore store = new PuzzleTableStore(directory);
        List<String> first = new ArrayList<>();
        List<TilePatternDatabase> built = store.load(PuzzlePatterns.FIFTEEN_4_4_4_3, first::add);
        assertThat(first).hasSize(4).allMatch(line -> line.startsWith("built puzzle4-"));
        List<String> second = new ArrayList<>();
        List<TilePatternDatabase> read = store.load(PuzzlePatterns.FIFTEEN_4_4_4_3, second::add);
        assertThat(second).as("nothing built the second time").isEmpty();
        for (int i = 0; i < built.size(); i++) {
            assertThat(read.get(i).tiles()).isEqualTo(built.get(i).tiles());
            assertThat(read.get(i).distances()).isEqualTo(built.get(i).distances());
        }
        try (var files = Files.list(directory)) {
            assertThat(files.map(file -> file.getFileName().toString()))
                    .containsExactlyInAnyOrder("puzzle4-1-2-3-4.pdb", "puzzle4-5-6-7-8.pdb", "puzzle4-9-10-11-12.pdb",
                            "puzzle4-13-14-15.pdb");
        }
    }

    @Test
    void aDamagedOrForeignFileIsReportedAndRebuilt() throws Exception {
        PuzzleTableStore store = new PuzzleTableStore(directory);
        List<TilePatternDatabase> built = store.load(PuzzlePatterns.FIFTEEN_4_4_4_3, line -> { });
        Path damaged = store.fileFor(4, new int[] {5, 6, 7, 8});
        try (RandomAccessFile file = new RandomAccessFile(damaged.toFile(), "rw")) {
            file.seek(1000);
            int value = file.read();
            file.seek(1000);
            file.write(value ^ 0x01); // one bit of one entry
        }
        Path foreign = store.fileFor(4, new int[] {9, 10, 11, 12});
        Files.copy(store.fileFor(4, new int[] {1, 2, 3, 4}), foreign, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
        Files.write(store.fileFor(4, new int[] {13, 14, 15}), new byte[] {1, 2, 3});

        List<String> report = new ArrayList<>();
        List<TilePatternDatabase> read = store.load(PuzzlePatterns.FIFTEEN_4_4_4_3, report::add);
        assertThat(report).anyMatch(line -> line.equals("puzzle4-5-6-7-8.pdb is damaged (SHA-256 mismatch); rebuilding it"))
                .anyMatch(line -> line.equals("puzzle4-9-10-11-12.pdb is damaged (another pattern); rebuilding it"))
                .anyMatch(line -> line.equals("puzzle4-13-14-15.pdb is damaged (too short); rebuilding it"));
        for (int i = 0; i < built.size(); i++) {
            assertThat(read.get(i).distances()).isEqualTo(built.get(i).distances());
        }
        List<String> again = new ArrayList<>();
        store.load(PuzzlePatterns.FIFTEEN_4_4_4_3, again::add);
        assertThat(again).as("the rebuilt files check out").isEmpty();
        try (var files = Files.list(directory)) {
            assertThat(files.filter(file -> file.toString().endsWith(".tmp"))).isEmpty();
        }
    }

    @Test
    void tablesAreWrittenReadableByEveryone() throws Exception {
        new PuzzleTableStore(directory).load(PuzzlePatterns.FIFTEEN_4_4_4_3, line -> { });
        assertThat(Files.getPosixFilePermissions(directory.resolve("puzzle4-1-2-3-4.pdb")))
                .isEqualTo(PosixFilePermissions.fromString("rw-r--r--"));
    }

    /** A pipe or a link to a device where a table belongs is refused at once, and left where it is. */
    @Test
    void aPipeOrADeviceInPlaceOfATableIsRefusedAtOnce() throws Exception {
        PuzzleTableStore store = new PuzzleTableStore(directory);
        Path table = directory.resolve("puzzle4-1-2-3-4.pdb");
        Files.createSymbolicLink(table, Path.of("/dev/zero"));
        assertThatThrownBy(() -> store.load(PuzzlePatterns.FIFTEEN_4_4_4_3, line -> { }))
                .isInstanceOf(FileSystemException.class).hasMessageContaining("puzzle4-1-2-3-4.pdb")
                .hasMessageContaining("not a regular file");
        assertThat(Files.isSymbolicLink(table)).isTrue();
        Files.delete(table);
        assertThat(new ProcessBuilder("mkfifo", table.toString()).start().waitFor()).isZero();
        assertThatThrownBy(() -> store.load(PuzzlePatterns.FIFTEEN_4_4_4_3, line -> { }))
                .isInstanceOf(FileSystemException.class).hasMessageContaining("not a regular file");
        assertThat(Files.isRegularFile(table)).isFalse();
    }
}
