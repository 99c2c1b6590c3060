package cubelab.tables.backward;

import cubelab.common.Cancellation;
import cubelab.model.CubieCube;
import cubelab.model.FaceTurn;
import cubelab.tables.MemoryBudget;
import java.util.concurrent.CancellationException;

/**
 * Builds a {@link BackwardStore} by breadth-first search from solved: level d+1 is every turn of
 * a level-d state that no earlier level holds, with exact keys in a hash set; then the compact
 * store is made from the states' hashes and the exact set is dropped.
 *
 * <p>Not a {@code BreadthFirstLevels} table: the states are whole cubes, too many to hold an entry
 * each, so the set holds only those found, the unvisited ones cannot be listed for a backward
 * pass, and the search stops at a fixed depth rather than when every entry is reached.
 */
public final class BackwardStoreBuilder {

    /** Cumulative state counts for depths 0..8 (cube20.org), for sizing and checks. */
    private static final long[] CUMULATIVE = {
        1L, 19L, 262L, 3_502L, 46_741L, 621_649L, 8_240_087L, 109_043_123L, 1_441_386_411L,
    };
    /** Largest depth this builder accepts: depth 8 needs a 1.4·10^9-state set. */
    public static final int MAX_DEPTH = 7;

    /** Progress: the level finished, states found so far, elapsed nanoseconds. */
    public interface Progress {
        void levelDone(int depth, long states, long elapsedNanos);
    }

    private final int depth;
    private final StoreLayout layout;
    private final long seed;
    private final KeyMoves moves;

    public BackwardStoreBuilder(int depth, StoreLayout layout, long seed) {
        this(depth, layout, seed, KeyMoves.build());
    }

    /** A builder sharing already built move tables. */
    public BackwardStoreBuilder(int depth, StoreLayout layout, long seed, KeyMoves moves) {
        if (depth < 0 || depth > MAX_DEPTH) {
            throw new IllegalArgumentException("depth must be 0.." + MAX_DEPTH + ", was " + depth);
        }
        this.depth = depth;
        this.layout = layout;
        this.seed = seed;
        this.moves = moves;
    }

    /** Expected number of states within a depth. */
    public static long statesWithin(int depth) {
        return CUMULATIVE[depth];
    }

    /**
     * Heap the build needs at its peak: the exact set (int + long + byte a slot, 1.5 to 3 slots a
     * state) with the hashes and distances of every state beside it, and the compact store.
     */
    public static long bytesToBuild(int depth) {
        long states = CUMULATIVE[depth];
        long slots = ExactStateSet.capacityFor(states);
        return slots * (Integer.BYTES + Long.BYTES + 1) + states * (Long.BYTES + 1 + 12);
    }

    /** Builds within a budget from the free heap. */
    public BackwardStore build(Progress progress, Cancellation cancelled) {
        return build(progress, cancelled, MemoryBudget.fromHeap());
    }

    /**
     * Builds the store; the whole exact set is allocated at the start, so the budget is checked once, before.
     *
     * @throws MemoryBudgetExceededException if the build would not fit in {@code budget}
     */
    public BackwardStore build(Progress progress, Cancellation cancelled, MemoryBudget budget) {
        if (!budget.allows(bytesToBuild(depth))) {
            throw budget.tooSmallFor("the backward store of depth " + depth, bytesToBuild(depth),
                    "use a smaller --store-depth, or " + MemoryBudget.ALTERNATIVE);
        }
        long start = System.nanoTime();
        ExactStateSet set = new ExactStateSet(CUMULATIVE[depth]);
        StateKey solved = StateKey.of(CubieCube.SOLVED);
        set.add(solved.corners(), solved.edges(), 0);
        long[] counts = new long[depth + 1];
        counts[0] = 1;
        progress.levelDone(0, 1, System.nanoTime() - start);
        for (int level = 1; level <= depth; level++) {
            for (int slot = 0; slot < set.capacity(); slot++) {
                if (set.distanceAt(slot) != level - 1) {
                    continue;
                }
                if ((slot & 0xFFFF) == 0 && cancelled.isCancelled()) {
                    throw new CancellationException("backward store build cancelled");
                }
                long corners = set.cornersAt(slot);
                long edges = set.edgesAt(slot);
                for (int turn = 0; turn < FaceTurn.COUNT; turn++) {
                    if (set.add(moves.corners(corners, turn), moves.edges(edges, turn), level)) {
                        counts[level]++;
                    }
                }
            }
            progress.levelDone(level, set.size(), System.nanoTime() - start);
        }
        long[] hashes = new long[set.size()];
        byte[] distances = new byte[set.size()];
        // two stored states sharing a bucket and a fingerprint would shadow each other: check
        // every state reads back its own distance, and rehash with the next seed if one does not
        for (long attempt = seed; ; attempt++) {
            int next = 0;
            for (int slot = 0; slot < set.capacity(); slot++) {
                int distance = set.distanceAt(slot);
                if (distance >= 0) {
                    hashes[next] = StateKey.hash(set.cornersAt(slot), set.edgesAt(slot), attempt);
                    distances[next++] = (byte) distance;
                }
            }
            StateStore store = layout.build(hashes, distances);
            if (readsBack(store, hashes, distances)) {
                return new BackwardStore(depth, set.size(), attempt, store, counts);
            }
        }
    }

    private static boolean readsBack(StateStore store, long[] hashes, byte[] distances) {
        for (int i = 0; i < hashes.length; i++) {
            if (store.lookup(hashes[i]) != distances[i]) {
                return false;
            }
        }
        return true;
    }
}
