package cubelab.tables.coset;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The machine's free disk space: measured where the file system says it, otherwise unknown. */
class MachineResourcesTest {

    @Test
    void aMissingDirectoryIsMeasuredOnItsNearestExistingParent(@TempDir Path temporary) throws Exception {
        MachineResources resources = MachineResources.of(temporary.resolve("not/yet/made"));
        assertThat(resources.freeDiskKnown()).isTrue();
        assertThat(resources.freeDisk()).isPositive().isLessThanOrEqualTo(Files.getFileStore(temporary).getTotalSpace());
    }

    @Test
    void anUnknownFreeSpaceIsToldApartFromAFullDisk() {
        MachineResources unknown = new MachineResources(8L << 30, MachineResources.UNKNOWN_DISK);
        assertThat(unknown.freeDiskKnown()).isFalse();
        assertThat(new MachineResources(8L << 30, 0).freeDiskKnown()).isTrue();
    }
}
