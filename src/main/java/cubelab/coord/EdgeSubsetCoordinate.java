package cubelab.coord;

import cubelab.model.CubieCube;
import cubelab.model.Edge;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Collectors;

/**
 * Positions and flips of a chosen set of k edge pieces (1 ≤ k ≤ 7), the index of an edge
 * pattern database: {@code positionRank << k | flips}. The position rank (0..12!/(12−k)!−1)
 * ranks the ordered positions of the tracked pieces (piece {@code edges[0]} first) as a
 * k-permutation of the 12 positions in mixed radix 12·11·…; bit j of the flips is the flip of
 * piece {@code edges[j]}. Range 0..12!/(12−k)!·2^k − 1: 42,577,920 values for k = 6 and
 * 510,935,040 for k = 7. Every value is a reachable sub-problem state.
 *
 * <p>Immutable. {@link EdgeSubsetMoveTable} applies turns to it with one lookup.
 */
public final class EdgeSubsetCoordinate implements Coordinate {

    /** Largest supported set: 12!/5!·2^7 = 510,935,040 values fit an int index. */
    public static final int MAX_EDGES = 7;

    private final List<Edge> edges;
    private final int count;
    private final int positionCount;

    public EdgeSubsetCoordinate(List<Edge> edges) {
        if (edges.isEmpty() || edges.size() > MAX_EDGES) {
            throw new IllegalArgumentException("choose 1.." + MAX_EDGES + " edges, got " + edges.size());
        }
        if (edges.stream().distinct().count() != edges.size()) {
            throw new IllegalArgumentException("edges repeat: " + edges);
        }
        this.edges = List.copyOf(edges);
        this.count = edges.size();
        this.positionCount = orderedPositions(count);
    }

    public static EdgeSubsetCoordinate of(Edge... edges) {
        return new EdgeSubsetCoordinate(Arrays.asList(edges));
    }

    /** 12!/(12−k)!: the number of ordered placements of k pieces on 12 positions. */
    public static int orderedPositions(int k) {
        int result = 1;
        for (int i = 0; i < k; i++) {
            result *= Edge.COUNT - i;
        }
        return result;
    }

    public List<Edge> edges() {
        return edges;
    }

    /** k, the number of tracked edges. */
    public int edgeCount() {
        return count;
    }

    /** 12!/(12−k)!, the range of the position rank. */
    public int positionCount() {
        return positionCount;
    }

    /** The table name used in files and test data, e.g. {@code edges6-UR-UF-UL-UB-FR-FL}. */
    public String name() {
        return "edges" + count + "-" + edges.stream().map(Edge::name).collect(Collectors.joining("-"));
    }

    @Override
    public int size() {
        return positionCount << count;
    }

    @Override
    public int get(CubieCube cube) {
        int[] positions = new int[count];
        int flips = 0;
        for (int position = 0; position < Edge.COUNT; position++) {
            int piece = cube.edgeAt(position);
            int slot = edges.indexOf(Edge.of(piece));
            if (slot >= 0) {
                positions[slot] = position;
                flips |= cube.edgeFlipAt(position) << slot;
            }
        }
        return rank(positions) << count | flips;
    }

    @Override
    public CubieCube set(int value) {
        if (value < 0 || value >= size()) {
            throw new IllegalArgumentException("value outside 0.." + (size() - 1) + ": " + value);
        }
        int[] positions = new int[count];
        unrank(value >>> count, positions);
        int[] permutation = new int[Edge.COUNT];
        int[] flips = new int[Edge.COUNT];
        Arrays.fill(permutation, -1);
        for (int slot = 0; slot < count; slot++) {
            permutation[positions[slot]] = edges.get(slot).ordinal();
            flips[positions[slot]] = (value >>> slot) & 1;
        }
        // the untracked pieces fill the free positions in increasing order
        int position = 0;
        for (int piece = 0; piece < Edge.COUNT; piece++) {
            if (!edges.contains(Edge.of(piece))) {
                while (permutation[position] >= 0) {
                    position++;
                }
                permutation[position] = piece;
            }
        }
        return CubieCube.of(CubieCube.SOLVED.cornerPermutation(), CubieCube.SOLVED.cornerTwists(),
                permutation, flips);
    }

    /** Rank of k distinct positions (0..11), mixed radix 12·11·…; allocation free. */
    public static int rank(int[] positions) {
        int rank = 0;
        int used = 0;
        for (int slot = 0; slot < positions.length; slot++) {
            int position = positions[slot];
            int smallerFree = position - Integer.bitCount(used & ((1 << position) - 1));
            rank = rank * (Edge.COUNT - slot) + smallerFree;
            used |= 1 << position;
        }
        return rank;
    }

    /** Inverse of {@link #rank}: fills {@code positions} (length k). */
    public static void unrank(int rank, int[] positions) {
        int k = positions.length;
        int[] digits = new int[k];
        for (int slot = k - 1; slot >= 0; slot--) {
            digits[slot] = rank % (Edge.COUNT - slot);
            rank /= Edge.COUNT - slot;
        }
        int used = 0;
        for (int slot = 0; slot < k; slot++) {
            int skip = digits[slot];
            for (int position = 0; position < Edge.COUNT; position++) {
                if ((used & (1 << position)) == 0 && skip-- == 0) {
                    positions[slot] = position;
                    used |= 1 << position;
                    break;
                }
            }
        }
    }

    /** The coordinate of the solved cube. */
    public int solved() {
        return get(CubieCube.SOLVED);
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof EdgeSubsetCoordinate coordinate && edges.equals(coordinate.edges);
    }

    @Override
    public int hashCode() {
        return edges.hashCode();
    }

    @Override
    public String toString() {
        return name();
    }

    /** The edges named in a table name or list like {@code UR-UF-UL} or {@code UR UF UL}. */
    public static EdgeSubsetCoordinate parse(String names) {
        List<Edge> parsed = new ArrayList<>();
        for (String name : names.trim().split("[-,\\s]+")) {
            parsed.add(Edge.valueOf(name));
        }
        return new EdgeSubsetCoordinate(parsed);
    }
}
