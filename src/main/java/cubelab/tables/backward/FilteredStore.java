package cubelab.tables.backward;

/**
 * A split-block Bloom filter (256-bit blocks, one bit in each of eight words, as in Parquet)
 * in front of an offset-bucket store. A miss costs one cache line unless the filter says
 * "maybe" (about 0.5% at 12 bits a state); only then is the store behind it read.
 */
final class FilteredStore implements StateStore {

    private static final int[] SALTS = {
        0x47b6137b, 0x44974d91, 0x8824ad5b, 0xa2b7289d, 0x705495c7, 0x2df1424b, 0x9efc4947, 0x5c6bfb31,
    };

    private final int blocks;
    private final int[] filter;
    private final OffsetBucketStore store;
    private final int bitsPerState;

    FilteredStore(long[] hashes, byte[] distances, long buckets, int bitsPerState) {
        this.bitsPerState = bitsPerState;
        long blockCount = Math.max(1, ((long) hashes.length * bitsPerState + 255) / 256);
        if (blockCount * 8 > Integer.MAX_VALUE - 8) {
            throw new IllegalArgumentException("filter too large: " + blockCount + " blocks");
        }
        this.blocks = (int) blockCount;
        this.filter = new int[blocks * 8];
        for (long hash : hashes) {
            long filterHash = filterHash(hash);
            int base = block(filterHash) * 8;
            int key = (int) filterHash;
            for (int i = 0; i < 8; i++) {
                filter[base + i] |= 1 << ((key * SALTS[i]) >>> 27);
            }
        }
        this.store = new OffsetBucketStore(hashes, distances, buckets);
    }

    private boolean mightContain(long hash) {
        long filterHash = filterHash(hash);
        int base = block(filterHash) * 8;
        int key = (int) filterHash;
        for (int i = 0; i < 8; i++) {
            if ((filter[base + i] & (1 << ((key * SALTS[i]) >>> 27))) == 0) {
                return false;
            }
        }
        return true;
    }

    @Override
    public int lookup(long hash) {
        return mightContain(hash) ? store.lookup(hash) : -1;
    }

    @Override
    public int probes(long hash) {
        // a 32-byte block at a multiple of 32 never straddles a line
        return 1 + (mightContain(hash) ? store.probes(hash) : 0);
    }

    @Override
    public long bytes() {
        return 4L * filter.length + store.bytes();
    }

    @Override
    public String describe() {
        return "bloom-" + bitsPerState + " + " + store.describe();
    }

    /** Independent of the bucket and fingerprint bits: a further mix of the state hash. */
    private static long filterHash(long hash) {
        return StateKey.hash(hash, 0x5bd1e995L, 0x27d4eb2f165667c5L);
    }

    private int block(long filterHash) {
        return (int) (((filterHash >>> 32) * blocks) >>> 32);
    }
}
