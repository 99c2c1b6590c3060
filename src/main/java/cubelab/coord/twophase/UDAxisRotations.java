package cubelab.coord.twophase;

import cubelab.model.CubieCube;
import cubelab.model.FaceTurn;
import java.util.ArrayList;
import java.util.List;

/**
 * The eight whole-cube rotations that keep the U/D axis: quarter turns about it, each with or
 * without a half turn about the F/B axis. They map G1 onto itself, so when one of them leaves a
 * cube unchanged, a two-phase solution and its rotated copy are equally good and the search needs
 * only one of them. Index 0 is the identity.
 */
public final class UDAxisRotations {

    /** 8 = 4 quarter turns about U/D × 2 (with or without F2) */
    public static final int COUNT = 8;

    /** Kociemba's S_U4, 90° about the U/D axis. */
    private static final CubieCube U4 = CubieCube.of(
            new int[] {3, 0, 1, 2, 7, 4, 5, 6}, new int[8],
            new int[] {3, 0, 1, 2, 7, 4, 5, 6, 11, 8, 9, 10}, new int[] {0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1});
    /** Kociemba's S_F2, 180° about the F/B axis. */
    private static final CubieCube F2 = CubieCube.of(
            new int[] {5, 4, 7, 6, 1, 0, 3, 2}, new int[8],
            new int[] {6, 5, 4, 7, 2, 1, 0, 3, 9, 8, 11, 10}, new int[12]);
    private static final CubieCube[] ROTATIONS = new CubieCube[COUNT];
    private static final CubieCube[] INVERSES = new CubieCube[COUNT];
    // ROTATED[r][m] = the turn R⁻¹ · m · R
    private static final FaceTurn[][] ROTATED = new FaceTurn[COUNT][FaceTurn.COUNT];

    static {
        CubieCube flip = CubieCube.SOLVED;
        for (int f = 0; f < 2; f++) {
            CubieCube rotation = flip;
            for (int u = 0; u < 4; u++) {
                ROTATIONS[f * 4 + u] = rotation;
                INVERSES[f * 4 + u] = rotation.inverse();
                rotation = rotation.multiply(U4);
            }
            flip = flip.multiply(F2);
        }
        for (int r = 0; r < COUNT; r++) {
            for (FaceTurn turn : FaceTurn.values()) {
                CubieCube rotated = rotate(r, CubieCube.of(turn));
                for (FaceTurn candidate : FaceTurn.values()) {
                    if (CubieCube.of(candidate).equals(rotated)) {
                        ROTATED[r][turn.ordinal()] = candidate;
                    }
                }
                if (ROTATED[r][turn.ordinal()] == null) {
                    throw new AssertionError("rotation " + r + " does not map " + turn + " to a face turn");
                }
            }
        }
    }

    private UDAxisRotations() {
    }

    /** Rotation {@code index} (0..7) as a cubie cube. */
    public static CubieCube rotation(int index) {
        return ROTATIONS[index];
    }

    /** {@code R⁻¹ · cube · R} for rotation {@code index}. */
    public static CubieCube rotate(int index, CubieCube cube) {
        return INVERSES[index].multiply(cube).multiply(ROTATIONS[index]);
    }

    /** {@code R⁻¹ · turn · R}: if the cube is unchanged by R, this turn is as good as {@code turn}. */
    public static FaceTurn rotate(int index, FaceTurn turn) {
        return ROTATED[index][turn.ordinal()];
    }

    /** The indices of the rotations other than the identity that leave the cube unchanged. */
    public static List<Integer> symmetriesOf(CubieCube cube) {
        List<Integer> symmetries = new ArrayList<>();
        for (int r = 1; r < COUNT; r++) {
            if (rotate(r, cube).equals(cube)) {
                symmetries.add(r);
            }
        }
        return symmetries;
    }
}
