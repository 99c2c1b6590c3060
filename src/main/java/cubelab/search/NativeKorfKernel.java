package cubelab.search;

import cubelab.model.FaceTurn;
import cubelab.coord.CornerTwistCoordinate;
import cubelab.tables.NativeDimensions;
import cubelab.tables.NativeLibrary;
import java.lang.ref.Cleaner;
import java.util.Optional;

/**
 * IDA*'s loop over Korf's three tables in native code ({@code src/main/c/korf_kernel.c}, in
 * the {@link NativeLibrary}): the same search as {@link PatternDatabaseHeuristic}
 * under {@link IdaStar}'s worker, node for node, but with prefetches, which Java lacks, so it
 * generates more nodes a second (docs/solver.md, "The node rate on an idle machine"). Without the
 * library {@link #create} gives nothing and the Java loop runs.
 *
 * <p>The tables are copied into native memory once and freed when this object is unreachable.
 * Immutable and shared by all search threads; each {@link #search} call has its own stack.
 */
final class NativeKorfKernel implements SubtreeSearch {

    /** What the loop reads its tables by, in korf_kernel.c's order. */
    static final NativeDimensions DIMENSIONS = new NativeDimensions("Korf search loop",
            java.util.List.of("turns", "corner twists"), FaceTurn.COUNT, CornerTwistCoordinate.SIZE);

    private static final Cleaner CLEANER = Cleaner.create();

    private final long handle;

    private NativeKorfKernel(long handle) {
        this.handle = handle;
        CLEANER.register(this, () -> release(handle));
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
        DIMENSIONS.refuseMismatch(dimensionMismatch0(DIMENSIONS.values()));
        long handle = create0(permutationMoves, twistMoves, classAndSymmetry, twistImage, foldedCorners,
                firstEdgeMoves, secondEdgeMoves, firstEdges, secondEdges, edgeCounts, solvedEdges, allowed);
        return handle == 0 ? Optional.empty() : Optional.of(new NativeKorfKernel(handle));
    }

    /** The state is (permutation, twist, first edges, second edges), as the heuristic encodes it. */
    @Override
    public int search(int[] state, int offset, int g, int lastFace, int bound, boolean all, int[] path, long[] nodesAtDepth,
            Callbacks callbacks) {
        int result = search0(handle, state[offset], state[offset + 1], state[offset + 2], state[offset + 3], g,
                lastFace, bound, all, path, nodesAtDepth, callbacks);
        if (result < STOPPED) {
            throw new OutOfMemoryError("no native memory for the Korf search's counts");
        }
        return result;
    }

    /** The index of the first of {@code java}'s dimensions the loop was not compiled with; −1 when all agree. */
    static int dimensionMismatch(int[] java) {
        return dimensionMismatch0(java);
    }

    private static native int dimensionMismatch0(int[] java);

    private static native long create0(char[] permutationMoves, char[] twistMoves, char[] classAndSymmetry,
            char[] twistImage, byte[] foldedCorners, int[] firstEdgeMoves, int[] secondEdgeMoves, byte[] firstEdges,
            byte[] secondEdges, int[] edgeCounts, int[] solvedEdges, boolean[] allowed);

    private static native int search0(long handle, int permutation, int twist, int firstEdges, int secondEdges,
            int g, int lastFace, int bound, boolean all, int[] path, long[] nodesAtDepth, Callbacks callbacks);

    private static native void release(long handle);
}
