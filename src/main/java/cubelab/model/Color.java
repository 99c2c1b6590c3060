package cubelab.model;

/** A sticker colour of a physical cube, with its one-letter code. */
public enum Color {
    WHITE('W'), YELLOW('Y'), GREEN('G'), BLUE('B'), RED('R'), ORANGE('O');

    private final char letter;

    Color(char letter) {
        this.letter = letter;
    }

    public char letter() {
        return letter;
    }

    /** The colour with this letter (W Y G B R O, either case), or null. */
    public static Color ofLetter(char letter) {
        char upper = Character.toUpperCase(letter);
        for (Color color : values()) {
            if (color.letter == upper) {
                return color;
            }
        }
        return null;
    }
}
