package cubelab.search;

import cubelab.coord.CornerCoordinate;
import cubelab.coord.CornerTwistCoordinate;
import cubelab.coord.EdgeSubsetCoordinate;
import cubelab.coord.EdgeSubsetMoveTable;
import cubelab.coord.MoveTable;
import cubelab.coord.coset.CornerPermutationClasses;
import cubelab.model.CubieCube;
import cubelab.model.Edge;
import cubelab.model.FaceTurn;
import cubelab.model.MovePruning;
import cubelab.tables.PatternDatabase;
import cubelab.tables.PatternDatabaseSet;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The maximum of pattern databases (admissible: each is an exact distance of a sub-problem).
 * With the {@link PatternDatabaseSet#KORF} tables this is Korf 1997's heuristic. State: corner permutation,
 * corner twist, then one edge-subset coordinate per edge table; the edge tables must together
 * cover all 12 edges, so the state determines the cube. Tables are read lazily, corners first,
 * stopping at the first that prunes the child. The search reads the corner table folded by
 * symmetry ({@link CornerPermutationClasses}, 3.0 MB instead of 44 MB, derived at construction):
 * the same distances, mostly from the caches. Immutable; shared by all search threads.
 */
public final class PatternDatabaseHeuristic implements Heuristic {

    private final String name;
    private final PatternDatabase corners; // may be null: no corner table
    private final CornerPermutationClasses cornerClasses; // null when corners is
    /** The corner table's rows of the class representatives, 4 bits per entry like the table. */
    private final byte[] foldedCorners;
    private final PatternDatabase[] edgeTables;
    private final EdgeSubsetMoveTable[] edgeMoves;
    private final int[] edgeSolved;
    private final EdgeSubsetCoordinate[] edgeCoordinates;
    private final MoveTable permutationMoves = CornerCoordinate.permutationMoves();
    private final MoveTable twistMoves = CornerCoordinate.twistMoves();
    // the same two tables as chars (both ranges < 65,536): 1.45 MB + 79 kB stay in a core's L2
    private final char[] permutationTable = chars(permutationMoves);
    private final char[] twistTable = chars(twistMoves);
    /** Korf's three tables in native code, or null: another table set, or no native library. */
    private final NativeKorfKernel kernel;

    /**
     * @param tables at most one corner table and edge tables covering every edge
     */
    public PatternDatabaseHeuristic(String name, List<PatternDatabase> tables) {
        this(name, tables, true);
    }

    /** @param nativeLoop whether Korf's tables may be searched by {@link NativeKorfKernel} (false: to compare with it) */
    PatternDatabaseHeuristic(String name, List<PatternDatabase> tables, boolean nativeLoop) {
        this.name = name;
        PatternDatabase cornerTable = null;
        List<PatternDatabase> edges = new ArrayList<>();
        Set<Edge> covered = new HashSet<>();
        for (PatternDatabase table : tables) {
            if (table.spec().isCorners()) {
                if (cornerTable != null) {
                    throw new IllegalArgumentException("two corner tables");
                }
                cornerTable = table;
            } else {
                edges.add(table);
                covered.addAll(table.spec().edges().edges());
            }
        }
        if (covered.size() != Edge.COUNT) {
            throw new IllegalArgumentException("the edge tables must cover all 12 edges, they cover " + covered);
        }
        if (cornerTable != null && cornerTable.distance(0) != 0) {
            throw new IllegalArgumentException("corner table: the solved corners (index 0) must be at distance 0");
        }
        this.corners = cornerTable;
        this.cornerClasses = cornerTable == null ? null : new CornerPermutationClasses();
        this.foldedCorners = cornerTable == null ? null : fold(cornerTable, cornerClasses);
        this.edgeTables = edges.toArray(new PatternDatabase[0]);
        this.edgeMoves = new EdgeSubsetMoveTable[edgeTables.length];
        this.edgeSolved = new int[edgeTables.length];
        this.edgeCoordinates = new EdgeSubsetCoordinate[edgeTables.length];
        for (int i = 0; i < edgeTables.length; i++) {
            edgeCoordinates[i] = edgeTables[i].spec().edges();
            edgeMoves[i] = EdgeSubsetMoveTable.build(edgeCoordinates[i]);
            edgeSolved[i] = edgeCoordinates[i].solved();
        }
        this.kernel = nativeLoop && corners != null && edgeTables.length == 2 ? nativeKernel().orElse(null) : null;
    }

    private java.util.Optional<NativeKorfKernel> nativeKernel() {
        // 7-edge tables (the lab's corners+edges7) would need another 1.1 GB of native copies
        if (!NativeKorfKernel.available() || edgeCoordinates[0].edgeCount() > 6 || edgeCoordinates[1].edgeCount() > 6) {
            return java.util.Optional.empty();
        }
        boolean[] allowed = new boolean[(MovePruning.NO_FACE + 1) * 6];
        for (int previous = 0; previous <= MovePruning.NO_FACE; previous++) {
            for (int face = 0; face < 6; face++) {
                allowed[previous * 6 + face] = MovePruning.allowed(previous, face);
            }
        }
        return NativeKorfKernel.create(permutationTable, twistTable, cornerClasses.classAndSymmetryTable(),
                cornerClasses.twistImageTable(), foldedCorners, edgeMoves[0].entries(), edgeMoves[1].entries(),
                packed(edgeTables[0]), packed(edgeTables[1]),
                new int[] {edgeCoordinates[0].edgeCount(), edgeCoordinates[1].edgeCount()}, edgeSolved.clone(),
                allowed);
    }

    private static byte[] packed(PatternDatabase table) {
        java.nio.ByteBuffer payload = table.payload();
        byte[] bytes = new byte[payload.remaining()];
        payload.get(bytes);
        return bytes;
    }

    /** Whether IDA* searches these tables in native code ({@link NativeKorfKernel}) rather than in Java. */
    public boolean searchesNatively() {
        return kernel != null;
    }

    /** The native loop for this heuristic's tables, if the library is there and the tables fit it. */
    @Override
    public java.util.Optional<SubtreeSearch> subtreeSearch() {
        return java.util.Optional.ofNullable(kernel);
    }

    private static byte[] fold(PatternDatabase corners, CornerPermutationClasses classes) {
        byte[] folded = new byte[(CornerPermutationClasses.SIZE + 1) / 2];
        for (int c = 0; c < CornerPermutationClasses.CLASS_COUNT; c++) {
            int row = classes.representative(c) * CornerTwistCoordinate.SIZE;
            for (int twist = 0; twist < CornerTwistCoordinate.SIZE; twist++) {
                int index = c * CornerTwistCoordinate.SIZE + twist;
                folded[index >>> 1] |= (byte) (corners.distance(row + twist) << ((index & 1) << 2));
            }
        }
        return folded;
    }

    /** The corner distance of folded index {@code index}. */
    private int foldedDistance(int index) {
        return (foldedCorners[index >>> 1] >>> ((index & 1) << 2)) & 0xF;
    }

    /** The corner table's distance of (permutation, twist), read through the folded table as the search reads it. */
    int cornerDistance(int permutation, int twist) {
        return foldedDistance(cornerClasses.index(permutation, twist));
    }

    private static char[] chars(MoveTable table) {
        char[] result = new char[table.size() * FaceTurn.COUNT];
        for (int value = 0; value < table.size(); value++) {
            for (int turn = 0; turn < FaceTurn.COUNT; turn++) {
                result[value * FaceTurn.COUNT + turn] = (char) table.apply(value, turn);
            }
        }
        return result;
    }

    /** Korf's heuristic from the korf tier's three tables. */
    public static PatternDatabaseHeuristic korf(List<PatternDatabase> tables) {
        return new PatternDatabaseHeuristic(PatternDatabaseSet.KORF.name(), tables);
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public int stateWidth() {
        return 2 + edgeTables.length;
    }

    @Override
    public void encode(CubieCube cube, int[] states, int offset) {
        int corner = new CornerCoordinate().get(cube);
        states[offset] = corner / CornerTwistCoordinate.SIZE;
        states[offset + 1] = corner % CornerTwistCoordinate.SIZE;
        for (int i = 0; i < edgeTables.length; i++) {
            states[offset + 2 + i] = edgeCoordinates[i].get(cube);
        }
    }

    @Override
    public int child(int[] states, int from, int to, int turn, int budget) {
        int permutation = permutationMoves.apply(states[from], turn);
        int twist = twistMoves.apply(states[from + 1], turn);
        states[to] = permutation;
        states[to + 1] = twist;
        int h = corners == null ? 0 : corners.distance(permutation * CornerTwistCoordinate.SIZE + twist);
        if (h > budget) {
            return h;
        }
        for (int i = 0; i < edgeTables.length; i++) {
            int edges = edgeMoves[i].apply(states[from + 2 + i], turn);
            states[to + 2 + i] = edges;
            int he = edgeTables[i].distance(edges);
            if (he > budget) {
                return he;
            }
            h = Math.max(h, he);
        }
        return h;
    }

    @Override
    public void children(int[] states, int from, int to, int[] turns, int count, int budget, int[] estimates) {
        if (corners != null && edgeTables.length == 2 && budget > 0) {
            korfChildren(states, from, to, turns, count, budget, estimates);
            return;
        }
        int width = 2 + edgeTables.length;
        int edgeCount = edgeTables.length;
        // Pass 1: every coordinate of every child. The move-table rows of this node (one per
        // coordinate) are read together, so their cache misses overlap instead of queueing.
        int permutationRow = states[from] * FaceTurn.COUNT;
        int twistRow = states[from + 1] * FaceTurn.COUNT;
        for (int i = 0, at = to; i < count; i++, at += width) {
            int turn = turns[i];
            int p = permutationTable[permutationRow + turn];
            int t = twistTable[twistRow + turn];
            states[at] = p;
            states[at + 1] = t;
            if (cornerClasses != null) {
                estimates[i] = cornerClasses.index(p, t);
            }
            for (int table = 0; table < edgeCount; table++) {
                states[at + 2 + table] = edgeMoves[table].apply(states[from + 2 + table], turn);
            }
        }
        // Pass 2: the corner table for every child, independent loads.
        if (corners != null && budget == 0) {
            // a table value is 0 exactly at the solved sub-state (folded index 0 for corners), so
            // "h ≤ 0" needs no table read; the estimate is the same, the decision identical
            for (int i = 0; i < count; i++) {
                estimates[i] = estimates[i] == 0 ? 0 : 1;
            }
        } else if (corners != null) {
            for (int i = 0; i < count; i++) {
                estimates[i] = foldedDistance(estimates[i]);
            }
        } else {
            java.util.Arrays.fill(estimates, 0, count, 0);
        }
        // Pass 3: the edge tables, only for children the corners did not prune, and each edge
        // table only while none before it pruned: most of these reads go to main memory.
        for (int i = 0, at = to; i < count; i++, at += width) {
            int h = estimates[i];
            for (int table = 0; table < edgeCount && h <= budget; table++) {
                h = Math.max(h, edgeTables[table].distance(states[at + 2 + table]));
            }
            estimates[i] = h;
        }
    }

    /**
     * {@link #children} for a corner table and two edge tables (Korf's), the loops unrolled by
     * table and every table in a local: the same reads and results, fewer instructions.
     */
    private void korfChildren(int[] states, int from, int to, int[] turns, int count, int budget, int[] estimates) {
        char[] permutations = permutationTable;
        char[] twists = twistTable;
        CornerPermutationClasses classes = cornerClasses;
        EdgeSubsetMoveTable firstMoves = edgeMoves[0];
        EdgeSubsetMoveTable secondMoves = edgeMoves[1];
        PatternDatabase firstTable = edgeTables[0];
        PatternDatabase secondTable = edgeTables[1];
        int permutationRow = states[from] * FaceTurn.COUNT;
        int twistRow = states[from + 1] * FaceTurn.COUNT;
        int first = states[from + 2];
        int second = states[from + 3];
        for (int i = 0, at = to; i < count; i++, at += 4) {
            int turn = turns[i];
            int p = permutations[permutationRow + turn];
            int t = twists[twistRow + turn];
            states[at] = p;
            states[at + 1] = t;
            // the edge rows of this node are read for every child: their two cache misses then
            // overlap the corner work instead of delaying the edge-table reads below
            states[at + 2] = firstMoves.apply(first, turn);
            states[at + 3] = secondMoves.apply(second, turn);
            estimates[i] = classes.index(p, t);
        }
        for (int i = 0; i < count; i++) {
            estimates[i] = foldedDistance(estimates[i]);
        }
        // the edge tables only for children the corners keep, the second only where the first does not prune
        for (int i = 0, at = to + 2; i < count; i++, at += 4) {
            if (estimates[i] <= budget) {
                int h = Math.max(estimates[i], firstTable.distance(states[at]));
                if (h <= budget) {
                    h = Math.max(h, secondTable.distance(states[at + 1]));
                }
                estimates[i] = h;
            }
        }
    }

    @Override
    public int estimate(int[] states, int offset) {
        int h = corners == null ? 0 : corners.distance(states[offset] * CornerTwistCoordinate.SIZE + states[offset + 1]);
        for (int i = 0; i < edgeTables.length; i++) {
            h = Math.max(h, edgeTables[i].distance(states[offset + 2 + i]));
        }
        return h;
    }

    @Override
    public boolean isSolved(int[] states, int offset) {
        if (states[offset] != 0 || states[offset + 1] != 0) {
            return false;
        }
        for (int i = 0; i < edgeTables.length; i++) {
            if (states[offset + 2 + i] != edgeSolved[i]) {
                return false;
            }
        }
        return true;
    }
}
