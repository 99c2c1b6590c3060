package cubelab.ui.cube;

import cubelab.model.Face;
import cubelab.model.Facelets;
import cubelab.model.StickerGeometry;
import cubelab.notation.Axis;
import cubelab.notation.Move;

/**
 * Pure geometry of the 3D cube, no JavaFX: where each cubie and sticker sits in the scene and
 * by how much a move turns its layer.
 *
 * <p>The model's axes are x to R, y to U, z to F (right-handed). The scene's are JavaFX's: x to
 * the right, y down, z away from the viewer. The map between them is (x, y, z) → (x, −y, −z), a
 * half turn about x, so it keeps handedness: a rotation by θ about model axis a is a rotation by
 * θ about scene axis (a.x, −a.y, −a.z).
 */
final class StickerLayout {

    /** Distance between neighbouring cubie centres. */
    public static final double SPACING = 1.0;
    /** Half the edge of a cubie body; the gap between bodies is SPACING − 2·HALF. */
    public static final double BODY_HALF = 0.485;
    /** Half the edge of a sticker. */
    public static final double STICKER_HALF = 0.41;
    /** How far a sticker floats above its body face, so the depth test never mixes the two. */
    public static final double STICKER_LIFT = 0.004;

    private StickerLayout() {
    }

    /** A model vector in scene coordinates. */
    public static double[] toScene(int[] model) {
        return new double[] {model[0], -model[1], -model[2]};
    }

    /** The scene position of the cubie that carries a facelet. */
    public static double[] cubieCentre(int facelet) {
        double[] p = toScene(StickerGeometry.position(facelet));
        return new double[] {p[0] * SPACING, p[1] * SPACING, p[2] * SPACING};
    }

    /** The outward scene normal of a facelet. */
    public static double[] normal(int facelet) {
        return toScene(StickerGeometry.normal(Facelets.face(facelet)));
    }

    /** A sticker's centre relative to its cubie's centre. */
    public static double[] stickerOffset(int facelet) {
        double[] n = normal(facelet);
        double d = BODY_HALF + STICKER_LIFT;
        return new double[] {n[0] * d, n[1] * d, n[2] * d};
    }

    /** A sticker's centre in the scene. */
    public static double[] stickerCentre(int facelet) {
        double[] c = cubieCentre(facelet);
        double[] o = stickerOffset(facelet);
        return new double[] {c[0] + o[0], c[1] + o[1], c[2] + o[2]};
    }

    /** Two unit vectors spanning the plane of a face's stickers (u × v along the normal's line). */
    public static double[][] tangents(Face face) {
        double[] n = toScene(StickerGeometry.normal(face));
        double[] u = Math.abs(n[0]) > 0 ? new double[] {0, 0, 1} : new double[] {1, 0, 0};
        double[] v = {n[1] * u[2] - n[2] * u[1], n[2] * u[0] - n[0] * u[2], n[0] * u[1] - n[1] * u[0]};
        return new double[][] {u, v};
    }

    /** Index 0..26 of the cubie at model position (x, y, z), each −1..1. */
    public static int cubieIndex(int x, int y, int z) {
        return (x + 1) * 9 + (y + 1) * 3 + (z + 1);
    }

    /** The model position of cubie index 0..26. */
    public static int[] cubiePosition(int index) {
        return new int[] {index / 9 - 1, index / 3 % 3 - 1, index % 3 - 1};
    }

    /** True when a move turns the cubie at this model position. */
    public static boolean isTurned(int[] position, Move move) {
        int coordinate = position[move.turn().axis().ordinal()];
        return (move.turn().layers() & (1 << (coordinate + 1))) != 0;
    }

    /** The scene axis a move turns about. */
    public static double[] sceneAxis(Axis axis) {
        return switch (axis) {
            case X -> new double[] {1, 0, 0};
            case Y -> new double[] {0, -1, 0};
            case Z -> new double[] {0, 0, -1};
        };
    }

    /**
     * The rotation angle in degrees (right-handed about {@link #sceneAxis}) that animates a move:
     * the short way round, so R' turns −90° rather than +270°, and a half turn follows the
     * clockwise direction.
     */
    public static double turnDegrees(Move move) {
        int signedQuarters = switch (move.quarterTurns()) {
            case 1 -> 1;
            case 2 -> 2;
            default -> -1;
        };
        return move.turn().clockwiseSign() * 90.0 * signedQuarters;
    }
}
