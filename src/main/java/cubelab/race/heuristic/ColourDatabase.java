package cubelab.race.heuristic;

import cubelab.race.board.Board;
import cubelab.race.board.GridMoves;
import cubelab.race.board.Metric;
import cubelab.race.board.Target;
import cubelab.race.board.TileColor;
import java.util.Arrays;

/**
 * Exact distances in one colour's abstraction of a Rubik's Race board, in either metric: where the
 * colour's tiles are and where the blank is, every other tile alike. A move of the real game (a
 * slide or a push) moves the colour's tiles among the cells it changes and the blank, so it is a
 * move of the abstraction, and every real solution maps to an abstract path of the same length: the
 * distance to the nearest abstract goal is an admissible bound (Culberson and Schaeffer's pattern
 * databases, as Korf 1997 uses them for the cube). In the tile metric every move counts here,
 * the blank's trips through other colours' tiles included, which is what the summed step bounds
 * of {@link ColourSteps} cannot see.
 *
 * <p>An abstract goal: every centre cell wanting the colour holds one of its tiles, no centre cell
 * wanting another colour does, and the blank is outside the centre (each centre cell holds a tile
 * at the goal). Real goals all map to abstract goals, which keeps the bound admissible.
 *
 * <p>Beside the distances, the table keeps the colour's eviction steps per placement
 * ({@link ColourSteps}), so that a search reads both and solves no assignment.
 *
 * <p>Index: the combinatorial rank of the colour's sorted cells times the cell count, plus the
 * blank's cell. On 5×5 a colour has 4 tiles: C(25,4)·25 = 316,250 entries (265,650 reachable),
 * one byte each, built by a breadth-first search backward from every abstract goal (a move's
 * inverse is a move, so the graph is undirected). What a table depends on is its {@link Key}, so
 * colours and targets with the same key, or with a rotated or reflected one, share one
 * ({@link ColourDatabaseCache}). Immutable once built; shared by search threads.
 *
 * <p>A queue search from many goals rather than the cube tables' level-by-level scans: the queue
 * carries each state's cells beside its rank, so no rank is ever unranked, which a scan of the
 * table (or a backward pass over it) would do for every entry.
 */
final class ColourDatabase {

    /** Largest table built, in entries; larger boards fall back to the other bounds. */
    static final long MAX_ENTRIES = 1L << 24;
    private static final byte UNSEEN = -1;

    /**
     * What a colour's table depends on: the board size, how many tiles the colour has, the cells that
     * want it (a bit set), all centre cells (a bit set) and the metric.
     */
    record Key(int size, int tiles, long wanted, long centre, Metric metric) {
        /** The key of colour {@code code}'s table for {@code target}. */
        static Key of(Target target, int code, Metric metric) {
            int size = target.boardSize();
            long wanted = 0;
            for (int cell = 0; cell < size * size; cell++) {
                if (target.codeAt(cell) == code) {
                    wanted |= 1L << cell;
                }
            }
            return new Key(size, Board.tileCount(size, TileColor.fromCode(code)), wanted, centreOf(size), metric);
        }

        /** The cells of an n×n board's centre, all but the outer ring, as a bit set. */
        static long centreOf(int size) {
            long centre = 0;
            for (int row = 1; row < size - 1; row++) {
                for (int column = 1; column < size - 1; column++) {
                    centre |= 1L << (row * size + column);
                }
            }
            return centre;
        }

        long entries() {
            return ColourDatabase.entries(size * size, tiles);
        }

        /** The key of the image of this colour's goal under the grid symmetry {@code map}. */
        Key image(int[] map) {
            return new Key(size, tiles, GridSymmetries.image(wanted, map), GridSymmetries.image(centre, map), metric);
        }
    }

    private final int cellCount;
    private final PlacementRank ranks;
    private final byte[] distance;
    /** Per placement rank, the colour's eviction steps. */
    private final byte[] steps;

    private ColourDatabase(int cellCount, PlacementRank ranks, byte[] distance, byte[] steps) {
        this.cellCount = cellCount;
        this.ranks = ranks;
        this.distance = distance;
        this.steps = steps;
    }

    /** Entries a table for {@code tiles} tiles on {@code cellCount} cells would have. */
    static long entries(int cellCount, int tiles) {
        return PlacementRank.binomials(cellCount)[cellCount][tiles] * cellCount;
    }

    /** Whether a table for {@code key} is small enough to build. */
    static boolean fits(Key key) {
        return key.size() * key.size() <= Long.SIZE && key.entries() <= MAX_ENTRIES;
    }

    /**
     * Builds the table of {@code key}; {@code ranks} are for its board's cell count.
     *
     * @throws IllegalArgumentException if the table would exceed {@link #MAX_ENTRIES}
     */
    static ColourDatabase build(Key key, PlacementRank ranks) {
        if (!fits(key)) {
            throw new IllegalArgumentException("a colour table for " + key.size() + "x" + key.size() + " would have "
                    + key.entries() + " entries");
        }
        int cellCount = key.size() * key.size();
        long sets = PlacementRank.binomials(cellCount)[cellCount][key.tiles()];
        byte[] distance = new byte[(int) (sets * cellCount)];
        Arrays.fill(distance, UNSEEN);
        Queue queue = new Queue((int) (sets * (cellCount - key.tiles())));
        byte[] steps = stepsAndGoals(key, sets, distance, queue);
        searchBackward(new Moves(key.size(), key.metric()), ranks, cellCount, distance, queue);
        return new ColourDatabase(cellCount, ranks, distance, steps);
    }

    /**
     * The colour's eviction steps per placement, returned, and every abstract goal put at distance 0
     * and in the queue: each placement holding the wanted cells and none of the forbidden ones, with
     * the blank outside the centre.
     */
    private static byte[] stepsAndGoals(Key key, long sets, byte[] distance, Queue queue) {
        int cellCount = key.size() * key.size();
        long[][] binomial = PlacementRank.binomials(cellCount);
        long wanted = key.wanted();
        long centre = key.centre();
        long forbidden = centre & ~wanted;
        byte[] steps = new byte[(int) sets];
        ColourSteps colourSteps = new ColourSteps(key.size());
        int[] wantedCells = cellsOf(wanted);
        for (long rank = 0; rank < sets; rank++) {
            long set = unrank(rank, key.tiles(), cellCount, binomial);
            steps[(int) rank] = (byte) colourSteps.steps(RaceHeuristicKind.EVICTION, cellsOf(set), key.tiles(),
                    wantedCells, wantedCells.length);
            if ((set & wanted) != wanted || (set & forbidden) != 0) {
                continue;
            }
            for (int blank = 0; blank < cellCount; blank++) {
                if ((set >>> blank & 1) == 0 && (centre >>> blank & 1) == 0) {
                    int goal = (int) (rank * cellCount + blank);
                    distance[goal] = 0;
                    queue.add(set, goal);
                }
            }
        }
        return steps;
    }

    /** Breadth-first from the goals in the queue: every state the moves reach gets its distance. */
    private static void searchBackward(Moves moves, PlacementRank ranks, int cellCount, byte[] distance,
                                       Queue queue) {
        for (int head = 0; head < queue.tail; head++) {
            int index = queue.indexes[head];
            long set = queue.sets[head];
            int blank = index % cellCount;
            int placement = index - blank;
            byte next = (byte) (distance[index] + 1);
            for (int move = moves.first[blank]; move < moves.first[blank + 1]; move++) {
                long segment = set & moves.segment[move];
                int source = moves.source[move];
                long moved = set;
                int child;
                if (segment == 0) {
                    child = placement + source; // only other colours' tiles move: the placement stays
                } else {
                    int shift = moves.shift[move];
                    moved = (set & ~segment) | (shift > 0 ? segment >>> shift : segment << -shift);
                    child = ranks.of(moved) * cellCount + source;
                }
                if (distance[child] == UNSEEN) {
                    distance[child] = next;
                    queue.add(moved, child);
                }
            }
        }
    }

    /** The breadth-first queue: each state's index beside its colour's cells as a bit set, so nothing is unranked. */
    private static final class Queue {
        final long[] sets;
        final int[] indexes;
        int tail;

        Queue(int capacity) {
            sets = new long[capacity];
            indexes = new int[capacity];
        }

        void add(long set, int index) {
            sets[tail] = set;
            indexes[tail++] = index;
        }
    }

    private static int[] cellsOf(long set) {
        int[] cells = new int[Long.bitCount(set)];
        int index = 0;
        for (long rest = set; rest != 0; rest &= rest - 1) {
            cells[index++] = Long.numberOfTrailingZeros(rest);
        }
        return cells;
    }

    /**
     * Every move of an n×n board in one metric as bit masks, grouped by the blank's cell: the cells
     * whose tiles slide (from the source up to the blank, the blank excluded; one cell in the tile
     * metric), how far their bits shift (one cell toward the blank), and the source, where the blank
     * ends.
     */
    private static final class Moves {
        final int[] first;
        final long[] segment;
        final int[] shift;
        final int[] source;

        Moves(int size, Metric metric) {
            GridMoves grid = new GridMoves(size);
            int cellCount = size * size;
            first = new int[cellCount + 1];
            int count = 0;
            for (int blank = 0; blank < cellCount; blank++) {
                count += grid.sources(blank, metric).length;
            }
            segment = new long[count];
            shift = new int[count];
            source = new int[count];
            int move = 0;
            for (int blank = 0; blank < cellCount; blank++) {
                first[blank] = move;
                for (int from : grid.sources(blank, metric)) {
                    int step = grid.stepToward(blank, from);
                    long mask = 0;
                    for (int cell = blank + step; ; cell += step) {
                        mask |= 1L << cell;
                        if (cell == from) {
                            break;
                        }
                    }
                    segment[move] = mask;
                    shift[move] = step; // a tile at cell moves to cell − step
                    source[move++] = from;
                }
            }
            first[cellCount] = move;
        }
    }

    /** The abstract distance of the colour at the cells whose rank is {@code rank}, blank at {@code blank}. */
    int distance(int rank, int blank) {
        return distance[rank * cellCount + blank];
    }

    /** The colour's eviction steps ({@link ColourSteps}) at the cells whose rank is {@code rank}. */
    int steps(int rank) {
        return steps[rank];
    }

    /** The rank of the placement whose cells are the bits of {@code cells}. */
    int rank(long cells) {
        return ranks.of(cells);
    }

    /** The largest distance in the table (the abstraction's diameter from the goals). */
    int maximum() {
        int maximum = 0;
        for (byte value : distance) {
            maximum = Math.max(maximum, value);
        }
        return maximum;
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
}
