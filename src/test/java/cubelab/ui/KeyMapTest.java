package cubelab.ui;

import static org.assertj.core.api.Assertions.assertThat;

import cubelab.notation.Move;
import cubelab.notation.Turn;
import org.junit.jupiter.api.Test;

class KeyMapTest {

    @Test
    void facesSlicesAndRotations() {
        assertThat(KeyMap.moveFor('r', false, false)).isEqualTo(Move.of(Turn.R, 1));
        assertThat(KeyMap.moveFor('R', true, false)).isEqualTo(Move.of(Turn.R, 3));
        assertThat(KeyMap.moveFor('u', false, true)).isEqualTo(Move.of(Turn.UW, 1));
        assertThat(KeyMap.moveFor('m', true, false)).isEqualTo(Move.of(Turn.M, 3));
        assertThat(KeyMap.moveFor('x', false, false)).isEqualTo(Move.of(Turn.X, 1));
    }

    @Test
    void otherKeysTurnNothing() {
        assertThat(KeyMap.moveFor('q', false, false)).isNull();
        assertThat(KeyMap.moveFor('m', false, true)).isNull();
    }

    @Test
    void oneMapGivesEveryKeyItsAction() {
        assertThat(KeyMap.actionFor(javafx.scene.input.KeyCode.SPACE, false, false)).isEqualTo(KeyAction.Playback.PLAY_PAUSE);
        assertThat(KeyMap.actionFor(javafx.scene.input.KeyCode.LEFT, false, false)).isEqualTo(KeyAction.Playback.STEP_BACK);
        assertThat(KeyMap.actionFor(javafx.scene.input.KeyCode.RIGHT, false, false)).isEqualTo(KeyAction.Playback.STEP_FORWARD);
        assertThat(KeyMap.actionFor(javafx.scene.input.KeyCode.HOME, false, false)).isEqualTo(KeyAction.Playback.TO_START);
        assertThat(KeyMap.actionFor(javafx.scene.input.KeyCode.END, false, false)).isEqualTo(KeyAction.Playback.TO_END);
        assertThat(KeyMap.actionFor(javafx.scene.input.KeyCode.ESCAPE, false, false)).isEqualTo(KeyAction.Playback.CANCEL_SOLVE);
        assertThat(KeyMap.actionFor(javafx.scene.input.KeyCode.F, false, true))
                .isEqualTo(new KeyAction.TurnCube(Move.of(Turn.F.wide(), 1)));
        assertThat(KeyMap.actionFor(javafx.scene.input.KeyCode.B, true, false))
                .isEqualTo(new KeyAction.TurnCube(Move.of(Turn.B, 3)));
        assertThat(KeyMap.actionFor(javafx.scene.input.KeyCode.Q, false, false)).isNull();
        assertThat(KeyMap.actionFor(javafx.scene.input.KeyCode.TAB, false, false)).as("focus traversal stays").isNull();
        assertThat(KeyMap.actionFor(javafx.scene.input.KeyCode.DIGIT1, false, false)).isNull();
    }
}
