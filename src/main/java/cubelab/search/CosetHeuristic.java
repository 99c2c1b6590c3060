package cubelab.search;

import cubelab.coord.coset.CornerClasses;
import cubelab.coord.coset.CosetCoordinates;
import cubelab.model.CubieCube;
import cubelab.tables.coset.CosetTable;
import cubelab.tables.coset.CosetTableSpec;
import cubelab.tables.coset.EdgeIndexer;

/**
 * The heuristic of a coset table (nxopt's design, see docs/solver.md): the cube is looked up
 * along its three axes, and since a solution of length x that ends with a turn of an axis
 * leaves that axis's coset at x − 1, three equal bounds x mean at least x + 1.
 *
 * <p>A node's state is the four coset coordinates of each of the three views (12 ints); they
 * determine the cube, so the state doubles as the goal test. A turn updates each view through
 * small move tables; the cost of a node is its three table reads, done for all children of a
 * node together so that their cache misses overlap. When a child's bound exceeds the budget by
 * two, its face's other turns are at most one move away and are pruned without a read.
 * Immutable and shared by all search threads.
 */
public final class CosetHeuristic implements Heuristic {

    private static final int VIEW_WIDTH = 4;
    private static final int COORDINATES = VIEW_WIDTH * CosetCoordinates.VIEWS;
    /** Two more ints per node: scratch for a pending table read (word index, entry shift). */
    private static final int WIDTH = COORDINATES + 2;

    private final CosetCoordinates coordinates;
    private final CornerClasses classes;
    private final EdgeIndexer indexer;
    private final CosetTable table;
    private final int[] solved = new int[WIDTH];
    private final int rowWords;

    public CosetHeuristic(CosetCoordinates coordinates, CornerClasses classes, CosetTable table) {
        this.coordinates = coordinates;
        this.classes = classes;
        this.indexer = new EdgeIndexer(table.spec());
        this.table = table;
        this.rowWords = table.spec().rowWords();
        encode(CubieCube.SOLVED, solved, 0);
    }

    @Override
    public String name() {
        return table.spec().name();
    }

    @Override
    public int stateWidth() {
        return WIDTH;
    }

    @Override
    public void encode(CubieCube cube, int[] states, int offset) {
        for (int view = 0; view < CosetCoordinates.VIEWS; view++) {
            CubieCube seen = CosetCoordinates.view(cube, view);
            int at = offset + view * VIEW_WIDTH;
            states[at] = CosetCoordinates.twistOf(seen);
            states[at + 1] = CosetCoordinates.cornerSetOf(seen);
            states[at + 2] = CosetCoordinates.flipOf(seen);
            states[at + 3] = CosetCoordinates.sliceSortedOf(seen);
        }
    }

    /** The table's bound for one view's coordinates. */
    private int lookup(int twist, int cornerSet, int flip, int slice) {
        int classAndSymmetry = classes.classAndSymmetry(twist * CosetCoordinates.CORNER_SETS + cornerSet);
        int s = classAndSymmetry & 15;
        int place = indexer.index(coordinates.flipConjugate(s, flip, slice), coordinates.sliceSortedConjugate(s, slice));
        return table.distance(classAndSymmetry >>> 4, place);
    }

    private int lookup(int[] states, int at) {
        return lookup(states[at], states[at + 1], states[at + 2], states[at + 3]);
    }

    /** Writes view {@code view} of the child and returns its bound. */
    private int move(int[] states, int from, int to, int turn, int view) {
        prepare(states, from, to, turn, view);
        return read(states, to);
    }

    /** Three bounds combined: their maximum, or one more when all are equal (and not all 0). */
    private static int combine(int a, int b, int c) {
        int max = Math.max(a, Math.max(b, c));
        int min = Math.min(a, Math.min(b, c));
        return max == min && max > 0 ? max + 1 : max;
    }

    @Override
    public int child(int[] states, int from, int to, int turn, int budget) {
        int a = move(states, from, to, turn, 0);
        if (a > budget) {
            return a;
        }
        int b = move(states, from, to, turn, 1);
        if (b > budget) {
            return b;
        }
        return combine(a, b, move(states, from, to, turn, 2));
    }

    /**
     * Moves view {@code view} of a child and leaves the word index and entry shift of its table
     * read in the child's scratch ints, without reading the table.
     */
    private void prepare(int[] states, int from, int to, int turn, int view) {
        int seenTurn = coordinates.viewTurn(view, turn);
        int source = from + view * VIEW_WIDTH;
        int target = to + view * VIEW_WIDTH;
        int twist = coordinates.twistMove(states[source], seenTurn);
        int cornerSet = coordinates.cornerSetMove(states[source + 1], seenTurn);
        int flip = coordinates.flipMove(states[source + 2], seenTurn);
        int slice = coordinates.sliceSortedMove(states[source + 3], seenTurn);
        states[target] = twist;
        states[target + 1] = cornerSet;
        states[target + 2] = flip;
        states[target + 3] = slice;
        int classAndSymmetry = classes.classAndSymmetry(twist * CosetCoordinates.CORNER_SETS + cornerSet);
        int s = classAndSymmetry & 15;
        int place = indexer.index(coordinates.flipConjugate(s, flip, slice), coordinates.sliceSortedConjugate(s, slice));
        // (class · rowWords + place / 30) < 2^31 for every spec (the large table has 1.0e9 words)
        states[to + COORDINATES] = (classAndSymmetry >>> 4) * rowWords + place / CosetTableSpec.ENTRIES_PER_WORD;
        states[to + COORDINATES + 1] = (place % CosetTableSpec.ENTRIES_PER_WORD) << 1;
    }

    private int read(int[] states, int to) {
        return table.decode(table.word(states[to + COORDINATES] & 0xFFFF_FFFFL), states[to + COORDINATES + 1]);
    }

    @Override
    public void children(int[] states, int from, int to, int[] turns, int count, int budget, int[] estimates) {
        // View by view over the live children: first every child's coordinates and table index,
        // then the table reads in a tight loop of independent loads, so that the memory system
        // overlaps their cache and TLB misses. While running, estimates[i] packs the child's
        // largest bound (low byte) and smallest (second byte); a child is dead once its largest
        // bound exceeds the budget.
        for (int view = 0; view < CosetCoordinates.VIEWS; view++) {
            for (int i = 0; i < count; i++) {
                if (view == 0 || (estimates[i] & 0xFF) <= budget) {
                    prepare(states, from, to + i * WIDTH, turns[i], view);
                }
            }
            for (int i = 0; i < count; i++) {
                if (view == 0) {
                    int value = read(states, to + i * WIDTH);
                    estimates[i] = value | value << 8;
                } else if ((estimates[i] & 0xFF) <= budget) {
                    int value = read(states, to + i * WIDTH);
                    estimates[i] = Math.max(estimates[i] & 0xFF, value) | Math.min(estimates[i] >>> 8, value) << 8;
                }
            }
        }
        for (int i = 0; i < count; i++) {
            int max = estimates[i] & 0xFF;
            int min = estimates[i] >>> 8;
            estimates[i] = max > budget ? max : (max == min && max > 0 ? max + 1 : max);
        }
    }

    @Override
    public int estimate(int[] states, int offset) {
        return combine(lookup(states, offset), lookup(states, offset + VIEW_WIDTH),
                lookup(states, offset + 2 * VIEW_WIDTH));
    }

    @Override
    public boolean isSolved(int[] states, int offset) {
        for (int i = 0; i < COORDINATES; i++) {
            if (states[offset + i] != solved[i]) {
                return false;
            }
        }
        return true;
    }
}
