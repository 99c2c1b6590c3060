package cubelab.tables.twophase;

import cubelab.coord.CornerPermutationCoordinate;
import cubelab.coord.CornerTwistCoordinate;
import cubelab.coord.EdgeFlipCoordinate;
import cubelab.coord.MoveTable;
import cubelab.coord.twophase.CornerCombinationCoordinate;
import cubelab.coord.twophase.Phase2MoveTable;
import cubelab.coord.twophase.Phase2Moves;
import cubelab.coord.twophase.SliceSortedCoordinate;
import cubelab.coord.twophase.UDEdgeCombinationCoordinate;
import cubelab.coord.twophase.UDEdgePermutationCoordinate;
import cubelab.coord.twophase.UDSliceCoordinate;
import cubelab.model.FaceTurn;

/**
 * Everything the two-phase solver looks up, about 11 MB, built in memory by {@link #build()}
 * in one to two seconds. Immutable, so one instance may serve solvers on many threads.
 *
 * <p>Phase 1 (reach G1: no twist, no flip, slice edges in the slice) prunes with the maximum of
 * three exact pair distances: twist × slice, flip × slice and twist × flip. Phase 2 (solve
 * within G1) prunes with corner permutation × slice order and UD edge order × slice order, and
 * with corner permutation × U-edge positions and UD edge order × U-corner positions, which see
 * how corners and edges are tangled.
 */
public final class TwoPhaseTables {

    private final MoveTable twistMoves;
    private final MoveTable flipMoves;
    private final MoveTable sliceMoves;
    private final Phase2MoveTable cornerPermutationMoves;
    private final Phase2MoveTable udEdgePermutationMoves;
    private final Phase2MoveTable slicePermutationMoves;
    private final PruningTable twistSlice;
    private final PruningTable flipSlice;
    private final PruningTable twistFlip;
    private final PruningTable cornerPermutationSlice;
    private final PruningTable udEdgePermutationSlice;
    private final PruningTable udEdgePermutationCornerCombination;
    private final PruningTable cornerPermutationEdgeCombination;
    private final Phase2MoveTable cornerCombinationMoves;
    private final Phase2MoveTable udEdgeCombinationMoves;

    private TwoPhaseTables(Builder builder) {
        twistMoves = builder.twistMoves;
        flipMoves = builder.flipMoves;
        sliceMoves = builder.sliceMoves;
        cornerPermutationMoves = builder.cornerPermutationMoves;
        udEdgePermutationMoves = builder.udEdgePermutationMoves;
        slicePermutationMoves = builder.slicePermutationMoves;
        twistSlice = builder.twistSlice;
        flipSlice = builder.flipSlice;
        twistFlip = builder.twistFlip;
        cornerPermutationSlice = builder.cornerPermutationSlice;
        udEdgePermutationSlice = builder.udEdgePermutationSlice;
        udEdgePermutationCornerCombination = builder.udEdgePermutationCornerCombination;
        cornerPermutationEdgeCombination = builder.cornerPermutationEdgeCombination;
        cornerCombinationMoves = builder.cornerCombinationMoves;
        udEdgeCombinationMoves = builder.udEdgeCombinationMoves;
    }

    /** Builds all move and pruning tables. Explicit, never a side effect of class loading. */
    public static TwoPhaseTables build() {
        Builder builder = new Builder();
        builder.twistMoves = MoveTable.build(new CornerTwistCoordinate());
        builder.flipMoves = MoveTable.build(new EdgeFlipCoordinate());
        builder.sliceMoves = MoveTable.build(new UDSliceCoordinate());
        builder.cornerPermutationMoves = Phase2MoveTable.build(
                new CornerPermutationCoordinate(), CornerPermutationCoordinate.SIZE);
        builder.udEdgePermutationMoves = Phase2MoveTable.build(
                new UDEdgePermutationCoordinate(), UDEdgePermutationCoordinate.SIZE);
        builder.slicePermutationMoves = Phase2MoveTable.build(
                new SliceSortedCoordinate(), SliceSortedCoordinate.PHASE2_SIZE);

        MoveTable twist = builder.twistMoves;
        MoveTable flip = builder.flipMoves;
        MoveTable slice = builder.sliceMoves;
        builder.twistSlice = PruningTable.build(CornerTwistCoordinate.SIZE, twist::apply,
                UDSliceCoordinate.SIZE, slice::apply, FaceTurn.COUNT);
        builder.flipSlice = PruningTable.build(EdgeFlipCoordinate.SIZE, flip::apply,
                UDSliceCoordinate.SIZE, slice::apply, FaceTurn.COUNT);
        builder.twistFlip = PruningTable.build(CornerTwistCoordinate.SIZE, twist::apply,
                EdgeFlipCoordinate.SIZE, flip::apply, FaceTurn.COUNT);

        Phase2MoveTable slicePermutation = builder.slicePermutationMoves;
        builder.cornerPermutationSlice = PruningTable.build(CornerPermutationCoordinate.SIZE,
                builder.cornerPermutationMoves::apply, SliceSortedCoordinate.PHASE2_SIZE,
                slicePermutation::apply, Phase2Moves.COUNT);
        builder.udEdgePermutationSlice = PruningTable.build(UDEdgePermutationCoordinate.SIZE,
                builder.udEdgePermutationMoves::apply, SliceSortedCoordinate.PHASE2_SIZE,
                slicePermutation::apply, Phase2Moves.COUNT);
        builder.udEdgeCombinationMoves = Phase2MoveTable.build(
                new UDEdgeCombinationCoordinate(), UDEdgeCombinationCoordinate.SIZE);
        builder.cornerCombinationMoves = Phase2MoveTable.build(
                new CornerCombinationCoordinate(), CornerCombinationCoordinate.SIZE);
        builder.cornerPermutationEdgeCombination = PruningTable.build(CornerPermutationCoordinate.SIZE,
                builder.cornerPermutationMoves::apply, UDEdgeCombinationCoordinate.SIZE,
                builder.udEdgeCombinationMoves::apply, Phase2Moves.COUNT);
        builder.udEdgePermutationCornerCombination = PruningTable.build(UDEdgePermutationCoordinate.SIZE,
                builder.udEdgePermutationMoves::apply, CornerCombinationCoordinate.SIZE,
                builder.cornerCombinationMoves::apply, Phase2Moves.COUNT);
        return new TwoPhaseTables(builder);
    }

    public MoveTable twistMoves() {
        return twistMoves;
    }

    public MoveTable flipMoves() {
        return flipMoves;
    }

    /** Moves of the {@link UDSliceCoordinate} (0..494). */
    public MoveTable sliceMoves() {
        return sliceMoves;
    }

    public Phase2MoveTable cornerPermutationMoves() {
        return cornerPermutationMoves;
    }

    public Phase2MoveTable udEdgePermutationMoves() {
        return udEdgePermutationMoves;
    }

    /** Moves of the phase-2 slice order (0..23), the {@link SliceSortedCoordinate} within G1. */
    public Phase2MoveTable slicePermutationMoves() {
        return slicePermutationMoves;
    }

    /** Corner twist × UD-slice, 2187 × 495 entries. */
    public PruningTable twistSlice() {
        return twistSlice;
    }

    /** Edge flip × UD-slice, 2048 × 495 entries. */
    public PruningTable flipSlice() {
        return flipSlice;
    }

    /** Corner twist × edge flip, 2187 × 2048 entries. */
    public PruningTable twistFlip() {
        return twistFlip;
    }

    /** Corner permutation × slice order, 40320 × 24 entries. */
    public PruningTable cornerPermutationSlice() {
        return cornerPermutationSlice;
    }

    /** UD edge permutation × slice order, 40320 × 24 entries. */
    public PruningTable udEdgePermutationSlice() {
        return udEdgePermutationSlice;
    }

    /** Moves of the U-edge positions among the U/D edge positions (0..69). */
    public Phase2MoveTable udEdgeCombinationMoves() {
        return udEdgeCombinationMoves;
    }

    /** Moves of the U-corner positions (0..69). */
    public Phase2MoveTable cornerCombinationMoves() {
        return cornerCombinationMoves;
    }

    /** Corner permutation × U-edge positions, 40320 × 70 entries. */
    public PruningTable cornerPermutationEdgeCombination() {
        return cornerPermutationEdgeCombination;
    }

    /** UD edge permutation × U-corner positions, 40320 × 70 entries. */
    public PruningTable udEdgePermutationCornerCombination() {
        return udEdgePermutationCornerCombination;
    }

    /** Approximate memory held by the tables, in bytes. */
    public long bytes() {
        long moveTables = 4L * FaceTurn.COUNT * (CornerTwistCoordinate.SIZE + EdgeFlipCoordinate.SIZE
                + UDSliceCoordinate.SIZE)
                + 4L * Phase2Moves.COUNT * (CornerPermutationCoordinate.SIZE + UDEdgePermutationCoordinate.SIZE
                + SliceSortedCoordinate.PHASE2_SIZE + UDEdgeCombinationCoordinate.SIZE + CornerCombinationCoordinate.SIZE);
        return moveTables + twistSlice.bytes() + flipSlice.bytes() + twistFlip.bytes()
                + cornerPermutationSlice.bytes() + udEdgePermutationSlice.bytes()
                + cornerPermutationEdgeCombination.bytes() + udEdgePermutationCornerCombination.bytes();
    }

    /** Fields filled in order by {@link #build()}, so the constructor takes one argument. */
    private static final class Builder {
        private MoveTable twistMoves;
        private MoveTable flipMoves;
        private MoveTable sliceMoves;
        private Phase2MoveTable cornerPermutationMoves;
        private Phase2MoveTable udEdgePermutationMoves;
        private Phase2MoveTable slicePermutationMoves;
        private PruningTable twistSlice;
        private PruningTable flipSlice;
        private PruningTable twistFlip;
        private PruningTable cornerPermutationSlice;
        private PruningTable udEdgePermutationSlice;
        private PruningTable udEdgePermutationCornerCombination;
        private PruningTable cornerPermutationEdgeCombination;
        private Phase2MoveTable cornerCombinationMoves;
        private Phase2MoveTable udEdgeCombinationMoves;
    }
}
