package cubelab.search;

import cubelab.model.FaceTurn;
import cubelab.model.MovePruning;
import java.util.Arrays;

/**
 * The turns Korf's move pruning allows next to a turn of each face (no face twice in a row,
 * opposite faces in one order), precomputed once so the search's inner loop only reads them.
 */
final class TurnLists {

    /** The turns allowed after a turn of each face (index 6: at the root), in turn order. */
    private static final int[][] AFTER = new int[MovePruning.NO_FACE + 1][];
    /** The turns allowed before a turn of each face (index 6: none yet), for solutions grown at their end. */
    private static final int[][] BEFORE = new int[MovePruning.NO_FACE + 1][];

    static {
        for (int face = 0; face <= MovePruning.NO_FACE; face++) {
            int[] after = new int[FaceTurn.COUNT];
            int[] before = new int[FaceTurn.COUNT];
            int afterCount = 0;
            int beforeCount = 0;
            for (int turn = 0; turn < FaceTurn.COUNT; turn++) {
                if (MovePruning.allowed(face, turn / 3)) {
                    after[afterCount++] = turn;
                }
                if (face == MovePruning.NO_FACE || MovePruning.allowed(turn / 3, face)) {
                    before[beforeCount++] = turn;
                }
            }
            AFTER[face] = Arrays.copyOf(after, afterCount);
            BEFORE[face] = Arrays.copyOf(before, beforeCount);
        }
    }

    private TurnLists() {
    }

    /** The turns allowed after a turn of {@code face}; shared, never to be written. */
    static int[] after(int face) {
        return AFTER[face];
    }

    /** The turns allowed before a turn of {@code face}; shared, never to be written. */
    static int[] before(int face) {
        return BEFORE[face];
    }

    /** Writes the turns of {@code candidates} not in {@code excluded} (bit per turn) to {@code kept}; returns how many. */
    static int allowed(int[] candidates, int excluded, int[] kept) {
        int n = 0;
        for (int turn : candidates) {
            if ((excluded >>> turn & 1) == 0) {
                kept[n++] = turn;
            }
        }
        return n;
    }
}
