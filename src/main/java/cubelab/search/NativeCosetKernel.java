package cubelab.search;

import cubelab.model.Edge;
import cubelab.model.Corner;
import cubelab.coord.twophase.UDSliceCoordinate;
import cubelab.coord.twophase.SliceSortedCoordinate;
import cubelab.coord.EdgeFlipCoordinate;
import cubelab.coord.CornerTwistCoordinate;
import cubelab.nativecode.NativeDimensions;
import cubelab.coord.coset.CornerClasses;
import cubelab.coord.coset.CosetCoordinates;
import cubelab.coord.coset.PieceForm;
import cubelab.model.FaceTurn;
import cubelab.model.MovePruning;
import cubelab.nativecode.CosetKernel;
import cubelab.nativecode.LoopCallbacks;
import cubelab.nativecode.NativeLibrary;
import cubelab.tables.coset.CosetTable;
import cubelab.tables.coset.CosetTableSpec;
import cubelab.tables.coset.EdgeIndexer;
import cubelab.tables.coset.WordLayout;
import java.nio.ByteBuffer;
import java.util.Optional;

/**
 * IDA*'s loop over a coset table in native code ({@code src/main/c/coset_search.h}, in the
 * {@link NativeLibrary}; paired with a slice-group table, its second build,
 * {@code paired_kernel.c}): the same search as {@link CosetHeuristic} under {@link IdaStar}'s worker,
 * node for node, but with each node's table reads issued together and prefetched, which Java
 * cannot do, so it generates more nodes a second (docs/solver.md). It reads the table where Java
 * keeps it (native memory on huge pages, or the file mapping), so it costs no second copy; a heap
 * copy it cannot read, and then {@link #create} gives nothing and the Java loop runs.
 *
 * <p>Its small tables (under 1 MB) are copied into native memory once ({@link CosetKernel}) and
 * freed when this object is unreachable. Immutable and shared by all search threads; each
 * {@link #search} call has its own stack.
 */
final class NativeCosetKernel implements SubtreeSearch {

    /** What the loop reads its tables by, in coset_kernel.c's order (the paired loop shares them). */
    static final NativeDimensions DIMENSIONS = new NativeDimensions("coset search loop",
            java.util.List.of("turns", "views", "chunk shift", "corner twists", "corner sets", "edge flips",
                    "sorted E-slice places", "E-slice places", "entries under a least distance", "entries in two words",
                    "pieces", "piece codes", "E-slice keys"),
            FaceTurn.COUNT, CosetCoordinates.VIEWS, CosetTable.CHUNK_SHIFT, CornerTwistCoordinate.SIZE,
            CosetCoordinates.CORNER_SETS, EdgeFlipCoordinate.SIZE, SliceSortedCoordinate.SIZE, UDSliceCoordinate.SIZE,
            WordLayout.ENTRIES_UNDER_NIBBLE, WordLayout.PAIRS_WITH_NIBBLE.unitEntries(), Corner.COUNT + Edge.COUNT,
            2 * Edge.COUNT, PieceForm.SLICE_KEYS);

    private final CosetKernel kernel;
    /** Keeps the table's memory alive while the native loop reads it. */
    private final CosetTable table;
    /** The paired slice-group table's kernel, whose table the loop reads, or null; kept alive here. */
    private final NativeSliceKernel slice;

    private NativeCosetKernel(CosetKernel kernel, CosetTable table, NativeSliceKernel slice) {
        this.kernel = kernel;
        this.table = table;
        this.slice = slice;
    }

    /**
     * The kernel for the heuristic of these parts ({@link CosetHeuristic}'s state layout, both
     * sides and premoves), paired with the slice table's kernel where {@code slice} is not null (as
     * {@link CosetHeuristic#paired}); empty where it cannot run.
     */
    static Optional<NativeCosetKernel> create(CosetCoordinates coordinates, CornerClasses classes, PieceForm pieces,
            CosetTable table, int[] axisView, int[] solved, SliceBounds slice) {
        if (slice == null) {
            return create(coordinates, classes, pieces, table, axisView, solved, (NativeSliceKernel) null);
        }
        int[] solvedPieces = java.util.Arrays.copyOfRange(solved, CosetHeuristic.PIECES,
                CosetHeuristic.PIECES + PieceForm.WIDTH);
        return NativeSliceKernel.create(slice.tables(), pieces, solvedPieces).flatMap(
                sliceKernel -> create(coordinates, classes, pieces, table, axisView, solved, sliceKernel));
    }

    /**
     * The kernel for the heuristic of these parts, or empty without the library or for a table in
     * the heap. With {@code slice} (not null) the loop also reads that slice-group table's
     * kernel's table.
     */
    private static Optional<NativeCosetKernel> create(CosetCoordinates coordinates, CornerClasses classes,
            PieceForm pieces, CosetTable table, int[] axisView, int[] solved, NativeSliceKernel slice) {
        if (!NativeLibrary.loaded()) {
            return Optional.empty();
        }
        DIMENSIONS.refuseMismatch(CosetKernel.dimensionMismatch(DIMENSIONS.values()));
        Optional<ByteBuffer[]> chunks = table.directChunks();
        if (chunks.isEmpty()) {
            return Optional.empty();
        }
        CosetTableSpec spec = table.spec();
        int[][] moves = coordinates.tablesForNativeCode();
        int[][] edges = new EdgeIndexer(spec).tablesForNativeCode();
        int[][] pieceTables = pieces.tablesForNativeCode();
        int[][] classLevels = classes.levelsForNativeCode();
        // in the order of coset_kernel.c's table enumeration
        int[][] arrays = {moves[0], moves[1], moves[2], moves[3], moves[4], moves[5], moves[6], moves[7],
            classLevels[0], classLevels[1], edges[0], edges[1], edges[2], pieceTables[0], pieceTables[1], pieceTables[2], pieceTables[3],
            pieceTables[4], pieceTables[5], pieceTables[6], pieceTables[7], axisView.clone(),
            java.util.Arrays.copyOf(solved, 3 * PieceForm.COORDINATES), NativeTurnTables.inverses(),
            NativeTurnTables.allowedFaces()};
        // the order part needs no scalar: its class table (edges[2]) holds it
        int[] scalars = {spec.orientedEdges(), spec.flipValues(), spec.rowWords(), spec.base(),
            coordinates.cornerValues(), spec.layout().unitWords()};
        Optional<CosetKernel> kernel = slice == null ? CosetKernel.create(arrays, scalars, chunks.get())
                : CosetKernel.createPaired(arrays, scalars, chunks.get(), slice.kernel());
        return kernel.map(created -> new NativeCosetKernel(created, table, slice));
    }

    /**
     * {@link CosetHeuristic}'s children of one node with the loop's reads, prefetched together (for
     * {@link PrefixExpansion}, which expands the first moves in Java); {@code budget} at least 1.
     */
    void children(int[] states, int from, int to, int width, int[] turns, int count, int budget, int[] estimates) {
        kernel.children(states, from, to, width, turns, count, budget, estimates);
    }

    @Override
    public int search(int[] states, int offset, int g, int lastFace, int bound, boolean all, int[] path,
            long[] nodesAtDepth, LoopCallbacks callbacks) {
        int result = kernel.search(states, offset, g, lastFace, bound, all, path, nodesAtDepth, callbacks);
        if (result < STOPPED) {
            throw new OutOfMemoryError("no native memory for the coset search's stack");
        }
        return result;
    }
}
