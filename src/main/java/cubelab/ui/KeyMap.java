package cubelab.ui;

import cubelab.notation.Move;
import cubelab.notation.Turn;
import javafx.scene.input.KeyCode;

/**
 * The Cube tab's keyboard map, the one place keys are given their actions (pure; shown by Help →
 * Keyboard shortcuts and in the README):
 * <ul>
 * <li>U R F D L B: face turns; with Shift: prime (counter-clockwise)</li>
 * <li>Alt + U R F D L B: wide turns (Uw …); with Shift: prime</li>
 * <li>M E S: slice turns; X Y Z: whole-cube rotations; with Shift: prime</li>
 * <li>Space: play or pause; ← →: step; Home, End: jump to the start or end; Esc: cancel the solve</li>
 * <li>Ctrl+Z undo, Ctrl+Y or Ctrl+Shift+Z redo, Ctrl+Enter solve, Ctrl+E, Ctrl+0, F1: the menu
 * accelerators, which the menus hold</li>
 * </ul>
 */
final class KeyMap {

    static final String HELP = String.join("\n",
            "U R F D L B\tface turns (clockwise)",
            "Shift + key\tprime turn (counter-clockwise)",
            "Alt + U R F D L B\twide turns (Uw Rw …)",
            "M E S\tslice turns",
            "X Y Z\twhole-cube rotations",
            "Ctrl+Z / Ctrl+Y\tundo / redo",
            "Space\tplay / pause the solution",
            "← / →\tstep back / forward, Home / End jump",
            "Ctrl+Enter\tsolve, Esc cancel",
            "Ctrl+E\tsticker editor, Ctrl+0 reset view",
            "Mouse\tdrag a face to turn it, drag around the cube to orbit, wheel to zoom");

    private KeyMap() {
    }

    /** The action of a key without Ctrl or Meta, or null when it has none. */
    static KeyAction actionFor(KeyCode code, boolean shift, boolean alt) {
        KeyAction.Playback playback = switch (code) {
            case SPACE -> KeyAction.Playback.PLAY_PAUSE;
            case LEFT, KP_LEFT -> KeyAction.Playback.STEP_BACK;
            case RIGHT, KP_RIGHT -> KeyAction.Playback.STEP_FORWARD;
            case HOME -> KeyAction.Playback.TO_START;
            case END -> KeyAction.Playback.TO_END;
            case ESCAPE -> KeyAction.Playback.CANCEL_SOLVE;
            default -> null;
        };
        if (playback != null) {
            return playback;
        }
        String text = code.getChar();
        if (!code.isLetterKey() || text.length() != 1) {
            return null;
        }
        Move move = moveFor(text.charAt(0), shift, alt);
        return move == null ? null : new KeyAction.TurnCube(move);
    }

    /** The move for a letter key, or null when the key turns nothing. */
    static Move moveFor(char key, boolean shift, boolean alt) {
        Turn turn = switch (Character.toUpperCase(key)) {
            case 'U' -> Turn.U;
            case 'R' -> Turn.R;
            case 'F' -> Turn.F;
            case 'D' -> Turn.D;
            case 'L' -> Turn.L;
            case 'B' -> Turn.B;
            case 'M' -> Turn.M;
            case 'E' -> Turn.E;
            case 'S' -> Turn.S;
            case 'X' -> Turn.X;
            case 'Y' -> Turn.Y;
            case 'Z' -> Turn.Z;
            default -> null;
        };
        if (turn == null) {
            return null;
        }
        if (alt) {
            if (turn.kind() != Turn.Kind.FACE) {
                return null;
            }
            turn = turn.wide();
        }
        return Move.of(turn, shift ? 3 : 1);
    }
}
