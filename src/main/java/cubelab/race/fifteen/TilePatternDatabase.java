package cubelab.race.fifteen;

import cubelab.race.board.GridMoves;
import cubelab.race.board.Metric;
import java.util.Arrays;

/**
 * One pattern of an additive pattern database for the numbered puzzles (Korf &amp; Felner): for every
 * placement of the pattern's tiles, the fewest moves <em>of pattern tiles</em> needed to bring them
 * home, the blank moving for free through the other cells. Disjoint patterns add up admissibly,
 * because every move moves a tile of exactly one pattern.
 *
 * <p>Built by a 0-1 breadth-first search over (pattern cells, blank cell) from the goal, then
 * minimised over the blank. Cells are packed 4 bits each (15-puzzle), so a k-tile table has 16^k
 * one-byte entries (6 tiles: 16 MiB, of which 5,765,760 are reachable placements) and the build
 * needs 16^(k+1) bytes.
 *
 * <p>A queue search rather than the cube tables' level-by-level scans: a move of the blank alone
 * costs nothing, so a level grows while it is expanded, and most of the packed indexes are not
 * placements at all (a scan would read the 16^(k+1) bytes once a level for a few reachable states).
 */
public final class TilePatternDatabase {
    private static final byte UNSEEN = -1;
    private final int size;
    private final int[] tiles;
    /** Indexed by the pattern tiles' cells packed {@code bits} per cell (unused slots stay at MAX). */
    private final byte[] distances;
    private final int bits;

    private TilePatternDatabase(int size, int[] tiles, byte[] distances, int bits) {
        this.size = size;
        this.tiles = tiles;
        this.distances = distances;
        this.bits = bits;
    }

    /** Builds the table for {@code tiles} (numbers 1..n²−1) of the n×n puzzle with the blank-top-left goal. */
    public static TilePatternDatabase build(int size, int... tiles) {
        int cells = size * size;
        int k = tiles.length;
        if (k == 0 || k >= cells) {
            throw new IllegalArgumentException("a pattern needs 1..n²−2 tiles");
        }
        for (int tile : tiles) {
            if (tile < 1 || tile >= cells) {
                throw new IllegalArgumentException("no tile " + tile + " on a " + size + "x" + size + " puzzle");
            }
        }
        int bits = bitsPerCell(cells);
        if (bits * (k + 1) > 30) {
            throw new IllegalArgumentException("pattern too large: " + k + " tiles");
        }
        byte[] stateDistance = searchFromGoal(size, tiles, bits);
        return new TilePatternDatabase(size, tiles.clone(), leastOverTheBlank(stateDistance, bits, k), bits);
    }

    /**
     * The 0-1 breadth-first search from the goal over (blank cell, pattern tiles' cells): a state is
     * the blank's cell in the low bits (so free blank moves stay in one cache line), then each pattern
     * tile's cell, {@code bits} per cell. A move costs 1 when a pattern tile moves, 0 otherwise.
     */
    private static byte[] searchFromGoal(int size, int[] tiles, int bits) {
        int k = tiles.length;
        int mask = (1 << bits) - 1;
        GridMoves grid = new GridMoves(size);
        byte[] stateDistance = new byte[1 << (bits * (k + 1))];
        Arrays.fill(stateDistance, UNSEEN);
        int start = 0;
        for (int i = 0; i < k; i++) {
            start |= tiles[i] << (bits * (i + 1)); // goal: tile t on cell t, the blank on cell 0
        }
        IntQueue current = new IntQueue();
        IntQueue next = new IntQueue();
        stateDistance[start] = 0;
        current.add(start);
        int[] occupant = new int[size * size];
        Arrays.fill(occupant, -1);
        for (int depth = 0; !current.isEmpty(); depth++) {
            while (!current.isEmpty()) {
                int state = current.poll();
                if (stateDistance[state] != depth) {
                    continue; // reached again more cheaply
                }
                for (int i = 0; i < k; i++) {
                    occupant[(state >>> (bits * (i + 1))) & mask] = i;
                }
                int blank = state & mask;
                int withoutBlank = state & ~mask;
                for (int source : grid.sources(blank, Metric.TILE)) {
                    int tile = occupant[source];
                    int child = withoutBlank | source;
                    int cost = 0;
                    if (tile >= 0) {
                        child += (blank - source) << (bits * (tile + 1)); // the pattern tile moves into the blank
                        cost = 1;
                    }
                    int known = stateDistance[child];
                    if (known == UNSEEN || known > depth + cost) {
                        stateDistance[child] = (byte) (depth + cost);
                        (cost == 0 ? current : next).add(child);
                    }
                }
                for (int i = 0; i < k; i++) {
                    occupant[(state >>> (bits * (i + 1))) & mask] = -1;
                }
            }
            IntQueue swap = current;
            current = next;
            next = swap;
        }
        return stateDistance;
    }

    /** Per placement of the pattern tiles, the least distance over the blank's cells (unreached: MAX). */
    private static byte[] leastOverTheBlank(byte[] stateDistance, int bits, int k) {
        byte[] distances = new byte[1 << (bits * k)];
        Arrays.fill(distances, Byte.MAX_VALUE);
        for (int state = 0; state < stateDistance.length; state++) {
            int pattern = state >>> bits;
            if (stateDistance[state] != UNSEEN && stateDistance[state] < distances[pattern]) {
                distances[pattern] = stateDistance[state];
            }
        }
        return distances;
    }

    /** A table read back from its file (see {@link PuzzleTableStore}); the caller checked its digest. */
    static TilePatternDatabase stored(int size, int[] tiles, byte[] distances) {
        int bits = bitsPerCell(size * size);
        if (distances.length != 1 << (bits * tiles.length)) {
            throw new IllegalArgumentException("a table of " + tiles.length + " tiles has " + (1 << (bits * tiles.length))
                    + " entries, not " + distances.length);
        }
        return new TilePatternDatabase(size, tiles.clone(), distances, bits);
    }

    /** The entries, for writing the table to its file (not a copy: callers only read). */
    byte[] distances() {
        return distances;
    }

    private static int bitsPerCell(int cells) {
        return 32 - Integer.numberOfLeadingZeros(cells - 1);
    }

    public int size() {
        return size;
    }

    public int[] tiles() {
        return tiles.clone();
    }

    /** Placements stored (reachable ones; the packed index also has unused slots). */
    public int entries() {
        int count = 0;
        for (byte distance : distances) {
            if (distance != Byte.MAX_VALUE) {
                count++;
            }
        }
        return count;
    }

    /** The stored bound for a placement: {@code positionOfTile[t]} is the cell of tile t. Allocation-free. */
    int lookup(int[] positionOfTile) {
        int index = 0;
        for (int i = 0; i < tiles.length; i++) {
            index |= positionOfTile[tiles[i]] << (bits * i);
        }
        return distances[index];
    }

    /** A growable FIFO of ints, for the build only. */
    private static final class IntQueue {
        private int[] items = new int[1024];
        private int head;
        private int tail;

        void add(int item) {
            if (tail == items.length) {
                if (head > items.length / 2) {
                    System.arraycopy(items, head, items, 0, tail - head);
                    tail -= head;
                    head = 0;
                } else {
                    items = Arrays.copyOf(items, items.length * 2);
                }
            }
            items[tail++] = item;
        }

        int poll() {
            return items[head++];
        }

        boolean isEmpty() {
            if (head == tail) {
                head = 0;
                tail = 0;
                return true;
            }
            return false;
        }
    }
}
