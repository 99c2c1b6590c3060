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
        int value = 0;
        for (int position = 0; position < Edge.COUNT - 1; position++) {
            value = 2 * value + cube.edgeFlipAt(position);
        }
        return value;
    }

    @Override
    public CubieCube set(int value) {
        int[] flips = new int[Edge.COUNT];
        int sum = 0;
        for (int position = Edge.COUNT - 2; position >= 0; position--) {
            flips[position] = value & 1;
            sum += flips[position];
            value >>= 1;
        }
        flips[Edge.COUNT - 1] = sum & 1;
        return CubieCube.of(CubieCube.SOLVED.cornerPermutation(), CubieCube.SOLVED.cornerTwists(),
                CubieCube.SOLVED.edgePermutation(), flips);
    }
}
