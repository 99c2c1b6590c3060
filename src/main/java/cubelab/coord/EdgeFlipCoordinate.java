package cubelab.coord;

import cubelab.model.CubieCube;
import cubelab.model.Edge;

/** Flips of edges UR..BL as a binary number; BR's flip follows. Range 0..2047. */
public final class EdgeFlipCoordinate implements Coordinate {

    /** 2048 = 2^11 */
    public static final int SIZE = 2_048;

    @Override
    public int size() {
        return SIZE;
    }

    @Override
    public int get(CubieCube cube) {
        return OrientationNumber.encode(Edge.COUNT, 2, cube::edgeFlipAt);
    }

    @Override
    public CubieCube set(int value) {
        return CubieCube.of(CubieCube.SOLVED.cornerPermutation(), CubieCube.SOLVED.cornerTwists(),
                CubieCube.SOLVED.edgePermutation(), OrientationNumber.decode(value, Edge.COUNT, 2));
    }
}
