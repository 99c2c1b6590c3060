package cubelab.search;

import cubelab.coord.symmetric.SliceEdges;
import cubelab.coord.symmetric.SlicePieceCoordinates;
import cubelab.coord.symmetric.TetradCornerClasses;
import cubelab.tables.coset.SliceSearchTables;
import cubelab.tables.coset.SliceTable;

/**
 * Where a slice-group table keeps the bound of a cube, and the bound itself: the one lookup
 * {@link SliceHeuristic} makes per side, and the second table of a paired tier, which
 * {@link CosetHeuristic} reads off a side's pieces after its own table's reads. Immutable.
 */
final class SliceBounds {

    /** Bit t set for the six half turns, the turns in the slice group. */
    private static final int HALF_TURNS = 0b010_010_010_010_010_010;

    private final SliceSearchTables tables;
    private final SliceTable table;
    private final TetradCornerClasses classes;
    private final SliceEdges edges;
    private final SlicePieceCoordinates pieceCoordinates;
    private final int flipClasses;

    SliceBounds(SliceSearchTables tables) {
        this.tables = tables;
        this.table = tables.table();
        this.classes = tables.classes();
        this.edges = tables.edges();
        this.pieceCoordinates = new SlicePieceCoordinates(tables.corners(), edges);
        this.flipClasses = table.spec().flipClasses();
    }

    SliceSearchTables tables() {
        return tables;
    }

    SlicePieceCoordinates pieceCoordinates() {
        return pieceCoordinates;
    }

    String name() {
        return table.spec().name();
    }

    /** A corner value's class and the symmetry that takes it there ({@link TetradCornerClasses}), read once per lookup. */
    int classAndSymmetry(int corner) {
        return classes.classAndSymmetry(corner);
    }

    /** The table row of a corner value, from its {@link #classAndSymmetry}: its class. */
    static int row(int classAndSymmetry) {
        return classAndSymmetry >>> 6;
    }

    /** The entry within the row: the place and flips seen through the symmetry that takes the corners to their class. */
    int entry(int classAndSymmetry, int place, int flips) {
        int s = classAndSymmetry & 63;
        int seen = edges.placeConjugate(s, place);
        if (flipClasses == 1) {
            return seen;
        }
        return seen * flipClasses + edges.flipClass(seen, edges.flipsConjugate(s, place, flips));
    }

    /** The bound of an entry: from its code above the base, its word's least distance at or below it. */
    int read(int row, int entry) {
        return table.bound(row, entry);
    }

    /** The bound of the cube held as pieces at {@code states[pieces..]} whose corners have this parity. */
    int ofPieces(int[] states, int pieces, int parity) {
        int corner = pieceCoordinates.corner(states, pieces, parity);
        int placeAndFlips = pieceCoordinates.edges(states, pieces);
        int classAndSymmetry = classAndSymmetry(corner);
        return read(row(classAndSymmetry), entry(classAndSymmetry, SlicePieceCoordinates.place(placeAndFlips),
                SlicePieceCoordinates.flips(placeAndFlips)));
    }

    /**
     * Whether a turn is a half turn: in the slice group, so as a premove it keeps a side's slice
     * coset and bound, and it keeps the corners' permutation parity.
     */
    static boolean halfTurn(int turn) {
        return turn % 3 == 1;
    }

    /** The corners' permutation parity after {@code turn}: a quarter turn changes it. */
    static int parityAfter(int parity, int turn) {
        return halfTurn(turn) ? parity : parity ^ 1;
    }

    /**
     * The turns a tight slice bound excludes at its side's end of a solution: all six half turns,
     * since they stay in the slice group and cannot bring the side any closer to it.
     */
    static int excludedBy(int bound, int remaining) {
        return bound >= remaining ? HALF_TURNS : 0;
    }
}
