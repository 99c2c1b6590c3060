package cubelab.ui;

import cubelab.notation.Move;

/** What a key does on the Cube tab: turn the cube, or drive playback and the solver ({@link KeyMap}). */
sealed interface KeyAction {

    /** A turn of the cube (a face, a wide face, a slice or a rotation). */
    record TurnCube(Move move) implements KeyAction {
    }

    /** The playback and solver keys. */
    enum Playback implements KeyAction {
        PLAY_PAUSE, STEP_BACK, STEP_FORWARD, TO_START, TO_END, CANCEL_SOLVE
    }
}
