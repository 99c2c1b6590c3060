package cubelab.tables.backward;

import cubelab.coord.CornerCoordinate;
import cubelab.coord.CornerTwistCoordinate;
import cubelab.coord.EdgeSubsetMoveTable;
import cubelab.coord.MoveTable;

/**
 * Applies face turns to {@link StateKey}s with table lookups: corner permutation and twist, and
 * one 6-edge positions table that moves both edge halves (about 50 MB). Build once and share.
 */
public final class KeyMoves {

    private final MoveTable permutationMoves;
    private final MoveTable twistMoves;
    private final EdgeSubsetMoveTable edgeMoves;

    private KeyMoves(MoveTable permutationMoves, MoveTable twistMoves, EdgeSubsetMoveTable edgeMoves) {
        this.permutationMoves = permutationMoves;
        this.twistMoves = twistMoves;
        this.edgeMoves = edgeMoves;
    }

    public static KeyMoves build() {
        return new KeyMoves(CornerCoordinate.permutationMoves(), CornerCoordinate.twistMoves(),
                EdgeSubsetMoveTable.build(StateKey.LOW_EDGES));
    }

    /** The corner permutation (0..40319) after a turn. */
    public int cornerPermutation(int permutation, int turn) {
        return permutationMoves.apply(permutation, turn);
    }

    /** The corner twist (0..2186) after a turn. */
    public int cornerTwist(int twist, int turn) {
        return twistMoves.apply(twist, turn);
    }

    /** Either 6-edge half (0..42,577,919) after a turn. */
    public int edgeHalf(int half, int turn) {
        return edgeMoves.apply(half, turn);
    }

    /** The corner part after a turn (0..17). */
    public long corners(long corners, int turn) {
        int permutation = (int) (corners / CornerTwistCoordinate.SIZE);
        int twist = (int) (corners % CornerTwistCoordinate.SIZE);
        return CornerCoordinate.of(permutationMoves.apply(permutation, turn), twistMoves.apply(twist, turn));
    }

    /** The edge part after a turn; both halves are 6-edge subsets, so one positions table moves both. */
    public long edges(long edges, int turn) {
        int low = (int) (edges / StateKey.EDGE_HALF);
        int high = (int) (edges % StateKey.EDGE_HALF);
        return StateKey.edges(edgeMoves.apply(low, turn), edgeMoves.apply(high, turn));
    }
}
