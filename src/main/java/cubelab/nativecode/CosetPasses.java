package cubelab.nativecode;

import java.nio.ByteBuffer;
import java.util.Optional;

/**
 * The C side of a coset table build's forward pass ({@code src/main/c/coset_passes.c}): its maps
 * copied into native memory, and the table's chunks written where they lie. One per pass, closed
 * when the pass ends. The arrays' order and what a mark means is
 * {@code cubelab.tables.coset.NativeCosetPasses}'s.
 */
public final class CosetPasses implements AutoCloseable {

    private final long handle;

    private CosetPasses(long handle) {
        this.handle = handle;
    }

    /**
     * The loop over these maps (in coset_passes.c's order) and the table's direct {@code chunks}
     * of units of {@code unitWords} words (WordLayout),
     * which the caller keeps alive as long as this; empty when there is no native memory for the
     * copies. Call only where {@link NativeLibrary#loaded()}.
     */
    public static Optional<CosetPasses> create(int[][] arrays, int orientedEdges, int flipValues, int orderValues,
            int unitWords, ByteBuffer[] chunks) {
        long handle = create0(arrays, orientedEdges, flipValues, orderValues, unitWords, chunks);
        return handle == 0 ? Optional.empty() : Optional.of(new CosetPasses(handle));
    }

    /**
     * Marks the unvisited neighbours of {@code states[0..count)} under one turn in a row without
     * symmetries; {@code places} and {@code sorted} are the calling thread's room for them.
     */
    public void forward(int[] states, int[] places, int[] sorted, int count, int flipSlab, int sliceSlab, long first,
            int code, int distance) {
        forward0(handle, states, places, sorted, count, flipSlab, sliceSlab, first, code, distance);
    }

    /** {@link #forward} for a row with symmetries, each neighbour marked in every copy {@code stabilizer} gives it. */
    public void forwardSymmetric(int[] states, int count, int flipSlab, int sliceSlab, long first, int code,
            int distance, int stabilizer) {
        forwardSymmetric0(handle, states, count, flipSlab, sliceSlab, first, code, distance, stabilizer);
    }

    @Override
    public void close() {
        release0(handle);
    }

    /**
     * The index of the first of {@code java}'s dimensions (in coset_passes.c's order) the loop was
     * not compiled with; −1 when all agree. Call only where {@link NativeLibrary#loaded()}.
     */
    public static int dimensionMismatch(int[] java) {
        return dimensionMismatch0(java);
    }

    private static native int dimensionMismatch0(int[] java);

    private static native long create0(int[][] arrays, int orientedEdges, int flipValues, int orderValues,
            int unitWords, ByteBuffer[] chunks);

    private static native void forward0(long handle, int[] states, int[] places, int[] sorted, int count, int flipSlab,
            int sliceSlab, long first, int code, int distance);

    private static native void forwardSymmetric0(long handle, int[] states, int count, int flipSlab, int sliceSlab,
            long first, int code, int distance, int stabilizer);

    private static native void release0(long handle);
}
