package cubelab.search;

import cubelab.coord.coset.CornerClasses;
import cubelab.coord.coset.CosetCoordinates;
import cubelab.coord.coset.InverseViews;
import cubelab.model.CubieCube;
import cubelab.model.Face;
import cubelab.model.FaceTurn;
import cubelab.tables.coset.CosetTable;
import cubelab.tables.coset.CosetTableSpec;
import cubelab.tables.coset.EdgeIndexer;

/**
 * The heuristic of a coset table (nxopt's and vcube's design, see docs/solver.md): the cube and
 * its inverse are each looked up along their three axes. A cube and its inverse are equally far
 * from solved, and since a solution of length x that ends with a turn of an axis leaves that
 * axis's coset at x − 1, three equal bounds x of one of them mean at least x + 1.
 *
 * <p>The same argument on the inverse restricts the <em>first</em> turn: when the inverse's bound
 * along an axis equals the moves left, the solution cannot start with a turn of that axis
 * ({@link #excludedTurns}), so those children are never made.
 *
 * <p>A node's state is the four coset coordinates of each of the three views (12 ints), which
 * determine the cube and double as the goal test; then two scratch ints for a pending table read;
 * then the inverse in pieces form ({@link InverseViews}, 20 ints), its three bounds, and four
 * scratch ints for its coordinates. A turn updates each forward view through small move tables.
 * The inverse follows by a premove and is read only for the children the forward bounds keep; a
 * turn leaves the inverse's coset along its own axis alone, so one of its three reads is the
 * parent's. The table reads of all children of a node are done together so that their cache
 * misses overlap. Immutable and shared by all search threads.
 */
public final class CosetHeuristic implements Heuristic {

    private static final int VIEW_WIDTH = 4;
    private static final int COORDINATES = VIEW_WIDTH * CosetCoordinates.VIEWS;
    /** Two ints after the coordinates: scratch for a pending table read (word index, entry shift). */
    private static final int READ = COORDINATES;
    private static final int PIECES = READ + 2;
    private static final int INVERSE_BOUNDS = PIECES + InverseViews.WIDTH;
    private static final int INVERSE_COORDINATES = INVERSE_BOUNDS + CosetCoordinates.VIEWS;
    private static final int WIDTH_WITH_INVERSE = INVERSE_COORDINATES + InverseViews.COORDINATES;
    private static final int WIDTH_WITHOUT_INVERSE = PIECES;

    private final CosetCoordinates coordinates;
    private final CornerClasses classes;
    private final EdgeIndexer indexer;
    private final CosetTable table;
    private final InverseViews inverseViews;
    private final int width;
    private final int[] solved;
    private final int rowWords;
    /** [turn]: the view along whose axis the turn lies. */
    private final int[] axisView = new int[FaceTurn.COUNT];
    /** [view]: bit t set for the six turns of that view's axis. */
    private final int[] axisTurns = new int[CosetCoordinates.VIEWS];

    /** The heuristic with the inverse's lookups, the faster one. */
    public CosetHeuristic(CosetCoordinates coordinates, CornerClasses classes, CosetTable table) {
        this(coordinates, classes, table, true);
    }

    /** With {@code inverseLookups} false only the cube itself is looked up (3 reads, as nxopt's first version). */
    public CosetHeuristic(CosetCoordinates coordinates, CornerClasses classes, CosetTable table,
            boolean inverseLookups) {
        this.coordinates = coordinates;
        this.classes = classes;
        this.indexer = new EdgeIndexer(table.spec());
        this.table = table;
        this.rowWords = table.spec().rowWords();
        this.inverseViews = inverseLookups ? new InverseViews() : null;
        this.width = inverseLookups ? WIDTH_WITH_INVERSE : WIDTH_WITHOUT_INVERSE;
        for (int turn = 0; turn < FaceTurn.COUNT; turn++) {
            for (int view = 0; view < CosetCoordinates.VIEWS; view++) {
                Face seen = FaceTurn.of(coordinates.viewTurn(view, turn)).face();
                if (seen == Face.U || seen == Face.D) {
                    axisView[turn] = view;
                    axisTurns[view] |= 1 << turn;
                }
            }
        }
        this.solved = new int[width];
        encode(CubieCube.SOLVED, solved, 0);
    }

    @Override
    public String name() {
        return inverseViews == null ? table.spec().name() + " (cube only)" : table.spec().name();
    }

    @Override
    public int stateWidth() {
        return width;
    }

    /** The same table looked up for the cube only (to measure what the inverse's lookups gain). */
    public CosetHeuristic forwardOnly() {
        return new CosetHeuristic(coordinates, classes, table, false);
    }

    /** Whether the inverse is looked up too. */
    public boolean inverseLookups() {
        return inverseViews != null;
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
        if (inverseViews != null) {
            inverseViews.encodeInverse(cube, states, offset + PIECES);
            for (int view = 0; view < CosetCoordinates.VIEWS; view++) {
                states[offset + INVERSE_BOUNDS + view] = inverseBound(states, offset, view);
            }
        }
    }

    /** The table's bound for the four coordinates at {@code states[at..]}. */
    private int lookup(int[] states, int at) {
        int classAndSymmetry = classes.classAndSymmetry(states[at] * CosetCoordinates.CORNER_SETS + states[at + 1]);
        int s = classAndSymmetry & 15;
        int place = indexer.index(coordinates.flipConjugate(s, states[at + 2], states[at + 3]),
                coordinates.sliceSortedConjugate(s, states[at + 3]));
        return table.distance(classAndSymmetry >>> 4, place);
    }

    private int inverseBound(int[] states, int node, int view) {
        inverseViews.coordinates(states, node + PIECES, view, states, node + INVERSE_COORDINATES);
        return lookup(states, node + INVERSE_COORDINATES);
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
        int forward = combine(a, b, move(states, from, to, turn, 2));
        if (inverseViews == null || forward > budget) {
            return forward;
        }
        inverseViews.follow(states, from + PIECES, to + PIECES, turn);
        int skipped = axisView[turn];
        for (int view = 0; view < CosetCoordinates.VIEWS; view++) {
            states[to + INVERSE_BOUNDS + view] = view == skipped
                    ? states[from + INVERSE_BOUNDS + view] : inverseBound(states, to, view);
        }
        return Math.max(forward, inverseEstimate(states, to));
    }

    /** Writes view {@code view} of the child and returns its bound. */
    private int move(int[] states, int from, int to, int turn, int view) {
        prepare(states, from, to, turn, view);
        return read(states, to);
    }

    private int inverseEstimate(int[] states, int node) {
        return combine(states[node + INVERSE_BOUNDS], states[node + INVERSE_BOUNDS + 1],
                states[node + INVERSE_BOUNDS + 2]);
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
        pendRead(states, to, twist, cornerSet, flip, slice);
    }

    /** Leaves the word index and entry shift of the read of these coordinates in the node's scratch ints. */
    private void pendRead(int[] states, int node, int twist, int cornerSet, int flip, int slice) {
        int classAndSymmetry = classes.classAndSymmetry(twist * CosetCoordinates.CORNER_SETS + cornerSet);
        int s = classAndSymmetry & 15;
        int place = indexer.index(coordinates.flipConjugate(s, flip, slice), coordinates.sliceSortedConjugate(s, slice));
        // (class · rowWords + place / 30) < 2^31 for every spec (the large table has 1.0e9 words)
        states[node + READ] = (classAndSymmetry >>> 4) * rowWords + place / CosetTableSpec.ENTRIES_PER_WORD;
        states[node + READ + 1] = (place % CosetTableSpec.ENTRIES_PER_WORD) << 1;
    }

    private int read(int[] states, int node) {
        return table.decode(table.word(states[node + READ] & 0xFFFF_FFFFL), states[node + READ + 1]);
    }

    @Override
    public void children(int[] states, int from, int to, int[] turns, int count, int budget, int[] estimates) {
        // View by view over the live children: first every child's coordinates and table index,
        // then the table reads in a tight loop of independent loads, so that the memory system
        // overlaps their cache and TLB misses. While running, estimates[i] packs the child's
        // largest forward bound (low byte) and smallest (second byte); a child is dead once a
        // bound exceeds the budget.
        for (int view = 0; view < CosetCoordinates.VIEWS; view++) {
            for (int i = 0; i < count; i++) {
                if (view == 0 || (estimates[i] & 0xFF) <= budget) {
                    prepare(states, from, to + i * width, turns[i], view);
                }
            }
            for (int i = 0; i < count; i++) {
                if (view == 0) {
                    int value = read(states, to + i * width);
                    estimates[i] = value | value << 8;
                } else if ((estimates[i] & 0xFF) <= budget) {
                    int value = read(states, to + i * width);
                    estimates[i] = Math.max(estimates[i] & 0xFF, value) | Math.min(estimates[i] >>> 8, value) << 8;
                }
            }
        }
        for (int i = 0; i < count; i++) {
            int max = estimates[i] & 0xFF;
            int min = estimates[i] >>> 8;
            estimates[i] = max > budget ? max : (max == min && max > 0 ? max + 1 : max);
        }
        if (inverseViews != null) {
            inverseChildren(states, from, to, turns, count, budget, estimates);
        }
    }

    /** The inverse's reads for the children the forward bounds keep, batched the same way. */
    private void inverseChildren(int[] states, int from, int to, int[] turns, int count, int budget,
            int[] estimates) {
        for (int i = 0; i < count; i++) {
            if (estimates[i] <= budget) {
                int child = to + i * width;
                inverseViews.follow(states, from + PIECES, child + PIECES, turns[i]);
                int skipped = axisView[turns[i]];
                states[child + INVERSE_BOUNDS + skipped] = states[from + INVERSE_BOUNDS + skipped];
            }
        }
        for (int view = 0; view < CosetCoordinates.VIEWS; view++) {
            for (int i = 0; i < count; i++) {
                if (estimates[i] <= budget && axisView[turns[i]] != view) {
                    int child = to + i * width;
                    inverseViews.coordinates(states, child + PIECES, view, states, child + INVERSE_COORDINATES);
                    int at = child + INVERSE_COORDINATES;
                    pendRead(states, child, states[at], states[at + 1], states[at + 2], states[at + 3]);
                }
            }
            for (int i = 0; i < count; i++) {
                if (estimates[i] <= budget && axisView[turns[i]] != view) {
                    int child = to + i * width;
                    int value = read(states, child);
                    states[child + INVERSE_BOUNDS + view] = value;
                    if (value > budget) {
                        estimates[i] = value;
                    }
                }
            }
        }
        for (int i = 0; i < count; i++) {
            if (estimates[i] <= budget) {
                estimates[i] = Math.max(estimates[i], inverseEstimate(states, to + i * width));
            }
        }
    }

    @Override
    public int excludedTurns(int[] states, int offset, int remaining) {
        if (inverseViews == null) {
            return 0;
        }
        int excluded = 0;
        for (int view = 0; view < CosetCoordinates.VIEWS; view++) {
            if (states[offset + INVERSE_BOUNDS + view] >= remaining) {
                excluded |= axisTurns[view];
            }
        }
        return excluded;
    }

    @Override
    public int estimate(int[] states, int offset) {
        int forward = combine(lookup(states, offset), lookup(states, offset + VIEW_WIDTH),
                lookup(states, offset + 2 * VIEW_WIDTH));
        return inverseViews == null ? forward : Math.max(forward, inverseEstimate(states, offset));
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
