package cubelab.search;

import cubelab.coord.coset.CornerClasses;
import cubelab.coord.coset.CosetCoordinates;
import cubelab.coord.coset.PieceForm;
import cubelab.coord.symmetric.SliceEdges;
import cubelab.model.CubieCube;
import cubelab.model.Face;
import cubelab.model.FaceTurn;
import cubelab.tables.coset.CosetTable;
import cubelab.tables.coset.EdgeIndexer;
import cubelab.tables.coset.OpenedPair;
import cubelab.tables.coset.OpenedTable;
import cubelab.tables.coset.SliceSearchTables;
import cubelab.tables.coset.WordLayout;

/**
 * The heuristic of a coset table (nxopt's and vcube's design, see docs/solver.md): the cube and
 * its inverse are each looked up along their three axes. A cube and its inverse are equally far
 * from solved, and since a solution of length x that ends with a turn of an axis leaves that
 * axis's coset at x − 1, three equal bounds x of one of them mean at least x + 1.
 *
 * <p>The same argument restricts the ends of a solution: when the inverse's bound along an axis
 * equals the moves left, the solution cannot start with a turn of that axis
 * ({@link #excludedTurns}); when the cube's own bound does, it cannot end with one
 * ({@link #excludedPremoves}), so the search grows a solution at the end with fewer turns to try (vcube).
 *
 * <p>A node's state holds two sides, the cube P and its inverse P⁻¹, each as the four coset
 * coordinates of its three views (12 ints: they determine the cube, so side P doubles as the
 * goal test), the same cube in {@link PieceForm} (20 ints) and its three bounds; then two scratch
 * ints for a pending table read. A turn t makes P·t: side P moves through coordinate move tables,
 * side P⁻¹ becomes t⁻¹·P⁻¹, a premove on its pieces. A premove m makes m·P: the same with the
 * sides swapped; it leaves its axis's coset alone, so one of the premoved side's three reads is
 * the parent's. The premoved side is read only for the children the moved side's bounds keep, and
 * the reads of all children of a node are done together so that their misses overlap. Immutable.
 */
public final class CosetHeuristic extends InverseSideHeuristic {

    private static final int VIEW_WIDTH = 4;
    private static final int VIEWS = CosetCoordinates.VIEWS;
    private static final int COORDINATES = VIEW_WIDTH * VIEWS;
    /** Within a side: 12 coordinates, then the pieces, then the three bounds. */
    static final int PIECES = COORDINATES;
    private static final int BOUNDS = PIECES + PieceForm.WIDTH;
    private static final int SIDE = BOUNDS + VIEWS;
    /** After both sides, for a paired slice table: the corners' permutation parity (the same for both sides), */
    private static final int PARITY = 2 * SIDE;
    private static final int SLICE_BOUNDS = PARITY + 1; // then the slice table's bounds of the cube and its inverse
    static final int SCRATCH = 2; // two ints last: a pending table read (word index, entry shift), compared by no state
    private static final int READ = SLICE_BOUNDS + 2;
    private static final int WIDTH = READ + SCRATCH;

    private final CosetCoordinates coordinates;
    private final CornerClasses classes;
    private final EdgeIndexer indexer;
    private final CosetTable table;
    private final PieceForm pieces;
    private final boolean bothSides;
    private final boolean premoves;
    private final int[] solved = new int[WIDTH];
    private final WordLayout layout;
    /** The slice-group table read after this one's (a paired tier), or null. */
    private final SliceBounds slice;
    private final int[] axisView = new int[FaceTurn.COUNT]; // [turn]: the view along whose axis the turn lies
    /** [view]: bit t set for the six turns of that view's axis. */
    private final int[] axisTurns = new int[VIEWS];
    /** The native loop over this table, or null: the worker's Java loop. */
    private final NativeCosetKernel kernel;

    /** The heuristic with the inverse's lookups and premoves, the faster one. */
    public CosetHeuristic(CosetCoordinates coordinates, CornerClasses classes, CosetTable table) {
        this(coordinates, classes, table, null, true, true, true, TableOpening.NONE);
    }

    /** The same on a table just opened: its file mapping now, its copy once made and verified. */
    public static CosetHeuristic opened(CosetCoordinates coordinates, CornerClasses classes,
            OpenedTable<CosetTable> opened) {
        return new CosetHeuristic(coordinates, classes, opened.table(), null, true, true, true,
                TableOpening.of(opened, copy -> new CosetHeuristic(coordinates, classes, copy)));
    }

    /**
     * The same with a slice-group table read as well (a paired tier): the cube and its inverse are
     * looked up there once each, off their pieces, for the children the coset table's six reads
     * keep, and the bound is the larger of the two tables'. Two designs that bound by different
     * groups miss different cubes: on random cubes the pair searches about half the nodes of the
     * coset table alone (docs/solver.md).
     */
    public static CosetHeuristic paired(CosetCoordinates coordinates, CornerClasses classes, CosetTable table,
            SliceSearchTables slice) {
        return new CosetHeuristic(coordinates, classes, table, new SliceBounds(slice), true, true, true,
                TableOpening.NONE);
    }

    /** The same on both tables just opened: their mappings now, their copies later ({@link TableOpening#ofBoth}). */
    public static CosetHeuristic paired(CosetCoordinates coordinates, CornerClasses classes, OpenedPair tables,
            SliceEdges edges) {
        SliceSearchTables onMapping = SliceSearchTables.of(tables.slice().table(), edges);
        return new CosetHeuristic(coordinates, classes, tables.coset().table(), new SliceBounds(onMapping), true, true,
                true, TableOpening.ofBoth(tables.coset(), tables.slice(), (cosetCopy, sliceCopy) -> paired(coordinates,
                        classes, cosetCopy, onMapping.withTable(sliceCopy))));
    }

    /**
     * With {@code inverseLookups} false only the cube itself is looked up (3 reads, nxopt's first
     * version); with {@code premoves} false solutions grow at their start only; with
     * {@code nativeLoop} the search runs in {@link NativeCosetKernel} where it can (both lookups
     * and premoves, the library there, the table not in the heap).
     */
    private CosetHeuristic(CosetCoordinates coordinates, CornerClasses classes, CosetTable table, SliceBounds slice,
            boolean inverseLookups, boolean premoves, boolean nativeLoop, TableOpening opening) {
        super(SIDE, opening);
        coordinates.requireCornerPart(table.spec().cornerPart(), table.spec().name());
        this.coordinates = coordinates;
        this.classes = classes;
        this.pieces = new PieceForm(coordinates.cornerPart());
        this.indexer = new EdgeIndexer(table.spec());
        this.table = table;
        this.layout = table.spec().layout();
        this.slice = inverseLookups ? slice : null;
        this.bothSides = inverseLookups;
        this.premoves = inverseLookups && premoves;
        for (int turn = 0; turn < FaceTurn.COUNT; turn++) {
            for (int view = 0; view < VIEWS; view++) {
                Face seen = FaceTurn.of(coordinates.viewTurn(view, turn)).face();
                if (seen == Face.U || seen == Face.D) {
                    axisView[turn] = view;
                    axisTurns[view] |= 1 << turn;
                }
            }
        }
        encode(CubieCube.SOLVED, solved, 0);
        this.kernel = nativeLoop && this.premoves
                ? NativeCosetKernel.create(coordinates, classes, pieces, table, axisView, solved, slice).orElse(null) : null;
    }

    /** The coset table alone, looked up for the cube only (to measure what the inverse's lookups gain). */
    public CosetHeuristic forwardOnly() {
        return new CosetHeuristic(coordinates, classes, table, null, false, false, false, opening().checkOnly());
    }

    /** The same lookups, with solutions grown at their start only (to measure what premoves gain). */
    public CosetHeuristic withoutPremoves() {
        return new CosetHeuristic(coordinates, classes, table, slice, bothSides, false, false, opening().checkOnly());
    }

    /** The same heuristic searched by the worker's Java loop only (to compare the native loop with). */
    public CosetHeuristic inJava() {
        return new CosetHeuristic(coordinates, classes, table, slice, bothSides, premoves, false, opening().checkOnly());
    }

    /** Whether IDA* searches this table in native code ({@link NativeCosetKernel}) rather than in Java. */
    public boolean searchesNatively() {
        return kernel != null;
    }

    @Override
    public java.util.Optional<SubtreeSearch> subtreeSearch() {
        return java.util.Optional.ofNullable(kernel);
    }

    @Override
    public String name() {
        return table.spec().name() + (slice != null ? "+" + slice.name() : "")
                + (!bothSides ? " (cube only)" : premoves ? "" : " (no premoves)");
    }

    @Override
    public int stateWidth() {
        return WIDTH;
    }

    @Override
    public boolean premoves() {
        return premoves;
    }

    @Override
    public void encode(CubieCube cube, int[] states, int offset) {
        encodeSide(cube, states, offset, 0);
        if (bothSides) {
            encodeSide(cube.inverse(), states, offset, SIDE);
        }
        if (slice != null) {
            int parity = cube.cornerParity();
            states[offset + PARITY] = parity;
            states[offset + SLICE_BOUNDS] = slice.ofPieces(states, offset + PIECES, parity);
            states[offset + SLICE_BOUNDS + 1] = slice.ofPieces(states, offset + SIDE + PIECES, parity);
        }
    }

    private void encodeSide(CubieCube cube, int[] states, int node, int side) {
        pieces.encode(cube, states, node + side + PIECES);
        for (int view = 0; view < VIEWS; view++) {
            int at = node + side + view * VIEW_WIDTH;
            pieces.coordinates(states, node + side + PIECES, view, states, at);
            pendRead(states, node, states[at], states[at + 1], states[at + 2], states[at + 3]);
            states[node + side + BOUNDS + view] = read(states, node);
        }
    }

    /** Three bounds combined: their maximum, or one more when all are equal (and not all 0). */
    private static int combine(int a, int b, int c) {
        int max = Math.max(a, Math.max(b, c));
        int min = Math.min(a, Math.min(b, c));
        return max == min && max > 0 ? max + 1 : max;
    }

    private static int combine(int[] states, int bounds) {
        return combine(states[bounds], states[bounds + 1], states[bounds + 2]);
    }

    @Override
    public int child(int[] states, int from, int to, int turn, int budget) {
        for (int view = 0; view < VIEWS; view++) {
            prepare(states, from, to, turn, view, 0);
            int bound = read(states, to);
            states[to + BOUNDS + view] = bound;
            if (bound > budget) {
                return bound;
            }
        }
        int estimate = combine(states, to + BOUNDS);
        if (!bothSides || estimate > budget) {
            return estimate;
        }
        premoveOther(states, from, to, turn, 0);
        for (int view = 0; view < VIEWS; view++) {
            if (view != axisView[turn]) {
                prepareOther(states, to, view, 0);
                states[to + SIDE + BOUNDS + view] = read(states, to);
            }
        }
        pieces.move(states, from + PIECES, to + PIECES, turn);
        estimate = Math.max(estimate, combine(states, to + SIDE + BOUNDS));
        return slice == null || estimate > budget ? estimate : Math.max(estimate, sliceBounds(states, from, to, turn, 0));
    }

    /**
     * The slice table's bounds of a child whose side {@code side} turned by {@code moved} and whose
     * other side followed as a premove, both off their pieces; their maximum. A half turn is in
     * the slice group, so as a premove it keeps the other side's coset and bound.
     */
    private int sliceBounds(int[] states, int from, int to, int moved, int side) {
        boolean half = SliceBounds.halfTurn(moved);
        int parity = SliceBounds.parityAfter(states[from + PARITY], moved);
        states[to + PARITY] = parity;
        int own = side == 0 ? 0 : 1;
        int bound = slice.ofPieces(states, to + side + PIECES, parity);
        states[to + SLICE_BOUNDS + own] = bound;
        int other = half ? states[from + SLICE_BOUNDS + 1 - own]
                : slice.ofPieces(states, to + SIDE - side + PIECES, parity);
        states[to + SLICE_BOUNDS + 1 - own] = other;
        return Math.max(bound, other);
    }

    /**
     * Moves view {@code view} of side {@code side} of a child by {@code turn} and leaves the word
     * index and entry shift of its table read in the child's scratch ints, without reading.
     */
    private void prepare(int[] states, int from, int to, int turn, int view, int side) {
        int seenTurn = coordinates.viewTurn(view, turn);
        int source = from + side + view * VIEW_WIDTH;
        int target = to + side + view * VIEW_WIDTH;
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

    /** The other side of a child follows the turn of side {@code side} as a premove, on its pieces. */
    private void premoveOther(int[] states, int from, int to, int turn, int side) {
        int other = SIDE - side;
        pieces.follow(states, from + other + PIECES, to + other + PIECES, turn);
        // the premove is in the subgroup of the turn's own axis: that view's coset stays
        int view = axisView[turn];
        System.arraycopy(states, from + other + view * VIEW_WIDTH, states, to + other + view * VIEW_WIDTH, VIEW_WIDTH);
        states[to + other + BOUNDS + view] = states[from + other + BOUNDS + view];
    }

    /** Reads view {@code view} of the other side's coordinates off its pieces and pends its table read. */
    private void prepareOther(int[] states, int to, int view, int side) {
        int other = SIDE - side;
        int at = to + other + view * VIEW_WIDTH;
        pieces.coordinates(states, to + other + PIECES, view, states, at);
        pendRead(states, to, states[at], states[at + 1], states[at + 2], states[at + 3]);
    }

    /** Leaves the word index and entry shift of the read of these coordinates in the node's scratch ints. */
    private void pendRead(int[] states, int node, int twist, int cornerSet, int flip, int slice) {
        int classAndSymmetry = classes.classAndSymmetry(coordinates.cornerRaw(twist, cornerSet));
        int s = classAndSymmetry & 15;
        int place = indexer.index(coordinates.flipConjugate(s, flip, slice), coordinates.sliceSortedConjugate(s, slice));
        // a word index < 2^31 for every spec (the large table has 1.0e9 words)
        states[node + READ] = (int) table.wordIndex(classAndSymmetry >>> 4, place);
        states[node + READ + 1] = layout.shift(place);
    }

    private int read(int[] states, int node) {
        return table.read(states[node + READ] & 0xFFFF_FFFFL, states[node + READ + 1]);
    }

    /**
     * The children where side {@code side} turns (by the inverse of each of {@code turns} when
     * {@code invert}), view by view over the live children: every child's coordinates and table
     * index, then the reads in a tight loop of independent loads, so that their misses overlap.
     * Where the native loop runs, its stages estimate the turned side's children (the first moves'
     * expansion: in Java a read of {@code large} took 0.8 µs). While running, estimates[i] is the
     * child's largest bound so far; a child is dead once it exceeds the budget.
     */
    @Override
    void sideChildren(int[] states, int from, int to, int[] turns, int count, int budget, int[] estimates,
            int side, boolean invert) {
        if (kernel != null && side == 0 && budget > 0) {
            kernel.children(states, from, to, WIDTH, turns, count, budget, estimates);
            return;
        }
        turnedSideBounds(states, from, to, turns, count, budget, estimates, side, invert);
        if (!bothSides) {
            return;
        }
        otherSideBounds(states, from, to, turns, count, budget, estimates, side, invert);
        if (slice == null) {
            return;
        }
        for (int i = 0; i < count; i++) {
            if (estimates[i] <= budget) {
                int bound = sliceBounds(states, from, to + i * WIDTH, turn(turns[i], invert), side);
                estimates[i] = Math.max(estimates[i], bound);
            }
        }
    }

    /** The turned side's views, view by view over the children still alive, then their combined bound. */
    private void turnedSideBounds(int[] states, int from, int to, int[] turns, int count, int budget,
            int[] estimates, int side, boolean invert) {
        for (int view = 0; view < VIEWS; view++) {
            for (int i = 0; i < count; i++) {
                if (view == 0 || estimates[i] <= budget) {
                    prepare(states, from, to + i * WIDTH, turn(turns[i], invert), view, side);
                }
            }
            for (int i = 0; i < count; i++) {
                if (view == 0 || estimates[i] <= budget) {
                    int child = to + i * WIDTH;
                    int bound = read(states, child);
                    states[child + side + BOUNDS + view] = bound;
                    estimates[i] = view == 0 ? bound : Math.max(estimates[i], bound);
                }
            }
        }
        for (int i = 0; i < count; i++) {
            if (estimates[i] <= budget) {
                estimates[i] = combine(states, to + i * WIDTH + side + BOUNDS);
            }
        }
    }

    /**
     * The other side of the children still alive: a turn changes the other side by a premove, so
     * each of its views is read again but the one on the turn's axis, which a premove of that axis
     * leaves as it was; then the survivors' pieces are turned.
     */
    private void otherSideBounds(int[] states, int from, int to, int[] turns, int count, int budget,
            int[] estimates, int side, boolean invert) {
        for (int i = 0; i < count; i++) {
            if (estimates[i] <= budget) {
                premoveOther(states, from, to + i * WIDTH, turn(turns[i], invert), side);
            }
        }
        int other = SIDE - side;
        for (int view = 0; view < VIEWS; view++) {
            for (int i = 0; i < count; i++) {
                if (estimates[i] <= budget && axisView[turns[i]] != view) {
                    prepareOther(states, to + i * WIDTH, view, side);
                }
            }
            for (int i = 0; i < count; i++) {
                if (estimates[i] <= budget && axisView[turns[i]] != view) {
                    int child = to + i * WIDTH;
                    int bound = read(states, child);
                    states[child + other + BOUNDS + view] = bound;
                    if (bound > budget) {
                        estimates[i] = bound;
                    }
                }
            }
        }
        for (int i = 0; i < count; i++) {
            if (estimates[i] <= budget) {
                int child = to + i * WIDTH;
                estimates[i] = Math.max(estimates[i], combine(states, child + other + BOUNDS));
                pieces.move(states, from + side + PIECES, child + side + PIECES, turn(turns[i], invert));
            }
        }
    }

    @Override
    public int excludedTurns(int[] states, int offset, int remaining) {
        return bothSides ? tightAxes(states, offset + SIDE + BOUNDS, remaining) | tightSlice(states, offset, 1, remaining)
                : 0;
    }

    @Override
    public int excludedPremoves(int[] states, int offset, int remaining) {
        return tightAxes(states, offset + BOUNDS, remaining) | tightSlice(states, offset, 0, remaining);
    }

    /**
     * All six half turns when side {@code which}'s slice bound (0 the cube, 1 its inverse) is tight: a half
     * turn is in the slice group, so a solution cannot start or end with one (as {@link SliceHeuristic}).
     */
    private int tightSlice(int[] states, int offset, int which, int remaining) {
        return slice == null ? 0 : SliceBounds.excludedBy(states[offset + SLICE_BOUNDS + which], remaining);
    }

    /** The turns of every axis whose bound at {@code bounds} is at least {@code remaining}. */
    private int tightAxes(int[] states, int bounds, int remaining) {
        int excluded = 0;
        for (int view = 0; view < VIEWS; view++) {
            if (states[bounds + view] >= remaining) {
                excluded |= axisTurns[view];
            }
        }
        return excluded;
    }

    @Override
    public int estimate(int[] states, int offset) {
        int forward = combine(states, offset + BOUNDS);
        int both = bothSides ? Math.max(forward, combine(states, offset + SIDE + BOUNDS)) : forward;
        return slice == null ? both
                : Math.max(both, Math.max(states[offset + SLICE_BOUNDS], states[offset + SLICE_BOUNDS + 1]));
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
