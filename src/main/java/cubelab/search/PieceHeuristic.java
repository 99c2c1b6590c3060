package cubelab.search;

import cubelab.coord.CornerCoordinate;
import cubelab.coord.CornerTwistCoordinate;
import cubelab.coord.EdgeSubsetCoordinate;
import cubelab.coord.EdgeSubsetMoveTable;
import cubelab.coord.MoveTable;
import cubelab.model.CubieCube;
import cubelab.model.Edge;
import cubelab.model.FaceTurn;
import java.util.Arrays;

/**
 * Heuristics that need no pattern database: the whole cube as corner permutation, corner twist
 * and each edge piece's own (position, flip) state 0..23, a 2 + 12 int state.
 *
 * <p>{@link #empty()}: h = 0 (brute-force IDA*, which generates exactly Korf's Table 1 counts).
 * {@link #manhattan()}: Korf's first, weak heuristic: the 3D Manhattan distance of the edge
 * cubies — for each edge the fewest turns that bring it home with the right flip — summed and
 * divided by 4 (a turn moves four edges), rounded up.
 */
public final class PieceHeuristic implements Heuristic {

    private static final int EDGE_STATES = 24; // 12 positions × 2 flips
    private static final int WIDTH = 2 + Edge.COUNT;

    private final boolean manhattan;
    private final MoveTable permutationMoves = CornerCoordinate.permutationMoves();
    private final MoveTable twistMoves = CornerCoordinate.twistMoves();
    /** edgeMoves[state * 18 + turn], state = position << 1 | flip, the same for every piece. */
    private final int[] edgeMoves = new int[EDGE_STATES * FaceTurn.COUNT];
    /** distance[piece * 24 + state]: turns to bring the piece home, flip 0. */
    private final int[] distance = new int[Edge.COUNT * EDGE_STATES];

    private PieceHeuristic(boolean manhattan) {
        this.manhattan = manhattan;
        EdgeSubsetMoveTable single = EdgeSubsetMoveTable.build(EdgeSubsetCoordinate.of(Edge.UR));
        for (int state = 0; state < EDGE_STATES; state++) {
            for (int turn = 0; turn < FaceTurn.COUNT; turn++) {
                edgeMoves[state * FaceTurn.COUNT + turn] = single.apply(state, turn);
            }
        }
        for (int piece = 0; piece < Edge.COUNT; piece++) {
            int[] d = new int[EDGE_STATES];
            Arrays.fill(d, -1);
            d[piece << 1] = 0;
            for (int level = 0, changed = 1; changed > 0; level++) {
                changed = 0;
                for (int state = 0; state < EDGE_STATES; state++) {
                    if (d[state] == level) {
                        for (int turn = 0; turn < FaceTurn.COUNT; turn++) {
                            int next = edgeMoves[state * FaceTurn.COUNT + turn];
                            if (d[next] < 0) {
                                d[next] = level + 1;
                                changed++;
                            }
                        }
                    }
                }
            }
            System.arraycopy(d, 0, distance, piece * EDGE_STATES, EDGE_STATES);
        }
    }

    public static PieceHeuristic empty() {
        return new PieceHeuristic(false);
    }

    public static PieceHeuristic manhattan() {
        return new PieceHeuristic(true);
    }

    @Override
    public String name() {
        return manhattan ? "manhattan" : "none";
    }

    @Override
    public int stateWidth() {
        return WIDTH;
    }

    @Override
    public void encode(CubieCube cube, int[] states, int offset) {
        int corner = new CornerCoordinate().get(cube);
        states[offset] = corner / CornerTwistCoordinate.SIZE;
        states[offset + 1] = corner % CornerTwistCoordinate.SIZE;
        for (int position = 0; position < Edge.COUNT; position++) {
            states[offset + 2 + cube.edgeAt(position)] = position << 1 | cube.edgeFlipAt(position);
        }
    }

    @Override
    public int child(int[] states, int from, int to, int turn, int budget) {
        states[to] = permutationMoves.apply(states[from], turn);
        states[to + 1] = twistMoves.apply(states[from + 1], turn);
        for (int piece = 0; piece < Edge.COUNT; piece++) {
            states[to + 2 + piece] = edgeMoves[states[from + 2 + piece] * FaceTurn.COUNT + turn];
        }
        return manhattan ? estimate(states, to) : 0;
    }

    @Override
    public int estimate(int[] states, int offset) {
        if (!manhattan) {
            return 0;
        }
        int sum = 0;
        for (int piece = 0; piece < Edge.COUNT; piece++) {
            sum += distance[piece * EDGE_STATES + states[offset + 2 + piece]];
        }
        return (sum + 3) / 4;
    }

    @Override
    public boolean isSolved(int[] states, int offset) {
        if (states[offset] != 0 || states[offset + 1] != 0) {
            return false;
        }
        for (int piece = 0; piece < Edge.COUNT; piece++) {
            if (states[offset + 2 + piece] != piece << 1) {
                return false;
            }
        }
        return true;
    }
}
