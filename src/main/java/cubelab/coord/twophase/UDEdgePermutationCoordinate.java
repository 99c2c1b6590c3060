package cubelab.coord.twophase;

import cubelab.coord.Coordinate;
import cubelab.coord.Permutations;
import cubelab.model.CubieCube;
import cubelab.model.Edge;

/**
 * The order of the eight U and D edges (UR..DB) on the U and D layers, as a lexicographic rank.
 * Range 0..40319. Defined only in phase 2, where those edges stay on the U and D layers;
 * {@link #get} rejects other cubes.
 */
public final class UDEdgePermutationCoordinate implements Coordinate {

    /** 40320 = 8! */
    public static final int SIZE = 40_320;
    /** 8 U and D edges: UR..DB */
    static final int UD_EDGES = 8;

    @Override
    public int size() {
        return SIZE;
    }

    @Override
    public int get(CubieCube cube) {
        int[] order = new int[UD_EDGES];
        for (int position = 0; position < UD_EDGES; position++) {
            order[position] = cube.edgeAt(position);
            if (order[position] >= UD_EDGES) {
                throw new IllegalArgumentException("a slice edge is on the U or D layer: " + cube);
            }
        }
        return Permutations.rank(order);
    }

    @Override
    public CubieCube set(int value) {
        if (value < 0 || value >= SIZE) {
            throw new IllegalArgumentException("UD edge permutation outside 0.." + (SIZE - 1) + ": " + value);
        }
        int[] edges = new int[Edge.COUNT];
        System.arraycopy(Permutations.unrank(value, UD_EDGES), 0, edges, 0, UD_EDGES);
        for (int position = UD_EDGES; position < Edge.COUNT; position++) {
            edges[position] = position;
        }
        return CubieCube.of(CubieCube.SOLVED.cornerPermutation(), CubieCube.SOLVED.cornerTwists(),
                edges, CubieCube.SOLVED.edgeFlips());
    }
}
