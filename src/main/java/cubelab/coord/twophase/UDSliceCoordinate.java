package cubelab.coord.twophase;

import cubelab.coord.Coordinate;
import cubelab.model.CubieCube;
import cubelab.model.Edge;

/**
 * Which four of the twelve edge positions hold the UD-slice edges (FR, FL, BL, BR), ignoring
 * their order: Kociemba's phase-1 slice coordinate. Range 0..494; 0 when the slice edges are in
 * the slice, which is what phase 1 must reach.
 *
 * <p>Ranked by {@link Combinations}: reading positions from BR down to UR, the k-th slice edge
 * met (k = 1..4) at position j adds C(11 - j, k), which gives the solved cube 0.
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
        boolean[] occupied = new boolean[Edge.COUNT];
        for (int position = 0; position < Edge.COUNT; position++) {
            occupied[position] = cube.edgeAt(position) >= FIRST_SLICE_EDGE;
        }
        return Combinations.rank(occupied);
    }

    @Override
    public CubieCube set(int value) {
        return cubeWith(slicePositions(value), new int[] {0, 1, 2, 3});
    }

    /** Whether each of the 12 positions holds a slice edge for a combination rank (0..494). */
    static boolean[] slicePositions(int rank) {
        return Combinations.unrank(rank, Edge.COUNT, SLICE_EDGES);
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
}
