package cubelab.tables.coset;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * What the machine can give a table: memory the kernel could hand out without swapping
 * ({@code MemAvailable}; a mapped table lives in the page cache, so it must fit there) and free
 * disk space. Where {@code /proc/meminfo} is missing, the physical memory the JVM reports.
 */
public record MachineResources(long availableMemory, long freeDisk) {

    /** Headroom kept for the JVM, the desktop and the rest of the machine. */
    public static final long MEMORY_MARGIN = 1L << 30;

    /** The free disk space where the file system cannot say: as much as asked, the write itself will tell. */
    public static final long UNKNOWN_DISK = Long.MAX_VALUE;

    public static MachineResources of(Path directory) throws IOException {
        Path existing = directory.toAbsolutePath();
        while (existing != null && !Files.exists(existing)) {
            existing = existing.getParent();
        }
        return new MachineResources(machineAvailableMemory(), existing == null ? UNKNOWN_DISK : freeDisk(existing));
    }

    /** Free space, or unknown where the file system cannot say (a chroot, some network file systems). */
    private static long freeDisk(Path existing) {
        try {
            return Files.getFileStore(existing).getUsableSpace();
        } catch (IOException e) {
            return UNKNOWN_DISK;
        }
    }

    /** Whether the file system said how much space is free. */
    public boolean freeDiskKnown() {
        return freeDisk != UNKNOWN_DISK;
    }

    /** Whether a table of {@code bytes} fits in memory with the margin. */
    public boolean fitsInMemory(long bytes) {
        return availableMemory >= bytes + MEMORY_MARGIN;
    }

    static long machineAvailableMemory() {
        Path meminfo = Path.of("/proc/meminfo");
        try {
            for (String line : Files.readAllLines(meminfo)) {
                if (line.startsWith("MemAvailable:")) {
                    return Long.parseLong(line.replaceAll("[^0-9]", "")) * 1024;
                }
            }
        } catch (IOException | RuntimeException e) {
            // not Linux: fall through
        }
        java.lang.management.OperatingSystemMXBean os = java.lang.management.ManagementFactory.getOperatingSystemMXBean();
        if (os instanceof com.sun.management.OperatingSystemMXBean bean) {
            return bean.getFreeMemorySize();
        }
        return Long.MAX_VALUE;
    }
}
