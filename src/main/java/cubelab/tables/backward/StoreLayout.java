package cubelab.tables.backward;

/**
 * How the compact store arranges its entries: the four bucket layouts of IJARCCE 2013 (offsets only, or
 * one to three entries inline in each bucket) and a Bloom filter in front of the offsets.
 * {@code bucketsPerState} sets the bucket count relative to the number of states.
 */
public record StoreLayout(Kind kind, double bucketsPerState, int filterBitsPerState) {

    public enum Kind {
        /** Seed method 1: bucket array of offsets, entries in a second array. */
        OFFSETS,
        /** Seed method 2: one entry inline in each bucket. */
        INLINE_1,
        /** Seed method 3: two entries inline. */
        INLINE_2,
        /** Seed method 4: three entries inline. */
        INLINE_3,
        /** A split-block Bloom filter in front of an offset store. */
        FILTERED
    }

    public StoreLayout {
        if (kind == null || !(bucketsPerState > 0) || bucketsPerState > 16) {
            throw new IllegalArgumentException("buckets per state must be in (0, 16]: " + bucketsPerState);
        }
        if (kind == Kind.FILTERED && (filterBitsPerState < 1 || filterBitsPerState > 64)) {
            throw new IllegalArgumentException("filter bits per state must be 1..64: " + filterBitsPerState);
        }
    }

    public static StoreLayout of(Kind kind, double bucketsPerState) {
        return new StoreLayout(kind, bucketsPerState, kind == Kind.FILTERED ? 12 : 0);
    }

    /** The layout measured best: a 12-bit Bloom filter before one bucket per state. */
    public static StoreLayout recommended() {
        return new StoreLayout(Kind.FILTERED, 1.0, 12);
    }

    StateStore build(long[] hashes, byte[] distances) {
        long buckets = Math.max(1, Math.round(hashes.length * bucketsPerState));
        return switch (kind) {
            case OFFSETS -> new OffsetBucketStore(hashes, distances, buckets);
            case INLINE_1 -> new InlineBucketStore(hashes, distances, buckets, 1);
            case INLINE_2 -> new InlineBucketStore(hashes, distances, buckets, 2);
            case INLINE_3 -> new InlineBucketStore(hashes, distances, buckets, 3);
            case FILTERED -> new FilteredStore(hashes, distances, buckets, filterBitsPerState);
        };
    }
}
