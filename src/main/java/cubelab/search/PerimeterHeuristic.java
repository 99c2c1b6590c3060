package cubelab.search;

import cubelab.coord.CornerCoordinate;
import cubelab.coord.CornerTwistCoordinate;
import cubelab.model.CubieCube;
import cubelab.tables.backward.BackwardStore;
import cubelab.tables.backward.KeyMoves;
import cubelab.tables.backward.StateKey;

/**
 * Perimeter search (Korf's "related work", the IJARCCE 2013 paper's store used inside IDA*): a base heuristic
 * plus a {@link BackwardStore} of every state within d moves of solved. Once the remaining
 * budget is at most d, a state's distance is known exactly from the store, and a state not in
 * it is more than d away, so the last d plies of every iteration collapse into one lookup.
 *
 * <p>Admissible even with the store's rare false hits: a false hit reports a distance below the
 * truth (an underestimate), and IDA*'s goal test is exact. State: the base heuristic's ints,
 * then corner permutation, corner twist and the two 6-edge halves of the {@link StateKey}.
 */
public final class PerimeterHeuristic implements Heuristic {

    private final Heuristic base;
    private final BackwardStore store;
    private final KeyMoves moves;
    private final int baseWidth;
    private final int perimeter;

    public PerimeterHeuristic(Heuristic base, BackwardStore store, KeyMoves moves) {
        this.base = base;
        this.store = store;
        this.moves = moves;
        this.baseWidth = base.stateWidth();
        this.perimeter = store.depth();
    }

    @Override
    public String name() {
        return base.name() + "+perimeter" + perimeter;
    }

    @Override
    public int stateWidth() {
        return baseWidth + 4;
    }

    @Override
    public cubelab.tables.TableCheck tableCheck() {
        return base.tableCheck();
    }

    @Override
    public void encode(CubieCube cube, int[] states, int offset) {
        base.encode(cube, states, offset);
        StateKey key = StateKey.of(cube);
        int key0 = offset + baseWidth;
        states[key0] = (int) (key.corners() / CornerTwistCoordinate.SIZE);
        states[key0 + 1] = (int) (key.corners() % CornerTwistCoordinate.SIZE);
        states[key0 + 2] = (int) (key.edges() / StateKey.EDGE_HALF);
        states[key0 + 3] = (int) (key.edges() % StateKey.EDGE_HALF);
    }

    @Override
    public int child(int[] states, int from, int to, int turn, int budget) {
        int h = base.child(states, from, to, turn, budget);
        if (h > budget) {
            return h;
        }
        int source = from + baseWidth;
        int target = to + baseWidth;
        states[target] = moves.cornerPermutation(states[source], turn);
        states[target + 1] = moves.cornerTwist(states[source + 1], turn);
        states[target + 2] = moves.edgeHalf(states[source + 2], turn);
        states[target + 3] = moves.edgeHalf(states[source + 3], turn);
        if (budget > perimeter) {
            // whatever the store says is at most the perimeter, below the budget: it cannot prune
            return h;
        }
        int stored = lookup(states, target);
        // a true hit is exact; a false one is still at most the perimeter, below the truth
        return Math.max(h, stored >= 0 ? stored : perimeter + 1);
    }

    @Override
    public int estimate(int[] states, int offset) {
        int h = base.estimate(states, offset);
        int stored = lookup(states, offset + baseWidth);
        return Math.max(h, stored >= 0 ? stored : perimeter + 1);
    }

    @Override
    public boolean isSolved(int[] states, int offset) {
        return base.isSolved(states, offset);
    }

    private int lookup(int[] states, int key) {
        long corners = CornerCoordinate.of(states[key], states[key + 1]);
        long edges = states[key + 2] * StateKey.EDGE_HALF + states[key + 3];
        return store.candidateDistance(store.hash(corners, edges));
    }
}
