package cubelab.tables;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import cubelab.coord.EdgeSubsetCoordinate;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * A table folder never loses what is not the program's: a user's files and manifest lines stay,
 * only exact temporaries of stopped processes go, special files are refused unopened, and a
 * replaced table is listed whichever file a stop leaves.
 */
class TableFolderSafetyTest {

    private static final TableSpec SPEC = TableSpec.edges(EdgeSubsetCoordinate.parse("UR UF UL UB"));
    private static final PatternDatabaseSet TIER = new PatternDatabaseSet("test", List.of(SPEC));

    @TempDir
    Path directory;

    @Test
    void commentsAndLinesThatAreNotTextSurviveARewriteByteForByte() throws Exception {
        Path manifest = directory.resolve(Manifest.FILE_NAME);
        byte[] notText = {'x', '\t', (byte) 0xC3, '\t', 'y'};
        byte[] before = concat("# my notes: built on the laptop\n\n".getBytes(StandardCharsets.UTF_8), notText,
                "\n# the end\n".getBytes(StandardCharsets.UTF_8));
        Files.write(manifest, before);

        Manifest read = Manifest.read(directory);
        assertThat(read.malformed()).singleElement().satisfies(line -> {
            assertThat(line.lineNumber()).isEqualTo(3);
            assertThat(line.problem()).isEqualTo("not UTF-8 text");
        });
        assertThat(read.problems(directory)).singleElement().asString().contains("line 3");

        Manifest.Entry entry = new Manifest.Entry("test", "t.v1.pdb", "t", 1, 2, "ab");
        Manifest.update(directory, current -> current.with(entry));
        byte[] after = Files.readAllBytes(manifest);
        assertThat(after).as("every line kept in its place, the entry added at the end")
                .isEqualTo(concat(before, "test\tt.v1.pdb\tt\t1\t2\tab\n".getBytes(StandardCharsets.UTF_8)));
        assertThat(Manifest.read(directory).find("t")).contains(entry);
    }

    @Test
    void aTableBeingReplacedIsListedWithBothChecksumsUntilTheMoveIsDone() throws Exception {
        Manifest.Entry old = new Manifest.Entry("test", "t.v1.pdb", "t", 1, 2, "aa");
        Manifest.Entry replacement = new Manifest.Entry("test", "t.v1.pdb", "t", 1, 2, "bb");
        Manifest pending = new Manifest(List.of(old)).withPending(replacement);
        assertThat(pending.lists("t", "aa")).isTrue();
        assertThat(pending.lists("t", "bb")).isTrue();
        Manifest done = pending.with(replacement);
        assertThat(done.checksums("t")).containsExactly("bb");
    }

    @Test
    void onlyExactTemporariesOfStoppedProcessesAreRemoved() throws Exception {
        String table = TableFile.fileName(SPEC);
        Path users = directory.resolve("thesis.2023-1.tmp");
        Path impossiblePid = directory.resolve(table + ".99999999999999999999999-1.tmp");
        Path deadManifest = directory.resolve("manifest.2147483646-77.tmp");
        Path ours = directory.resolve(table + "." + ProcessHandle.current().pid() + "-456.tmp");
        Path otherName = directory.resolve("notes.v1.txt.2147483646-1.tmp");
        for (Path file : List.of(users, impossiblePid, deadManifest, ours, otherName)) {
            Files.writeString(file, "partial");
        }
        assertThat(TemporaryFiles.stale(directory)).containsExactlyInAnyOrder(impossiblePid, deadManifest);

        new TableStore(directory).build(TIER, SPEC, 2, BuildListener.NONE);
        assertThat(impossiblePid).doesNotExist();
        assertThat(deadManifest).doesNotExist();
        assertThat(users).as("a user's file").exists();
        assertThat(otherName).as("not a temporary of any table").exists();
        assertThat(ours).as("this process runs").exists();
    }

    @Test
    void aTemporaryOfAProcessThatRunsSomethingElseIsStale() throws Exception {
        Process other = new ProcessBuilder("sleep", "30").start();
        try {
            Path left = directory.resolve(TableFile.fileName(SPEC) + "." + other.pid() + "-9.tmp");
            Files.writeString(left, "partial");
            assertThat(TemporaryFiles.stale(directory)).as("the pid was reused by sleep, not this program")
                    .containsExactly(left);
        } finally {
            other.destroy();
        }
    }

    @Test
    @Timeout(value = 20, unit = TimeUnit.SECONDS)
    void aPipeWhereTheManifestOrItsLockBelongsIsRefusedAtOnceNamingIt() throws Exception {
        TableStore store = new TableStore(directory);
        store.build(TIER, SPEC, 2, BuildListener.NONE);
        Path manifest = directory.resolve(Manifest.FILE_NAME);
        Files.delete(manifest);
        assumeTrue(mkfifo(manifest), "mkfifo is not available");
        assertThat(store.verify(TIER)).first().asString().contains(manifest.toString()).contains("not a regular file");
        assertThatThrownBy(() -> store.build(TIER, SPEC, 2, BuildListener.NONE))
                .isInstanceOf(TableDirectoryException.class).hasMessageContaining(manifest.toString());
        Files.delete(manifest);

        Path lock = directory.resolve(Manifest.LOCK_NAME);
        Files.deleteIfExists(lock);
        assumeTrue(mkfifo(lock));
        assertThatThrownBy(() -> Manifest.update(directory, current -> current))
                .isInstanceOf(TableDirectoryException.class).hasMessageContaining(lock.toString());
    }

    @Test
    void aLinkToADeviceWhereATableBelongsIsRefusedUnopened() throws Exception {
        TableStore store = new TableStore(directory);
        Files.createSymbolicLink(store.file(SPEC), Path.of("/dev/zero"));
        assertThat(store.verify(TIER)).singleElement().asString().contains("not a regular file");
        assertThatThrownBy(() -> store.build(TIER, SPEC, 2, BuildListener.NONE))
                .isInstanceOf(TableDirectoryException.class).hasMessageContaining("not a regular file");
    }

    @Test
    void aFileThatCannotBeReadSaysWhy() {
        assertThat(TableDirectory.reason(new AccessDeniedException("/tables/corners.v1.pdb")))
                .isEqualTo("permission denied");
    }

    @Test
    void aBuildLockLeavesNoFileOnceReleased() throws Exception {
        Path table = directory.resolve("coset-eo8.v1.pdb");
        try (BuildLock held = BuildLock.take(table)) {
            assertThat(directory.resolve("coset-eo8.v1.pdb.lock")).exists();
        }
        assertThat(directory.resolve("coset-eo8.v1.pdb.lock")).doesNotExist();
    }

    private static boolean mkfifo(Path path) throws InterruptedException {
        try {
            return new ProcessBuilder("mkfifo", path.toString()).start().waitFor() == 0;
        } catch (java.io.IOException e) {
            return false;
        }
    }

    private static byte[] concat(byte[]... parts) {
        java.io.ByteArrayOutputStream all = new java.io.ByteArrayOutputStream();
        for (byte[] part : parts) {
            all.writeBytes(part);
        }
        return all.toByteArray();
    }
}
