package cubelab.coord.coset;

import cubelab.coord.CornerTwistCoordinate;
import cubelab.coord.twophase.CornerCombinationCoordinate;
import cubelab.coord.twophase.SliceSortedCoordinate;
import cubelab.coord.twophase.UrfRotation;
import cubelab.model.CubieCube;
import cubelab.model.FaceTurn;

/**
 * The four small coordinates the coset tables are indexed by, with their move tables and their
 * images under the 16 {@link UDSymmetries}:
 * <ul>
 * <li>{@code twist} 0..2186: corner twists ({@link CornerTwistCoordinate});</li>
 * <li>{@code cornerSet} 0..69: which positions hold the U-layer corners, or 0..629 with the
 * layers' diagonal pairs too ({@link CornerPart});</li>
 * <li>{@code flip} 0..2047: bit p is the flip of the edge at position p (p ≤ 10; BR's follows);</li>
 * <li>{@code sliceSorted} 0..11879: where the E-slice edges are (÷24, 495 values) and their order (mod 24).</li>
 * </ul>
 * All tables together are about 1 MB, so a node's coordinate work stays in L2. A cube is also
 * seen along the other two axes ({@link #VIEWS}): view v is the cube conjugated v times by the
 * 120° URF rotation, so its U/D axis is the original F/B axis (v = 1) or R/L axis (v = 2); a turn
 * of the cube is {@link #viewTurn} of each view. Immutable; build once and share.
 */
public final class CosetCoordinates {

    public static final int TWISTS = CornerTwistCoordinate.SIZE;
    public static final int CORNER_SETS = CornerCombinationCoordinate.SIZE;
    public static final int FLIPS = 2_048;
    public static final int SLICE_SORTED = SliceSortedCoordinate.SIZE;
    /** 495 = C(12, 4) places of the E-slice edges */
    public static final int SLICES = SLICE_SORTED / 24;
    /** Three axes a cube is looked up along. */
    public static final int VIEWS = 3;

    private static final CornerTwistCoordinate TWIST = new CornerTwistCoordinate();
    private static final SliceSortedCoordinate SLICE = new SliceSortedCoordinate();

    private final CornerPart cornerPart;
    private final int cornerValues;
    private final char[] twistMove = new char[TWISTS * FaceTurn.COUNT];
    private final char[] cornerSetMove;
    private final char[] flipMove = new char[FLIPS * FaceTurn.COUNT];
    private final char[] sliceMove = new char[SLICE_SORTED * FaceTurn.COUNT];
    private final char[] twistConjugate = new char[UDSymmetries.COUNT * TWISTS];
    private final char[] cornerSetConjugate;
    private final char[] sliceConjugate = new char[UDSymmetries.COUNT * SLICE_SORTED];
    private final char[] flipConjugate = new char[UDSymmetries.COUNT * FLIPS];
    private final char[] flipConjugateXor = new char[UDSymmetries.COUNT * SLICES];
    private final int[] viewTurn = new int[VIEWS * FaceTurn.COUNT];

    /** The coordinates of nxopt's and vcube's cosets: the corner sets ({@link CornerPart#SETS}). */
    public CosetCoordinates() {
        this(CornerPart.SETS);
    }

    public CosetCoordinates(CornerPart cornerPart) {
        this.cornerPart = cornerPart;
        this.cornerValues = cornerPart.size();
        cornerSetMove = new char[cornerValues * FaceTurn.COUNT];
        cornerSetConjugate = new char[UDSymmetries.COUNT * cornerValues];
        for (int value = 0; value < TWISTS; value++) {
            CubieCube cube = TWIST.set(value);
            for (int turn = 0; turn < FaceTurn.COUNT; turn++) {
                twistMove[value * FaceTurn.COUNT + turn] = (char) TWIST.get(cube.apply(FaceTurn.of(turn)));
            }
            for (int s = 0; s < UDSymmetries.COUNT; s++) {
                twistConjugate[s * TWISTS + value] = (char) TWIST.get(UDSymmetries.conjugate(s, cube));
            }
        }
        for (int value = 0; value < cornerValues; value++) {
            CubieCube cube = cornerPart.cube(value);
            for (int turn = 0; turn < FaceTurn.COUNT; turn++) {
                cornerSetMove[value * FaceTurn.COUNT + turn] = (char) cornerPart.of(cube.apply(FaceTurn.of(turn)));
            }
            for (int s = 0; s < UDSymmetries.COUNT; s++) {
                cornerSetConjugate[s * cornerValues + value] = (char) cornerPart.of(UDSymmetries.conjugate(s, cube));
            }
        }
        for (int value = 0; value < SLICE_SORTED; value++) {
            CubieCube cube = SLICE.set(value);
            for (int turn = 0; turn < FaceTurn.COUNT; turn++) {
                sliceMove[value * FaceTurn.COUNT + turn] = (char) SLICE.get(cube.apply(FaceTurn.of(turn)));
            }
            for (int s = 0; s < UDSymmetries.COUNT; s++) {
                sliceConjugate[s * SLICE_SORTED + value] = (char) SLICE.get(UDSymmetries.conjugate(s, cube));
            }
        }
        for (int value = 0; value < FLIPS; value++) {
            CubieCube cube = cubeWith(value, 0);
            for (int turn = 0; turn < FaceTurn.COUNT; turn++) {
                flipMove[value * FaceTurn.COUNT + turn] = (char) flipOf(cube.apply(FaceTurn.of(turn)));
            }
        }
        // Conjugating flips is linear: a permutation of the flip bits, plus a flip of the E-slice
        // pieces' bits by the symmetries that turn F/B reference facelets into R/L ones.
        for (int s = 0; s < UDSymmetries.COUNT; s++) {
            for (int slice = 0; slice < SLICES; slice++) {
                flipConjugateXor[s * SLICES + slice] =
                        (char) flipOf(UDSymmetries.conjugate(s, cubeWith(0, slice * 24)));
            }
            int base = flipConjugateXor[s * SLICES];
            for (int value = 0; value < FLIPS; value++) {
                flipConjugate[s * FLIPS + value] =
                        (char) (flipOf(UDSymmetries.conjugate(s, cubeWith(value, 0))) ^ base);
            }
        }
        CubieCube[] views = {CubieCube.SOLVED, CubieCube.SOLVED, CubieCube.SOLVED};
        for (int turn = 0; turn < FaceTurn.COUNT; turn++) {
            CubieCube seen = CubieCube.of(FaceTurn.of(turn));
            for (int view = 0; view < VIEWS; view++) {
                viewTurn[view * FaceTurn.COUNT + turn] = faceTurnOf(seen);
                seen = UrfRotation.rotate(seen);
            }
        }
    }

    /** A cube with the given flip bits (parity completed on BR) and slice-sorted value. */
    static CubieCube cubeWith(int flip, int sliceSorted) {
        CubieCube slice = SLICE.set(sliceSorted);
        int[] flips = new int[12];
        int parity = 0;
        for (int p = 0; p < 11; p++) {
            flips[p] = (flip >>> p) & 1;
            parity ^= flips[p];
        }
        flips[11] = parity;
        return CubieCube.of(slice.cornerPermutation(), slice.cornerTwists(), slice.edgePermutation(), flips);
    }

    /** The flip coordinate of a cube: bit p is the flip at position p, p = 0..10. */
    public static int flipOf(CubieCube cube) {
        int flip = 0;
        for (int p = 0; p < 11; p++) {
            flip |= cube.edgeFlipAt(p) << p;
        }
        return flip;
    }

    public static int twistOf(CubieCube cube) {
        return TWIST.get(cube);
    }

    /** What the cosets keep of the corners beside their twists. */
    public CornerPart cornerPart() {
        return cornerPart;
    }

    /** Fails where a table keeping {@code part} would be read with these coordinates of another corner part. */
    public void requireCornerPart(CornerPart part, String table) {
        if (part != cornerPart) {
            throw new IllegalArgumentException(table + " keeps the corner part " + part + ", the coordinates "
                    + cornerPart);
        }
    }

    /** Values of the corner part ({@link CornerPart#size}): the corner set coordinate's range. */
    public int cornerValues() {
        return cornerValues;
    }

    /** The raw corner value the corner classes are keyed by: {@code twist · cornerValues() + part}. */
    public int cornerRaw(int twist, int part) {
        return twist * cornerValues + part;
    }

    /** The raw corner value of a cube ({@link #cornerRaw}). */
    public int cornerRawOf(CubieCube cube) {
        return cornerRaw(twistOf(cube), cornerPart.of(cube));
    }

    /** A raw corner value ({@link #cornerRaw}) after a turn. */
    public int cornerRawMove(int raw, int turn) {
        return cornerRaw(twistMove(raw / cornerValues, turn), cornerSetMove(raw % cornerValues, turn));
    }

    public static int sliceSortedOf(CubieCube cube) {
        return SLICE.get(cube);
    }

    /** The cube seen along axis {@code view} (0 = as is, 1 = F/B as U/D, 2 = R/L as U/D). */
    public static CubieCube view(CubieCube cube, int view) {
        CubieCube seen = cube;
        for (int v = 0; v < view; v++) {
            seen = UrfRotation.rotate(seen);
        }
        return seen;
    }

    public int twistMove(int twist, int turn) {
        return twistMove[twist * FaceTurn.COUNT + turn];
    }

    public int cornerSetMove(int cornerSet, int turn) {
        return cornerSetMove[cornerSet * FaceTurn.COUNT + turn];
    }

    public int flipMove(int flip, int turn) {
        return flipMove[flip * FaceTurn.COUNT + turn];
    }

    public int sliceSortedMove(int sliceSorted, int turn) {
        return sliceMove[sliceSorted * FaceTurn.COUNT + turn];
    }

    public int twistConjugate(int s, int twist) {
        return twistConjugate[s * TWISTS + twist];
    }

    public int cornerSetConjugate(int s, int cornerSet) {
        return cornerSetConjugate[s * cornerValues + cornerSet];
    }

    public int sliceSortedConjugate(int s, int sliceSorted) {
        return sliceConjugate[s * SLICE_SORTED + sliceSorted];
    }

    /** The flip of the conjugate; needs the slice-sorted value before conjugation. */
    public int flipConjugate(int s, int flip, int sliceSorted) {
        return flipConjugate[s * FLIPS + flip] ^ flipConjugateXor[s * SLICES + sliceSorted / 24];
    }

    /**
     * Copies of the tables, widened to ints, for a native search loop: twist, corner set, flip and
     * slice-sorted moves by (value × 18 + turn); slice-sorted and flip conjugates by (symmetry ×
     * size + value); the flip conjugates' XOR by (symmetry × 495 + slice place); the view turns.
     */
    public int[][] tablesForNativeCode() {
        return new int[][] {widen(twistMove), widen(cornerSetMove), widen(flipMove), widen(sliceMove),
            widen(sliceConjugate), widen(flipConjugate), widen(flipConjugateXor), viewTurn.clone()};
    }

    private static int[] widen(char[] values) {
        int[] wide = new int[values.length];
        for (int i = 0; i < values.length; i++) {
            wide[i] = values[i];
        }
        return wide;
    }

    /** The turn of view {@code view} that a turn of the cube is. */
    public int viewTurn(int view, int turn) {
        return viewTurn[view * FaceTurn.COUNT + turn];
    }

    private static int faceTurnOf(CubieCube cube) {
        for (int turn = 0; turn < FaceTurn.COUNT; turn++) {
            if (CubieCube.of(FaceTurn.of(turn)).equals(cube)) {
                return turn;
            }
        }
        throw new AssertionError("a view maps a face turn to " + cube);
    }
}
