package cubelab.race;

import java.util.Arrays;

/**
 * Exact push-metric distances in one colour's abstraction of a Rubik's Race board: where the
 * colour's tiles are and where the blank is, every other tile alike. A push moves the tiles between
 * a cell and the blank one cell toward it; in the abstraction it moves the colour's tiles in that
 * segment and the blank. Any real solution maps to an abstract path of the same length, so the
 * abstract distance to the nearest abstract goal is an admissible bound (Culberson and Schaeffer's
 * pattern databases, as Korf 1997 uses them for the cube).
 *
 * <p>An abstract goal: every centre cell wanting the colour holds one of its tiles, no centre cell
 * wanting another colour does, and the blank is outside the centre (each centre cell holds a tile
 * at the goal). Real goals all map to abstract goals, which keeps the bound admissible.
 *
 * <p>Index: the combinatorial rank of the colour's sorted cells times the cell count, plus the
 * blank's cell. On 5×5 a colour has 4 tiles: C(25,4)·25 = 316,250 entries (265,650 reachable),
 * one byte each, built by a breadth-first search backward from every abstract goal (a push's
 * inverse is a push, so the graph is undirected). Immutable once built; shared by search threads.
 */
final class ColourPushDatabase {

    /** Largest table built, in entries; larger boards fall back to the other bounds. */
    static final long MAX_ENTRIES = 1L << 24;
    private static final byte UNSEEN = -1;

    private final int cellCount;
    private final long[][] binomial;
    private final byte[] distance;

    private ColourPushDatabase(int cellCount, long[][] binomial, byte[] distance) {
        this.cellCount = cellCount;
        this.binomial = binomial;
        this.distance = distance;
    }

    /** Entries a table for {@code tiles} tiles on {@code cellCount} cells would have. */
    static long entries(int cellCount, int tiles) {
        return binomial(cellCount)[cellCount][tiles] * cellCount;
    }

    /**
     * Builds the table of colour {@code code} for {@code target}.
     *
     * @throws IllegalArgumentException if the table would exceed {@link #MAX_ENTRIES}
     */
    static ColourPushDatabase build(Target target, int code) {
        int size = target.boardSize();
        int cellCount = size * size;
        int tiles = Board.tileCount(size, TileColor.fromCode(code));
        long entries = entries(cellCount, tiles);
        if (entries > MAX_ENTRIES || cellCount > Long.SIZE) {
            throw new IllegalArgumentException("a push table for " + size + "x" + size + " would have " + entries
                    + " entries");
        }
        long[][] binomial = binomial(cellCount);
        byte[] distance = new byte[(int) entries];
        Arrays.fill(distance, UNSEEN);
        long wanted = 0;
        long forbidden = 0;
        for (int cell = 0; cell < cellCount; cell++) {
            int goal = target.codeAt(cell);
            if (goal == code) {
                wanted |= 1L << cell;
            } else if (goal != 0) {
                forbidden |= 1L << cell;
            }
        }
        long centre = wanted | forbidden;
        // the queue holds each state's cells as a bit set beside its index, so nothing is unranked
        int capacity = (int) (binomial[cellCount][tiles] * (cellCount - tiles));
        long[] queueSets = new long[capacity];
        int[] queueIndexes = new int[capacity];
        int tail = 0;
        // every placement containing the wanted cells and none of the forbidden ones, blank outside the centre
        long sets = binomial[cellCount][tiles];
        for (long rank = 0; rank < sets; rank++) {
            long set = unrank(rank, tiles, cellCount, binomial);
            if ((set & wanted) != wanted || (set & forbidden) != 0) {
                continue;
            }
            for (int blank = 0; blank < cellCount; blank++) {
                if ((set >>> blank & 1) == 0 && (centre >>> blank & 1) == 0) {
                    int index = (int) (rank * cellCount + blank);
                    distance[index] = 0;
                    queueSets[tail] = set;
                    queueIndexes[tail++] = index;
                }
            }
        }
        Pushes pushes = new Pushes(size);
        for (int head = 0; head < tail; head++) {
            int index = queueIndexes[head];
            long set = queueSets[head];
            int blank = index % cellCount;
            byte next = (byte) (distance[index] + 1);
            int first = pushes.first[blank];
            int last = pushes.first[blank + 1];
            for (int push = first; push < last; push++) {
                long segment = set & pushes.segment[push];
                int shift = pushes.shift[push];
                long moved = (set & ~segment) | (shift > 0 ? segment >>> shift : segment << -shift);
                int source = pushes.source[push];
                int child = (int) (rank(moved, binomial) * cellCount + source);
                if (distance[child] == UNSEEN) {
                    distance[child] = next;
                    queueSets[tail] = moved;
                    queueIndexes[tail++] = child;
                }
            }
        }
        return new ColourPushDatabase(cellCount, binomial, distance);
    }

    /**
     * Every push of an n×n board as bit masks, grouped by the blank's cell: the cells whose tiles
     * slide (from the source up to the blank, the blank excluded), how far their bits shift (one
     * cell toward the blank), and the source, where the blank ends.
     */
    private static final class Pushes {
        final int[] first;
        final long[] segment;
        final int[] shift;
        final int[] source;

        Pushes(int size) {
            GridMoves grid = new GridMoves(size);
            int cellCount = size * size;
            first = new int[cellCount + 1];
            int count = 0;
            for (int blank = 0; blank < cellCount; blank++) {
                count += grid.sources(blank, Metric.PUSH).length;
            }
            segment = new long[count];
            shift = new int[count];
            source = new int[count];
            int push = 0;
            for (int blank = 0; blank < cellCount; blank++) {
                first[blank] = push;
                for (int from : grid.sources(blank, Metric.PUSH)) {
                    int step = grid.stepToward(blank, from);
                    long mask = 0;
                    for (int cell = blank + step; ; cell += step) {
                        mask |= 1L << cell;
                        if (cell == from) {
                            break;
                        }
                    }
                    segment[push] = mask;
                    shift[push] = step; // a tile at cell moves to cell − step
                    source[push++] = from;
                }
            }
            first[cellCount] = push;
        }
    }

    /** The abstract distance of the colour at the cells whose rank is {@code rank}, blank at {@code blank}. */
    int distance(long rank, int blank) {
        return distance[(int) (rank * cellCount + blank)];
    }

    /** {@code C(cell, index + 1)}: the rank term of the {@code index}-th smallest of a colour's cells. */
    long rankTerm(int cell, int index) {
        return binomial[cell][index + 1];
    }

    /** The largest distance in the table (the abstraction's diameter from the goals). */
    int maximum() {
        int maximum = 0;
        for (byte value : distance) {
            maximum = Math.max(maximum, value);
        }
        return maximum;
    }

    private static long rank(long set, long[][] binomial) {
        long rank = 0;
        int index = 0;
        for (long rest = set; rest != 0; rest &= rest - 1) {
            rank += binomial[Long.numberOfTrailingZeros(rest)][++index];
        }
        return rank;
    }

    private static long unrank(long rank, int tiles, int cellCount, long[][] binomial) {
        long set = 0;
        long rest = rank;
        int cell = cellCount - 1;
        for (int index = tiles; index >= 1; index--) {
            while (binomial[cell][index] > rest) {
                cell--;
            }
            set |= 1L << cell;
            rest -= binomial[cell][index];
            cell--;
        }
        return set;
    }

    private static long[][] binomial(int cellCount) {
        long[][] binomial = new long[cellCount + 1][cellCount + 1];
        for (int n = 0; n <= cellCount; n++) {
            binomial[n][0] = 1;
            for (int k = 1; k <= n; k++) {
                binomial[n][k] = binomial[n - 1][k - 1] + (k <= n - 1 ? binomial[n - 1][k] : 0);
            }
        }
        return binomial;
    }
}
