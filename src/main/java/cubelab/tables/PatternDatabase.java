package cubelab.tables;

import java.nio.ByteBuffer;

/**
 * Exact distances of a sub-problem's states to solved, 4 bits per entry: entry i is the low
 * nibble of byte i/2 when i is even, the high nibble when odd. Backed by a heap array after a
 * build or a read-only memory mapping after a load; never modified.
 */
public final class PatternDatabase {

    private final TableSpec spec;
    private final ByteBuffer packed;
    /** The payload as a heap array for the search's lookups: a plain load, no buffer checks. */
    private final byte[] array;

    PatternDatabase(TableSpec spec, ByteBuffer packed) {
        if (packed.capacity() != spec.payloadBytes()) {
            throw new IllegalArgumentException(spec.name() + ": payload has " + packed.capacity()
                    + " bytes, expected " + spec.payloadBytes());
        }
        this.spec = spec;
        this.packed = packed;
        this.array = new byte[packed.capacity()];
        packed.duplicate().clear().get(array);
    }

    static PatternDatabase pack(TableSpec spec, byte[] distances) {
        byte[] packed = new byte[(int) spec.payloadBytes()];
        for (int i = 0; i < distances.length; i++) {
            packed[i >>> 1] |= (byte) ((distances[i] & 0xF) << ((i & 1) << 2));
        }
        return new PatternDatabase(spec, ByteBuffer.wrap(packed).asReadOnlyBuffer());
    }

    public TableSpec spec() {
        return spec;
    }

    public int entries() {
        return spec.entries();
    }

    /** The distance (0..15) of state {@code index}. */
    public int distance(int index) {
        return (array[index >>> 1] >>> ((index & 1) << 2)) & 0xF;
    }

    /** The packed payload, read only, position 0. */
    public ByteBuffer payload() {
        return packed.duplicate();
    }

    /** How many states lie at each distance 0..15. */
    public long[] distribution() {
        long[] counts = new long[16];
        int entries = entries();
        for (int i = 0; i < entries; i++) {
            counts[distance(i)]++;
        }
        return counts;
    }

    /** The highest distance present. */
    public int maximum() {
        long[] counts = distribution();
        int max = 0;
        for (int d = 0; d < counts.length; d++) {
            if (counts[d] > 0) {
                max = d;
            }
        }
        return max;
    }
}
