package cubelab.search;

import cubelab.model.FaceTurn;
import cubelab.model.MovePruning;

/** The turn tables every native search loop is given, as int arrays in the loops' layout. */
final class NativeTurnTables {

    private NativeTurnTables() {
    }

    /** [turn]: the inverse turn's index. */
    static int[] inverses() {
        int[] inverse = new int[FaceTurn.COUNT];
        for (int turn = 0; turn < FaceTurn.COUNT; turn++) {
            inverse[turn] = FaceTurn.inverseIndex(turn);
        }
        return inverse;
    }

    /** [previous face × 6 + face]: 1 where Korf's move pruning lets the face follow (previous 6: the root). */
    static int[] allowedFaces() {
        int[] allowed = new int[(MovePruning.NO_FACE + 1) * 6];
        for (int previous = 0; previous <= MovePruning.NO_FACE; previous++) {
            for (int face = 0; face < 6; face++) {
                allowed[previous * 6 + face] = MovePruning.allowed(previous, face) ? 1 : 0;
            }
        }
        return allowed;
    }
}
