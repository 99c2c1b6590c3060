package cubelab.model;

import cubelab.notation.Move;
import cubelab.notation.Turn;

/**
 * The 18 moves of the half-turn metric, indexed {@code face * 3 + quarterTurns - 1} in URFDLB
 * order: U U2 U' R R2 R' ... B'. This is the move set every search uses.
 */
public enum FaceTurn {
    U1, U2, U3, R1, R2, R3, F1, F2, F3, D1, D2, D3, L1, L2, L3, B1, B2, B3;

    /** 18 = 6 faces × 3 amounts */
    public static final int COUNT = 18;
    private static final FaceTurn[] VALUES = values();

    public static FaceTurn of(int index) {
        return VALUES[index];
    }

    public static FaceTurn of(Face face, int quarterTurns) {
        if (quarterTurns < 1 || quarterTurns > 3) {
            throw new IllegalArgumentException("quarter turns must be 1, 2 or 3, was " + quarterTurns);
        }
        return VALUES[face.ordinal() * 3 + quarterTurns - 1];
    }

    /** The face turn a notation move stands for, or null for wide turns, slices and rotations. */
    public static FaceTurn of(Move move) {
        if (move.turn().kind() != Turn.Kind.FACE) {
            return null;
        }
        return of(Face.valueOf(move.turn().name()), move.quarterTurns());
    }

    public Face face() {
        return Face.of(ordinal() / 3);
    }

    /** 1 (clockwise), 2 (half turn) or 3 (counter-clockwise). */
    public int quarterTurns() {
        return ordinal() % 3 + 1;
    }

    public FaceTurn inverse() {
        return of(face(), 4 - quarterTurns());
    }

    /** The index of the inverse of the turn with index {@code turn}: for inner loops on indexes. */
    public static int inverseIndex(int turn) {
        return turn + 2 - 2 * (turn % 3);
    }

    public Move toMove() {
        return Move.of(Turn.valueOf(face().name()), quarterTurns());
    }

    @Override
    public String toString() {
        return toMove().toString();
    }
}
