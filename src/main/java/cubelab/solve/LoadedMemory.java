package cubelab.solve;

import cubelab.tables.coset.MachineResources;
import java.io.IOException;
import java.nio.file.Path;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.LongSupplier;

/**
 * The memory the solver's loaded tables hold, counted as the machine's when a tier is chosen or
 * shown. Without it, {@code huge} (16 GB) loaded on a 24 GB machine leaves about 8 GB available:
 * the choice at the next solve took a smaller tier, as {@code huge} no longer seemed to fit, and the
 * tables window said that the tier in use did not fit this machine. The loaded tier needs no more
 * memory than it holds, and a switch to another tier lets its tables go.
 */
public final class LoadedMemory {

    private final AtomicLong held = new AtomicLong();
    private final LongSupplier machineAvailable; // null: MachineResources.of

    public LoadedMemory() {
        this(null);
    }

    /** With {@code machineAvailable} standing in for the machine's available memory (tests). */
    LoadedMemory(LongSupplier machineAvailable) {
        this.machineAvailable = machineAvailable;
    }

    /** The loaded tables now hold {@code bytes} (0: none loaded). */
    public void hold(long bytes) {
        held.set(bytes);
    }

    public long held() {
        return held.get();
    }

    /** The machine's resources for tables in {@code directory}, the loaded tables' memory counted as available. */
    public MachineResources resources(Path directory) throws IOException {
        MachineResources machine = MachineResources.of(directory);
        long available = machineAvailable == null ? machine.availableMemory() : machineAvailable.getAsLong();
        return new MachineResources(available + held(), machine.freeDisk());
    }
}
