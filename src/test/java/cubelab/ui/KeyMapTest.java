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
}
