package cubelab.common;

import java.util.Locale;

/**
 * The part of a user's input that an error message quotes: at most {@value #MAX_CHARACTERS}
 * characters, then an ellipsis and the input's length, so that a 100 MB line is named in one
 * line of text instead of being printed back whole.
 */
public final class Excerpt {

    /** About one terminal line. */
    public static final int MAX_CHARACTERS = 80;

    private Excerpt() {
    }

    /** The text itself when short, else its first characters, "…" and how long it is. */
    public static String of(String text) {
        if (text == null) {
            return "";
        }
        if (text.length() <= MAX_CHARACTERS) {
            return text;
        }
        int end = MAX_CHARACTERS;
        if (Character.isHighSurrogate(text.charAt(end - 1))) {
            end--; // never cut a character in half
        }
        return text.substring(0, end) + String.format(Locale.ROOT, "… (%,d characters)", text.length());
    }
}
