package cubelab.tables.coset;

import cubelab.model.FaceTurn;
import cubelab.coord.twophase.UDSliceCoordinate;
import cubelab.coord.twophase.SliceSortedCoordinate;
import cubelab.coord.EdgeFlipCoordinate;
import cubelab.nativecode.NativeDimensions;
import cubelab.coord.coset.CosetCoordinates;
import cubelab.nativecode.CosetPasses;
import cubelab.nativecode.NativeLibrary;
import java.nio.ByteBuffer;
import java.util.Optional;

/**
 * The inner loop of a coset table build's forward pass in native code
 * ({@code src/main/c/coset_passes.c}, in the {@link NativeLibrary}): one source row's entries
 * under one turn, marked in the neighbouring row (with every symmetric copy where the row has
 * symmetries) as {@link CosetTableBuilder#forward} marks them in Java, the same bytes. It writes
 * the table where the build keeps it (native memory, or the file mapping); for a heap copy
 * {@link #create} gives nothing and the Java loop runs. One per pass, closed when the pass ends;
 * its maps (about 7 MB) are copied in once ({@link CosetPasses}).
 */
final class NativeCosetPasses implements AutoCloseable {

    /** What the passes read their tables by, in coset_passes.c's order. */
    static final NativeDimensions DIMENSIONS = new NativeDimensions("coset build passes",
            java.util.List.of("turns", "symmetries", "edge flips", "sorted E-slice places", "E-slice places",
                    "entries under a least distance", "entries in two words", "chunk shift"),
            FaceTurn.COUNT, TurnMaps.SYMMETRIES, EdgeFlipCoordinate.SIZE, SliceSortedCoordinate.SIZE,
            UDSliceCoordinate.SIZE, WordLayout.ENTRIES_UNDER_NIBBLE, WordLayout.PAIRS_WITH_NIBBLE.unitEntries(),
            PackedWords.CHUNK_SHIFT);

    /** Where CosetCoordinates.tablesForNativeCode puts the conjugates the symmetric rows need. */
    private static final int SLICE_CONJUGATE = 4;
    private static final int FLIP_CONJUGATE = 5;
    private static final int FLIP_CONJUGATE_XOR = 6;

    private final CosetPasses passes;

    private NativeCosetPasses(CosetPasses passes) {
        this.passes = passes;
    }

    /** The loop over {@code table}'s words, or empty without the library or for a table in the heap. */
    static Optional<NativeCosetPasses> create(TurnMaps maps, EdgeIndexer indexer, CosetCoordinates coordinates,
            PackedWords table) {
        if (!NativeLibrary.loaded()) {
            return Optional.empty();
        }
        DIMENSIONS.refuseMismatch(CosetPasses.dimensionMismatch(DIMENSIONS.values()));
        Optional<ByteBuffer[]> chunks = table.directChunks();
        if (chunks.isEmpty()) {
            return Optional.empty();
        }
        int[][] turns = maps.tablesForNativeCode();
        int[][] edges = indexer.tablesForNativeCode();
        int[][] coordinateTables = coordinates.tablesForNativeCode();
        CosetTableSpec spec = indexer.spec();
        // TurnMaps' flip and slice maps, EdgeIndexer's masks, gather table and order part, then
        // CosetCoordinates' slice and flip conjugates and the flip conjugates' XOR
        int[][] arrays = {turns[0], turns[1], edges[0], edges[1], edges[2], coordinateTables[SLICE_CONJUGATE],
            coordinateTables[FLIP_CONJUGATE], coordinateTables[FLIP_CONJUGATE_XOR]};
        return CosetPasses.create(arrays, spec.orientedEdges(), spec.flipValues(), spec.orderValues(),
                spec.layout().unitWords(), chunks.get())
                .map(NativeCosetPasses::new);
    }

    /**
     * Marks with {@code code} (and {@code distance} as a new word's least) the unvisited
     * neighbours of {@code states[0..count)} under one turn, whose maps start at {@code flipSlab}
     * and {@code sliceSlab} ({@link TurnMaps}), in the row starting at word {@code first}, which
     * the caller holds; the row must not be symmetric (its entries have one copy each).
     */
    void forward(int[] states, int count, int flipSlab, int sliceSlab, long first, int code, int distance,
            Scratch scratch) {
        passes.forward(states, scratch.places, scratch.sorted, count, flipSlab, sliceSlab, first, code, distance);
    }

    /**
     * {@link #forward} for a row with symmetries: each neighbour is marked in every copy the
     * symmetries of {@code stabilizer} (bit 0 the identity) give it, as the Java loop's
     * {@code CosetTableBuilder.mark} does.
     */
    void forwardSymmetric(int[] states, int count, int flipSlab, int sliceSlab, long first, int code, int distance,
            int stabilizer) {
        passes.forwardSymmetric(states, count, flipSlab, sliceSlab, first, code, distance, stabilizer);
    }

    /**
     * One thread's room for the neighbours' places, worked out first and then sorted by their
     * part of the row, so that the marks go through the row part by part: a part (35 KB) stays in
     * the core's nearest caches, where the whole row (811 KB for {@code large}) does not.
     */
    static final class Scratch {
        private final int[] places;
        private final int[] sorted;

        Scratch(int rowEntries) {
            places = new int[rowEntries];
            sorted = new int[rowEntries];
        }
    }

    @Override
    public void close() {
        passes.close();
    }
}
