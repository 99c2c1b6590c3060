package cubelab.search;

import cubelab.nativecode.LoopCallbacks;

/**
 * A heuristic's own loop for whole subtrees of {@link IdaStar}'s iterations: the same nodes, in
 * the same order, with the same counts and first solution as the worker's Java loop, but faster
 * (Korf's tables in native code, {@link NativeKorfKernel}). A heuristic offers one through
 * {@link Heuristic#subtreeSearch()}; the search never asks which heuristic it has.
 */
interface SubtreeSearch {

    /** {@link #search}'s results. */
    int FOUND = 1;
    int EXHAUSTED = 0;
    int STOPPED = -1;

    /**
     * Depth-first search below the state at {@code states[offset..]}, depth {@code g}, reached by
     * a turn of {@code lastFace}, for solutions of {@code bound} moves, in move order: the first
     * ({@link #FOUND}, its turns of depths g..bound−1 written into {@code path}) or, with
     * {@code all}, each one handed to {@link LoopCallbacks#solution()} with the whole path written.
     * {@code path[0..g)} holds the turns to the state. Adds the nodes it generates to
     * {@code nodesAtDepth}.
     */
    int search(int[] states, int offset, int g, int lastFace, int bound, boolean all, int[] path,
            long[] nodesAtDepth, LoopCallbacks callbacks);
}
