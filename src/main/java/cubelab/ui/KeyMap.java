package cubelab.ui;

import cubelab.notation.Move;
import cubelab.notation.Turn;

/**
 * The keyboard map for turning (pure, documented in the Help menu):
 * <ul>
 * <li>U R F D L B: face turns; with Shift: prime (counter-clockwise)</li>
 * <li>Alt + U R F D L B: wide turns (Uw …); with Shift: prime</li>
 * <li>M E S: slice turns; X Y Z: whole-cube rotations; with Shift: prime</li>
 * <li>Ctrl+Z undo, Ctrl+Y or Ctrl+Shift+Z redo (handled by the menu accelerators)</li>
 * </ul>
 */
final class KeyMap {

    public static final String HELP = String.join("\n",
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

    /** The move for a letter key, or null when the key turns nothing. */
    public static Move moveFor(char key, boolean shift, boolean alt) {
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
