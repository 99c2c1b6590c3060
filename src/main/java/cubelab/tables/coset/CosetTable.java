package cubelab.tables.coset;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.file.Path;
import java.util.Optional;

/**
 * A coset table: its spec and its {@link PackedWords}, read as two-bit entries in units under a
 * 4-bit least distance ({@link CosetTableSpec}, {@link WordLayout}). Read by the search; written by the builder.
 */
public final class CosetTable {

    /** Native code gets the words in chunks of 2^CHUNK_SHIFT words ({@link #directChunks}). */
    public static final int CHUNK_SHIFT = PackedWords.CHUNK_SHIFT;

    private final CosetTableSpec spec;
    private final PackedWords words;
    private final int rowWords;
    private final WordLayout layout;
    private final int base;

    CosetTable(CosetTableSpec spec, PackedWords words) {
        if (words.count() != spec.words()) {
            throw new IllegalArgumentException(spec.name() + " has " + spec.words() + " words, not " + words.count());
        }
        this.spec = spec;
        this.words = words;
        this.rowWords = spec.rowWords();
        this.layout = spec.layout();
        this.base = spec.base();
    }

    /** Maps {@code spec.words()} words of {@code file} starting at byte {@code offset}. */
    static CosetTable map(Path file, long offset, CosetTableSpec spec, boolean writable) throws IOException {
        return new CosetTable(spec, PackedWords.map(file, offset, spec.words(), writable));
    }

    /** A copy in the Java heap ({@link PackedWords#inHeap}). */
    public CosetTable inHeap() {
        PackedWords copy = words.inHeap();
        return copy == words ? this : new CosetTable(spec, copy);
    }

    /** A copy in native memory on huge pages ({@link PackedWords#inNativeMemory}). */
    public Optional<CosetTable> inNativeMemory() {
        return words.inNativeMemory().map(copy -> copy == words ? this : new CosetTable(spec, copy));
    }

    /** Whether the words are in native memory ({@link #inNativeMemory}). */
    public boolean isInNativeMemory() {
        return words.isInNativeMemory();
    }

    /** The words as read-only direct buffers for native code ({@link PackedWords#directChunks}). */
    public Optional<ByteBuffer[]> directChunks() {
        return words.directChunks();
    }

    /** Whether the words are in the Java heap rather than a file mapping. */
    public boolean isInHeap() {
        return words.isInHeap();
    }

    public CosetTableSpec spec() {
        return spec;
    }

    PackedWords words() {
        return words;
    }

    /** The word at a word index. */
    public long word(long index) {
        return words.word(index);
    }

    /** The distance bound stored for a corner class and a row place. */
    public int distance(int cornerClass, int place) {
        return read(wordIndex(cornerClass, place), layout.shift(place));
    }

    /** The word holding the entry of a corner class and a row place (its bit: {@link WordLayout#shift}). */
    public long wordIndex(int cornerClass, int place) {
        return (long) cornerClass * rowWords + layout.wordInRow(place);
    }

    /**
     * The distance bound of the entry at {@code shift} ({@link WordLayout#shift}) of word
     * {@code index}: code 0 reads its unit's least distance, in the top 4 bits of the unit's first word.
     */
    public int read(long index, int shift) {
        int code = (int) (word(index) >>> (shift & 63)) & 3;
        return code == 0 ? (int) (word(WordLayout.nibbleWord(index, shift)) >>> 60) : base + code;
    }

    /** The 2-bit code of an entry. */
    int code(int cornerClass, int place) {
        return (int) (word(wordIndex(cornerClass, place)) >>> (layout.shift(place) & 63)) & 3;
    }
}
