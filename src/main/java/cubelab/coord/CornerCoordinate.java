package cubelab.coord;

import cubelab.model.CubieCube;

/**
 * All eight corners, position and twist: {@code permutation × 2187 + twist}, where the
 * permutation is {@link CornerPermutationCoordinate} (0..40319) and the twist
 * {@link CornerTwistCoordinate} (0..2186). Range 0..88,179,839. This is the index of Korf's
 * corner pattern database. A turn maps the two parts independently, so a search keeps them as
 * two small move-table lookups ({@link #permutationMoves()}, {@link #twistMoves()}).
 */
public final class CornerCoordinate implements Coordinate {

    /** 88,179,840 = 8!·3^7 */
    public static final int SIZE = CornerPermutationCoordinate.SIZE * CornerTwistCoordinate.SIZE;

    private final CornerPermutationCoordinate permutation = new CornerPermutationCoordinate();
    private final CornerTwistCoordinate twist = new CornerTwistCoordinate();

    @Override
    public int size() {
        return SIZE;
    }

    @Override
    public int get(CubieCube cube) {
        return permutation.get(cube) * CornerTwistCoordinate.SIZE + twist.get(cube);
    }

    @Override
    public CubieCube set(int value) {
        CubieCube permuted = permutation.set(value / CornerTwistCoordinate.SIZE);
        CubieCube twisted = twist.set(value % CornerTwistCoordinate.SIZE);
        return CubieCube.of(permuted.cornerPermutation(), twisted.cornerTwists(),
                CubieCube.SOLVED.edgePermutation(), CubieCube.SOLVED.edgeFlips());
    }

    /** Combines the two parts into the coordinate. */
    public static int of(int permutation, int twist) {
        return permutation * CornerTwistCoordinate.SIZE + twist;
    }

    /** A move table of the permutation part (40,320 × 18). */
    public static MoveTable permutationMoves() {
        return MoveTable.build(new CornerPermutationCoordinate());
    }

    /** A move table of the twist part (2,187 × 18). */
    public static MoveTable twistMoves() {
        return MoveTable.build(new CornerTwistCoordinate());
    }
}
