package cubelab.model;

/**
 * The six faces in the order of the facelet string (Kociemba's URFDLB). A face letter also
 * names a sticker colour: "the colour of the U centre".
 */
public enum Face {
    U, R, F, D, L, B;

    private static final Face[] VALUES = values();

    /** The face on the other side of the cube: U↔D, R↔L, F↔B. */
    public Face opposite() {
        return VALUES[(ordinal() + 3) % 6];
    }

    public char letter() {
        return name().charAt(0);
    }

    /** The face named by an upper-case letter, or null if the letter names none. */
    public static Face ofLetter(char letter) {
        return switch (letter) {
            case 'U' -> U;
            case 'R' -> R;
            case 'F' -> F;
            case 'D' -> D;
            case 'L' -> L;
            case 'B' -> B;
            default -> null;
        };
    }

    public static Face of(int ordinal) {
        return VALUES[ordinal];
    }
}
