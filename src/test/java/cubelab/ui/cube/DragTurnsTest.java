package cubelab.ui.cube;

import static org.assertj.core.api.Assertions.assertThat;

import cubelab.model.Facelets;
import cubelab.model.StickerGeometry;
import cubelab.notation.Move;
import cubelab.notation.Turn;
import org.junit.jupiter.api.Test;

class DragTurnsTest {

    @Test
    void everyDragMovesTheStickerTheWayItWasDragged() {
        for (int facelet = 0; facelet < Facelets.COUNT; facelet++) {
            int[] normal = StickerGeometry.normal(Facelets.face(facelet));
            for (int axis = 0; axis < 3; axis++) {
                for (int sign = -1; sign <= 1; sign += 2) {
                    Move move = DragTurns.moveFor(facelet, axis, sign);
                    if (normal[axis] != 0) {
                        assertThat(move).isNull();
                        continue;
                    }
                    assertThat(move.quarterTurns()).isNotEqualTo(2);
                    // a quarter turn carries the sticker onto a position further along the drag,
                    // or (an edge sticker at the rim) onto the neighbouring face in that direction
                    int target = StickerGeometry.permutation(move)[facelet];
                    int[] from = StickerGeometry.position(facelet);
                    int[] to = StickerGeometry.position(target);
                    int[] toNormal = StickerGeometry.normal(Facelets.face(target));
                    int along = (to[axis] - from[axis]) * sign + toNormal[axis] * sign;
                    assertThat(along).as("%s dragged %+d along %d: %s", Facelets.name(facelet), sign, axis, move)
                            .isPositive();
                }
            }
        }
    }

    @Test
    void familiarDrags() {
        // front top row dragged right is U', the middle row E, the bottom row D
        assertThat(DragTurns.moveFor(Facelets.F1, 0, +1)).isEqualTo(Move.of(Turn.U, 3));
        assertThat(DragTurns.moveFor(Facelets.F5, 0, +1)).isEqualTo(Move.of(Turn.E, 1));
        assertThat(DragTurns.moveFor(Facelets.F9, 0, +1)).isEqualTo(Move.of(Turn.D, 1));
        // front right column dragged up is R, the left column L'
        assertThat(DragTurns.moveFor(Facelets.F3, 1, +1)).isEqualTo(Move.of(Turn.R, 1));
        assertThat(DragTurns.moveFor(Facelets.F1, 1, +1)).isEqualTo(Move.of(Turn.L, 3));
    }
}
