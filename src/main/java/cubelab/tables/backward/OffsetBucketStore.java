package cubelab.tables.backward;

/**
 * Method 1 of the two-level hash of bidirectional A* with pre-stored backward states (IJARCCE 2013): a bucket array of offsets into an entry array sorted by
 * bucket; bucket b holds entries {@code [offsets[b], offsets[b+1])}. A miss reads the offsets
 * (one line) and, when the bucket is not empty, its entries (usually one more).
 */
final class OffsetBucketStore implements StateStore {

    private final long buckets;
    private final int[] offsets;
    private final int[] entries;

    OffsetBucketStore(long[] hashes, byte[] distances, long buckets) {
        if (buckets < 1 || buckets > Integer.MAX_VALUE - 1) {
            throw new IllegalArgumentException("bucket count out of range: " + buckets);
        }
        this.buckets = buckets;
        this.offsets = new int[(int) buckets + 1];
        for (long hash : hashes) {
            offsets[StateStore.bucket(hash, buckets) + 1]++;
        }
        for (int b = 0; b < buckets; b++) {
            offsets[b + 1] += offsets[b];
        }
        this.entries = new int[hashes.length];
        int[] fill = java.util.Arrays.copyOf(offsets, (int) buckets);
        for (int i = 0; i < hashes.length; i++) {
            entries[fill[StateStore.bucket(hashes[i], buckets)]++] = StateStore.entry(hashes[i], distances[i]);
        }
    }

    @Override
    public int lookup(long hash) {
        int bucket = StateStore.bucket(hash, buckets);
        for (int i = offsets[bucket], end = offsets[bucket + 1]; i < end; i++) {
            if (StateStore.matches(entries[i], hash)) {
                return StateStore.distanceOf(entries[i]);
            }
        }
        return -1;
    }

    @Override
    public int probes(long hash) {
        int bucket = StateStore.bucket(hash, buckets);
        int start = offsets[bucket];
        int end = offsets[bucket + 1];
        return CacheLines.span(4L * bucket, 4L * bucket + 8) + CacheLines.scan(entries, start, end, hash);
    }

    @Override
    public long bytes() {
        return 4L * offsets.length + 4L * entries.length;
    }

    @Override
    public String describe() {
        return "offsets, " + buckets + " buckets";
    }
}
