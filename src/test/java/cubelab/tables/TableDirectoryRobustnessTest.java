package cubelab.tables;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import cubelab.coord.EdgeSubsetCoordinate;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The manifest never loses a line, builds check their directory first, and no special file blocks or breaks a build. */
class TableDirectoryRobustnessTest {

    private static final TableSpec SPEC = TableSpec.edges(EdgeSubsetCoordinate.parse("UR UF UL UB"));
    private static final PatternDatabaseSet TIER = new PatternDatabaseSet("test", List.of(SPEC));

    @TempDir
    Path directory;

    private List<String> temporaries() throws Exception {
        try (Stream<Path> files = Files.list(directory)) {
            return files.map(p -> p.getFileName().toString()).filter(name -> name.endsWith(".tmp")).toList();
        }
    }

    @Test
    void aMalformedManifestLineIsReportedWithItsNumberAndSurvivesARebuild() throws Exception {
        TableStore store = new TableStore(directory);
        store.build(TIER, SPEC, 2, BuildListener.NONE);
        Path manifest = directory.resolve(Manifest.FILE_NAME);
        String other = "standard\tcoset-eo12.v1.ctb\tcoset-eo12\t1\t2\t" + "ab".repeat(32);
        String garbage = "this line\tis not an entry";
        Files.writeString(manifest, Files.readString(manifest) + garbage + "\n" + other + "\n");
        int garbageLine = (int) Files.readAllLines(manifest).indexOf(garbage) + 1;

        assertThat(store.verify(TIER)).singleElement().asString()
                .contains("line " + garbageLine).contains("malformed").contains(garbage);

        Files.delete(store.file(SPEC));
        store.loadOrBuild(TIER, 2, BuildListener.NONE, message -> { });
        List<String> lines = Files.readAllLines(manifest, StandardCharsets.UTF_8);
        assertThat(lines).contains(garbage, other);
        assertThat(store.manifest().find(SPEC.name())).isPresent();
        assertThat(store.manifest().find("coset-eo12")).isPresent();
    }

    @Test
    void aDeletedManifestIsRecreatedFromTheTablesOwnHeaders() throws Exception {
        TableStore store = new TableStore(directory);
        store.build(TIER, SPEC, 2, BuildListener.NONE);
        String sha = store.manifest().find(SPEC.name()).orElseThrow().sha256();
        Files.delete(directory.resolve(Manifest.FILE_NAME));
        assertThat(store.verify(TIER)).singleElement().asString().contains("not listed");

        store.loadAndList(TIER, SPEC);
        assertThat(store.verify(TIER)).isEmpty();
        assertThat(store.manifest().find(SPEC.name()).orElseThrow().sha256()).isEqualTo(sha);
    }

    @Test
    void concurrentManifestUpdatesKeepEveryEntry() throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(4);
        try {
            List<Future<Manifest>> updates = new ArrayList<>();
            for (int i = 0; i < 40; i++) {
                Manifest.Entry entry = new Manifest.Entry("t", "f" + i, "spec" + i, i, i, "00");
                updates.add(pool.submit(() -> Manifest.update(directory, manifest -> manifest.with(entry))));
            }
            for (Future<Manifest> update : updates) {
                update.get();
            }
        } finally {
            pool.shutdown();
        }
        Manifest manifest = Manifest.read(directory);
        assertThat(manifest.entries()).hasSize(40);
        assertThat(temporaries()).isEmpty();
    }

    @Test
    void orphanedTemporariesOfDeadProcessesAreRemovedAndLiveOnesKept() throws Exception {
        Path orphan = directory.resolve(TableFile.fileName(SPEC) + ".2147483646-123.tmp");
        Path live = directory.resolve(TableFile.fileName(SPEC) + "." + ProcessHandle.current().pid() + "-456.tmp");
        Path resumableCoset = directory.resolve("coset-eo8.v1.ctb.tmp");
        for (Path file : List.of(orphan, live, resumableCoset)) {
            Files.writeString(file, "partial");
        }
        new TableStore(directory).build(TIER, SPEC, 2, BuildListener.NONE);
        assertThat(orphan).doesNotExist();
        assertThat(live).exists();
        assertThat(resumableCoset).exists();
    }

    @Test
    void aDirectoryWithATablesNameIsRefusedBeforeBuilding() throws Exception {
        TableStore store = new TableStore(directory);
        Files.createDirectories(store.file(SPEC));
        assertThatThrownBy(() -> store.load(SPEC)).isInstanceOf(TableFileException.class)
                .hasMessageContaining("not a regular file");
        assertThatThrownBy(() -> store.build(TIER, SPEC, 2, BuildListener.NONE))
                .isInstanceOf(TableDirectoryException.class).hasMessageContaining("is a directory");
        assertThat(temporaries()).isEmpty();
    }

    @Test
    void aPipeWithATablesNameIsRefusedWithoutOpeningIt() throws Exception {
        TableStore store = new TableStore(directory);
        Process mkfifo;
        try {
            mkfifo = new ProcessBuilder("mkfifo", store.file(SPEC).toString()).start();
        } catch (java.io.IOException e) {
            mkfifo = null;
        }
        assumeTrue(mkfifo != null && mkfifo.waitFor() == 0, "mkfifo is not available");
        // opening a pipe for reading would block this thread until a writer came: refused first
        assertThat(store.verify(TIER)).singleElement().asString().contains("not a regular file");
        assertThatThrownBy(() -> store.build(TIER, SPEC, 2, BuildListener.NONE))
                .isInstanceOf(TableDirectoryException.class).hasMessageContaining("not a regular file");
    }

    @Test
    void aDirectoryThatCannotBeCreatedIsOneSentenceAndLeavesNothing() throws Exception {
        Path file = Files.writeString(directory.resolve("a-file"), "x");
        TableStore store = new TableStore(file.resolve("tables"));
        assertThatThrownBy(() -> store.build(TIER, SPEC, 2, BuildListener.NONE))
                .isInstanceOf(TableDirectoryException.class).hasMessageContaining("cannot create the table directory")
                .hasMessageContaining("--tables");
        assertThat(temporaries()).isEmpty();
    }

    @Test
    void tooLittleFreeSpaceIsRefusedBeforeAnyWrite() throws Exception {
        Path target = directory.resolve(TableFile.fileName(SPEC));
        assertThatThrownBy(() -> TableDirectory.checkBeforeBuild(directory, target, Long.MAX_VALUE / 2))
                .isInstanceOf(TableDirectoryException.class).hasMessageContaining("MB free");
        assertThat(temporaries()).isEmpty();
        assertThat(target).doesNotExist();
    }

    @Test
    void aSecondBuilderOfAResumableTableIsRefusedWhileTheFirstHoldsItsLock() throws Exception {
        Path table = directory.resolve("coset-eo8.v1.ctb");
        try (BuildLock first = BuildLock.take(table)) {
            assertThatThrownBy(() -> BuildLock.take(table)).isInstanceOf(TableDirectoryException.class)
                    .hasMessageContaining("another build of coset-eo8.v1.ctb is running");
        }
        try (BuildLock again = BuildLock.take(table)) {
            assertThat(again).isNotNull();
        }
    }
}
