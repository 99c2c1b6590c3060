package cubelab.coord.coset;

import cubelab.coord.Coordinate;
import cubelab.coord.twophase.CornerCombinationCoordinate;
import cubelab.model.Corner;
import cubelab.model.CubieCube;

/**
 * Which positions hold the U-layer corners (70 values, {@link CornerCombinationCoordinate}) and,
 * among them, which two hold each diagonal pair (URF with ULB, UFL with UBR: 3 pairings), and
 * the same for the D-layer corners (DFR with DBL, DLF with DRB): 70 × 3 × 3 = 630 values.
 *
 * <p>U and D turns move a layer's four corners as the square's rotations do, which keep
 * diagonal corners diagonal, and the 16 U/D symmetries map each layer's diagonal pairs to a
 * layer's diagonal pairs; so a coset may keep the pairings and still be left alone by U and D
 * turns and be reduced by those 16 symmetries (docs/decisions/corner-diagonal-pairs.md). A
 * pairing is counted by the positions in increasing order: the partner of the piece at the
 * layer's first position sits at its second (0), third (1) or fourth (2). Immutable.
 */
final class CornerDiagonalsCoordinate implements Coordinate {

    /** 630 = 70 corner sets × 3 × 3 pairings */
    static final int SIZE = CornerCombinationCoordinate.SIZE * 9;

    private static final CornerCombinationCoordinate SET = new CornerCombinationCoordinate();
    private static final int U_CORNERS = 4;

    @Override
    public int size() {
        return SIZE;
    }

    @Override
    public int get(CubieCube cube) {
        int upper = 0;
        int odd = 0;
        for (int position = 0; position < Corner.COUNT; position++) {
            int piece = cube.cornerAt(position);
            upper |= (piece < U_CORNERS ? 1 : 0) << position;
            odd |= (piece & 1) << position;
        }
        return ofPositions(upper, odd);
    }

    /**
     * The value where bit q of {@code upper} says position q holds a U-layer corner and bit q of
     * {@code odd} that it holds an odd-numbered one (UFL, UBR, DLF or DRB): diagonal partners are
     * the pieces of one layer with the same parity. -1 where the masks describe no cube.
     */
    static int ofPositions(int upper, int odd) {
        if (Integer.bitCount(upper) != U_CORNERS) {
            return -1;
        }
        int lower = ~upper & 0xFF;
        int upperPairing = pairing(upper, odd);
        int lowerPairing = pairing(lower, odd);
        if (upperPairing < 0 || lowerPairing < 0) {
            return -1;
        }
        return setOf(upper) * 9 + upperPairing * 3 + lowerPairing;
    }

    /** Among the four positions of {@code layer}, where the first one's partner (same parity) is: 0..2; -1 if not two of each. */
    private static int pairing(int layer, int odd) {
        if (Integer.bitCount(layer & odd) != 2) {
            return -1;
        }
        int first = Integer.numberOfTrailingZeros(layer);
        int parity = odd >>> first & 1;
        int rank = 0;
        for (int q = first + 1; q < Corner.COUNT; q++) {
            if ((layer >>> q & 1) != 0) {
                if ((odd >>> q & 1) == parity) {
                    return rank;
                }
                rank++;
            }
        }
        return -1;
    }

    /** The corner set ({@link CornerCombinationCoordinate}) where bit q of {@code upper} (four set) says position q holds a U-layer corner. */
    static int setOf(int upper) {
        int[] corners = new int[Corner.COUNT];
        int nextUpper = 0;
        int nextLower = U_CORNERS;
        for (int q = 0; q < Corner.COUNT; q++) {
            corners[q] = (upper >>> q & 1) != 0 ? nextUpper++ : nextLower++;
        }
        return CornerCombinationCoordinate.ofCorners(corners);
    }

    @Override
    public CubieCube set(int value) {
        CubieCube setOnly = SET.set(value / 9);
        int[] corners = new int[Corner.COUNT];
        placeLayer(setOnly, corners, true, value / 3 % 3);
        placeLayer(setOnly, corners, false, value % 3);
        return CubieCube.of(corners, new int[Corner.COUNT], CubieCube.SOLVED.edgePermutation(),
                CubieCube.SOLVED.edgeFlips());
    }

    /** Puts a layer's pieces on its positions: the first gets the layer's piece 0, the pairing's one its partner 2. */
    private static void placeLayer(CubieCube setOnly, int[] corners, boolean upper, int pairing) {
        int base = upper ? 0 : U_CORNERS;
        int[] positions = new int[U_CORNERS];
        int n = 0;
        for (int q = 0; q < Corner.COUNT; q++) {
            if (setOnly.cornerAt(q) < U_CORNERS == upper) {
                positions[n++] = q;
            }
        }
        corners[positions[0]] = base;
        corners[positions[pairing + 1]] = base + 2;
        int next = 1;
        for (int k = 1; k < U_CORNERS; k++) {
            if (k != pairing + 1) {
                corners[positions[k]] = base + next;
                next += 2;
            }
        }
    }
}
