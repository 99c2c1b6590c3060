package cubelab.tables.twophase;

import java.util.Arrays;
import java.util.function.IntBinaryOperator;

/**
 * Exact distances to solved in the product of two coordinates, one byte per pair, indexed
 * {@code first × secondSize + second}. Both coordinates are 0 when solved. Used as an
 * admissible heuristic: the distance of a projection never exceeds the cube's own distance.
 * Immutable once built.
 */
public final class PruningTable {

    private static final byte UNKNOWN = -1;

    private final int secondSize;
    private final byte[] distances;
    private final int maxDistance;

    private PruningTable(int secondSize, byte[] distances, int maxDistance) {
        this.secondSize = secondSize;
        this.distances = distances;
        this.maxDistance = maxDistance;
    }

    /**
     * Breadth-first search from (0, 0) over {@code moveCount} moves; {@code firstMoves} and
     * {@code secondMoves} map (value, move) to the value after the move. The move set must be
     * closed under inverses, which lets the later levels search backwards: once most entries
     * are known it is cheaper to ask each unknown entry whether a neighbour lies on the frontier
     * than to expand the frontier.
     */
    public static PruningTable build(int firstSize, IntBinaryOperator firstMoves,
            int secondSize, IntBinaryOperator secondMoves, int moveCount) {
        int size = firstSize * secondSize;
        byte[] distances = new byte[size];
        Arrays.fill(distances, UNKNOWN);
        distances[0] = 0;
        int known = 1;
        int depth = 0;
        while (known < size) {
            boolean backwards = known > size / 2;
            int found = 0;
            for (int index = 0; index < size; index++) {
                boolean frontier = distances[index] == depth;
                if (backwards ? distances[index] != UNKNOWN : !frontier) {
                    continue;
                }
                int first = index / secondSize;
                int second = index % secondSize;
                for (int move = 0; move < moveCount; move++) {
                    int neighbour = firstMoves.applyAsInt(first, move) * secondSize
                            + secondMoves.applyAsInt(second, move);
                    if (backwards) {
                        if (distances[neighbour] == depth) {
                            distances[index] = (byte) (depth + 1);
                            found++;
                            break;
                        }
                    } else if (distances[neighbour] == UNKNOWN) {
                        distances[neighbour] = (byte) (depth + 1);
                        found++;
                    }
                }
            }
            if (found == 0) {
                throw new IllegalStateException("only " + known + " of " + size + " pairs are reachable");
            }
            known += found;
            depth++;
        }
        return new PruningTable(secondSize, distances, depth);
    }

    /** The distance of the pair (first, second); never more than the cube's distance. */
    public int distance(int first, int second) {
        return distances[first * secondSize + second];
    }

    /** The largest distance in the table: the depth of the product space. */
    public int maxDistance() {
        return maxDistance;
    }

    /** Number of entries (bytes). */
    public int size() {
        return distances.length;
    }
}
