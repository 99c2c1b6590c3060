package cubelab.tables.backward;

/**
 * Methods 2 to 4 of the two-level hash of bidirectional A* with pre-stored backward states (IJARCCE 2013): each bucket record holds an offset into an
 * overflow array and the first {@code inline} (1..3) entries of the bucket itself, so a miss on
 * a bucket with at most {@code inline} entries costs one memory access.
 */
final class InlineBucketStore implements StateStore {

    private final long buckets;
    private final int inline;
    private final int recordInts;
    /** [overflow offset, inline entries...] per bucket, plus one sentinel offset. */
    private final int[] records;
    private final int[] overflow;

    InlineBucketStore(long[] hashes, byte[] distances, long buckets, int inline) {
        if (inline < 1 || inline > 3) {
            throw new IllegalArgumentException("1 to 3 inline entries, not " + inline);
        }
        if (buckets < 1 || buckets * (inline + 1) + 1 > Integer.MAX_VALUE - 8) {
            throw new IllegalArgumentException("bucket count out of range: " + buckets);
        }
        this.buckets = buckets;
        this.inline = inline;
        this.recordInts = inline + 1;
        int[] counts = new int[(int) buckets];
        for (long hash : hashes) {
            counts[StateStore.bucket(hash, buckets)]++;
        }
        records = new int[(int) buckets * recordInts + 1];
        int overflowSize = 0;
        for (int b = 0; b < buckets; b++) {
            records[b * recordInts] = overflowSize;
            overflowSize += Math.max(0, counts[b] - inline);
        }
        records[(int) buckets * recordInts] = overflowSize;
        overflow = new int[overflowSize];
        int[] placed = new int[(int) buckets];
        for (int i = 0; i < hashes.length; i++) {
            int b = StateStore.bucket(hashes[i], buckets);
            int entry = StateStore.entry(hashes[i], distances[i]);
            int k = placed[b]++;
            if (k < inline) {
                records[b * recordInts + 1 + k] = entry;
            } else {
                overflow[records[b * recordInts] + k - inline] = entry;
            }
        }
    }

    @Override
    public int lookup(long hash) {
        int base = StateStore.bucket(hash, buckets) * recordInts;
        for (int k = 1; k <= inline; k++) {
            int entry = records[base + k];
            if (entry == 0) {
                return -1;
            }
            if (StateStore.matches(entry, hash)) {
                return StateStore.distanceOf(entry);
            }
        }
        for (int i = records[base], end = records[base + recordInts]; i < end; i++) {
            if (StateStore.matches(overflow[i], hash)) {
                return StateStore.distanceOf(overflow[i]);
            }
        }
        return -1;
    }

    @Override
    public int probes(long hash) {
        int base = StateStore.bucket(hash, buckets) * recordInts;
        long recordFrom = 4L * base;
        int lines = CacheLines.span(recordFrom, recordFrom + 4L * recordInts);
        for (int k = 1; k <= inline; k++) {
            int entry = records[base + k];
            if (entry == 0 || StateStore.matches(entry, hash)) {
                return lines;
            }
        }
        int start = records[base];
        int end = records[base + recordInts];
        // the next record's offset ends the overflow run; it usually shares the line
        lines = CacheLines.union(recordFrom, recordFrom + 4L * recordInts,
                4L * (base + recordInts), 4L * (base + recordInts) + 4);
        return lines + CacheLines.scan(overflow, start, end, hash);
    }

    @Override
    public long bytes() {
        return 4L * records.length + 4L * overflow.length;
    }

    @Override
    public String describe() {
        return "inline-" + inline + ", " + buckets + " buckets";
    }
}
