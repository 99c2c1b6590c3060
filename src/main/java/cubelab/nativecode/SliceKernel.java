package cubelab.nativecode;

import java.lang.ref.Cleaner;
import java.nio.ByteBuffer;
import java.util.Optional;

/**
 * The C side of IDA*'s loop over a slice-group table ({@code src/main/c/slice_kernel.c}): its
 * small tables copied into native memory, freed when this object is unreachable, and the table's
 * chunks read where they lie. Immutable and shared by all search threads; each {@link #search}
 * call has its own stack. The arrays' order and meaning is {@code cubelab.search.NativeSliceKernel}'s.
 */
public final class SliceKernel {

    private static final Cleaner CLEANER = Cleaner.create();

    private final long handle;

    private SliceKernel(long handle) {
        this.handle = handle;
        CLEANER.register(this, () -> release(handle));
    }

    /**
     * The loop over these tables (in slice_kernel.c's order) and the table's direct {@code chunks},
     * which the caller keeps alive as long as this; empty when there is no native memory for the
     * copies. Call only where {@link NativeLibrary#loaded()}.
     */
    public static Optional<SliceKernel> create(int[][] arrays, int[] scalars, ByteBuffer[] chunks) {
        long handle = create0(arrays, scalars, chunks);
        return handle == 0 ? Optional.empty() : Optional.of(new SliceKernel(handle));
    }

    /** The address of the loop's tables, which a paired coset loop reads too ({@link CosetKernel}). */
    long handle() {
        return handle;
    }

    /**
     * Depth-first search below the state at {@code states[offset..]}: 1 found, 0 exhausted, −1
     * stopped, less when the loop had no native memory for its stack.
     */
    public int search(int[] states, int offset, int g, int lastFace, int bound, boolean all, int[] path,
            long[] nodesAtDepth, LoopCallbacks callbacks) {
        return search0(handle, states, offset, g, lastFace, bound, all, path, nodesAtDepth, callbacks);
    }

    /**
     * The index of the first of {@code java}'s dimensions (in slice_kernel.c's order) the loop was
     * not compiled with; −1 when all agree. Call only where {@link NativeLibrary#loaded()}.
     */
    public static int dimensionMismatch(int[] java) {
        return dimensionMismatch0(java);
    }

    private static native int dimensionMismatch0(int[] java);

    private static native long create0(int[][] arrays, int[] scalars, ByteBuffer[] chunks);

    private static native int search0(long handle, int[] states, int offset, int g, int lastFace, int bound,
            boolean all, int[] path, long[] nodesAtDepth, LoopCallbacks callbacks);

    private static native void release(long handle);
}
