package cubelab.coord.symmetric;

import cubelab.coord.coset.SymmetryTables;
import cubelab.coord.coset.UDSymmetries;
import cubelab.coord.twophase.UrfRotation;
import cubelab.model.CubieCube;

/**
 * All 48 symmetries of the cube (the group Oh): symmetry {@code 16·k + u} sees a cube through
 * the 120° URF rotation k times, then through {@link UDSymmetries} u. The coset tiers read a cube
 * along three axes because their tables know only the 16 symmetries that keep the U/D axis;
 * a group that all 48 keep (Tronto's H48, "The H48 optimal solver") is read once per side.
 *
 * <p>Conjugation works on any cubie cube and is a homomorphism: the image of {@code a·b} is
 * the image of {@code a} times the image of {@code b}, and a face turn's image is a face turn.
 */
public final class CubeSymmetries {

    /** 48 = 3 axis permutations × 16 symmetries of one axis */
    public static final int COUNT = 48;

    private static final int PER_AXIS = UDSymmetries.COUNT;
    private static final SymmetryTables TABLES = new SymmetryTables(COUNT, CubeSymmetries::conjugate);

    private CubeSymmetries() {
    }

    /** The cube seen through symmetry {@code s}. */
    public static CubieCube conjugate(int s, CubieCube cube) {
        CubieCube seen = cube;
        for (int k = 0; k < s / PER_AXIS; k++) {
            seen = UrfRotation.rotate(seen);
        }
        return UDSymmetries.conjugate(s % PER_AXIS, seen);
    }

    /** The symmetry that undoes {@code s}. */
    public static int inverse(int s) {
        return TABLES.inverse(s);
    }

    /** The face turn that {@code turn} becomes under symmetry {@code s}. */
    public static int turnImage(int s, int turn) {
        return TABLES.turnImage(s, turn);
    }
}
