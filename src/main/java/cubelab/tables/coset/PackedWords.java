package cubelab.tables.coset;

import cubelab.nativecode.NativeWords;
import java.io.IOException;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.LongBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Optional;

/**
 * The 64-bit words of a packed table, memory-mapped from its file in 1 GiB chunks: a single
 * mapping cannot exceed 2 GiB on JDK 17, and the large tier is 8 GB. The page cache holds the
 * data, so the words cost no Java heap; or a copy on huge pages, in native memory
 * ({@link #inNativeMemory}, where the native search loop reads it too) or in the heap
 * ({@link #inHeap}). Read by the search; written by a builder (plain stores into a row it holds,
 * atomic ANDs where rows share a word), in a mapping, the heap or native memory. What the words
 * mean is the table's business ({@link CosetTable}).
 */
final class PackedWords {

    static final int CHUNK_SHIFT = 27;
    static final long CHUNK_WORDS = 1L << CHUNK_SHIFT;
    /** Bytes copied as one piece of work into native memory (a whole number of huge pages). */
    private static final int COPY_SLICE = 64 << 20;
    /** Words compared, and written when they differ, as one block: a whole number of 4 KB pages. */
    private static final int CHANGE_BLOCK_WORDS = 8192;
    private static final VarHandle WORDS = MethodHandles.byteBufferViewVarHandle(long[].class, ByteOrder.nativeOrder());
    private static final VarHandle HEAP_WORDS = MethodHandles.arrayElementVarHandle(long[].class);

    private final long count;
    private final ByteBuffer[] chunks; // mapped file, or null when in the heap
    private final long[][] heap; // null when mapped
    private final NativeWords nativeWords; // the memory under the chunks when in native memory, else null

    private PackedWords(long count, ByteBuffer[] chunks, long[][] heap, NativeWords nativeWords) {
        this.count = count;
        this.chunks = chunks;
        this.heap = heap;
        this.nativeWords = nativeWords;
    }

    /** Maps {@code count} words of {@code file} starting at byte {@code offset}. */
    static PackedWords map(Path file, long offset, long count, boolean writable) throws IOException {
        int pieces = (int) ((count + CHUNK_WORDS - 1) / CHUNK_WORDS);
        ByteBuffer[] chunks = new ByteBuffer[pieces];
        try (FileChannel channel = writable
                ? FileChannel.open(file, StandardOpenOption.READ, StandardOpenOption.WRITE)
                : FileChannel.open(file, StandardOpenOption.READ)) {
            for (int i = 0; i < pieces; i++) {
                long first = i * CHUNK_WORDS;
                long size = Math.min(CHUNK_WORDS, count - first) * Long.BYTES;
                chunks[i] = channel.map(writable ? FileChannel.MapMode.READ_WRITE : FileChannel.MapMode.READ_ONLY,
                        offset + first * Long.BYTES, size).order(ByteOrder.nativeOrder());
            }
        }
        return new PackedWords(count, chunks, null, null);
    }

    /**
     * Advises a file mapping's pages for 2 MB folios ({@link NativeWords#adviseHugePages}), for a
     * search that reads the mapping for good. False for a copy, or where any chunk's advice was
     * not taken.
     */
    boolean adviseHugePages() {
        return advise(true);
    }

    /** Withdraws {@link #adviseHugePages}'s advice, for a mapping that a copy will replace. */
    boolean withdrawHugePageAdvice() {
        return advise(false);
    }

    private boolean advise(boolean huge) {
        if (!isFileMapping()) {
            return false;
        }
        boolean taken = true;
        for (ByteBuffer chunk : chunks) {
            taken &= huge ? NativeWords.adviseHugePages(chunk) : NativeWords.withdrawHugePageAdvice(chunk);
        }
        return taken;
    }

    /**
     * Lets the page cache drop {@code file}, the file this mapping maps, once its words are
     * written back: the mapping's pages are unmapped from this process
     * ({@link NativeWords#forgetPages}; a later read maps them again) and the file's clean pages
     * dropped ({@link NativeWords#dropFromPageCache}). False for a copy, without the library, or
     * where the kernel refused.
     */
    boolean dropFromPageCache(Path file) {
        if (!isFileMapping()) {
            return false;
        }
        boolean forgotten = true;
        for (ByteBuffer chunk : chunks) {
            forgotten &= NativeWords.forgetPages(chunk);
        }
        return forgotten && NativeWords.dropFromPageCache(file);
    }

    /** A file mapping's chunks themselves, for reading where they are mapped; empty for a copy. */
    Optional<ByteBuffer[]> mappedChunks() {
        return isFileMapping() ? Optional.of(chunks.clone()) : Optional.empty();
    }

    /** Whether the words are a file's mapping: not a copy in the heap or in native memory. */
    private boolean isFileMapping() {
        return chunks != null && nativeWords == null;
    }

    /** How many words. */
    public long count() {
        return count;
    }

    /**
     * A copy in the Java heap. Worth it only with transparent huge pages on the heap
     * ({@code -XX:+UseTransparentHugePages}): 2 MB pages let the TLB cover gigabytes, where the
     * 4 KB pages of a file mapping cost a page walk on almost every read.
     */
    public PackedWords inHeap() {
        if (heap != null) {
            return this;
        }
        long[][] copy = new long[chunks.length][];
        for (int i = 0; i < chunks.length; i++) {
            copy[i] = new long[chunks[i].capacity() / Long.BYTES];
            chunks[i].duplicate().order(ByteOrder.nativeOrder()).asLongBuffer().get(copy[i]);
        }
        return new PackedWords(count, null, copy, null);
    }

    /**
     * A copy in native memory on transparent huge pages, as fast for the Java search as a heap
     * copy on huge pages but needing neither a large heap nor a JVM flag, and readable by the
     * native search loop ({@link #directChunks}). Empty without CubeLab's native library or when
     * the system cannot give the memory.
     */
    public Optional<PackedWords> inNativeMemory() {
        if (nativeWords != null) {
            return Optional.of(this);
        }
        return NativeWords.allocate(count * Long.BYTES).map(words -> {
            PackedWords copy = inNative(count, words);
            // first touches of fresh pages dominate the copy: the cores share them, a slice each
            int slices = (int) ((count * Long.BYTES + COPY_SLICE - 1) / COPY_SLICE);
            java.util.stream.IntStream.range(0, slices).parallel().forEach(slice -> copySlice(copy.chunks, slice));
            return copy;
        });
    }

    /** {@code count} words held in {@code words}' memory (filled by the caller), in chunks as a mapping's. */
    static PackedWords inNative(long count, NativeWords words) {
        int pieces = (int) ((count + CHUNK_WORDS - 1) / CHUNK_WORDS);
        ByteBuffer[] chunks = new ByteBuffer[pieces];
        for (int i = 0; i < pieces; i++) {
            long first = i * CHUNK_WORDS;
            chunks[i] = words.buffer(first * Long.BYTES, (int) (Math.min(CHUNK_WORDS, count - first) * Long.BYTES));
        }
        return new PackedWords(count, chunks, null, words);
    }

    /** Copies bytes [slice × COPY_SLICE, +COPY_SLICE) of this table's words into {@code copy}, chunks alike. */
    private void copySlice(ByteBuffer[] copy, int slice) {
        long first = (long) slice * COPY_SLICE;
        int chunk = (int) (first / (CHUNK_WORDS * Long.BYTES));
        int from = (int) (first % (CHUNK_WORDS * Long.BYTES));
        int to = Math.min(from + COPY_SLICE, copy[chunk].capacity());
        ByteBuffer target = copy[chunk].duplicate().position(from).limit(to);
        if (chunks != null) {
            target.put(chunks[chunk].duplicate().position(from).limit(to));
        } else {
            target.order(ByteOrder.nativeOrder()).asLongBuffer().put(heap[chunk], from / Long.BYTES, (to - from) / Long.BYTES);
        }
    }

    /** Whether the words are in native memory ({@link #inNativeMemory}). */
    public boolean isInNativeMemory() {
        return nativeWords != null;
    }

    /**
     * The words as read-only direct buffers of 2^27 words each, in order, for native code to read
     * by address while this table is reachable; empty for a heap copy.
     */
    public Optional<ByteBuffer[]> directChunks() {
        return chunks == null ? Optional.empty() : Optional.of(chunks());
    }

    /** Whether the words are in the Java heap rather than a file mapping. */
    public boolean isInHeap() {
        return heap != null;
    }

    /** The word at a word index. */
    public long word(long index) {
        if (heap != null) {
            return heap[(int) (index >>> CHUNK_SHIFT)][(int) (index & (CHUNK_WORDS - 1))];
        }
        return chunks[(int) (index >>> CHUNK_SHIFT)].getLong((int) (index & (CHUNK_WORDS - 1)) << 3);
    }

    /**
     * Writes a word with a plain store: for a builder that has the word's row to itself (a lock
     * per row, {@link BreadthFirstBuild}), where an atomic AND would cost a locked instruction
     * that stops the core's other memory accesses.
     */
    void set(long index, long value) {
        if (heap != null) {
            heap[(int) (index >>> CHUNK_SHIFT)][(int) (index & (CHUNK_WORDS - 1))] = value;
            return;
        }
        chunks[(int) (index >>> CHUNK_SHIFT)].putLong((int) (index & (CHUNK_WORDS - 1)) << 3, value);
    }

    /** Atomically ANDs a mask into a word (a builder's write into words that rows share). */
    void and(long index, long mask) {
        if (heap != null) {
            HEAP_WORDS.getAndBitwiseAnd(heap[(int) (index >>> CHUNK_SHIFT)], (int) (index & (CHUNK_WORDS - 1)), mask);
            return;
        }
        WORDS.getAndBitwiseAnd(chunks[(int) (index >>> CHUNK_SHIFT)], (int) (index & (CHUNK_WORDS - 1)) << 3, mask);
    }

    /**
     * Writes the words {@code from}..{@code to}−1 of a heap or native-memory copy that differ from
     * {@code mapped}'s (a writable mapping of as many words) into it, block by block: a pass changes
     * only some of a table, and a page left alone is never written back to the file; a part of a
     * pass that wrote only some rows is compared there only. The caller forces the mapping to disk.
     */
    void copyChangedTo(PackedWords mapped, long from, long to) {
        if ((heap == null && nativeWords == null) || mapped.chunks == null || mapped.count != count
                || from < 0 || to > count || from > to) {
            throw new IllegalArgumentException("copies heap or native words into a mapping of as many words");
        }
        long blocks = (to - from + CHANGE_BLOCK_WORDS - 1) / CHANGE_BLOCK_WORDS;
        java.util.stream.LongStream.range(0, blocks).parallel().forEach(block -> {
            long start = from + block * CHANGE_BLOCK_WORDS;
            long end = Math.min(to, start + CHANGE_BLOCK_WORDS);
            while (start < end) {
                int chunk = (int) (start >>> CHUNK_SHIFT);
                int offset = (int) (start & (CHUNK_WORDS - 1));
                int length = (int) Math.min(end - start, CHUNK_WORDS - offset);
                LongBuffer target = mapped.chunks[chunk].duplicate().order(ByteOrder.nativeOrder()).asLongBuffer();
                LongBuffer source = heap != null ? LongBuffer.wrap(heap[chunk])
                        : chunks[chunk].duplicate().order(ByteOrder.nativeOrder()).asLongBuffer();
                if (source.slice(offset, length).mismatch(target.slice(offset, length)) >= 0) {
                    target.put(offset, source, offset, length);
                }
                start += length;
            }
        });
    }

    /** Frees a native-memory copy at once ({@link NativeWords#release}); nothing for a mapping or the heap. */
    void release() {
        if (nativeWords != null) {
            nativeWords.release();
        }
    }

    /** The mapped chunks, read-only views in order (for checksums). */
    ByteBuffer[] chunks() {
        ByteBuffer[] views = new ByteBuffer[chunks.length];
        for (int i = 0; i < chunks.length; i++) {
            views[i] = chunks[i].asReadOnlyBuffer();
        }
        return views;
    }

    /** Writes dirty pages of a writable mapping to the file (nothing for a heap copy). */
    void force() {
        if (chunks == null) {
            return;
        }
        for (ByteBuffer chunk : chunks) {
            if (chunk instanceof java.nio.MappedByteBuffer mapped) {
                mapped.force();
            }
        }
    }
}
