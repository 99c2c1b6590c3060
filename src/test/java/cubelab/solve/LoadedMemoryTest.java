package cubelab.solve;

import static org.assertj.core.api.Assertions.assertThat;

import cubelab.solve.tier.TableLocation;
import cubelab.solve.tier.TierRegistry;
import cubelab.tables.coset.CosetTableFile;
import cubelab.tables.coset.CosetTableSpec;
import cubelab.tables.coset.MachineResources;
import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class LoadedMemoryTest {

    private static final long GIB = 1L << 30;

    @Test
    void theLoadedTiersOwnMemoryKeepsItChosenAndShownAsFitting(@TempDir Path directory) throws IOException {
        try (RandomAccessFile file = new RandomAccessFile(
                directory.resolve(CosetTableFile.fileName(CosetTableSpec.EO12)).toFile(), "rw")) {
            file.setLength(CosetTableFile.fileSize(CosetTableSpec.EO12)); // sparse: built, as far as choosing goes
        }
        TableLocation location = TableLocation.at(directory);
        // the machine after the standard table (2.68 GB) went into memory: 3 GiB left, less than it needs again
        LoadedMemory memory = new LoadedMemory(() -> 3 * GIB);
        MachineResources before = memory.resources(directory);
        assertThat(before.availableMemory()).isEqualTo(3 * GIB);
        assertThat(TierRegistry.STANDARD.unfit(before)).isPresent();
        assertThat(TierRegistry.bestBuilt(location, before)).isEqualTo(TierRegistry.KORF);

        memory.hold(TierRegistry.STANDARD.memoryBytes());
        MachineResources loaded = memory.resources(directory);
        assertThat(loaded.availableMemory()).isEqualTo(3 * GIB + TierRegistry.STANDARD.memoryBytes());
        assertThat(loaded.freeDisk()).isPositive();
        assertThat(TierRegistry.STANDARD.unfit(loaded)).as("the tier in use fits the machine it runs on").isEmpty();
        assertThat(TierRegistry.bestBuilt(location, loaded)).isEqualTo(TierRegistry.STANDARD);

        memory.hold(0);
        assertThat(TierRegistry.bestBuilt(location, memory.resources(directory))).isEqualTo(TierRegistry.KORF);
    }
}
