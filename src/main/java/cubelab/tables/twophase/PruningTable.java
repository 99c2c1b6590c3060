package cubelab.tables.twophase;

import cubelab.tables.BreadthFirstLevels;
import java.util.Arrays;
import java.util.function.IntBinaryOperator;

/**
 * Exact distances to solved in the product of two coordinates, indexed
 * {@code first × secondSize + second}; both coordinates are 0 when solved. Used as an
 * admissible heuristic: the distance of a projection never exceeds the cube's own distance.
 * Four bits per entry (two entries a byte): the two-phase tables reach at most 14, and half the
 * bytes means fewer cache misses in the search, which is bound by these lookups. Immutable once
 * built.
 */
public final class PruningTable {

    /** 15 = the largest four-bit value, kept to mark entries not reached yet. */
    private static final int UNKNOWN = 0xF;
    /** 14: distances above this cannot be stored. */
    public static final int MAX_STORABLE_DISTANCE = UNKNOWN - 1;
    /**
     * Estimated neighbour evaluations per unknown entry of a backward pass, against every move per
     * entry of the frontier forward; the coset builds' estimate too. With it the seven tables
     * built a fifth faster than with the rule "backward once half the entries are known".
     */
    private static final int BACKWARD_EVALUATIONS = 6;

    private final int secondSize;
    private final int size;
    private final byte[] packed;
    private final int maxDistance;

    private PruningTable(int secondSize, int size, byte[] packed, int maxDistance) {
        this.secondSize = secondSize;
        this.size = size;
        this.packed = packed;
        this.maxDistance = maxDistance;
    }

    /**
     * Breadth-first search from (0, 0) over {@code moveCount} moves ({@link BreadthFirstLevels}, on
     * the calling thread: two entries share a byte, so two threads would lose each other's writes);
     * {@code firstMoves} and {@code secondMoves} map (value, move) to the value after the move. The
     * move set must be closed under inverses, which lets the later levels search backwards: once
     * most entries are known it is cheaper to ask each unknown entry whether a neighbour lies on the
     * frontier than to expand the frontier.
     *
     * @throws IllegalStateException if some pair is unreachable or farther than
     *                               {@value #MAX_STORABLE_DISTANCE}
     */
    public static PruningTable build(int firstSize, IntBinaryOperator firstMoves,
            int secondSize, IntBinaryOperator secondMoves, int moveCount) {
        int size = firstSize * secondSize;
        byte[] packed = new byte[(size + 1) / 2];
        Arrays.fill(packed, (byte) 0xFF);
        set(packed, 0, 0);
        BreadthFirstLevels levels = BreadthFirstLevels.onCallingThread(moveCount, BACKWARD_EVALUATIONS,
                MAX_STORABLE_DISTANCE);
        int maxDistance;
        try {
            maxDistance = levels.run(new Pairs(packed, size, secondSize, firstMoves, secondMoves, moveCount), 1,
                    "the " + firstSize + " × " + secondSize + " pruning table", BreadthFirstLevels.LevelListener.NONE);
        } catch (InterruptedException e) {
            throw new IllegalStateException("a build on the calling thread waits for nothing", e);
        }
        return new PruningTable(secondSize, size, packed, maxDistance);
    }

    /** The pairs' distances while they are built: the entries themselves are the parts. */
    private record Pairs(byte[] packed, int size, int secondSize, IntBinaryOperator firstMoves,
            IntBinaryOperator secondMoves, int moveCount) implements BreadthFirstLevels.Table {

        @Override
        public long entries() {
            return size;
        }

        @Override
        public int parts() {
            return size;
        }

        @Override
        public long forward(int from, int to, int depth) {
            return pass(from, to, depth, false);
        }

        @Override
        public long backward(int from, int to, int depth) {
            return pass(from, to, depth, true);
        }

        /** Both directions in one loop: they differ only in which entries they expand and what they write. */
        private long pass(int from, int to, int depth, boolean backwards) {
            byte[] packed = this.packed; // locals: the move calls need not reload the fields
            int secondSize = this.secondSize;
            int found = 0;
            for (int index = from; index < to; index++) {
                int distance = get(packed, index);
                if (backwards ? distance != UNKNOWN : distance != depth) {
                    continue;
                }
                int first = index / secondSize;
                int second = index % secondSize;
                for (int move = 0; move < moveCount; move++) {
                    int neighbour = firstMoves.applyAsInt(first, move) * secondSize
                            + secondMoves.applyAsInt(second, move);
                    if (backwards) {
                        if (get(packed, neighbour) == depth) {
                            set(packed, index, depth + 1);
                            found++;
                            break;
                        }
                    } else if (get(packed, neighbour) == UNKNOWN) {
                        set(packed, neighbour, depth + 1);
                        found++;
                    }
                }
            }
            return found;
        }

        @Override
        public long count(int from, int to, int depth) {
            long n = 0;
            for (int index = from; index < to; index++) {
                if (get(packed, index) == depth) {
                    n++;
                }
            }
            return n;
        }
    }

    /** The distance of the pair (first, second); never more than the cube's distance. */
    public int distance(int first, int second) {
        return get(packed, first * secondSize + second);
    }

    /** The largest distance in the table: the depth of the product space. */
    public int maxDistance() {
        return maxDistance;
    }

    /** Number of entries. */
    public int size() {
        return size;
    }

    /** Memory held, in bytes: half the entries. */
    public int bytes() {
        return packed.length;
    }

    private static int get(byte[] packed, int index) {
        return (packed[index >> 1] >> ((index & 1) << 2)) & 0xF;
    }

    private static void set(byte[] packed, int index, int value) {
        int shift = (index & 1) << 2;
        packed[index >> 1] = (byte) ((packed[index >> 1] & ~(0xF << shift)) | (value << shift));
    }
}
