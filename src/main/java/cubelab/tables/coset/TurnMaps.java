package cubelab.tables.coset;

import cubelab.coord.coset.CornerClasses;
import cubelab.coord.coset.CosetCoordinates;
import cubelab.model.FaceTurn;

/**
 * Where a coset table's entries go under a turn, for the build's passes: the row (corner class)
 * and symmetry that a row's entries move into, and maps of the edge part after the turn seen
 * through that symmetry. With them a neighbour's edge part costs two reads of one (turn,
 * symmetry)'s slab, about 51 KB, where the coordinates' move and conjugation tables spread over
 * 1 MB: the slab and the neighbouring row stay in the core's cache while a pass goes through a
 * row's entries turn by turn. Immutable.
 */
final class TurnMaps {

    /** The symmetries that keep the U/D axis, through which rows are stored. */
    static final int SYMMETRIES = 16;

    /** {@code destination[row · 18 + turn]}: the neighbouring row and symmetry, {@code class << 4 | s}. */
    private final int[] destination;
    /**
     * {@code flipAfter[(turn · 16 + s) · 2048 + flip]}: the flip after the turn, seen through
     * symmetry s, without the part that depends on the E-slice edges (which {@link #sliceAfter} holds).
     */
    private final char[] flipAfter;
    /**
     * {@code sliceAfter[(turn · 16 + s) · 11880 + slice]}: the slice-sorted value after the turn,
     * seen through symmetry s, and above it (from bit 16) the XOR that the symmetry applies to the flip.
     */
    private final int[] sliceAfter;

    TurnMaps(CosetCoordinates coordinates, CornerClasses classes) {
        flipAfter = new char[FaceTurn.COUNT * SYMMETRIES * CosetCoordinates.FLIPS];
        sliceAfter = new int[FaceTurn.COUNT * SYMMETRIES * CosetCoordinates.SLICE_SORTED];
        for (int turn = 0; turn < FaceTurn.COUNT; turn++) {
            for (int s = 0; s < SYMMETRIES; s++) {
                int slab = turn * SYMMETRIES + s;
                for (int flip = 0; flip < CosetCoordinates.FLIPS; flip++) {
                    // the conjugate's slice part is XORed in from sliceAfter
                    flipAfter[slab * CosetCoordinates.FLIPS + flip] = (char) (coordinates.flipConjugate(s,
                            coordinates.flipMove(flip, turn), 0) ^ coordinates.flipConjugate(s, 0, 0));
                }
                for (int slice = 0; slice < CosetCoordinates.SLICE_SORTED; slice++) {
                    int moved = coordinates.sliceSortedMove(slice, turn);
                    sliceAfter[slab * CosetCoordinates.SLICE_SORTED + slice] = coordinates.flipConjugate(s, 0, moved)
                            << 16 | coordinates.sliceSortedConjugate(s, moved);
                }
            }
        }
        destination = new int[classes.count() * FaceTurn.COUNT];
        for (int c = 0; c < classes.count(); c++) {
            int raw = classes.representative(c);
            for (int turn = 0; turn < FaceTurn.COUNT; turn++) {
                destination[c * FaceTurn.COUNT + turn] = classes.classAndSymmetry(coordinates.cornerRawMove(raw, turn));
            }
        }
    }

    /** Copies of the two maps for native code: {@link #flipAfter}'s, then {@link #sliceAfter}'s. */
    int[][] tablesForNativeCode() {
        int[] flips = new int[flipAfter.length];
        for (int i = 0; i < flips.length; i++) {
            flips[i] = flipAfter[i];
        }
        return new int[][] {flips, sliceAfter.clone()};
    }

    /** The row and symmetry a row's entries move into under a turn, as {@code class << 4 | s}. */
    int target(int row, int turn) {
        return destination[row * FaceTurn.COUNT + turn];
    }

    /** Where the flips of a turn and the target's symmetry start, for {@link #flipAfter}. */
    static int flipSlab(int turn, int target) {
        return (turn * SYMMETRIES + (target & 15)) * CosetCoordinates.FLIPS;
    }

    /** Where the slice values of a turn and the target's symmetry start, for {@link #sliceAfter}. */
    static int sliceSlab(int turn, int target) {
        return (turn * SYMMETRIES + (target & 15)) * CosetCoordinates.SLICE_SORTED;
    }

    /**
     * The flip after the turn seen through the symmetry, at {@code flipSlab + flip}, without the
     * XOR in bits 16 and up of the entry's {@link #sliceAfter}.
     */
    int flipAfter(int index) {
        return flipAfter[index];
    }

    /** The slice-sorted value after the turn (low 16 bits) and the flip's XOR, at {@code sliceSlab + slice}. */
    int sliceAfter(int index) {
        return sliceAfter[index];
    }
}
