package cubelab.tables.coset;

import com.sun.management.HotSpotDiagnosticMXBean;
import java.lang.management.ManagementFactory;

/**
 * Where a coset table is read (and built) from: a copy in native memory on huge pages where
 * CubeLab's native library is (the native search loop reads it there); else a heap copy when the
 * JVM backs its heap with transparent huge pages and has room for the table; else the file
 * mapping (no heap needed, 4 KB pages). A copy runs the search faster only on huge pages
 * (measured in docs/solver.md); without them it gains nothing and costs the memory twice.
 */
final class TableMemory {

    /** Heap left free for everything else. */
    private static final long HEAP_MARGIN = 512L << 20;
    /** The system property that says when an opened table is copied ({@link CopyTiming}), for measurements. */
    static final String COPY_PROPERTY = "cubelab.tableCopy";

    /**
     * When a table opened for search ({@link OpenedTable}) is copied to native memory:
     * {@code background} (the default) while the first search reads the mapping, {@code off}
     * never (every search reads the mapping), {@code before-search} before the first search, as
     * the load did before tables were opened at once.
     */
    enum CopyTiming {
        BACKGROUND, OFF, BEFORE_SEARCH;

        static CopyTiming of(String value) {
            if (value == null) {
                return BACKGROUND;
            }
            return switch (value.trim().toLowerCase(java.util.Locale.ROOT)) {
                case "off" -> OFF;
                case "before-search" -> BEFORE_SEARCH;
                default -> BACKGROUND;
            };
        }
    }

    private TableMemory() {
    }

    /**
     * The words in native memory when the machine has the memory to spare (a copy cannot be
     * evicted as the file's cached pages can), else in the heap if that is worth it and fits,
     * else as given.
     */
    static PackedWords best(PackedWords words) {
        long bytes = words.count() * Long.BYTES;
        java.util.Optional<PackedWords> copy = MachineResources.machineAvailableMemory()
                >= bytes + MachineResources.MEMORY_MARGIN ? words.inNativeMemory() : java.util.Optional.empty();
        return copy.orElseGet(() -> heapIsBest(bytes) ? words.inHeap() : words);
    }

    /** {@link CopyTiming} as the system property {@value #COPY_PROPERTY} sets it. */
    static CopyTiming copyTiming() {
        return CopyTiming.of(System.getProperty(COPY_PROPERTY));
    }

    /**
     * Whether a copy of {@code bytes} fits beside the file's cached pages, which the searches on
     * the mapping read while the copy is made: both at once, and the margin. The cached pages count
     * as available memory, so without room for both the copy would push out the pages the
     * running search reads.
     */
    static boolean copyFitsBesideMapping(long bytes) {
        return MachineResources.machineAvailableMemory() >= 2 * bytes + MachineResources.MEMORY_MARGIN;
    }

    /** Whether a table of {@code bytes} is better in the heap: the heap is on huge pages and has room for it. */
    static boolean heapIsBest(long bytes) {
        return hugePagesOnHeap() && fitsInHeap(bytes);
    }

    static boolean fitsInHeap(long bytes) {
        Runtime runtime = Runtime.getRuntime();
        long free = runtime.maxMemory() - (runtime.totalMemory() - runtime.freeMemory());
        return free >= bytes + HEAP_MARGIN;
    }

    /** Whether the heap uses transparent huge pages (the JVM flag, or the kernel's "always" mode). */
    static boolean hugePagesOnHeap() {
        try {
            HotSpotDiagnosticMXBean bean = ManagementFactory.getPlatformMXBean(HotSpotDiagnosticMXBean.class);
            if (bean != null && Boolean.parseBoolean(bean.getVMOption("UseTransparentHugePages").getValue())) {
                return true;
            }
        } catch (RuntimeException e) {
            // not HotSpot: fall back to the kernel setting
        }
        try {
            return java.nio.file.Files.readString(java.nio.file.Path.of("/sys/kernel/mm/transparent_hugepage/enabled"))
                    .contains("[always]");
        } catch (java.io.IOException | RuntimeException e) {
            return false;
        }
    }
}
