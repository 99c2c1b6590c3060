package cubelab.tables.coset;

import cubelab.coord.Permutations;
import java.util.Arrays;
import java.util.function.ToIntFunction;

/**
 * What a coset table keeps of the order of the four E-slice edges, read in ascending position
 * order as a rank 0..23 (the slice-sorted coordinate's low part). The coset's subgroup lets the
 * E-slice edges be permuted by a group of the square's symmetries, and the table keeps the order
 * modulo that group:
 * <ul>
 * <li>{@link #NONE}: any permutation (nxopt's EP1), one value;</li>
 * <li>{@link #OPPOSITE_PAIRS}: the symmetries of the square (the dihedral group of order 8), so
 * what is kept is which of the four places hold the two pairs of opposite pieces (FR with BL, FL
 * with BR), three values;</li>
 * <li>{@link #FULL}: no permutation (nxopt's EP2), all 24 orders.</li>
 * </ul>
 * The square's symmetries are those the 16 U/D symmetries induce on the E-slice pieces, so each
 * subgroup is kept by them and the table still folds by all 16; U and D turns never move an
 * E-slice piece placed in the slice, and a relabelling of the E-slice pieces never changes the
 * other coordinates, so U and D stay in every subgroup. Immutable.
 */
public enum SliceOrder {
    NONE(1, pieces -> 0),
    OPPOSITE_PAIRS(3, pieces -> partnerOfFirst(pieces) - 1),
    FULL(24, Permutations::rank);

    private static final int ORDERS = 24;
    private static final int SLICE_EDGES = 4;

    private final int[] classOfOrder = new int[ORDERS];
    /** The least order rank of each value; its length is the number of values. */
    private final int[] representative;

    /** {@code valueOfPieces}: the value of the E-slice pieces read in position order. */
    SliceOrder(int values, ToIntFunction<int[]> valueOfPieces) {
        this.representative = new int[values];
        Arrays.fill(representative, -1);
        for (int order = 0; order < ORDERS; order++) {
            int value = valueOfPieces.applyAsInt(Permutations.unrank(order, SLICE_EDGES));
            classOfOrder[order] = value;
            if (representative[value] < 0) {
                representative[value] = order;
            }
        }
    }

    /**
     * Where, among the four places read in position order, the piece opposite the first place's
     * piece sits (1..3). E-slice pieces are numbered FR 0, FL 1, BL 2, BR 3 (the model's order),
     * so a piece's opposite is its number XOR 2.
     */
    private static int partnerOfFirst(int[] pieces) {
        for (int place = 1; place < SLICE_EDGES; place++) {
            if (pieces[place] == (pieces[0] ^ 2)) {
                return place;
            }
        }
        throw new IllegalStateException("no opposite piece in " + Arrays.toString(pieces));
    }

    /** The number of values this part takes: 1, 3 or 24. */
    public int valueCount() {
        return representative.length;
    }

    /** The value kept for an order rank 0..23. */
    public int valueOf(int order) {
        return classOfOrder[order];
    }

    /** The least order rank with this value: what a build rebuilds a coset's edges from. */
    public int representative(int value) {
        return representative[value];
    }

    /** {@link #valueOf} for every order rank, for a native loop. */
    int[] valuesForNativeCode() {
        return classOfOrder.clone();
    }
}
