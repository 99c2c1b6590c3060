package cubelab.model;

/**
 * Korf's pruning of the move tree: never turn the same face twice in a row, and since opposite
 * faces commute, turn each opposite pair in one order only (U before D, R before L, F before B).
 * Every sequence of face turns is equal to exactly one sequence these rules allow, of no greater
 * length, so no optimal solution is lost; the branching factor drops from 18 to 13.35.
 */
public final class MovePruning {

    /** A face index meaning "no previous move". */
    public static final int NO_FACE = 6;

    // ALLOWED[previousFace][face], previousFace == 6 for the first move
    private static final boolean[][] ALLOWED = new boolean[7][6];

    static {
        for (int previous = 0; previous <= 6; previous++) {
            for (int face = 0; face < 6; face++) {
                ALLOWED[previous][face] = previous == NO_FACE
                        || (face != previous && face + 3 != previous);
            }
        }
    }

    private MovePruning() {
    }

    /**
     * Whether a turn of {@code face} (0..5, URFDLB) may follow a turn of {@code previousFace}
     * ({@link #NO_FACE} at the root). Forbidden: the same face, and a U, R or F turn right after
     * its opposite D, L or B.
     */
    public static boolean allowed(int previousFace, int face) {
        return ALLOWED[previousFace][face];
    }

    /** Whether a whole sequence of face turns obeys the rules. */
    public static boolean isCanonical(Iterable<FaceTurn> turns) {
        int previous = NO_FACE;
        for (FaceTurn turn : turns) {
            int face = turn.face().ordinal();
            if (!allowed(previous, face)) {
                return false;
            }
            previous = face;
        }
        return true;
    }
}
