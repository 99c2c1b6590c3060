package cubelab.tables;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Tables and their manifest are readable by everyone, as a package installed by root needs its
 * bundled tables to be: the private temporary they are written through must not make them private.
 */
class TableFilePermissionsTest {

    @Test
    void builtTablesAndTheManifestAreReadableByOthers(@TempDir Path directory) throws Exception {
        Assumptions.assumeTrue(directory.getFileSystem().supportedFileAttributeViews().contains("posix"));
        TableStore store = new TableStore(directory);
        store.loadOrBuild(PatternDatabaseSet.TINY, 1, (spec, depth, states, backward, seconds) -> { }, message -> { });
        for (TableSpec spec : PatternDatabaseSet.TINY.tables()) {
            assertThat(Files.getPosixFilePermissions(store.file(spec))).as(spec.name())
                    .contains(PosixFilePermission.OWNER_READ, PosixFilePermission.GROUP_READ, PosixFilePermission.OTHERS_READ);
        }
        assertThat(Files.getPosixFilePermissions(directory.resolve(Manifest.FILE_NAME)))
                .contains(PosixFilePermission.GROUP_READ, PosixFilePermission.OTHERS_READ);
    }
}
