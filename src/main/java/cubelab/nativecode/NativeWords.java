package cubelab.nativecode;

import java.lang.ref.Cleaner;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Path;
import java.util.Optional;
import java.util.OptionalLong;

/**
 * A block of native memory on transparent huge pages ({@code src/main/c/native_words.c}) that a
 * coset table's words live in, seen as direct buffers: the search in Java reads them as it reads
 * a file mapping, the native search loop by address. Freed when no longer reachable; whoever
 * holds a buffer of it must hold this too.
 */
public final class NativeWords {

    private static final Cleaner CLEANER = Cleaner.create();

    private final long address;
    private final long bytes;
    private final Cleaner.Cleanable cleanable;

    private NativeWords(long address, long bytes) {
        this.address = address;
        this.bytes = bytes;
        this.cleanable = CLEANER.register(this, () -> release0(address, bytes));
    }

    /**
     * Frees the memory now rather than when the collector finds it unreachable: a build's 16 GB
     * must be gone before the search's copy of the same table is made. Nothing may read its
     * buffers after this.
     */
    public void release() {
        cleanable.clean();
    }

    /** {@code bytes} of native memory, or empty without the library or when the system has not that much. */
    public static Optional<NativeWords> allocate(long bytes) {
        if (!NativeLibrary.loaded() || bytes <= 0) {
            return Optional.empty();
        }
        long address = allocate0(bytes);
        return address == 0 ? Optional.empty() : Optional.of(new NativeWords(address, bytes));
    }

    /** A buffer over {@code length} bytes from byte {@code offset}, in native byte order. */
    public ByteBuffer buffer(long offset, int length) {
        if (offset < 0 || length < 0 || offset + length > bytes) {
            throw new IndexOutOfBoundsException("bytes " + offset + ".." + (offset + length) + " of " + bytes);
        }
        return buffer0(address + offset, length).order(ByteOrder.nativeOrder());
    }

    /**
     * Advises a file mapping's pages for 2 MB folios: where the kernel keeps a file's page cache
     * in large folios (Linux 6.18 on ext4), the mapping's faults then read 2 MB at a time and map
     * them by 2 MB entries, so a search reading the mapping for good runs as on a copy on huge
     * pages (docs/solver.md, "Memory"). False without the library, for a buffer that maps no
     * memory, or where the kernel refused the advice.
     */
    public static boolean adviseHugePages(ByteBuffer mapping) {
        return advise(mapping, true);
    }

    /** Withdraws {@link #adviseHugePages}'s advice (the mapping's faults read 4 KB pages again); false as there. */
    public static boolean withdrawHugePageAdvice(ByteBuffer mapping) {
        return advise(mapping, false);
    }

    /**
     * Unmaps a file mapping's pages from this process, so that {@link #dropFromPageCache} can let
     * them go; a later read maps them again. False without the library, or where the kernel refused.
     */
    public static boolean forgetPages(ByteBuffer mapping) {
        return mapsMemory(mapping) && forget0(mapping) == 0;
    }

    /**
     * Drops {@code file}'s clean pages that no process maps from the page cache. A table file just
     * written is cached in the small folios its writes made, which no mapping can map by 2 MB
     * entries; dropped, it is read again in the 2 MB folios an advised mapping asks for. False
     * without the library, or where the file could not be opened or the kernel refused.
     */
    public static boolean dropFromPageCache(Path file) {
        return NativeLibrary.loaded() && dropCached0(file.toAbsolutePath().toString()) == 0;
    }

    /** The address of a direct buffer's first byte, or empty without the library or for a buffer that is not direct. */
    public static OptionalLong address(ByteBuffer buffer) {
        if (!NativeLibrary.loaded() || !buffer.isDirect()) {
            return OptionalLong.empty();
        }
        long address = address0(buffer);
        return address == 0 ? OptionalLong.empty() : OptionalLong.of(address);
    }

    private static boolean advise(ByteBuffer mapping, boolean huge) {
        return mapsMemory(mapping) && advise0(mapping, huge) == 0;
    }

    /** Whether the library is there to advise {@code mapping}, a direct buffer over some memory. */
    private static boolean mapsMemory(ByteBuffer mapping) {
        return NativeLibrary.loaded() && mapping.isDirect() && mapping.capacity() > 0;
    }

    private static native long allocate0(long bytes);

    private static native ByteBuffer buffer0(long address, long bytes);

    private static native void release0(long address, long bytes);

    private static native int advise0(ByteBuffer mapping, boolean huge);

    private static native long address0(ByteBuffer buffer);

    private static native int forget0(ByteBuffer mapping);

    private static native int dropCached0(String path);
}
