package cubelab.nativecode;

import java.lang.ref.Cleaner;
import java.util.Optional;

/**
 * The C side of IDA*'s loop over Korf's three tables ({@code src/main/c/korf_kernel.c}): its
 * copy of the tables in native memory, freed when this object is unreachable. Immutable and
 * shared by all search threads; each {@link #search} call has its own stack. What the arrays hold
 * and how the states are encoded is {@code cubelab.search.NativeKorfKernel}'s business.
 */
public final class KorfKernel {

    private static final Cleaner CLEANER = Cleaner.create();

    private final long handle;

    private KorfKernel(long handle) {
        this.handle = handle;
        CLEANER.register(this, () -> release(handle));
    }

    /**
     * The loop over these tables (copied in), or empty when there is no native memory for them.
     * Call only where {@link NativeLibrary#loaded()}.
     */
    public static Optional<KorfKernel> create(char[] permutationMoves, char[] twistMoves, char[] classAndSymmetry,
            char[] twistImage, byte[] foldedCorners, int[] firstEdgeMoves, int[] secondEdgeMoves, byte[] firstEdges,
            byte[] secondEdges, int[] edgeCounts, int[] solvedEdges, boolean[] allowed) {
        long handle = create0(permutationMoves, twistMoves, classAndSymmetry, twistImage, foldedCorners,
                firstEdgeMoves, secondEdgeMoves, firstEdges, secondEdges, edgeCounts, solvedEdges, allowed);
        return handle == 0 ? Optional.empty() : Optional.of(new KorfKernel(handle));
    }

    /**
     * Depth-first search below the state (permutation, twist, first edges, second edges): 1
     * found, 0 exhausted, −1 stopped, less when the loop had no native memory for its counts.
     */
    public int search(int permutation, int twist, int firstEdges, int secondEdges, int g, int lastFace, int bound,
            boolean all, int[] path, long[] nodesAtDepth, LoopCallbacks callbacks) {
        return search0(handle, permutation, twist, firstEdges, secondEdges, g, lastFace, bound, all, path, nodesAtDepth,
                callbacks);
    }

    /**
     * The index of the first of {@code java}'s dimensions (in korf_kernel.c's order) the loop was
     * not compiled with; −1 when all agree. Call only where {@link NativeLibrary#loaded()}.
     */
    public static int dimensionMismatch(int[] java) {
        return dimensionMismatch0(java);
    }

    private static native int dimensionMismatch0(int[] java);

    private static native long create0(char[] permutationMoves, char[] twistMoves, char[] classAndSymmetry,
            char[] twistImage, byte[] foldedCorners, int[] firstEdgeMoves, int[] secondEdgeMoves, byte[] firstEdges,
            byte[] secondEdges, int[] edgeCounts, int[] solvedEdges, boolean[] allowed);

    private static native int search0(long handle, int permutation, int twist, int firstEdges, int secondEdges,
            int g, int lastFace, int bound, boolean all, int[] path, long[] nodesAtDepth, LoopCallbacks callbacks);

    private static native void release(long handle);
}
