package cubelab.coord.twophase;

import cubelab.model.CubieCube;
import cubelab.model.FaceTurn;

/**
 * The whole-cube rotation by 120° about the URF–DBL diagonal, which permutes the three axes
 * cyclically: the rotated cube's U/D axis is the original F/B axis, after two rotations the
 * original R/L axis. Conjugating a cube by it lets the two-phase solver look for a phase-1 solution
 * along each of the three axes: a cube hard for one axis is often easy for another.
 *
 * <p>{@link #rotate} gives {@code S⁻¹ · c · S} (application order). If {@code s'} solves the
 * rotated cube, {@code S · s' · S⁻¹} solves {@code c}, and each of its turns is the face turn
 * {@link #unrotate} names, so a solution maps back turn by turn.
 */
public final class UrfRotation {

    /** Kociemba's S_URF3 as pieces: corners with twists, edges with flips. */
    private static final CubieCube ROTATION = CubieCube.of(
            new int[] {0, 4, 5, 1, 3, 7, 6, 2}, new int[] {1, 2, 1, 2, 2, 1, 2, 1},
            new int[] {1, 8, 5, 9, 3, 11, 7, 10, 0, 4, 6, 2}, new int[] {1, 0, 1, 0, 1, 0, 1, 0, 1, 1, 1, 1});
    private static final CubieCube INVERSE = ROTATION.inverse();
    private static final FaceTurn[] UNROTATED = new FaceTurn[FaceTurn.COUNT];

    static {
        for (FaceTurn turn : FaceTurn.values()) {
            CubieCube original = ROTATION.multiply(CubieCube.of(turn)).multiply(INVERSE);
            for (FaceTurn candidate : FaceTurn.values()) {
                if (CubieCube.of(candidate).equals(original)) {
                    UNROTATED[turn.ordinal()] = candidate;
                }
            }
            if (UNROTATED[turn.ordinal()] == null) {
                throw new AssertionError("rotation does not map " + turn + " to a face turn");
            }
        }
    }

    private UrfRotation() {
    }

    /** The rotation itself as a cubie cube; applying it three times gives the identity. */
    public static CubieCube rotation() {
        return ROTATION;
    }

    /** {@code S⁻¹ · cube · S}: the same cube seen with the R/L axis as U/D. */
    public static CubieCube rotate(CubieCube cube) {
        return INVERSE.multiply(cube).multiply(ROTATION);
    }

    /** The turn of the original cube that a turn of the rotated cube stands for. */
    public static FaceTurn unrotate(FaceTurn turn) {
        return UNROTATED[turn.ordinal()];
    }
}
