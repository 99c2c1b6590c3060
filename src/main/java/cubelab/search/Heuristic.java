package cubelab.search;

import cubelab.model.CubieCube;

/**
 * A lower bound on the number of face turns to solve a cube, over a compact integer state the
 * search keeps in a preallocated array ({@link #stateWidth()} ints per node). Implementations
 * are immutable and shared by all search threads; every method must be allocation free except
 * {@link #encode}.
 */
public interface Heuristic {

    /** A short name for reports, e.g. {@code korf}. */
    String name();

    /** Ints per node state. */
    int stateWidth();

    /** Writes the state of {@code cube} at {@code states[offset..]}. */
    void encode(CubieCube cube, int[] states, int offset);

    /**
     * Writes the state after {@code turn} (0..17) of the state at {@code from} at {@code to} and
     * returns its estimate. When the estimate exceeds {@code budget} the method may stop early
     * and return any value above {@code budget} (the child is pruned and its state unused).
     */
    int child(int[] states, int from, int to, int turn, int budget);

    /**
     * The children of the state at {@code from} under {@code turns[0..count)}: child i's state
     * goes to {@code to + i × stateWidth()} and its estimate to {@code estimates[i]} (any value
     * above {@code budget} when it is pruned). Implementations do the table reads of all children
     * together so the memory system can overlap their cache misses.
     */
    default void children(int[] states, int from, int to, int[] turns, int count, int budget, int[] estimates) {
        int width = stateWidth();
        for (int i = 0; i < count; i++) {
            estimates[i] = child(states, from, to + i * width, turns[i], budget);
        }
    }

    /**
     * The turns (bit t for turn t) that cannot start a solution of at most {@code remaining}
     * moves from the state at {@code offset}: the search does not make those children. By
     * default none.
     */
    default int excludedTurns(int[] states, int offset, int remaining) {
        return 0;
    }

    /**
     * Whether the search may also grow a solution at its end: {@link #premoveChildren} and
     * {@link #excludedPremoves} work. By default not.
     */
    default boolean premoves() {
        return false;
    }

    /**
     * Like {@link #children}, for premoves: child i is {@code turns[i] · P} (turn first, then
     * the cube P), so a solution w of the child makes w followed by {@code turns[i]} a solution
     * of P. Only when {@link #premoves()}.
     */
    default void premoveChildren(int[] states, int from, int to, int[] turns, int count, int budget,
            int[] estimates) {
        throw new UnsupportedOperationException(name() + " has no premoves");
    }

    /**
     * The turns (bit t for turn t) that cannot end a solution of at most {@code remaining} moves
     * from the state at {@code offset}. Only when {@link #premoves()}.
     */
    default int excludedPremoves(int[] states, int offset, int remaining) {
        return 0;
    }

    /** The estimate of the state at {@code offset}. */
    int estimate(int[] states, int offset);

    /** Whether the state at {@code offset} is the solved cube. */
    boolean isSolved(int[] states, int offset);

    /**
     * A faster loop of this heuristic's own for whole subtrees, node for node as {@link IdaStar}'s
     * worker would search them; by default none, and the worker's Java loop runs.
     */
    default java.util.Optional<SubtreeSearch> subtreeSearch() {
        return java.util.Optional.empty();
    }

    /**
     * The check of this heuristic's tables: still running where they were opened for search
     * before their checksum was verified. A search stops when it fails and claims no answer
     * before it passes ({@link IdaStar}). By default passed.
     */
    default cubelab.tables.TableCheck tableCheck() {
        return cubelab.tables.TableCheck.PASSED;
    }

    /**
     * The heuristic to read from now on: this one, or the same bounds on faster memory once a copy
     * of its tables made in the background is ready. The copy must read the same states as this
     * one (the same width and encoding) and give the same estimates, since a search takes it up
     * between subtrees, in the middle of an iteration. By default this one.
     */
    default Heuristic forNextSearch() {
        return this;
    }
}
