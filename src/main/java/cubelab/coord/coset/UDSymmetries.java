package cubelab.coord.coset;

import cubelab.coord.twophase.UDAxisRotations;
import cubelab.model.CubieCube;

/**
 * The 16 symmetries of the cube that keep the U/D axis (the group D4h): the 8 rotations of
 * {@link UDAxisRotations}, each with or without the mirror through the plane between L and R.
 * Symmetry {@code 8·m + r} conjugates a cube by rotation r after mirroring it when m = 1.
 *
 * <p>They map the coset coordinates onto themselves: a U/D-layer piece stays a U/D-layer piece,
 * an E-slice piece an E-slice piece, and U and D turns stay U and D turns. Conjugation works on
 * any cubie cube, solvable or not, which building the coordinate tables needs.
 */
public final class UDSymmetries {

    /** 16 = 8 rotations × {plain, mirrored} */
    public static final int COUNT = 16;

    // Corner and edge positions swapped by the L–R mirror (Kociemba's piece order).
    private static final int[] MIRROR_CORNERS = {1, 0, 3, 2, 5, 4, 7, 6};
    private static final int[] MIRROR_EDGES = {2, 1, 0, 3, 6, 5, 4, 7, 9, 8, 11, 10};

    private static final SymmetryTables TABLES = new SymmetryTables(COUNT, UDSymmetries::conjugate);

    private UDSymmetries() {
    }

    /** The cube seen through symmetry {@code s}: conjugation, a homomorphism of cubes. */
    public static CubieCube conjugate(int s, CubieCube cube) {
        CubieCube seen = s >= 8 ? mirror(cube) : cube;
        return UDAxisRotations.rotate(s & 7, seen);
    }

    /** The turn that {@code turn} becomes under symmetry {@code s}: conj(c·t) = conj(c)·image. */
    public static int turnImage(int s, int turn) {
        return TABLES.turnImage(s, turn);
    }

    /** The symmetry that undoes {@code s}. */
    public static int inverse(int s) {
        return TABLES.inverse(s);
    }

    /** The mirror image through the L–R plane: positions swap, twists reverse, flips stay. */
    static CubieCube mirror(CubieCube cube) {
        int[] cp = new int[8];
        int[] co = new int[8];
        for (int i = 0; i < 8; i++) {
            int from = MIRROR_CORNERS[i];
            cp[i] = MIRROR_CORNERS[cube.cornerAt(from)];
            co[i] = (3 - cube.cornerTwistAt(from)) % 3;
        }
        int[] ep = new int[12];
        int[] eo = new int[12];
        for (int i = 0; i < 12; i++) {
            int from = MIRROR_EDGES[i];
            ep[i] = MIRROR_EDGES[cube.edgeAt(from)];
            eo[i] = cube.edgeFlipAt(from);
        }
        return CubieCube.of(cp, co, ep, eo);
    }
}
