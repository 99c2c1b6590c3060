package cubelab.coord;

import cubelab.model.Corner;
import cubelab.model.CubieCube;

/** The corner permutation as its lexicographic rank. Range 0..40319. */
public final class CornerPermutationCoordinate implements Coordinate {

    /** 40320 = 8! */
    public static final int SIZE = 40_320;

    @Override
    public int size() {
        return SIZE;
    }

    @Override
    public int get(CubieCube cube) {
        return Permutations.rank(cube.cornerPermutation());
    }

    @Override
    public CubieCube set(int value) {
        return CubieCube.of(Permutations.unrank(value, Corner.COUNT), new int[Corner.COUNT],
                CubieCube.SOLVED.edgePermutation(), CubieCube.SOLVED.edgeFlips());
    }
}
