package cubelab.race.board;

import cubelab.common.TextSpaces;

/** Reading and writing colour letters; reports bad characters by their index in the input. */
public final class CellText {
    private CellText() {
    }

    /**
     * Codes for the letters in {@code text}, skipping spaces of any kind ({@link TextSpaces}: line
     * ends of a pasted board too) and '/'; the blank only if allowed.
     */
    static byte[] readColors(String text, boolean blankAllowed) {
        byte[] codes = new byte[text.length()];
        int count = 0;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '/' || TextSpaces.isSpace(c)) {
                continue;
            }
            if (c == TileColor.BLANK_LETTER && blankAllowed) {
                codes[count++] = TileColor.BLANK_CODE;
                continue;
            }
            TileColor color = TileColor.fromLetter(c);
            if (color == null) {
                throw new TileNotationException(text, i, describe(c) + " is not a colour (W Y O R G B"
                        + (blankAllowed ? " or . for the blank)" : ")"));
            }
            codes[count++] = color.code();
        }
        return java.util.Arrays.copyOf(codes, count);
    }

    /** A character as an error names it: control and invisible characters by their code. */
    public static String describe(char c) {
        if (Character.isISOControl(c) || Character.isSurrogate(c) || Character.getType(c) == Character.FORMAT) {
            return String.format(java.util.Locale.ROOT, "character U+%04X", (int) c);
        }
        return "'" + c + "'";
    }

    static String writeColors(byte[] codes) {
        StringBuilder text = new StringBuilder(codes.length);
        for (byte code : codes) {
            text.append(code == TileColor.BLANK_CODE ? TileColor.BLANK_LETTER : TileColor.fromCode(code).letter());
        }
        return text.toString();
    }
}
