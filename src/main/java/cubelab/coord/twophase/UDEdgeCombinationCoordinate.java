package cubelab.coord.twophase;

import cubelab.coord.Coordinate;
import cubelab.model.CubieCube;
import cubelab.model.Edge;

/**
 * Which four of the eight U/D-layer edge positions hold the U edges (UR, UF, UL, UB), ignoring
 * their order. Range 0..69; 0 when solved. Defined in phase 2 only, like
 * {@link UDEdgePermutationCoordinate}; paired with the corner permutation it tells the phase-2
 * search how corners and edges are tangled, which the tables paired with the slice cannot.
 */
public final class UDEdgeCombinationCoordinate implements Coordinate {

    /** 70 = C(8, 4) */
    public static final int SIZE = 70;
    /** 4 U edges: UR, UF, UL, UB are edges 0..3 */
    private static final int U_EDGES = 4;

    @Override
    public int size() {
        return SIZE;
    }

    @Override
    public int get(CubieCube cube) {
        boolean[] upper = new boolean[UDEdgePermutationCoordinate.UD_EDGES];
        for (int position = 0; position < upper.length; position++) {
            int edge = cube.edgeAt(position);
            if (edge >= UDEdgePermutationCoordinate.UD_EDGES) {
                throw new IllegalArgumentException("a slice edge is on the U or D layer: " + cube);
            }
            // U edges ranked as "chosen" from the end, so the solved cube (U edges first) is 0
            upper[upper.length - 1 - position] = edge < U_EDGES;
        }
        return Combinations.rank(upper);
    }

    /** The coordinate of a piece array ({@link CubieCube} "replaced by" form); never allocates. */
    public static int ofEdges(int[] edges) {
        return Combinations.rankOfSmallPiecesReversed(edges, UDEdgePermutationCoordinate.UD_EDGES, U_EDGES);
    }

    @Override
    public CubieCube set(int value) {
        boolean[] upper = Combinations.unrank(value, UDEdgePermutationCoordinate.UD_EDGES, U_EDGES);
        int[] edges = new int[Edge.COUNT];
        int nextUpper = 0;
        int nextLower = U_EDGES;
        for (int position = 0; position < UDEdgePermutationCoordinate.UD_EDGES; position++) {
            edges[position] = upper[upper.length - 1 - position] ? nextUpper++ : nextLower++;
        }
        for (int position = UDEdgePermutationCoordinate.UD_EDGES; position < Edge.COUNT; position++) {
            edges[position] = position;
        }
        return CubieCube.of(CubieCube.SOLVED.cornerPermutation(), CubieCube.SOLVED.cornerTwists(),
                edges, CubieCube.SOLVED.edgeFlips());
    }
}
