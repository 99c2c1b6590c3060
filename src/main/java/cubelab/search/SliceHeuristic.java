package cubelab.search;

import cubelab.coord.coset.PieceForm;
import cubelab.coord.symmetric.SliceEdges;
import cubelab.coord.symmetric.SlicePieceCoordinates;
import cubelab.coord.symmetric.TetradCorners;
import cubelab.model.CubieCube;
import cubelab.model.FaceTurn;
import cubelab.tables.coset.OpenedTable;
import cubelab.tables.coset.SliceSearchTables;
import cubelab.tables.coset.SliceTable;
import java.util.Arrays;

/**
 * The bound of a slice-group table ({@link SliceTable}): the group is kept by all 48 symmetries,
 * so a cube is read once, and its inverse once (Tronto's H48 design, with a true subgroup; see
 * docs/solver.md). A code 0 (≤ base) reads the least distance of the entry's word instead.
 *
 * <p>Each side of a node holds its corner value, edge place and flips, its pieces and its
 * bound; the corners' permutation parity, the same for a cube and its inverse, is kept once.
 * A side turns by move tables; the other side follows the turn as a premove, on its pieces. A
 * half turn is in the group, so as a premove it keeps the other side's coset and bound: a side
 * whose bound is tight allows no half turn next on the other side.
 */
public final class SliceHeuristic extends InverseSideHeuristic {

    private static final int CORNER = 0;
    private static final int PLACE = 1;
    private static final int FLIPS = 2;
    private static final int PIECES = 3;
    private static final int BOUND = PIECES + PieceForm.WIDTH;
    private static final int SIDE = BOUND + 1;
    private static final int PARITY = 2 * SIDE;
    /** Scratch for a pending table read: the row and the entry. */
    private static final int READ = PARITY + 1;
    private static final int WIDTH = READ + 2;

    private final SliceSearchTables tables;
    private final SliceBounds bounds;
    private final TetradCorners corners;
    private final SliceEdges edges;
    private final SlicePieceCoordinates pieceCoordinates;
    private final PieceForm pieces = new PieceForm();
    private final int[] solvedPieces = new int[PieceForm.WIDTH];
    /** The native loop over these tables, or null: the worker's Java loop. */
    private final NativeSliceKernel kernel;

    public SliceHeuristic(SliceSearchTables tables) {
        this(tables, true, TableOpening.NONE);
    }

    /** The same on a table just opened: its file mapping now, its copy once made and verified. */
    public static SliceHeuristic opened(OpenedTable<SliceTable> opened, SliceEdges edges) {
        SliceSearchTables onMapping = SliceSearchTables.of(opened.table(), edges);
        return new SliceHeuristic(onMapping, true,
                TableOpening.of(opened, copy -> new SliceHeuristic(onMapping.withTable(copy))));
    }

    /** With {@code nativeLoop} the search runs in {@link NativeSliceKernel} where it can read the table. */
    private SliceHeuristic(SliceSearchTables tables, boolean nativeLoop, TableOpening opening) {
        super(SIDE, opening);
        this.tables = tables;
        this.bounds = new SliceBounds(tables);
        this.corners = tables.corners();
        this.edges = tables.edges();
        this.pieceCoordinates = bounds.pieceCoordinates();
        pieces.encode(CubieCube.SOLVED, solvedPieces, 0);
        this.kernel = nativeLoop ? NativeSliceKernel.create(tables, pieces, solvedPieces).orElse(null) : null;
    }

    /** The same heuristic searched by the worker's Java loop only (to compare the native loop with). */
    public SliceHeuristic inJava() {
        return new SliceHeuristic(tables, false, opening().checkOnly());
    }

    /** Whether IDA* searches these tables in native code ({@link NativeSliceKernel}) rather than in Java. */
    public boolean searchesNatively() {
        return kernel != null;
    }

    @Override
    public java.util.Optional<SubtreeSearch> subtreeSearch() {
        return java.util.Optional.ofNullable(kernel);
    }

    @Override
    public String name() {
        return bounds.name();
    }

    @Override
    public int stateWidth() {
        return WIDTH;
    }

    @Override
    public boolean premoves() {
        return true;
    }

    @Override
    public void encode(CubieCube cube, int[] states, int offset) {
        states[offset + PARITY] = cube.cornerParity();
        encodeSide(cube, states, offset);
        encodeSide(cube.inverse(), states, offset + SIDE);
        states[offset + BOUND] = bound(states, offset, offset);
        states[offset + SIDE + BOUND] = bound(states, offset, offset + SIDE);
    }

    private void encodeSide(CubieCube cube, int[] states, int side) {
        pieces.encode(cube, states, side + PIECES);
        states[side + CORNER] = corners.of(cube);
        states[side + PLACE] = edges.place(cube);
        states[side + FLIPS] = edges.flips(cube);
    }

    /** The bound of the side at {@code side} of the node at {@code node}. */
    private int bound(int[] states, int node, int side) {
        pend(states, node, side);
        return read(states, node);
    }

    /** Leaves the row and entry of the side's table read in the node's scratch ints, without reading. */
    private void pend(int[] states, int node, int side) {
        int classAndSymmetry = bounds.classAndSymmetry(states[side + CORNER]);
        states[node + READ] = SliceBounds.row(classAndSymmetry);
        states[node + READ + 1] = bounds.entry(classAndSymmetry, states[side + PLACE], states[side + FLIPS]);
    }

    /** The pending read's bound: above the base from its code, at or below it its word's least distance. */
    private int read(int[] states, int node) {
        return bounds.read(states[node + READ], states[node + READ + 1]);
    }

    @Override
    public int child(int[] states, int from, int to, int turn, int budget) {
        turnSide(states, from, to, turn, 0);
        int bound = read(states, to);
        states[to + BOUND] = bound;
        if (bound > budget) {
            return bound;
        }
        if (followOther(states, from, to, turn, 0)) {
            states[to + SIDE + BOUND] = read(states, to);
        }
        pieces.move(states, from + PIECES, to + PIECES, turn);
        return Math.max(bound, states[to + SIDE + BOUND]);
    }

    /**
     * The children where side {@code side} turns (by the inverse of each of {@code turns} when
     * {@code invert}): first every child's turned side and its table entry, then the reads in a
     * tight loop of independent loads, so that the memory system overlaps their misses; then the
     * other side of the children that survive, the same way.
     */
    @Override
    void sideChildren(int[] states, int from, int to, int[] turns, int count, int budget, int[] estimates,
            int side, boolean invert) {
        for (int i = 0; i < count; i++) {
            turnSide(states, from, to + i * WIDTH, turn(turns[i], invert), side);
        }
        for (int i = 0; i < count; i++) {
            int child = to + i * WIDTH;
            estimates[i] = read(states, child);
            states[child + side + BOUND] = estimates[i];
        }
        int other = SIDE - side;
        for (int i = 0; i < count; i++) {
            if (estimates[i] <= budget && followOther(states, from, to + i * WIDTH, turn(turns[i], invert), side)) {
                // the bit is kept in the estimate's sign until the read below
                estimates[i] = ~estimates[i];
            }
        }
        for (int i = 0; i < count; i++) {
            if (estimates[i] < 0) {
                int child = to + i * WIDTH;
                estimates[i] = ~estimates[i];
                states[child + other + BOUND] = read(states, child);
            }
        }
        for (int i = 0; i < count; i++) {
            if (estimates[i] <= budget) {
                int child = to + i * WIDTH;
                estimates[i] = Math.max(estimates[i], states[child + other + BOUND]);
                pieces.move(states, from + side + PIECES, child + side + PIECES, turn(turns[i], invert));
            }
        }
    }

    /** Turns side {@code side} of a child by move tables and pends its read. */
    private void turnSide(int[] states, int from, int to, int moved, int side) {
        int source = from + side;
        int target = to + side;
        states[to + PARITY] = SliceBounds.parityAfter(states[from + PARITY], moved);
        states[target + CORNER] = corners.move(states[source + CORNER], moved);
        states[target + PLACE] = edges.placeMove(states[source + PLACE], moved);
        states[target + FLIPS] = edges.flipsMove(states[source + FLIPS], moved);
        pend(states, to, target);
    }

    /**
     * The other side follows the turn of side {@code side} as a premove, on its pieces. A half turn
     * is in the group: the other side keeps its coset and bound (false). Otherwise its coordinates
     * come off the pieces and its read is pended (true).
     */
    private boolean followOther(int[] states, int from, int to, int moved, int side) {
        int other = SIDE - side;
        pieces.follow(states, from + other + PIECES, to + other + PIECES, moved);
        if (SliceBounds.halfTurn(moved)) {
            System.arraycopy(states, from + other, states, to + other, PIECES);
            states[to + other + BOUND] = states[from + other + BOUND];
            return false;
        }
        int at = to + other;
        states[at + CORNER] = pieceCoordinates.corner(states, at + PIECES, states[to + PARITY]);
        int placeAndFlips = pieceCoordinates.edges(states, at + PIECES);
        states[at + PLACE] = SlicePieceCoordinates.place(placeAndFlips);
        states[at + FLIPS] = SlicePieceCoordinates.flips(placeAndFlips);
        pend(states, to, at);
        return true;
    }

    @Override
    public int excludedTurns(int[] states, int offset, int remaining) {
        return SliceBounds.excludedBy(states[offset + SIDE + BOUND], remaining);
    }

    @Override
    public int excludedPremoves(int[] states, int offset, int remaining) {
        return SliceBounds.excludedBy(states[offset + BOUND], remaining);
    }

    @Override
    public int estimate(int[] states, int offset) {
        return Math.max(states[offset + BOUND], states[offset + SIDE + BOUND]);
    }

    @Override
    public boolean isSolved(int[] states, int offset) {
        return Arrays.equals(states, offset + PIECES, offset + PIECES + PieceForm.WIDTH, solvedPieces, 0,
                PieceForm.WIDTH);
    }
}
