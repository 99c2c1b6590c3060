package cubelab.race.board;

import java.util.Arrays;
import java.util.random.RandomGenerator;

/**
 * The (n−2)×(n−2) colour pattern that the centre of an n×n board must show. Immutable; it never asks
 * for more tiles of a colour than the board has (validated).
 */
public final class Target {
    private final int boardSize;
    private final byte[] pattern;
    /** Per board cell: the colour code wanted there, or 0 outside the centre. */
    private final byte[] codeByCell;

    private Target(int boardSize, byte[] pattern) {
        int side = boardSize - 2;
        if (boardSize < 3 || pattern.length != side * side) {
            throw new InvalidBoardException(BoardDefect.SIZE, "a target for an n×n board has (n−2)² cells; got "
                    + pattern.length + " cells for n=" + boardSize);
        }
        int[] counts = new int[TileColor.values().length + 1];
        for (byte code : pattern) {
            if (code < 1 || code > TileColor.values().length) {
                throw new IllegalArgumentException("bad colour code " + code);
            }
            counts[code]++;
        }
        for (TileColor color : TileColor.values()) {
            int available = Board.tileCount(boardSize, color);
            if (counts[color.code()] > available) {
                throw new InvalidBoardException(BoardDefect.TARGET_COLOR_COUNT, color.letter() + " appears "
                        + counts[color.code()] + " times, the board has only " + available + " such tiles");
            }
        }
        this.boardSize = boardSize;
        this.pattern = pattern;
        this.codeByCell = new byte[boardSize * boardSize];
        for (int i = 0; i < pattern.length; i++) {
            codeByCell[(i / side + 1) * boardSize + i % side + 1] = pattern[i];
        }
    }

    public static Target ofCodes(int boardSize, byte[] pattern) {
        return new Target(boardSize, pattern.clone());
    }

    /** Reads (n−2)² colour letters (no blank), row-major; the board size follows from the length. */
    public static Target parse(String text) {
        byte[] codes = CellText.readColors(text, false);
        int side = (int) Math.round(Math.sqrt(codes.length));
        if (side * side != codes.length || side < 1) {
            throw new InvalidBoardException(BoardDefect.SIZE, codes.length + " colours do not make a square target");
        }
        if (side + 2 > Board.MAX_SIZE) {
            throw new InvalidBoardException(BoardDefect.SIZE, "a " + side + "×" + side + " target: targets are 1×1 to "
                    + (Board.MAX_SIZE - 2) + "×" + (Board.MAX_SIZE - 2) + " (boards up to " + Board.MAX_SIZE + "×"
                    + Board.MAX_SIZE + ")");
        }
        return new Target(side + 2, codes);
    }

    /**
     * The game's dice scrambler generalised to n: one uniform die per centre cell; the whole roll is
     * repeated while a colour shows more often than the board has tiles of it.
     */
    public static Target rollDice(int boardSize, RandomGenerator random) {
        int side = boardSize - 2;
        int colours = TileColor.values().length;
        byte[] pattern = new byte[side * side];
        while (true) {
            int[] counts = new int[colours + 1];
            boolean fits = true;
            for (int i = 0; i < pattern.length; i++) {
                int code = 1 + random.nextInt(colours);
                pattern[i] = (byte) code;
                if (++counts[code] > Board.tileCount(boardSize, TileColor.fromCode(code))) {
                    fits = false;
                }
            }
            if (fits) {
                return new Target(boardSize, pattern);
            }
        }
    }

    public int boardSize() {
        return boardSize;
    }

    /** The colour code wanted at a board cell, or 0 if the cell is outside the centre. */
    public int codeAt(int cell) {
        return codeByCell[cell];
    }

    /** Per board cell the wanted colour code, 0 outside the centre; a copy. */
    public byte[] codesByCell() {
        return codeByCell.clone();
    }

    public TileColor colorAt(int row, int column) {
        return TileColor.fromCode(pattern[row * (boardSize - 2) + column]);
    }

    public boolean isSatisfiedBy(byte[] cells) {
        for (int cell = 0; cell < codeByCell.length; cell++) {
            if (codeByCell[cell] != 0 && cells[cell] != codeByCell[cell]) {
                return false;
            }
        }
        return true;
    }

    @Override
    public String toString() {
        return CellText.writeColors(pattern);
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof Target target && target.boardSize == boardSize && Arrays.equals(target.pattern, pattern);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(pattern) * 31 + boardSize;
    }
}
