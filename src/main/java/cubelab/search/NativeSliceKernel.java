package cubelab.search;

import cubelab.tables.coset.SliceTableSpec;
import cubelab.tables.coset.CosetTable;
import cubelab.model.Edge;
import cubelab.model.Corner;
import cubelab.coord.EdgeFlipCoordinate;
import cubelab.nativecode.NativeDimensions;
import cubelab.coord.coset.PieceForm;
import cubelab.coord.symmetric.CubeSymmetries;
import cubelab.coord.symmetric.SliceEdges;
import cubelab.coord.symmetric.TetradCornerClasses;
import cubelab.coord.symmetric.TetradCorners;
import cubelab.model.FaceTurn;
import cubelab.model.MovePruning;
import cubelab.nativecode.LoopCallbacks;
import cubelab.nativecode.NativeLibrary;
import cubelab.nativecode.SliceKernel;
import cubelab.tables.coset.SliceSearchTables;
import cubelab.tables.coset.SliceTable;
import java.nio.ByteBuffer;
import java.util.Optional;

/**
 * IDA*'s loop over a slice-group table in native code ({@code src/main/c/slice_kernel.c}, in the
 * {@link NativeLibrary}): the same search as {@link SliceHeuristic} under {@link IdaStar}'s
 * worker, node for node, with every child's read located and prefetched before any is read. It
 * reads the table where Java keeps it (native memory on huge pages, or the file mapping); for
 * a table in the heap {@link #create} gives nothing and the Java loop runs.
 *
 * <p>Its small tables (about 7 MB) are copied into native memory once ({@link SliceKernel}) and
 * freed when this object is unreachable. Immutable and shared by all search threads; each
 * {@link #search} call has its own stack.
 */
final class NativeSliceKernel implements SubtreeSearch {

    /** What the loop reads its tables by, in slice_kernel.c's order. */
    static final NativeDimensions DIMENSIONS = new NativeDimensions("slice search loop",
            java.util.List.of("turns", "chunk shift", "E-slice edge places", "edge flips", "symmetries", "pieces",
                    "piece codes", "entries per word"),
            FaceTurn.COUNT, CosetTable.CHUNK_SHIFT, SliceEdges.PLACES, EdgeFlipCoordinate.SIZE, CubeSymmetries.COUNT,
            Corner.COUNT + Edge.COUNT, 2 * Edge.COUNT, SliceTableSpec.ENTRIES_PER_WORD);

    private final SliceKernel kernel;
    /** Keeps the table's memory alive while the native loop reads it. */
    private final SliceTable table;

    private NativeSliceKernel(SliceKernel kernel, SliceTable table) {
        this.kernel = kernel;
        this.table = table;
    }

    /** The kernel for {@link SliceHeuristic}'s parts, or empty without the library or for a table in the heap. */
    static Optional<NativeSliceKernel> create(SliceSearchTables tables, PieceForm pieces, int[] solvedPieces) {
        SliceTable table = tables.table();
        TetradCorners corners = tables.corners();
        TetradCornerClasses classes = tables.classes();
        SliceEdges edges = tables.edges();
        if (!NativeLibrary.loaded()) {
            return Optional.empty();
        }
        DIMENSIONS.refuseMismatch(SliceKernel.dimensionMismatch(DIMENSIONS.values()));
        Optional<ByteBuffer[]> chunks = table.directChunks();
        if (chunks.isEmpty()) {
            return Optional.empty();
        }
        int[][] pieceTables = pieces.tablesForNativeCode();
        // in the order of slice_kernel.c's table enumeration
        int[][] cornerTables = cornerTables(corners, classes);
        int[][] edgeTables = edgeTables(edges);
        int[][] arrays = {cornerTables[0], cornerTables[1], edgeTables[0], edgeTables[1], edgeTables[2],
            edgeTables[3], edgeTables[4], edgeTables[5], pieceTables[0], pieceTables[1], pieceTables[2],
            pieceTables[3], solvedPieces.clone(), NativeTurnTables.inverses(), NativeTurnTables.allowedFaces()};
        int[] scalars = {table.spec().flipClasses(), corners.withParity() ? 1 : 0, table.spec().base(),
            table.spec().rowWords(), corners.size(), Math.toIntExact(table.spec().entryWords())};
        return SliceKernel.create(arrays, scalars, chunks.get()).map(kernel -> new NativeSliceKernel(kernel, table));
    }

    /** The corners' move table by (value × 18 + turn), and each value's class and symmetry. */
    private static int[][] cornerTables(TetradCorners corners, TetradCornerClasses classes) {
        int turns = FaceTurn.COUNT;
        int[] cornerMove = new int[corners.size() * turns];
        int[] classAndSymmetry = new int[corners.size()];
        for (int value = 0; value < corners.size(); value++) {
            classAndSymmetry[value] = classes.classAndSymmetry(value);
            for (int turn = 0; turn < turns; turn++) {
                cornerMove[value * turns + turn] = corners.move(value, turn);
            }
        }
        return new int[][] {cornerMove, classAndSymmetry};
    }

    /**
     * The slice edges' tables in slice_kernel.c's order: place moves, flip moves, place conjugates,
     * flip conjugates, the place's own part of the flips' conjugate, and each place's positions.
     */
    private static int[][] edgeTables(SliceEdges edges) {
        int turns = FaceTurn.COUNT;
        int[] placeMove = new int[SliceEdges.PLACES * turns];
        int[] placeConjugate = new int[CubeSymmetries.COUNT * SliceEdges.PLACES];
        int[] flipsConjugateXor = new int[CubeSymmetries.COUNT * SliceEdges.PLACES];
        int[] positions = new int[SliceEdges.PLACES];
        for (int place = 0; place < SliceEdges.PLACES; place++) {
            positions[place] = edges.slicePositions(place);
            for (int turn = 0; turn < turns; turn++) {
                placeMove[place * turns + turn] = edges.placeMove(place, turn);
            }
            for (int s = 0; s < CubeSymmetries.COUNT; s++) {
                placeConjugate[s * SliceEdges.PLACES + place] = edges.placeConjugate(s, place);
                flipsConjugateXor[s * SliceEdges.PLACES + place] = edges.flipsConjugate(s, place, 0);
            }
        }
        int[] flipsMove = new int[SliceEdges.FLIPS * turns];
        int[] flipsConjugate = new int[CubeSymmetries.COUNT * SliceEdges.FLIPS];
        for (int flips = 0; flips < SliceEdges.FLIPS; flips++) {
            for (int turn = 0; turn < turns; turn++) {
                flipsMove[flips * turns + turn] = edges.flipsMove(flips, turn);
            }
            for (int s = 0; s < CubeSymmetries.COUNT; s++) {
                // the part that depends on the flips alone: seen through s at any place, less that place's own
                flipsConjugate[s * SliceEdges.FLIPS + flips] = edges.flipsConjugate(s, 0, flips)
                        ^ edges.flipsConjugate(s, 0, 0);
            }
        }
        return new int[][] {placeMove, flipsMove, placeConjugate, flipsConjugate, flipsConjugateXor, positions};
    }

    /** The loop, whose tables a paired coset loop reads too ({@link NativeCosetKernel}). */
    SliceKernel kernel() {
        return kernel;
    }

    @Override
    public int search(int[] states, int offset, int g, int lastFace, int bound, boolean all, int[] path,
            long[] nodesAtDepth, LoopCallbacks callbacks) {
        int result = kernel.search(states, offset, g, lastFace, bound, all, path, nodesAtDepth, callbacks);
        if (result < STOPPED) {
            throw new OutOfMemoryError("no native memory for the slice search's stack");
        }
        return result;
    }
}
