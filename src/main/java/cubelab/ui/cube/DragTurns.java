package cubelab.ui.cube;

import cubelab.model.Facelets;
import cubelab.model.StickerGeometry;
import cubelab.notation.Move;
import cubelab.notation.Turn;

/**
 * Pure: which move a drag on a sticker means. Dragging sticker s (outward normal n) along the
 * model direction t turns the layer through s about the axis a = n × t, the positive way round,
 * so s moves along t. Dragging a centre turns the middle slice; dragging an edge-of-face sticker
 * turns the outer layer it belongs to.
 */
final class DragTurns {

    private DragTurns() {
    }

    /**
     * @param facelet  the sticker the drag started on
     * @param dragAxis the model axis (0 x, 1 y, 2 z) the drag runs along; must lie in the face
     * @param sign     +1 or −1: the direction along that axis
     * @return the move, or null when the drag runs along the sticker's normal
     */
    public static Move moveFor(int facelet, int dragAxis, int sign) {
        int[] n = StickerGeometry.normal(Facelets.face(facelet));
        int[] t = new int[3];
        t[dragAxis] = sign;
        int[] a = {n[1] * t[2] - n[2] * t[1], n[2] * t[0] - n[0] * t[2], n[0] * t[1] - n[1] * t[0]};
        int axis = a[0] != 0 ? 0 : a[1] != 0 ? 1 : a[2] != 0 ? 2 : -1;
        if (axis < 0) {
            return null;
        }
        int layer = StickerGeometry.position(facelet)[axis];
        Turn turn = layerTurn(axis, layer);
        // a positive rotation about +axis is quarterTurns q with clockwiseSign · q ≡ +1 (mod 4)
        int positive = turn.clockwiseSign() > 0 ? 1 : 3;
        return Move.of(turn, a[axis] > 0 ? positive : 4 - positive);
    }

    private static Turn layerTurn(int axis, int layer) {
        return switch (axis) {
            case 0 -> layer > 0 ? Turn.R : layer < 0 ? Turn.L : Turn.M;
            case 1 -> layer > 0 ? Turn.U : layer < 0 ? Turn.D : Turn.E;
            default -> layer > 0 ? Turn.F : layer < 0 ? Turn.B : Turn.S;
        };
    }
}
