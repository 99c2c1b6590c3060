package cubelab.tables;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A read-only bundle in front of the user's directory: used when good, never written to. */
class TableStoreBundleTest {

    @TempDir
    Path bundle;

    @TempDir
    Path user;

    @Test
    void bundledTablesAreUsedAndADamagedOneIsRebuiltInTheUsersDirectory() throws Exception {
        new TableStore(bundle).loadOrBuild(PatternDatabaseSet.TINY, 2, BuildListener.NONE, message -> { });
        List<String> messages = new ArrayList<>();
        TableStore withBundle = TableStore.withBundle(user, bundle);
        assertThat(withBundle.loadOrBuild(PatternDatabaseSet.TINY, 2, BuildListener.NONE, messages::add)).hasSize(3);
        assertThat(messages).isEmpty();
        try (var files = Files.list(user)) {
            assertThat(files.toList()).isEmpty();
        }
        TableSpec first = PatternDatabaseSet.TINY.tables().get(0);
        corrupt(bundle.resolve(TableFile.fileName(first)));
        assertThat(withBundle.loadOrBuild(PatternDatabaseSet.TINY, 2, BuildListener.NONE, messages::add)).hasSize(3);
        assertThat(messages).anySatisfy(m -> assertThat(m).startsWith("bundled ").contains(first.name()));
        assertThat(Files.isRegularFile(user.resolve(TableFile.fileName(first)))).isTrue();
        assertThat(withBundle.open(first).distribution()).isEqualTo(new TableStore(user).load(first).distribution());
    }

    /** Verify looks where the solver reads: a fresh install (all in the bundle, nothing of the user's) verifies. */
    @Test
    void verifyChecksTheBundledTablesThenTheUsersCopies() throws Exception {
        new TableStore(bundle).loadOrBuild(PatternDatabaseSet.TINY, 2, BuildListener.NONE, message -> { });
        TableStore withBundle = TableStore.withBundle(user.resolve("not-yet-made"), bundle);
        assertThat(withBundle.verify(PatternDatabaseSet.TINY)).isEmpty();
        for (TableSpec spec : PatternDatabaseSet.TINY.tables()) {
            assertThat(withBundle.directoryOf(TableFile.fileName(spec))).as("read from the bundle").isEqualTo(bundle);
        }
        assertThat(withBundle.directoryOf("not-a-table.pdb")).as("the rest from the user's directory")
                .isEqualTo(user.resolve("not-yet-made"));
        assertThat(new TableStore(user).verify(PatternDatabaseSet.TINY)).hasSize(PatternDatabaseSet.TINY.tables().size());

        TableSpec first = PatternDatabaseSet.TINY.tables().get(0);
        corrupt(bundle.resolve(TableFile.fileName(first)));
        assertThat(withBundle.verify(PatternDatabaseSet.TINY)).singleElement().asString()
                .contains(bundle.resolve(TableFile.fileName(first)).toString());

        // the damaged bundled table rebuilt in the user's folder, as the solver does: good again
        TableStore rebuilding = TableStore.withBundle(user, bundle);
        rebuilding.loadOrBuild(PatternDatabaseSet.TINY, 2, BuildListener.NONE, message -> { });
        assertThat(rebuilding.verify(PatternDatabaseSet.TINY)).isEmpty();
        corrupt(user.resolve(TableFile.fileName(first)));
        assertThat(rebuilding.verify(PatternDatabaseSet.TINY)).singleElement().asString()
                .contains(user.resolve(TableFile.fileName(first)).toString());
    }

    private static void corrupt(Path file) throws IOException {
        byte[] bytes = Files.readAllBytes(file);
        bytes[bytes.length - 1] ^= 0x55;
        Files.write(file, bytes, StandardOpenOption.TRUNCATE_EXISTING);
    }
}
