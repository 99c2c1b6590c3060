package cubelab.tables.coset;

import cubelab.tables.TableFileException;
import java.nio.file.Path;

/**
 * A slice-group table ({@link SliceTableSpec}) read by the search: 32 two-bit codes to a word,
 * a row of words per corner class, then each word's least distance. Immutable.
 */
public final class SliceTable {

    private final SliceTableSpec spec;
    private final PackedWords words;
    private final int rowWords;
    private final long minimaStart;

    SliceTable(SliceTableSpec spec, PackedWords words) {
        this.spec = spec;
        this.words = words;
        this.rowWords = spec.rowWords();
        this.minimaStart = spec.entryWords();
    }

    /** Maps and verifies a table file of {@code spec}. */
    public static SliceTable load(Path file, SliceTableSpec spec) throws TableFileException {
        return new SliceTable(spec, CosetTableFile.loadWords(file, spec).words());
    }

    /** The words as read-only direct buffers for native code ({@link PackedWords#directChunks}); empty in the heap. */
    public java.util.Optional<java.nio.ByteBuffer[]> directChunks() {
        return words.directChunks();
    }

    /** The words in native memory on huge pages ({@link PackedWords#inNativeMemory}), when the library is there. */
    public java.util.Optional<SliceTable> inNativeMemory() {
        return words.inNativeMemory().map(copy -> copy == words ? this : new SliceTable(spec, copy));
    }

    /** Whether the words are in native memory ({@link #inNativeMemory}). */
    public boolean isInNativeMemory() {
        return words.isInNativeMemory();
    }

    public SliceTableSpec spec() {
        return spec;
    }

    /** The word index of an entry of a row. */
    private long wordIndex(int row, int entry) {
        return (long) row * rowWords + entry / SliceTableSpec.ENTRIES_PER_WORD;
    }

    public long word(long index) {
        return words.word(index);
    }

    /** The least distance among the entries of the word at {@code index} when it is at most the base, else 15. */
    private int minimum(long index) {
        return (int) (word(minimaStart + (index >>> 4)) >>> ((index & 15) << 2)) & 15;
    }

    /**
     * The bound of an entry: base plus its 2-bit code (1, 2, 3 for base+1, base+2, ≥ base+3), or
     * for code 0 (≤ base) its word's least distance.
     */
    public int bound(int row, int entry) {
        long index = wordIndex(row, entry);
        int code = (int) (word(index) >>> ((entry % SliceTableSpec.ENTRIES_PER_WORD) << 1)) & 3;
        return code > 0 ? spec.base() + code : minimum(index);
    }
}
