package cubelab.race.board;

import cubelab.common.TextSpaces;
import java.util.ArrayList;
import java.util.List;

/**
 * A move names the cell of the tile pushed toward the blank: column letter {@code a..} from the left,
 * row number {@code 1..} from the top ({@code c2} = third column, second row). Zero-based inside.
 */
public record TileMove(int row, int column) {

    public TileMove {
        if (row < 0 || column < 0 || column >= 26) {
            throw new IllegalArgumentException("no such cell: row " + row + ", column " + column);
        }
    }

    public static TileMove ofCell(int cell, int size) {
        return new TileMove(cell / size, cell % size);
    }

    public int cell(int size) {
        return row * size + column;
    }

    public String notation() {
        return (char) ('a' + column) + Integer.toString(row + 1);
    }

    @Override
    public String toString() {
        return notation();
    }

    /** Reads one move such as {@code c2}; {@code offset} is added to reported character indices. */
    public static TileMove parse(String text) {
        return parse(text, 0, text.length(), text);
    }

    /** Reads moves separated by spaces of any kind or commas, e.g. {@code "c2 b2 b3"}. */
    public static List<TileMove> parseSequence(String text) {
        List<TileMove> moves = new ArrayList<>();
        int i = 0;
        while (i < text.length()) {
            char c = text.charAt(i);
            if (c == ',' || TextSpaces.isSpace(c)) {
                i++;
                continue;
            }
            int end = i;
            while (end < text.length() && text.charAt(end) != ',' && !TextSpaces.isSpace(text.charAt(end))) {
                end++;
            }
            moves.add(parse(text, i, end, text));
            i = end;
        }
        return moves;
    }

    private static TileMove parse(String token, int start, int end, String whole) {
        if (start >= end) {
            throw new TileNotationException(whole, start, "expected a move such as c2");
        }
        char letter = Character.toLowerCase(token.charAt(start));
        if (letter < 'a' || letter > 'z') {
            throw new TileNotationException(whole, start, "expected a column letter a..z, found '" + token.charAt(start) + "'");
        }
        if (start + 1 >= end) {
            throw new TileNotationException(whole, start + 1, "expected a row number after the column letter");
        }
        int row = 0;
        for (int i = start + 1; i < end; i++) {
            char digit = token.charAt(i);
            if (digit < '0' || digit > '9' || (i == start + 1 && digit == '0') || row > 1000) {
                throw new TileNotationException(whole, i, "expected a row number 1.., found '" + digit + "'");
            }
            row = row * 10 + (digit - '0');
        }
        return new TileMove(row - 1, letter - 'a');
    }

    public static String format(List<TileMove> moves) {
        StringBuilder text = new StringBuilder();
        for (TileMove move : moves) {
            if (text.length() > 0) {
                text.append(' ');
            }
            text.append(move.notation());
        }
        return text.toString();
    }
}
