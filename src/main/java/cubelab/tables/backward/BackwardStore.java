package cubelab.tables.backward;

import cubelab.model.CubieCube;
import cubelab.model.FaceTurn;
import cubelab.notation.Algorithm;
import cubelab.notation.Move;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * Every cube within {@code depth} moves of solved, with its distance (the IJARCCE 2013 paper's static backward
 * search space), in a compact {@link StateStore}. Immutable once built.
 *
 * <p>The store keeps fingerprints, not whole states, so a raw lookup may report a false hit.
 * {@link #distance} confirms a hit exactly: from a stored distance d the path back to solved is
 * found by stepping to a neighbour stored at d−1, and the hit stands only if that walk really
 * reaches the solved cube. Misses, the common case, cost one lookup and are always right.
 */
public final class BackwardStore {

    private final int depth;
    private final long states;
    private final long seed;
    private final StateStore store;
    private final long[] countsByDistance;

    BackwardStore(int depth, long states, long seed, StateStore store, long[] countsByDistance) {
        this.depth = depth;
        this.states = states;
        this.seed = seed;
        this.store = store;
        this.countsByDistance = countsByDistance.clone();
    }

    /** The largest distance stored. */
    public int depth() {
        return depth;
    }

    /** Number of states stored. */
    public long size() {
        return states;
    }

    /** States stored at each distance 0..depth. */
    public long[] countsByDistance() {
        return countsByDistance.clone();
    }

    public long bytes() {
        return store.bytes();
    }

    public String describe() {
        return store.describe();
    }

    /** The hash the store is keyed by. */
    public long hash(long cornerKey, long edgeKey) {
        return StateKey.hash(cornerKey, edgeKey, seed);
    }

    /** Raw lookup: the stored distance, or -1; a hit may be false (about 2^-28 per compared entry). */
    public int candidateDistance(long hash) {
        return store.lookup(hash);
    }

    /** Cache lines a lookup of this hash touches. */
    public int probes(long hash) {
        return store.probes(hash);
    }

    /** The exact distance to solved if the cube is within {@link #depth()} moves, else empty. */
    public OptionalInt distance(CubieCube cube) {
        return pathToSolved(cube).map(path -> OptionalInt.of(path.size())).orElse(OptionalInt.empty());
    }

    /** A shortest algorithm from this cube to solved, if the cube is stored. */
    public Optional<Algorithm> pathToSolved(CubieCube cube) {
        int distance = candidateDistance(cube);
        if (distance < 0) {
            return Optional.empty();
        }
        List<Move> path = new ArrayList<>(distance);
        return walk(cube, distance, path) ? Optional.of(new Algorithm(path)) : Optional.empty();
    }

    private int candidateDistance(CubieCube cube) {
        StateKey key = StateKey.of(cube);
        return store.lookup(hash(key.corners(), key.edges()));
    }

    /** Depth-first over neighbours stored one closer; tiny branching, exact at the end. */
    private boolean walk(CubieCube cube, int distance, List<Move> path) {
        if (distance == 0) {
            return cube.isSolved();
        }
        for (FaceTurn turn : FaceTurn.values()) {
            CubieCube next = cube.apply(turn);
            if (candidateDistance(next) == distance - 1) {
                path.add(turn.toMove());
                if (walk(next, distance - 1, path)) {
                    return true;
                }
                path.remove(path.size() - 1);
            }
        }
        return false;
    }
}
