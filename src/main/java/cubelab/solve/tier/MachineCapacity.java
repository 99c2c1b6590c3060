package cubelab.solve.tier;

import cubelab.tables.coset.MachineResources;
import java.io.IOException;

/**
 * The memory and disk this machine offers a table directory's tiers, read once: what
 * {@code pdb list} shows above its rows, and what the rows' fits and recommendation
 * ({@link TierOverview#of(TableLocation, MachineCapacity, TierEstimator)}) are judged on.
 */
public final class MachineCapacity {

    private final MachineResources resources;

    private MachineCapacity(MachineResources resources) {
        this.resources = resources;
    }

    /** The machine as seen from {@code location}'s directory (its file system's free space). */
    public static MachineCapacity at(TableLocation location) throws IOException {
        return new MachineCapacity(MachineResources.of(location.directory()));
    }

    MachineResources resources() {
        return resources;
    }

    /** Memory the kernel could hand out without swapping, in bytes. */
    public long availableMemory() {
        return resources.availableMemory();
    }

    /** Free disk space in bytes; meaningful only where {@link #freeDiskKnown()}. */
    public long freeDisk() {
        return resources.freeDisk();
    }

    /** Whether the file system said how much space is free. */
    public boolean freeDiskKnown() {
        return resources.freeDiskKnown();
    }
}
