package cubelab.cli;

import cubelab.common.TextSpaces;
import cubelab.model.CubeDefect;
import cubelab.model.InvalidCubeException;
import cubelab.notation.Algorithm;
import java.util.List;
import java.util.Locale;

/**
 * Tells facelets from algorithms in a line of text, so that a damaged facelet line is reported
 * instead of being searched as a different cube.
 *
 * <p>Facelets are 54 letters of {@code URFDLB}, written as one word, as 6 words of 9 (a face each)
 * or as 18 words of 3 (a row each), the words parted by spaces of any kind ({@link TextSpaces}).
 * A line that holds only the letters U R F D L B (either case) and spaces, at least
 * {@value #FACELET_LIKE_LETTERS} of them, is taken to be meant as facelets and refused when it is
 * not valid ones: a scramble of 9 or more face turns with no {@code '} or {@code 2} in it is rare
 * (about 1 in 20,000 random ones), a facelet line that lost a letter is not. Such an algorithm can
 * still be given in parentheses, {@code (R U R U R U R U R)}; letters run together ("RUR'U'") are
 * read as moves only where, as there, no facelet reading is possible.
 */
final class FaceletLine {

    static final int FACELET_LIKE_LETTERS = 9;
    private static final String FACE_LETTERS = "URFDLBurfdlb";
    private static final List<Integer> GROUP_SIZES = List.of(54, 9, 3);

    private FaceletLine() {
    }

    /** Whether the text is meant as facelets (valid or not) rather than as an algorithm. */
    static boolean looksLikeFacelets(String text) {
        long letters = 0;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (FACE_LETTERS.indexOf(c) >= 0) {
                letters++;
            } else if (!TextSpaces.isSpace(c)) {
                return false;
            }
        }
        return letters >= FACELET_LIKE_LETTERS;
    }

    /**
     * The 54 facelet letters of a line in one of the accepted groupings.
     *
     * @throws InvalidCubeException {@code LENGTH} for another count or grouping, {@code UNKNOWN_LETTER}
     *                              for a lower-case or other letter
     */
    static String facelets(String text) throws InvalidCubeException {
        // counted before the line is split, so that a line of a hundred million letters costs no memory
        long letters = text.chars().filter(c -> !TextSpaces.isSpace(c)).count();
        if (letters > Algorithm.MAX_MOVES) {
            throw new InvalidCubeException(CubeDefect.LENGTH, String.format(Locale.ROOT,
                    "a line of %,d letters: too long for facelets (54 letters) and for an algorithm "
                            + "(at most %,d moves)", letters, Algorithm.MAX_MOVES), List.of());
        }
        List<String> words = TextSpaces.words(text);
        String joined = String.join("", words);
        for (int i = 0; i < joined.length(); i++) {
            char c = joined.charAt(i);
            if ("URFDLB".indexOf(c) < 0) {
                String hint = "urfdlb".indexOf(c) >= 0 ? " (facelets are upper-case: "
                        + Character.toUpperCase(c) + ")" : "";
                throw new InvalidCubeException(CubeDefect.UNKNOWN_LETTER, String.format(Locale.ROOT,
                        "%s at facelet index %d is not one of U R F D L B%s", describe(c), i, hint), List.of());
            }
        }
        if (joined.length() != 54) {
            throw new InvalidCubeException(CubeDefect.LENGTH,
                    "expected 54 facelets (letters U R F D L B), got " + joined.length(), List.of());
        }
        if (words.size() > 1 && !evenGroups(words)) {
            throw new InvalidCubeException(CubeDefect.LENGTH, "54 facelets are written as one word, "
                    + "6 words of 9 (a face each) or 18 words of 3 (a row each), not as " + words.size() + " words",
                    List.of());
        }
        return joined;
    }

    private static boolean evenGroups(List<String> words) {
        for (int size : GROUP_SIZES) {
            if (words.size() * size == 54 && words.stream().allMatch(w -> w.length() == size)) {
                return true;
            }
        }
        return false;
    }

    private static String describe(char c) {
        if (Character.isISOControl(c) || Character.isSurrogate(c) || TextSpaces.isSpace(c)
                || Character.getType(c) == Character.FORMAT) {
            return String.format(Locale.ROOT, "character U+%04X", (int) c);
        }
        return "'" + c + "'";
    }
}
