package cubelab.nativecode;

import java.lang.ref.Cleaner;
import java.nio.ByteBuffer;
import java.util.Optional;

/**
 * The C side of IDA*'s loop over a coset table ({@code src/main/c/coset_search.h}, built as
 * {@code coset_kernel.c} and, paired with a slice-group table's loop, as {@code paired_kernel.c}):
 * its small tables copied into native memory, freed when this object is unreachable, and the
 * table's chunks read where they lie. Immutable and shared by all search threads; each
 * {@link #search} call has its own stack; {@link #children} estimates one node's children, for
 * the first moves' expansion. The arrays' order and meaning is
 * {@code cubelab.search.NativeCosetKernel}'s.
 */
public final class CosetKernel {

    private static final Cleaner CLEANER = Cleaner.create();

    private final long handle;
    /** The paired slice-group loop, whose tables this one reads, or null; kept alive here. */
    private final SliceKernel slice;

    private CosetKernel(long handle, SliceKernel slice) {
        this.handle = handle;
        this.slice = slice;
        if (slice == null) {
            CLEANER.register(this, () -> release(handle));
        } else {
            CLEANER.register(this, () -> releasePaired(handle));
        }
    }

    /**
     * The loop over these tables (in coset_kernel.c's order) and the table's direct {@code chunks},
     * which the caller keeps alive as long as this; empty when there is no native memory for the
     * copies. Call only where {@link NativeLibrary#loaded()}.
     */
    public static Optional<CosetKernel> create(int[][] arrays, int[] scalars, ByteBuffer[] chunks) {
        long handle = create0(arrays, scalars, chunks);
        return handle == 0 ? Optional.empty() : Optional.of(new CosetKernel(handle, null));
    }

    /** {@link #create}, with each node's bound also read from {@code slice}'s table (paired_kernel.c). */
    public static Optional<CosetKernel> createPaired(int[][] arrays, int[] scalars, ByteBuffer[] chunks,
            SliceKernel slice) {
        long handle = create0Paired(arrays, scalars, chunks, slice.handle());
        return handle == 0 ? Optional.empty() : Optional.of(new CosetKernel(handle, slice));
    }

    /**
     * Depth-first search below the state at {@code states[offset..]}: 1 found, 0 exhausted, −1
     * stopped, less when the loop had no native memory for its stack.
     */
    public int search(int[] states, int offset, int g, int lastFace, int bound, boolean all, int[] path,
            long[] nodesAtDepth, LoopCallbacks callbacks) {
        return slice == null ? search0(handle, states, offset, g, lastFace, bound, all, path, nodesAtDepth, callbacks)
                : search0Paired(handle, states, offset, g, lastFace, bound, all, path, nodesAtDepth, callbacks);
    }

    /**
     * The children of the node at {@code states[from..]} under {@code turns[0..count)}, estimated
     * with the loop's reads: child i's state at {@code to + i × width} where its estimate,
     * {@code estimates[i]}, is within {@code budget} (at least 1); a bound above it where the child
     * is cut, its state left as it was.
     */
    public void children(int[] states, int from, int to, int width, int[] turns, int count, int budget,
            int[] estimates) {
        if (slice == null) {
            children0(handle, states, from, to, width, turns, count, budget, estimates);
        } else {
            children0Paired(handle, states, from, to, width, turns, count, budget, estimates);
        }
    }

    /**
     * The index of the first of {@code java}'s dimensions (in coset_kernel.c's order, which the
     * paired loop shares) the loop was not compiled with; −1 when all agree. Call only where
     * {@link NativeLibrary#loaded()}.
     */
    public static int dimensionMismatch(int[] java) {
        return dimensionMismatch0(java);
    }

    private static native int dimensionMismatch0(int[] java);

    private static native long create0(int[][] arrays, int[] scalars, ByteBuffer[] chunks);

    private static native int search0(long handle, int[] states, int offset, int g, int lastFace, int bound,
            boolean all, int[] path, long[] nodesAtDepth, LoopCallbacks callbacks);

    private static native void children0(long handle, int[] states, int from, int to, int width, int[] turns,
            int count, int budget, int[] estimates);

    private static native void release(long handle);

    private static native long create0Paired(int[][] arrays, int[] scalars, ByteBuffer[] chunks, long slice);

    private static native int search0Paired(long handle, int[] states, int offset, int g, int lastFace, int bound,
            boolean all, int[] path, long[] nodesAtDepth, LoopCallbacks callbacks);

    private static native void children0Paired(long handle, int[] states, int from, int to, int width, int[] turns,
            int count, int budget, int[] estimates);

    private static native void releasePaired(long handle);
}
