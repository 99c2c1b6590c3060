package cubelab.search;

import cubelab.model.FaceTurn;
import cubelab.coord.CornerTwistCoordinate;
import cubelab.nativecode.NativeDimensions;
import cubelab.nativecode.KorfKernel;
import cubelab.nativecode.LoopCallbacks;
import cubelab.nativecode.NativeLibrary;
import java.util.Optional;

/**
 * IDA*'s loop over Korf's three tables in native code ({@code src/main/c/korf_kernel.c}, in
 * the {@link NativeLibrary}): the same search as {@link PatternDatabaseHeuristic}
 * under {@link IdaStar}'s worker, node for node, but with prefetches, which Java lacks, so it
 * generates more nodes a second (docs/solver.md, "The node rate on an idle machine"). Without the
 * library {@link #create} gives nothing and the Java loop runs.
 *
 * <p>The tables are copied into native memory once ({@link KorfKernel}) and freed when this object
 * is unreachable. Immutable and shared by all search threads; each {@link #search} call has its own
 * stack.
 */
final class NativeKorfKernel implements SubtreeSearch {

    /** What the loop reads its tables by, in korf_kernel.c's order. */
    static final NativeDimensions DIMENSIONS = new NativeDimensions("Korf search loop",
            java.util.List.of("turns", "corner twists"), FaceTurn.COUNT, CornerTwistCoordinate.SIZE);

    private final KorfKernel kernel;

    private NativeKorfKernel(KorfKernel kernel) {
        this.kernel = kernel;
    }

    /** Whether the native library is loaded (false: every {@link #create} is empty). */
    static boolean available() {
        return NativeLibrary.loaded();
    }

    /**
     * The kernel over these tables, or empty without the library. Arrays as the heuristic holds
     * them: move tables by (value × 18 + turn), 4-bit tables by entry, and
     * {@code allowed[previousFace × 6 + face]} for the move pruning.
     */
    static Optional<NativeKorfKernel> create(char[] permutationMoves, char[] twistMoves, char[] classAndSymmetry,
            char[] twistImage, byte[] foldedCorners, int[] firstEdgeMoves, int[] secondEdgeMoves, byte[] firstEdges,
            byte[] secondEdges, int[] edgeCounts, int[] solvedEdges, boolean[] allowed) {
        if (!NativeLibrary.loaded()) {
            return Optional.empty();
        }
        DIMENSIONS.refuseMismatch(KorfKernel.dimensionMismatch(DIMENSIONS.values()));
        return KorfKernel.create(permutationMoves, twistMoves, classAndSymmetry, twistImage, foldedCorners,
                firstEdgeMoves, secondEdgeMoves, firstEdges, secondEdges, edgeCounts, solvedEdges, allowed)
                .map(NativeKorfKernel::new);
    }

    /** The state is (permutation, twist, first edges, second edges), as the heuristic encodes it. */
    @Override
    public int search(int[] state, int offset, int g, int lastFace, int bound, boolean all, int[] path, long[] nodesAtDepth,
            LoopCallbacks callbacks) {
        int result = kernel.search(state[offset], state[offset + 1], state[offset + 2], state[offset + 3], g,
                lastFace, bound, all, path, nodesAtDepth, callbacks);
        if (result < STOPPED) {
            throw new OutOfMemoryError("no native memory for the Korf search's counts");
        }
        return result;
    }
}
