package cubelab.coord;

import cubelab.model.CubieCube;
import cubelab.model.Edge;
import cubelab.model.FaceTurn;
import java.util.stream.IntStream;

/**
 * Applies face turns to an {@link EdgeSubsetCoordinate} with one array lookup. A turn moves the
 * tracked pieces' positions independently of their flips, and whether it flips a piece depends
 * only on where the piece is, so one int per (position rank, turn) holds both: the new position
 * rank shifted left by k, ORed with the k-bit mask of flips the turn toggles. Then
 * {@code next = entry ^ (index & flipMask)}.
 *
 * <p>Size 12!/(12−k)!·18 ints: 47.9 MB for k = 6, 287 MB for k = 7. Immutable once built.
 */
public final class EdgeSubsetMoveTable {

    private final EdgeSubsetCoordinate coordinate;
    private final int edgeCount;
    private final int flipMask;
    private final int[] table;

    private EdgeSubsetMoveTable(EdgeSubsetCoordinate coordinate, int[] table) {
        this.coordinate = coordinate;
        this.edgeCount = coordinate.edgeCount();
        this.flipMask = (1 << edgeCount) - 1;
        this.table = table;
    }

    /** Builds the table from the 18 turns' edge permutations, in parallel. Deterministic. */
    public static EdgeSubsetMoveTable build(EdgeSubsetCoordinate coordinate) {
        int k = coordinate.edgeCount();
        // destination[turn][from]: where a piece at position `from` goes; flipped[turn][from]: whether it flips
        int[][] destination = new int[FaceTurn.COUNT][Edge.COUNT];
        int[][] flipped = new int[FaceTurn.COUNT][Edge.COUNT];
        for (FaceTurn turn : FaceTurn.values()) {
            CubieCube cube = CubieCube.of(turn);
            for (int position = 0; position < Edge.COUNT; position++) {
                destination[turn.ordinal()][cube.edgeAt(position)] = position;
                flipped[turn.ordinal()][cube.edgeAt(position)] = cube.edgeFlipAt(position);
            }
        }
        int positionCount = coordinate.positionCount();
        int[] table = new int[positionCount * FaceTurn.COUNT];
        int chunk = 4096;
        IntStream.range(0, (positionCount + chunk - 1) / chunk).parallel().forEach(block -> {
            int[] positions = new int[k];
            int[] moved = new int[k];
            int end = Math.min(positionCount, (block + 1) * chunk);
            for (int rank = block * chunk; rank < end; rank++) {
                EdgeSubsetCoordinate.unrank(rank, positions);
                for (int turn = 0; turn < FaceTurn.COUNT; turn++) {
                    int flips = 0;
                    for (int slot = 0; slot < k; slot++) {
                        moved[slot] = destination[turn][positions[slot]];
                        flips |= flipped[turn][positions[slot]] << slot;
                    }
                    table[rank * FaceTurn.COUNT + turn] = EdgeSubsetCoordinate.rank(moved) << k | flips;
                }
            }
        });
        return new EdgeSubsetMoveTable(coordinate, table);
    }

    public EdgeSubsetCoordinate coordinate() {
        return coordinate;
    }

    /** The coordinate after face turn {@code turn} (0..17, {@link FaceTurn} order). */
    public int apply(int index, int turn) {
        return table[(index >>> edgeCount) * FaceTurn.COUNT + turn] ^ (index & flipMask);
    }

    /** A copy of all entries, [positionRank × 18 + turn] as {@link #entry}. */
    public int[] entries() {
        return table.clone();
    }

    /**
     * The raw entry for a position rank and turn: {@code newRank << k | toggledFlips}. Lets a
     * builder move a whole block of 2^k flip values at once.
     */
    public int entry(int positionRank, int turn) {
        return table[positionRank * FaceTurn.COUNT + turn];
    }
}
