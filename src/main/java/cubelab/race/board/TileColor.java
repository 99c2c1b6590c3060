package cubelab.race.board;

/** The six tile colours of Rubik's Race, in the order used for the tile-count rule and for cell codes. */
public enum TileColor {
    WHITE('W'), YELLOW('Y'), ORANGE('O'), RED('R'), GREEN('G'), BLUE('B');

    /** Cell code of the blank in the byte arrays used by boards and searches; colours are 1..6. */
    public static final byte BLANK_CODE = 0;
    public static final char BLANK_LETTER = '.';

    private final char letter;

    TileColor(char letter) {
        this.letter = letter;
    }

    public char letter() {
        return letter;
    }

    /** The cell code of this colour: its ordinal plus one, so that 0 stays free for the blank. */
    public byte code() {
        return (byte) (ordinal() + 1);
    }

    public static TileColor fromCode(int code) {
        return values()[code - 1];
    }

    /** The colour for a letter (case-insensitive), or null if the letter names no colour. */
    public static TileColor fromLetter(char letter) {
        char upper = Character.toUpperCase(letter);
        for (TileColor color : values()) {
            if (color.letter == upper) {
                return color;
            }
        }
        return null;
    }
}
