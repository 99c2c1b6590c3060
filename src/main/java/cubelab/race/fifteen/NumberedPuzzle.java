package cubelab.race.fifteen;

import cubelab.common.TextSpaces;
import cubelab.race.board.BoardDefect;
import cubelab.race.board.CellText;
import cubelab.race.board.GridMoves;
import cubelab.race.board.InvalidBoardException;
import cubelab.race.board.Metric;
import cubelab.race.board.TileMove;
import cubelab.race.board.TileNotationException;
import cubelab.race.heuristic.TileHeuristic;
import cubelab.race.search.SearchProblem;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * A classic sliding puzzle (8-puzzle, 15-puzzle, ...): tiles 1..n²−1 and a blank (0), immutable. The
 * goal, as in Korf 1985, has the blank top-left and tile t on cell t. Only positions of the goal's
 * parity are accepted: a permutation is reachable iff its parity equals the parity of the blank's
 * Manhattan distance from its home cell.
 */
public final class NumberedPuzzle {
    /** The largest puzzle {@link #parse} reads: its 121 cells fit in a byte. */
    public static final int MAX_SIZE = 11;
    private final int size;
    private final byte[] cells;

    private NumberedPuzzle(int size, byte[] cells) {
        this.size = size;
        this.cells = cells;
        validate();
    }

    public static NumberedPuzzle ofCells(int size, byte[] cells) {
        return new NumberedPuzzle(size, cells.clone());
    }

    public static NumberedPuzzle goal(int size) {
        byte[] cells = new byte[size * size];
        for (int i = 0; i < cells.length; i++) {
            cells[i] = (byte) i;
        }
        return new NumberedPuzzle(size, cells);
    }

    /** Reads n² numbers separated by spaces of any kind or commas, row-major, 0 for the blank (Korf's format). */
    public static NumberedPuzzle parse(String text) {
        List<Integer> numbers = new ArrayList<>();
        int i = 0;
        while (i < text.length()) {
            char c = text.charAt(i);
            if (c == ',' || c == '/' || TextSpaces.isSpace(c)) {
                i++;
                continue;
            }
            if (c < '0' || c > '9') {
                throw new TileNotationException(text, i, CellText.describe(c) + " is not part of a tile number");
            }
            int value = 0;
            int start = i;
            while (i < text.length() && text.charAt(i) >= '0' && text.charAt(i) <= '9') {
                value = value * 10 + text.charAt(i) - '0';
                if (value > 255) {
                    throw new TileNotationException(text, start, "tile number too large");
                }
                i++;
            }
            numbers.add(value);
        }
        int size = (int) Math.round(Math.sqrt(numbers.size()));
        if (size * size != numbers.size() || size < 2) {
            throw new InvalidBoardException(BoardDefect.SIZE, numbers.size() + " tiles do not make an n×n puzzle");
        }
        if (size > MAX_SIZE) {
            throw new InvalidBoardException(BoardDefect.SIZE, "a " + size + "×" + size + " puzzle: puzzles are 2×2 to "
                    + MAX_SIZE + "×" + MAX_SIZE + " (tiles are stored in a byte)");
        }
        byte[] cells = new byte[numbers.size()];
        for (int cell = 0; cell < cells.length; cell++) {
            int value = numbers.get(cell);
            if (value >= cells.length) {
                throw new InvalidBoardException(BoardDefect.TILE_NUMBERS, "tile " + value + " on a " + size + "x" + size
                        + " puzzle (tiles are 1.." + (cells.length - 1) + ", 0 is the blank)");
            }
            cells[cell] = (byte) value;
        }
        return new NumberedPuzzle(size, cells);
    }

    private void validate() {
        if (size < 2 || cells.length != size * size) {
            throw new InvalidBoardException(BoardDefect.SIZE, "need n ≥ 2 and n² cells");
        }
        boolean[] seen = new boolean[cells.length];
        for (int cell = 0; cell < cells.length; cell++) {
            int value = cells[cell];
            if (value < 0 || value >= cells.length || seen[value]) {
                throw new InvalidBoardException(BoardDefect.TILE_NUMBERS, (value < 0 || value >= cells.length
                        ? "no tile " + value : "tile " + value + " appears twice") + " (at " + TileMove.ofCell(cell, size) + ")");
            }
            seen[value] = true;
        }
        int blank = GridMoves.blankOf(cells);
        int blankParity = (blank / size + blank % size) & 1;
        if (permutationParity() != blankParity) {
            throw new InvalidBoardException(BoardDefect.PARITY,
                    "odd permutation for the blank's position: the goal cannot be reached");
        }
    }

    private int permutationParity() {
        boolean[] visited = new boolean[cells.length];
        int parity = 0;
        for (int start = 0; start < cells.length; start++) {
            int length = 0;
            for (int at = start; !visited[at]; at = cells[at]) {
                visited[at] = true;
                length++;
            }
            if (length > 0) {
                parity ^= (length - 1) & 1;
            }
        }
        return parity;
    }

    public int size() {
        return size;
    }

    public byte[] cells() {
        return cells.clone();
    }

    public int blankCell() {
        return GridMoves.blankOf(cells);
    }

    public boolean isGoal() {
        return isGoal(cells);
    }

    static boolean isGoal(byte[] cells) {
        for (int cell = 0; cell < cells.length; cell++) {
            if (cells[cell] != cell) {
                return false;
            }
        }
        return true;
    }

    public NumberedPuzzle apply(List<TileMove> moves, Metric metric) {
        GridMoves grid = new GridMoves(size);
        byte[] next = cells.clone();
        for (TileMove move : moves) {
            int blank = GridMoves.blankOf(next);
            int source = grid.sourceOf(move, blank, metric);
            if (source < 0) {
                throw new IllegalArgumentException("move " + move + " is not legal: the blank is at " + TileMove.ofCell(blank, size));
            }
            grid.apply(next, blank, source);
        }
        return new NumberedPuzzle(size, next);
    }

    /** The search problem for this position with {@code heuristic}. */
    public SearchProblem problem(TileHeuristic heuristic, Metric metric) {
        return new SearchProblem(new GridMoves(size), cells, NumberedPuzzle::isGoal, heuristic, metric);
    }

    @Override
    public String toString() {
        StringBuilder text = new StringBuilder();
        for (byte value : cells) {
            text.append(text.length() == 0 ? "" : " ").append(value);
        }
        return text.toString();
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof NumberedPuzzle puzzle && puzzle.size == size && Arrays.equals(puzzle.cells, cells);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(cells);
    }
}
