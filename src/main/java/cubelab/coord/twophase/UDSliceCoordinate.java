package cubelab.coord.twophase;

import cubelab.coord.Coordinate;
import cubelab.model.CubieCube;
import cubelab.model.Edge;

/**
 * Which four of the twelve edge positions hold the UD-slice edges (FR, FL, BL, BR), ignoring
 * their order: Kociemba's phase-1 slice coordinate. Range 0..494; 0 when the slice edges are in
 * the slice, which is what phase 1 must reach.
 *
 * <p>The rank reads positions from BR down to UR; the k-th slice edge met (k = 1..4) at position
 * j adds C(11 - j, k). This combinatorial number system gives the solved cube 0.
 */
public final class UDSliceCoordinate implements Coordinate {

    /** 495 = C(12, 4) */
    public static final int SIZE = 495;
    /** The four slice edges FR, FL, BL, BR are edges 8..11. */
    static final int FIRST_SLICE_EDGE = Edge.FR.ordinal();
    /** 4 slice edges */
    static final int SLICE_EDGES = 4;

    @Override
    public int size() {
        return SIZE;
    }

    @Override
    public int get(CubieCube cube) {
        int rank = 0;
        int found = 0;
        for (int position = Edge.COUNT - 1; position >= 0; position--) {
            if (cube.edgeAt(position) >= FIRST_SLICE_EDGE) {
                found++;
                rank += binomial(Edge.COUNT - 1 - position, found);
            }
        }
        return rank;
    }

    @Override
    public CubieCube set(int value) {
        return cubeWith(slicePositions(value), new int[] {0, 1, 2, 3});
    }

    /** Whether each of the 12 positions holds a slice edge for a combination rank (0..494). */
    static boolean[] slicePositions(int rank) {
        if (rank < 0 || rank >= SIZE) {
            throw new IllegalArgumentException("UD-slice coordinate outside 0.." + (SIZE - 1) + ": " + rank);
        }
        boolean[] occupied = new boolean[Edge.COUNT];
        int rest = rank;
        for (int k = SLICE_EDGES; k >= 1; k--) {
            // the largest c with C(c, k) <= rest is the k-th term of the number system
            int c = k - 1;
            while (binomial(c + 1, k) <= rest) {
                c++;
            }
            rest -= binomial(c, k);
            occupied[Edge.COUNT - 1 - c] = true;
        }
        return occupied;
    }

    /**
     * A cube with the slice edges at the occupied positions, in the order {@code sliceOrder}
     * (a permutation of 0..3 over the occupied positions in ascending order), and the U/D edges
     * in their natural order in the other positions; corners solved, nothing flipped.
     */
    static CubieCube cubeWith(boolean[] occupied, int[] sliceOrder) {
        int[] edges = new int[Edge.COUNT];
        int nextSlice = 0;
        int nextOther = 0;
        for (int position = 0; position < Edge.COUNT; position++) {
            edges[position] = occupied[position]
                    ? FIRST_SLICE_EDGE + sliceOrder[nextSlice++]
                    : nextOther++;
        }
        return CubieCube.of(CubieCube.SOLVED.cornerPermutation(), CubieCube.SOLVED.cornerTwists(),
                edges, CubieCube.SOLVED.edgeFlips());
    }

    /** C(n, k), 0 when k > n; n ≤ 12 here so int is ample. */
    static int binomial(int n, int k) {
        if (k < 0 || k > n) {
            return 0;
        }
        int result = 1;
        for (int i = 1; i <= k; i++) {
            result = result * (n - k + i) / i;
        }
        return result;
    }
}
