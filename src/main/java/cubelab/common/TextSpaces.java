package cubelab.common;

import java.util.ArrayList;
import java.util.List;

/**
 * The one definition of a space for everything a user types or pastes: cube notation, facelets,
 * batch lines, Rubik's Race boards and targets, puzzle tiles. Every Unicode space separates:
 * what Java calls whitespace (tab, line ends, the file/group/record/unit separators, the Ogham
 * and em spaces, line and paragraph separators) and what Unicode calls a space separator (the
 * no-break spaces too), and the next-line control U+0085. Text copied from a web page or a word
 * processor then reads as it looks, and no reader takes a space another one refuses.
 */
public final class TextSpaces {

    private static final int NEXT_LINE = 0x85;

    private TextSpaces() {
    }

    /** Whether the code point separates words. */
    public static boolean isSpace(int codePoint) {
        return Character.isWhitespace(codePoint) || Character.isSpaceChar(codePoint) || codePoint == NEXT_LINE;
    }

    /** The text without the spaces at either end. */
    public static String strip(String text) {
        int start = 0;
        int end = text.length();
        while (start < end && isSpace(text.codePointAt(start))) {
            start += Character.charCount(text.codePointAt(start));
        }
        while (end > start && isSpace(text.codePointBefore(end))) {
            end -= Character.charCount(text.codePointBefore(end));
        }
        return text.substring(start, end);
    }

    /** The words of the text, split at runs of spaces; none for a text of spaces only. */
    public static List<String> words(String text) {
        List<String> words = new ArrayList<>();
        int i = 0;
        while (i < text.length()) {
            int codePoint = text.codePointAt(i);
            if (isSpace(codePoint)) {
                i += Character.charCount(codePoint);
                continue;
            }
            int start = i;
            while (i < text.length() && !isSpace(text.codePointAt(i))) {
                i += Character.charCount(text.codePointAt(i));
            }
            words.add(text.substring(start, i));
        }
        return words;
    }
}
