package cubelab.model;

import cubelab.notation.Axis;
import cubelab.notation.Move;
import cubelab.notation.Turn;

/**
 * Where each of the 54 facelets sits in space, and the facelet permutation of any move.
 *
 * <p>Coordinates: x to the R face, y to the U face, z to the F face; a facelet lies on the cubie
 * at (x, y, z) in {-1, 0, 1}³ and faces outward along its face's normal. A move rotates the
 * cubies of its layers a quarter turn at a time, which gives one routine for face turns, wide
 * turns, slices and rotations, independent of the cubie tables in {@link CubieCube}.
 */
public final class StickerGeometry {

    private static final int[][] POSITIONS = new int[Facelets.COUNT][];
    private static final int[][] NORMALS = new int[Facelets.COUNT][];
    /** [turn][quarterTurns - 1][facelet] = where that facelet goes. */
    private static final int[][][] PERMUTATIONS = new int[Turn.values().length][3][];

    static {
        for (int index = 0; index < Facelets.COUNT; index++) {
            int row = index % 9 / 3 - 1;
            int column = index % 3 - 1;
            POSITIONS[index] = switch (Facelets.face(index)) {
                case U -> new int[] {column, 1, row};
                case R -> new int[] {1, -row, -column};
                case F -> new int[] {column, -row, 1};
                case D -> new int[] {column, -1, -row};
                case L -> new int[] {-1, -row, column};
                case B -> new int[] {-column, -row, -1};
            };
            NORMALS[index] = normal(Facelets.face(index));
        }
        for (Turn turn : Turn.values()) {
            for (int quarterTurns = 1; quarterTurns <= 3; quarterTurns++) {
                PERMUTATIONS[turn.ordinal()][quarterTurns - 1] = computePermutation(turn, quarterTurns);
            }
        }
    }

    private StickerGeometry() {
    }

    /** The cubie position (x, y, z), each in -1..1, of a facelet. */
    public static int[] position(int facelet) {
        return POSITIONS[facelet].clone();
    }

    /** The outward unit normal of a facelet. */
    public static int[] normal(Face face) {
        return switch (face) {
            case U -> new int[] {0, 1, 0};
            case R -> new int[] {1, 0, 0};
            case F -> new int[] {0, 0, 1};
            case D -> new int[] {0, -1, 0};
            case L -> new int[] {-1, 0, 0};
            case B -> new int[] {0, 0, -1};
        };
    }

    /** The facelet on the given face at the given cubie position, or -1 if there is none. */
    public static int faceletAt(Face face, int x, int y, int z) {
        for (int index = face.ordinal() * 9; index < face.ordinal() * 9 + 9; index++) {
            int[] p = POSITIONS[index];
            if (p[0] == x && p[1] == y && p[2] == z) {
                return index;
            }
        }
        return -1;
    }

    /** True when the move turns the layer this facelet's cubie lies in. */
    public static boolean isTurnedBy(int facelet, Turn turn) {
        int coordinate = POSITIONS[facelet][turn.axis().ordinal()];
        return (turn.layers() & (1 << (coordinate + 1))) != 0;
    }

    /**
     * The facelet permutation of a move: the sticker at facelet {@code i} moves to
     * {@code result[i]}.
     */
    public static int[] permutation(Move move) {
        return PERMUTATIONS[move.turn().ordinal()][move.quarterTurns() - 1].clone();
    }

    /** Applies a move to 54 stickers: {@code after[permutation[i]] = before[i]}. */
    static <T> void permute(T[] before, T[] after, Move move) {
        int[] permutation = PERMUTATIONS[move.turn().ordinal()][move.quarterTurns() - 1];
        for (int i = 0; i < Facelets.COUNT; i++) {
            after[permutation[i]] = before[i];
        }
    }

    private static int[] computePermutation(Turn turn, int quarterTurns) {
        int[] result = new int[Facelets.COUNT];
        for (int index = 0; index < Facelets.COUNT; index++) {
            if (!isTurnedBy(index, turn)) {
                result[index] = index;
                continue;
            }
            int[] position = POSITIONS[index];
            int[] normal = NORMALS[index];
            // clockwise quarter turns of the move = turns of clockwiseSign·90° about the axis
            int positiveQuarterTurns = Math.floorMod(turn.clockwiseSign() * quarterTurns, 4);
            for (int k = 0; k < positiveQuarterTurns; k++) {
                position = rotateQuarter(position, turn.axis());
                normal = rotateQuarter(normal, turn.axis());
            }
            result[index] = faceletAt(faceOf(normal), position[0], position[1], position[2]);
        }
        return result;
    }

    /** A +90° right-handed rotation about the positive axis. */
    private static int[] rotateQuarter(int[] v, Axis axis) {
        return switch (axis) {
            case X -> new int[] {v[0], -v[2], v[1]};
            case Y -> new int[] {v[2], v[1], -v[0]};
            case Z -> new int[] {-v[1], v[0], v[2]};
        };
    }

    private static Face faceOf(int[] normal) {
        for (Face face : Face.values()) {
            int[] n = normal(face);
            if (n[0] == normal[0] && n[1] == normal[1] && n[2] == normal[2]) {
                return face;
            }
        }
        throw new IllegalStateException("not a unit axis vector");
    }
}
