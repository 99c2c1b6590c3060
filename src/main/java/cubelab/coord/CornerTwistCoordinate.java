package cubelab.coord;

import cubelab.model.Corner;
import cubelab.model.CubieCube;

/** Twists of corners URF..DBL as a base-3 number; DRB's twist follows. Range 0..2186. */
public final class CornerTwistCoordinate implements Coordinate {

    /** 2187 = 3^7 */
    public static final int SIZE = 2_187;

    /** What one unit of twist of the corner at {@code position} adds: 3^(6 − position), and 0 for DRB's, which follows. */
    public static int digitWeight(int position) {
        int weight = 0;
        if (position < Corner.COUNT - 1) {
            weight = 1;
            for (int p = position; p < Corner.COUNT - 2; p++) {
                weight *= 3;
            }
        }
        return weight;
    }

    @Override
    public int size() {
        return SIZE;
    }

    @Override
    public int get(CubieCube cube) {
        return OrientationNumber.encode(Corner.COUNT, 3, cube::cornerTwistAt);
    }

    @Override
    public CubieCube set(int value) {
        return CubieCube.of(CubieCube.SOLVED.cornerPermutation(), OrientationNumber.decode(value, Corner.COUNT, 3),
                CubieCube.SOLVED.edgePermutation(), CubieCube.SOLVED.edgeFlips());
    }
}
