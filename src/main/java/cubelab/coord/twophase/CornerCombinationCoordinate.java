package cubelab.coord.twophase;

import cubelab.coord.Coordinate;
import cubelab.model.Corner;
import cubelab.model.CubieCube;

/**
 * Which four of the eight corner positions hold the U corners (URF, UFL, ULB, UBR), ignoring
 * their order and twist. Range 0..69; 0 when solved. Paired with the UD edge permutation it
 * gives phase 2 a second view of how corners and edges are tangled.
 */
public final class CornerCombinationCoordinate implements Coordinate {

    /** 70 = C(8, 4) */
    public static final int SIZE = 70;
    /** 4 U corners: URF, UFL, ULB, UBR are corners 0..3 */
    private static final int U_CORNERS = 4;

    @Override
    public int size() {
        return SIZE;
    }

    @Override
    public int get(CubieCube cube) {
        boolean[] upper = new boolean[Corner.COUNT];
        for (int position = 0; position < Corner.COUNT; position++) {
            // U corners ranked as "chosen" from the end, so the solved cube (U corners first) is 0
            upper[Corner.COUNT - 1 - position] = cube.cornerAt(position) < U_CORNERS;
        }
        return Combinations.rank(upper);
    }

    /** The coordinate of a piece array ({@link CubieCube} "replaced by" form); never allocates. */
    public static int ofCorners(int[] corners) {
        return Combinations.rankOfSmallPiecesReversed(corners, Corner.COUNT, U_CORNERS);
    }

    @Override
    public CubieCube set(int value) {
        boolean[] upper = Combinations.unrank(value, Corner.COUNT, U_CORNERS);
        int[] corners = new int[Corner.COUNT];
        int nextUpper = 0;
        int nextLower = U_CORNERS;
        for (int position = 0; position < Corner.COUNT; position++) {
            corners[position] = upper[Corner.COUNT - 1 - position] ? nextUpper++ : nextLower++;
        }
        return CubieCube.of(corners, new int[Corner.COUNT],
                CubieCube.SOLVED.edgePermutation(), CubieCube.SOLVED.edgeFlips());
    }
}
