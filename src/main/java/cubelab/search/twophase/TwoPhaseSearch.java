package cubelab.search.twophase;

import cubelab.common.Cancellation;
import cubelab.coord.CornerTwistCoordinate;
import cubelab.coord.EdgeFlipCoordinate;
import cubelab.coord.MoveTable;
import cubelab.coord.Permutations;
import cubelab.coord.twophase.CornerCombinationCoordinate;
import cubelab.coord.twophase.Phase2MoveTable;
import cubelab.coord.twophase.Phase2Moves;
import cubelab.coord.twophase.UDAxisRotations;
import cubelab.coord.twophase.UDEdgeCombinationCoordinate;
import cubelab.coord.twophase.UDSliceCoordinate;
import cubelab.model.Corner;
import cubelab.model.CubieCube;
import cubelab.model.Edge;
import cubelab.model.FaceTurn;
import cubelab.model.MovePruning;
import cubelab.tables.twophase.PruningTable;
import cubelab.tables.twophase.TwoPhaseTables;
import java.util.function.LongSupplier;

/**
 * The search state of one solver: Kociemba's two nested IDA* searches over up to six views of
 * the cube (three axes, each as the cube or its inverse). Phase-1 solutions of increasing
 * length are tried on every view in turn; each one that reaches G1 starts a phase-2 search with
 * what is left of the length budget. All scratch arrays are allocated here once, so the search
 * itself never allocates. Not thread-safe: one instance per thread.
 */
final class TwoPhaseSearch {

    /** 6 = 3 axes × (cube, inverse) */
    static final int MAX_VIEWS = 6;
    /**
     * Longest phase-2 search tried; longer ones cost much and rarely succeed. 11 is the cheapest
     * cap that keeps the mean first-found length within 20.5 moves (the measurements are in
     * docs/twophase.md, "Figures behind the constants").
     */
    private static final int MAX_PHASE2_LENGTH = 11;
    /** Nodes between two looks at the clock and the cancellation flag: 4096 */
    private static final int CHECK_MASK = 0xFFF;
    private static final int LENGTH_CAPACITY = TwoPhaseOptions.MAX_LENGTH + 1;

    private final MoveTable twistMoves;
    private final MoveTable flipMoves;
    private final MoveTable sliceMoves;
    private final Phase2MoveTable cornerMoves;
    private final Phase2MoveTable edgeMoves;
    private final Phase2MoveTable slicePermutationMoves;
    private final PruningTable twistSlice;
    private final PruningTable flipSlice;
    private final PruningTable twistFlip;
    private final PruningTable cornerSlice;
    private final PruningTable edgeSlice;
    private final Phase2MoveTable edgeCombinationMoves;
    private final Phase2MoveTable cornerCombinationMoves;
    private final PruningTable cornerEdgeCombination;
    private final PruningTable edgeCornerCombination;

    // cubie permutations of the 18 turns, to carry corners and edges through phase 1 cheaply
    private final int[][] turnCorners = new int[FaceTurn.COUNT][Corner.COUNT];
    private final int[][] turnEdges = new int[FaceTurn.COUNT][Edge.COUNT];
    private final int[] phase2Turn = new int[Phase2Moves.COUNT];
    private final int[] phase2Face = new int[Phase2Moves.COUNT];
    private final boolean[] isPhase2Turn = new boolean[FaceTurn.COUNT];

    // the views: start coordinates and pieces
    private int viewCount;
    private final int[] viewNumber = new int[MAX_VIEWS];
    private final int[] viewTwist = new int[MAX_VIEWS];
    private final int[] viewFlip = new int[MAX_VIEWS];
    private final int[] viewSlice = new int[MAX_VIEWS];
    private final int[][] viewCorners = new int[MAX_VIEWS][Corner.COUNT];
    private final int[][] viewEdges = new int[MAX_VIEWS][Edge.COUNT];
    // whether a first turn is tried; a symmetric view needs one turn of each symmetric set
    private final boolean[][] viewFirstTurns = new boolean[MAX_VIEWS][FaceTurn.COUNT];
    private boolean[] firstTurns;

    // the current path; corners/edges[d] hold the pieces after path[0..d-1], valid up to validDepth
    private final int[] path = new int[LENGTH_CAPACITY];
    private final int[][] corners = new int[LENGTH_CAPACITY][Corner.COUNT];
    private final int[][] edges = new int[LENGTH_CAPACITY][Edge.COUNT];
    private int validDepth;
    private final int[] udEdgeScratch = new int[8];
    private final int[] sliceScratch = new int[4];

    // per solve
    private int view;
    private int maxLength;
    private boolean firstFound;
    private long deadline;
    private long nodeBudget;
    private LongSupplier clock;
    private Cancellation cancellation;
    private long nodes;
    private SolutionNotFoundException.Reason stopReason;
    private final int[] best = new int[LENGTH_CAPACITY];
    private int bestLength;
    private int bestView;

    TwoPhaseSearch(TwoPhaseTables tables) {
        twistMoves = tables.twistMoves();
        flipMoves = tables.flipMoves();
        sliceMoves = tables.sliceMoves();
        cornerMoves = tables.cornerPermutationMoves();
        edgeMoves = tables.udEdgePermutationMoves();
        slicePermutationMoves = tables.slicePermutationMoves();
        twistSlice = tables.twistSlice();
        flipSlice = tables.flipSlice();
        twistFlip = tables.twistFlip();
        cornerSlice = tables.cornerPermutationSlice();
        edgeSlice = tables.udEdgePermutationSlice();
        edgeCombinationMoves = tables.udEdgeCombinationMoves();
        cornerCombinationMoves = tables.cornerCombinationMoves();
        cornerEdgeCombination = tables.cornerPermutationEdgeCombination();
        edgeCornerCombination = tables.udEdgePermutationCornerCombination();
        for (FaceTurn turn : FaceTurn.values()) {
            turnCorners[turn.ordinal()] = CubieCube.of(turn).cornerPermutation();
            turnEdges[turn.ordinal()] = CubieCube.of(turn).edgePermutation();
            isPhase2Turn[turn.ordinal()] = Phase2Moves.isPhase2Turn(turn.ordinal());
        }
        for (int move = 0; move < Phase2Moves.COUNT; move++) {
            phase2Turn[move] = Phase2Moves.turn(move).ordinal();
            phase2Face[move] = Phase2Moves.turn(move).face().ordinal();
        }
    }

    /** Starts a solve: forget earlier views and results. */
    void reset(int newMaxLength, boolean newFirstFound, long newDeadline, long newNodeBudget, LongSupplier newClock,
            Cancellation newCancellation) {
        viewCount = 0;
        maxLength = newMaxLength;
        firstFound = newFirstFound;
        deadline = newDeadline;
        nodeBudget = newNodeBudget;
        clock = newClock;
        cancellation = newCancellation;
        nodes = 0;
        stopReason = null;
        bestLength = -1;
    }

    /**
     * Adds a view of the cube (rotated and/or inverted), numbered for {@link #bestView}. In
     * first-found mode, when a rotation about the U/D axis leaves the view unchanged, it turns
     * every solution into another equally long one; so only the first turn of lowest index in
     * each set of such rotated turns is tried (the superflip: 6 first turns instead of 18).
     * Shortest-in-time mode tries all, so an exhausted search stays a proof.
     */
    void addView(CubieCube cube, int number) {
        viewNumber[viewCount] = number;
        java.util.Arrays.fill(viewFirstTurns[viewCount], true);
        if (firstFound) {
            for (int symmetry : UDAxisRotations.symmetriesOf(cube)) {
                for (FaceTurn turn : FaceTurn.values()) {
                    if (UDAxisRotations.rotate(symmetry, turn).ordinal() < turn.ordinal()) {
                        viewFirstTurns[viewCount][turn.ordinal()] = false;
                    }
                }
            }
        }
        viewTwist[viewCount] = new CornerTwistCoordinate().get(cube);
        viewFlip[viewCount] = new EdgeFlipCoordinate().get(cube);
        viewSlice[viewCount] = new UDSliceCoordinate().get(cube);
        for (int i = 0; i < Corner.COUNT; i++) {
            viewCorners[viewCount][i] = cube.cornerAt(i);
        }
        for (int i = 0; i < Edge.COUNT; i++) {
            viewEdges[viewCount][i] = cube.edgeAt(i);
        }
        viewCount++;
    }

    /**
     * Runs the search over the views added since {@link #reset}. Afterwards {@link #bestLength}
     * is -1 or the length of the solution in {@link #best}, found on view {@link #bestView}.
     */
    void run() {
        for (int length1 = 0; length1 <= maxLength && stopReason == null; length1++) {
            for (view = 0; view < viewCount && length1 <= maxLength; view++) {
                int twist = viewTwist[view];
                int flip = viewFlip[view];
                int slice = viewSlice[view];
                if (phase1Bound(twist, flip, slice) > length1) {
                    continue;
                }
                System.arraycopy(viewCorners[view], 0, corners[0], 0, Corner.COUNT);
                System.arraycopy(viewEdges[view], 0, edges[0], 0, Edge.COUNT);
                validDepth = 0;
                firstTurns = viewFirstTurns[view];
                if (phase1(twist, flip, slice, 0, length1, MovePruning.NO_FACE)) {
                    return;
                }
            }
        }
    }

    int bestLength() {
        return bestLength;
    }

    int[] best() {
        return best;
    }

    int bestView() {
        return bestView;
    }

    long nodes() {
        return nodes;
    }

    /** Why the search stopped early, or null if it ran to the end or returned its first find. */
    SolutionNotFoundException.Reason stopReason() {
        return stopReason;
    }

    private int phase1Bound(int twist, int flip, int slice) {
        return Math.max(twistSlice.distance(twist, slice),
                Math.max(flipSlice.distance(flip, slice), twistFlip.distance(twist, flip)));
    }

    /** True when the whole search must stop: first solution found, time up or cancelled. */
    private boolean phase1(int twist, int flip, int slice, int depth, int togo, int lastFace) {
        if (togo == 0) {
            return phase2Start(depth, lastFace);
        }
        if (((++nodes) & CHECK_MASK) == 0 && shouldStop()) {
            return true;
        }
        for (int face = 0; face < 6; face++) {
            if (!MovePruning.allowed(lastFace, face)) {
                continue;
            }
            for (int turn = face * 3; turn < face * 3 + 3; turn++) {
                // a last turn that keeps G1 means G1 was reached one turn earlier: already tried
                if (togo == 1 && isPhase2Turn[turn] || depth == 0 && !firstTurns[turn]) {
                    continue;
                }
                int nextSlice = sliceMoves.apply(slice, turn);
                int nextTwist = twistMoves.apply(twist, turn);
                if (twistSlice.distance(nextTwist, nextSlice) >= togo) {
                    continue;
                }
                int nextFlip = flipMoves.apply(flip, turn);
                if (flipSlice.distance(nextFlip, nextSlice) >= togo
                        || twistFlip.distance(nextTwist, nextFlip) >= togo) {
                    continue;
                }
                path[depth] = turn;
                if (validDepth > depth) {
                    validDepth = depth;
                }
                if (phase1(nextTwist, nextFlip, nextSlice, depth + 1, togo - 1, face)) {
                    return true;
                }
                if (depth + togo > maxLength) {
                    // a shorter solution was found meanwhile: this phase-1 length no longer fits
                    return false;
                }
            }
        }
        return false;
    }

    /** At G1 after {@code length1} turns: bring the pieces up to date and search phase 2. */
    private boolean phase2Start(int length1, int lastFace) {
        for (int d = validDepth; d < length1; d++) {
            int[] from = corners[d];
            int[] to = corners[d + 1];
            int[] turn = turnCorners[path[d]];
            for (int i = 0; i < Corner.COUNT; i++) {
                to[i] = from[turn[i]];
            }
            int[] fromEdges = edges[d];
            int[] toEdges = edges[d + 1];
            int[] turnEdge = turnEdges[path[d]];
            for (int i = 0; i < Edge.COUNT; i++) {
                toEdges[i] = fromEdges[turnEdge[i]];
            }
        }
        validDepth = length1;
        int corner = Permutations.rank(corners[length1]);
        int[] edgesNow = edges[length1];
        System.arraycopy(edgesNow, 0, udEdgeScratch, 0, udEdgeScratch.length);
        int edge = Permutations.rank(udEdgeScratch);
        for (int i = 0; i < sliceScratch.length; i++) {
            sliceScratch[i] = edgesNow[udEdgeScratch.length + i] - udEdgeScratch.length;
        }
        int slice = Permutations.rank(sliceScratch);
        int edgeCombination = UDEdgeCombinationCoordinate.ofEdges(edgesNow);
        int cornerCombination = CornerCombinationCoordinate.ofCorners(corners[length1]);
        int bound = phase2Bound(corner, edge, slice, edgeCombination, cornerCombination);
        int budget = Math.min(maxLength - length1, MAX_PHASE2_LENGTH);
        for (int length2 = bound; length2 <= budget; length2++) {
            if (phase2(corner, edge, slice, edgeCombination, cornerCombination, length1, length2, lastFace)) {
                return record(length1 + length2);
            }
            if (stopReason != null) {
                return true;
            }
        }
        return false;
    }

    private int phase2Bound(int corner, int edge, int slice, int edgeCombination, int cornerCombination) {
        return Math.max(Math.max(cornerSlice.distance(corner, slice), edgeSlice.distance(edge, slice)),
                Math.max(cornerEdgeCombination.distance(corner, edgeCombination),
                        edgeCornerCombination.distance(edge, cornerCombination)));
    }

    /** True when a solution was found (path[0..depth+togo-1]) or the search must stop. */
    private boolean phase2(int corner, int edge, int slice, int edgeCombination, int cornerCombination,
            int depth, int togo, int lastFace) {
        if (togo == 0) {
            return corner == 0 && edge == 0 && slice == 0;
        }
        if (((++nodes) & CHECK_MASK) == 0 && shouldStop()) {
            return false;
        }
        for (int move = 0; move < Phase2Moves.COUNT; move++) {
            int face = phase2Face[move];
            if (!MovePruning.allowed(lastFace, face)) {
                continue;
            }
            int nextSlice = slicePermutationMoves.apply(slice, move);
            int nextCorner = cornerMoves.apply(corner, move);
            if (cornerSlice.distance(nextCorner, nextSlice) >= togo) {
                continue;
            }
            int nextEdge = edgeMoves.apply(edge, move);
            if (edgeSlice.distance(nextEdge, nextSlice) >= togo) {
                continue;
            }
            int nextEdgeCombination = edgeCombinationMoves.apply(edgeCombination, move);
            if (cornerEdgeCombination.distance(nextCorner, nextEdgeCombination) >= togo) {
                continue;
            }
            int nextCornerCombination = cornerCombinationMoves.apply(cornerCombination, move);
            if (edgeCornerCombination.distance(nextEdge, nextCornerCombination) >= togo) {
                continue;
            }
            path[depth] = phase2Turn[move];
            if (phase2(nextCorner, nextEdge, nextSlice, nextEdgeCombination, nextCornerCombination,
                    depth + 1, togo - 1, face)) {
                return true;
            }
            if (stopReason != null) {
                return false;
            }
        }
        return false;
    }

    /** Keeps the solution in path; says whether to stop (first-found mode) or look for shorter. */
    private boolean record(int length) {
        System.arraycopy(path, 0, best, 0, length);
        bestLength = length;
        bestView = viewNumber[view];
        maxLength = length - 1;
        return firstFound;
    }

    private boolean shouldStop() {
        if (cancellation.isCancelled()) {
            stopReason = SolutionNotFoundException.Reason.CANCELLED;
        } else if (nodes >= nodeBudget) {
            // a budget of nodes is exact work, with no grace: tests and benches rely on it
            stopReason = SolutionNotFoundException.Reason.NODE_BUDGET;
        } else {
            long now = clock.getAsLong();
            if (now > deadline && (firstFound || bestLength >= 0
                    || now > deadline + TwoPhaseOptions.FIRST_SOLUTION_GRACE.toNanos())) {
                // shortening stops at the deadline, but only once there is a solution to return
                stopReason = SolutionNotFoundException.Reason.TIME_LIMIT;
            }
        }
        return stopReason != null;
    }
}
