package cubelab.race.board;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.random.RandomGenerator;

/**
 * An immutable Rubik's Race board: n×n cells (n ≥ 3), one blank and n²−1 tiles in six colours.
 *
 * <p>Tile-count rule: each colour has ⌊(n²−1)/6⌋ tiles, and the first (n²−1) mod 6 colours in the
 * order W Y O R G B have one more (as even a split as possible). The game's 5×5 has 4 of each, 7×7
 * has 8 of each, 3×3 has W Y ×2 and O R G B ×1.
 *
 * <p>Every board is solvable for every target: since n²−1 ≥ 8 > 6, some colour has two tiles, and
 * swapping two equal tiles is a free odd permutation, so the sliding-puzzle parity constraint never
 * excludes a colouring. Hence every colouring with the right counts (blank anywhere) is reachable.
 */
public final class Board {
    /** The widest board {@link #parse} reads: its columns are named a to z ({@link TileMove}). */
    public static final int MAX_SIZE = 26;
    private final int size;
    private final byte[] cells;
    private final int blank;

    private Board(int size, byte[] cells) {
        this.size = size;
        this.cells = cells;
        this.blank = validate(size, cells);
    }

    /** A board from cell codes (0 blank, 1..6 colours by {@link TileColor#code()}), row-major. */
    public static Board ofCells(int size, byte[] cells) {
        return new Board(size, cells.clone());
    }

    /** Number of tiles of {@code color} on an n×n board, per the tile-count rule above. */
    public static int tileCount(int size, TileColor color) {
        int tiles = size * size - 1;
        int base = tiles / 6;
        return color.ordinal() < tiles % 6 ? base + 1 : base;
    }

    /**
     * Reads n² letters W Y O R G B and one {@code .}, row-major, 3 ≤ n ≤ {@value #MAX_SIZE}; spaces of
     * any kind (line ends too) and {@code /} between rows are ignored. Bad characters raise {@link TileNotationException}; a wrong shape or count raises
     * {@link InvalidBoardException}.
     */
    public static Board parse(String text) {
        byte[] codes = CellText.readColors(text, true);
        int size = (int) Math.round(Math.sqrt(codes.length));
        if (size * size != codes.length || size < 3) {
            throw new InvalidBoardException(BoardDefect.SIZE,
                    codes.length + " cells do not make an n×n board with n ≥ 3");
        }
        if (size > MAX_SIZE) {
            throw new InvalidBoardException(BoardDefect.SIZE, "a " + size + "×" + size + " board: boards are 3×3 to "
                    + MAX_SIZE + "×" + MAX_SIZE + " (the columns are named a to z)");
        }
        return new Board(size, codes);
    }

    private static int validate(int size, byte[] cells) {
        if (size < 3 || cells.length != size * size) {
            throw new InvalidBoardException(BoardDefect.SIZE, "need n ≥ 3 and n² cells, got n=" + size
                    + " with " + cells.length + " cells");
        }
        int blank = -1;
        int[] counts = new int[TileColor.values().length + 1];
        for (int cell = 0; cell < cells.length; cell++) {
            int code = cells[cell];
            if (code < 0 || code > TileColor.values().length) {
                throw new IllegalArgumentException("bad cell code " + code + " at cell " + cell);
            }
            if (code == TileColor.BLANK_CODE) {
                if (blank >= 0) {
                    throw new InvalidBoardException(BoardDefect.BLANK_COUNT, "blanks at cells "
                            + TileMove.ofCell(blank, size) + " and " + TileMove.ofCell(cell, size));
                }
                blank = cell;
            }
            counts[code]++;
        }
        if (blank < 0) {
            throw new InvalidBoardException(BoardDefect.BLANK_COUNT, "the board has no blank '.'");
        }
        for (TileColor color : TileColor.values()) {
            int expected = tileCount(size, color);
            if (counts[color.code()] != expected) {
                throw new InvalidBoardException(BoardDefect.TILE_COUNT, color.letter() + " has "
                        + counts[color.code()] + " tiles, a " + size + "x" + size + " board needs " + expected);
            }
        }
        return blank;
    }

    /** A uniformly random board: the standard tiles and the blank shuffled with {@code random}. */
    public static Board random(int size, RandomGenerator random) {
        byte[] cells = standardCells(size);
        shuffle(cells, 0, cells.length, random);
        return new Board(size, cells);
    }

    /** A random board whose centre shows {@code target}: the other tiles and the blank shuffled around it. */
    public static Board randomSolved(Target target, RandomGenerator random) {
        int size = target.boardSize();
        int[] remaining = new int[TileColor.values().length + 1];
        for (TileColor color : TileColor.values()) {
            remaining[color.code()] = tileCount(size, color);
        }
        byte[] cells = new byte[size * size];
        List<Integer> outside = new ArrayList<>();
        for (int cell = 0; cell < cells.length; cell++) {
            int code = target.codeAt(cell);
            if (code > 0) {
                cells[cell] = (byte) code;
                remaining[code]--;
            } else {
                outside.add(cell);
            }
        }
        byte[] rest = new byte[outside.size()];
        int next = 1; // rest[0] stays blank
        for (int code = 1; code < remaining.length; code++) {
            for (int k = 0; k < remaining[code]; k++) {
                rest[next++] = (byte) code;
            }
        }
        shuffle(rest, 0, rest.length, random);
        for (int i = 0; i < rest.length; i++) {
            cells[outside.get(i)] = rest[i];
        }
        return new Board(size, cells);
    }

    private static byte[] standardCells(int size) {
        byte[] cells = new byte[size * size];
        int next = 1;
        for (TileColor color : TileColor.values()) {
            for (int k = 0; k < tileCount(size, color); k++) {
                cells[next++] = color.code();
            }
        }
        return cells;
    }

    private static void shuffle(byte[] values, int from, int to, RandomGenerator random) {
        for (int i = to - 1; i > from; i--) {
            int j = from + random.nextInt(i - from + 1);
            byte swap = values[i];
            values[i] = values[j];
            values[j] = swap;
        }
    }

    public int size() {
        return size;
    }

    public int blankCell() {
        return blank;
    }

    /** A copy of the row-major cell codes (0 blank, 1..6 colours). */
    public byte[] cells() {
        return cells.clone();
    }

    public int codeAt(int cell) {
        return cells[cell];
    }

    /** The colour at a cell, or null for the blank. */
    public TileColor colorAt(int row, int column) {
        int code = cells[row * size + column];
        return code == TileColor.BLANK_CODE ? null : TileColor.fromCode(code);
    }

    /** The moves legal here in {@code metric}, in the fixed order of {@link GridMoves}. */
    public List<TileMove> legalMoves(Metric metric) {
        List<TileMove> moves = new ArrayList<>();
        for (int source : new GridMoves(size).sources(blank, metric)) {
            moves.add(TileMove.ofCell(source, size));
        }
        return moves;
    }

    /** The board after {@code move}; throws {@link IllegalMoveException} if the move is not legal. */
    public Board apply(TileMove move, Metric metric) {
        GridMoves grid = new GridMoves(size);
        int source = grid.sourceOf(move, blank, metric);
        if (source < 0) {
            throw new IllegalMoveException(move, metric, this);
        }
        byte[] next = cells.clone();
        grid.apply(next, blank, source);
        return new Board(size, next);
    }

    public Board apply(List<TileMove> moves, Metric metric) {
        Board board = this;
        for (TileMove move : moves) {
            board = board.apply(move, metric);
        }
        return board;
    }

    public boolean satisfies(Target target) {
        return target.isSatisfiedBy(cells);
    }

    /** The board as n² letters with {@code .} for the blank, row-major, no separators. */
    @Override
    public String toString() {
        return CellText.writeColors(cells);
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof Board board && board.size == size && Arrays.equals(board.cells, cells);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(cells);
    }
}
