package cubelab.tables.backward;

/** Counts the distinct 64-byte lines a lookup touches, region by region (each region line-aligned). */
final class CacheLines {

    private static final int LINE = 64;

    private CacheLines() {
    }

    /** Lines covered by bytes [from, to) of one region. */
    static int span(long from, long to) {
        if (to <= from) {
            return 0;
        }
        return (int) ((to - 1) / LINE - from / LINE + 1);
    }

    /**
     * Lines read when scanning the int entries {@code [start, end)} for a hash: up to the match,
     * or all of them on a miss.
     */
    static int scan(int[] entries, int start, int end, long hash) {
        for (int i = start; i < end; i++) {
            if (StateStore.matches(entries[i], hash)) {
                return span(4L * start, 4L * (i + 1));
            }
        }
        return span(4L * start, 4L * end);
    }

    /** Lines covered by two byte ranges of the same region, counting shared lines once. */
    static int union(long firstFrom, long firstTo, long secondFrom, long secondTo) {
        if (secondTo <= secondFrom) {
            return span(firstFrom, firstTo);
        }
        long firstLast = (firstTo - 1) / LINE;
        long secondFirst = secondFrom / LINE;
        int overlap = secondFirst <= firstLast ? (int) (firstLast - secondFirst + 1) : 0;
        return span(firstFrom, firstTo) + span(secondFrom, secondTo) - Math.max(0, overlap);
    }
}
