package cubelab.coord.symmetric;

import cubelab.coord.coset.UDSymmetries;
import cubelab.coord.twophase.UrfRotation;
import cubelab.model.CubieCube;
import cubelab.model.FaceTurn;

/**
 * All 48 symmetries of the cube (the group Oh): symmetry {@code 16·k + u} sees a cube through
 * the 120° URF rotation k times, then through {@link UDSymmetries} u. The coset tiers read a cube
 * along three axes because their tables know only the 16 symmetries that keep the U/D axis;
 * a group that all 48 keep (Tronto's H48, "The H48 optimal solver") is read once per side.
 *
 * <p>Conjugation works on any cubie cube and is a homomorphism: the image of {@code a·b} is
 * the image of {@code a} times the image of {@code b}, and a face turn's image is a face turn.
 */
final class CubeSymmetries {

    /** 48 = 3 axis permutations × 16 symmetries of one axis */
    public static final int COUNT = 48;

    private static final int PER_AXIS = UDSymmetries.COUNT;
    private static final int[][] TURN_IMAGE = new int[COUNT][FaceTurn.COUNT];
    private static final int[] INVERSE = new int[COUNT];

    static {
        for (int s = 0; s < COUNT; s++) {
            for (int turn = 0; turn < FaceTurn.COUNT; turn++) {
                TURN_IMAGE[s][turn] = faceTurnOf(conjugate(s, CubieCube.of(FaceTurn.of(turn))));
            }
        }
        // a cube no symmetry fixes tells the maps apart
        CubieCube probe = CubieCube.SOLVED.apply(FaceTurn.of(0)).apply(FaceTurn.of(4)).apply(FaceTurn.of(8))
                .apply(FaceTurn.of(10)).apply(FaceTurn.of(15));
        for (int s = 0; s < COUNT; s++) {
            for (int t = 0; t < COUNT; t++) {
                if (conjugate(t, conjugate(s, probe)).equals(probe)) {
                    INVERSE[s] = t;
                }
            }
        }
    }

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
        return INVERSE[s];
    }

    /** The face turn that {@code turn} becomes under symmetry {@code s}. */
    public static int turnImage(int s, int turn) {
        return TURN_IMAGE[s][turn];
    }

    private static int faceTurnOf(CubieCube cube) {
        for (int turn = 0; turn < FaceTurn.COUNT; turn++) {
            if (CubieCube.of(FaceTurn.of(turn)).equals(cube)) {
                return turn;
            }
        }
        throw new AssertionError("a symmetry maps a face turn to " + cube);
    }
}
