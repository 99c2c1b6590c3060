package cubelab.notation;

import cubelab.common.TextSpaces;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads WCA/Singmaster notation: face turns {@code U R F D L B}, wide turns {@code Rw} or
 * {@code r}, slices {@code M E S}, rotations {@code x y z}, each followed by nothing,
 * {@code '}, {@code 2}, {@code 2'} or {@code 3}; parentheses group moves and may carry a repeat
 * count, {@code (R U)3}. Spaces ({@link TextSpaces}: any Unicode space) are optional between moves. A recursive-descent parser that
 * reports the first character it cannot accept.
 */
final class AlgorithmParser {

    private static final String MOVE_EXPECTED =
            "a move (U R F D L B, Uw..Bw, u..b, M E S, x y z) or '('";
    private static final int MAX_REPEAT = 1_000;
    static final int MAX_MOVES = 1_000_000;
    /**
     * Groups nest by recursion, one stack frame per level: a bound keeps any input, however many
     * '(' it opens, far from the thread's stack limit. No real algorithm nests more than a few levels.
     */
    static final int MAX_NESTING = 100;

    private final String text;
    private int position;
    private int depth;

    private AlgorithmParser(String text) {
        this.text = text;
    }

    static List<Move> parse(String text) {
        if (text == null) {
            throw new NotationException("", 0, "no text", MOVE_EXPECTED);
        }
        AlgorithmParser parser = new AlgorithmParser(text);
        List<Move> moves = new ArrayList<>();
        parser.parseSequence(moves);
        if (parser.position < text.length()) {
            // parseSequence stops only at ')' when not inside a group
            throw parser.error("unmatched ')'", MOVE_EXPECTED);
        }
        return moves;
    }

    private void parseSequence(List<Move> into) {
        while (true) {
            skipWhitespace();
            if (position >= text.length()) {
                return;
            }
            char c = text.charAt(position);
            if (c == ')') {
                return;
            }
            if (c == '(') {
                parseGroup(into);
            } else {
                into.add(parseMove());
            }
            if (into.size() > MAX_MOVES) {
                throw error("algorithm too long", "at most " + MAX_MOVES + " moves");
            }
        }
    }

    private void parseGroup(List<Move> into) {
        int open = position;
        if (depth >= MAX_NESTING) {
            throw error("parentheses nested more than " + MAX_NESTING + " deep", "at most " + MAX_NESTING
                    + " levels of '('");
        }
        position++;
        depth++;
        List<Move> group = new ArrayList<>();
        parseSequence(group);
        if (position >= text.length()) {
            throw new NotationException(text, text.length(),
                    "'(' at index " + open + " is not closed", "')'");
        }
        position++; // the ')'
        depth--;
        int repeat = 1;
        if (position < text.length() && Character.isDigit(text.charAt(position))) {
            int start = position;
            while (position < text.length() && Character.isDigit(text.charAt(position))) {
                position++;
            }
            String digits = text.substring(start, position);
            if (digits.length() > 4 || Integer.parseInt(digits) < 1 || Integer.parseInt(digits) > MAX_REPEAT) {
                position = start;
                throw error("repeat count " + digits + " out of range", "a count from 1 to " + MAX_REPEAT);
            }
            repeat = Integer.parseInt(digits);
        }
        if ((long) group.size() * repeat + into.size() > MAX_MOVES) {
            throw error("algorithm too long", "at most " + MAX_MOVES + " moves");
        }
        for (int i = 0; i < repeat; i++) {
            into.addAll(group);
        }
    }

    private Move parseMove() {
        char c = text.charAt(position);
        Turn turn;
        switch (c) {
            case 'U', 'R', 'F', 'D', 'L', 'B' -> {
                turn = Turn.ofFaceLetter(c);
                position++;
                if (position < text.length() && text.charAt(position) == 'w') {
                    turn = turn.wide();
                    position++;
                }
            }
            case 'u', 'r', 'f', 'd', 'l', 'b' -> {
                turn = Turn.ofFaceLetter(Character.toUpperCase(c)).wide();
                position++;
            }
            case 'M' -> { turn = Turn.M; position++; }
            case 'E' -> { turn = Turn.E; position++; }
            case 'S' -> { turn = Turn.S; position++; }
            case 'x' -> { turn = Turn.X; position++; }
            case 'y' -> { turn = Turn.Y; position++; }
            case 'z' -> { turn = Turn.Z; position++; }
            default -> throw error("unexpected " + describe(c), MOVE_EXPECTED);
        }
        return new Move(turn, parseAmount());
    }

    private int parseAmount() {
        if (position >= text.length()) {
            return 1;
        }
        char c = text.charAt(position);
        if (isPrime(c)) {
            position++;
            return 3;
        }
        if (c == '2' || c == '3') {
            position++;
            int amount = c - '0';
            if (position < text.length() && isPrime(text.charAt(position))) {
                position++;
                amount = 4 - amount;
            }
            if (position < text.length() && Character.isDigit(text.charAt(position))) {
                throw error("unexpected " + describe(text.charAt(position)), "a space or the next move");
            }
            return amount;
        }
        if (Character.isDigit(c)) {
            throw error("unexpected " + describe(c), "2, 3 or ' after a move");
        }
        return 1;
    }

    private static boolean isPrime(char c) {
        return c == '\'' || c == '\u2019' || c == '\u2032';
    }

    private void skipWhitespace() {
        while (position < text.length() && TextSpaces.isSpace(text.charAt(position))) {
            position++;
        }
    }

    private NotationException error(String problem, String expected) {
        return new NotationException(text, position, problem, expected);
    }

    private static String describe(char c) {
        if (Character.isISOControl(c) || TextSpaces.isSpace(c) || Character.isSurrogate(c)
                || Character.getType(c) == Character.FORMAT) {
            return String.format("character U+%04X", (int) c);
        }
        return "'" + c + "'";
    }
}
