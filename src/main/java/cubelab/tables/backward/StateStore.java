package cubelab.tables.backward;

/**
 * A compact map from a state's 64-bit hash to its distance (0..7). Each state keeps only a
 * 28-bit fingerprint and its distance in one int: {@code fingerprint << 4 | distance + 1}, so 0
 * marks an empty slot. A lookup can therefore report a false hit, about once in 2^28 per
 * compared entry; {@link BackwardStore} confirms every hit exactly.
 */
interface StateStore {

    /** Distance stored under this hash, or -1 when no entry matches. */
    int lookup(long hash);

    /**
     * The number of distinct 64-byte cache lines a lookup of this hash touches: the measure of
     * random memory accesses IJARCCE 2013 compares layouts by.
     */
    int probes(long hash);

    /** Bytes of memory the store holds. */
    long bytes();

    /** A short description, e.g. {@code "inline-2, 109043123 buckets"}. */
    String describe();

    static int entry(long hash, int distance) {
        return (fingerprint(hash) << 4) | (distance + 1);
    }

    static int fingerprint(long hash) {
        return (int) (hash & 0x0FFF_FFFF);
    }

    static boolean matches(int entry, long hash) {
        return entry != 0 && (entry >>> 4) == fingerprint(hash);
    }

    static int distanceOf(int entry) {
        return (entry & 0xF) - 1;
    }

    /** Maps a hash to a bucket in 0..buckets-1 by its high 32 bits (multiply-shift, no modulo). */
    static int bucket(long hash, long buckets) {
        return (int) (((hash >>> 32) * buckets) >>> 32);
    }
}
