package cubelab.tables.backward;

/**
 * The build-time set of every stored state with its distance: open addressing with linear
 * probing over exact keys. Big (about 17 bytes a slot) but exact; the compact store is made
 * from it and it is then dropped.
 */
final class ExactStateSet {

    /** Distances are stored plus one, so the zeroed arrays start empty without a fill pass. */
    private static final byte EMPTY = 0;

    private final int mask;
    private final int[] corners;
    private final long[] edges;
    private final byte[] distances;
    private int size;

    ExactStateSet(long expectedStates) {
        long capacity = capacityFor(expectedStates);
        if (capacity > 1L << 30) {
            throw new IllegalArgumentException("too many states for one table: " + expectedStates);
        }
        mask = (int) capacity - 1;
        corners = new int[(int) capacity];
        edges = new long[(int) capacity];
        distances = new byte[(int) capacity];
    }

    /** Slots for a number of states: a power of two, at least 1.5 slots a state. */
    static long capacityFor(long expectedStates) {
        return Long.highestOneBit(Math.max(16, expectedStates * 3 / 2)) << 1;
    }

    /** Adds a state if absent; returns true when it was new. */
    boolean add(long cornerKey, long edgeKey, int distance) {
        int slot = (int) StateKey.hash(cornerKey, edgeKey, 0) & mask;
        while (distances[slot] != EMPTY) {
            if (corners[slot] == cornerKey && edges[slot] == edgeKey) {
                return false;
            }
            slot = (slot + 1) & mask;
        }
        corners[slot] = (int) cornerKey;
        edges[slot] = edgeKey;
        distances[slot] = (byte) (distance + 1);
        size++;
        return true;
    }

    int size() {
        return size;
    }

    int capacity() {
        return mask + 1;
    }

    /** Distance of the state in a slot, or -1 for an empty slot. */
    int distanceAt(int slot) {
        return distances[slot] - 1;
    }

    long cornersAt(int slot) {
        return corners[slot];
    }

    long edgesAt(int slot) {
        return edges[slot];
    }
}
