package cubelab.ui.race;

import cubelab.race.board.Board;
import cubelab.race.board.InvalidBoardException;
import cubelab.race.board.Target;
import cubelab.race.board.TileColor;
import java.util.Arrays;

/**
 * The board editor's model: paint cells of a board and of its target with a brush (a colour, or the
 * blank for the board), then validate with the engine's own checks. A plain mutable object owned
 * by the view (FX thread); the engine's {@link InvalidBoardException} message is what the user sees.
 */
final class BoardEditor {

    /** The outcome of validation: a board and target to play, or the engine's complaint. */
    public record Validation(Board board, Target target, String problem) {
        public boolean ok() {
            return problem == null;
        }
    }

    private final int size;
    private final byte[] cells;
    private final byte[] pattern;

    /** Starts from a board and target (the game's current ones, typically). */
    public BoardEditor(Board board, Target target) {
        this.size = board.size();
        this.cells = board.cells();
        int side = size - 2;
        this.pattern = new byte[side * side];
        for (int row = 0; row < side; row++) {
            for (int column = 0; column < side; column++) {
                pattern[row * side + column] = target.colorAt(row, column).code();
            }
        }
    }

    public int size() {
        return size;
    }

    /** Paints a board cell; {@code color} null paints the blank. */
    public void paintBoard(int row, int column, TileColor color) {
        cells[row * size + column] = color == null ? TileColor.BLANK_CODE : color.code();
    }

    /** Paints a target cell; the target has no blank, so a null brush leaves it unchanged. */
    public void paintTarget(int row, int column, TileColor color) {
        if (color != null) {
            pattern[row * (size - 2) + column] = color.code();
        }
    }

    /** The board cell code (0 blank, 1..6 colours). */
    public int boardCode(int row, int column) {
        return cells[row * size + column];
    }

    public TileColor targetColor(int row, int column) {
        return TileColor.fromCode(pattern[row * (size - 2) + column]);
    }

    /** Copies of the painted cells for display (row-major). */
    public byte[] boardCodes() {
        return cells.clone();
    }

    /** Clears the board to all blank cells (to start copying a physical board from scratch). */
    public void clearBoard() {
        Arrays.fill(cells, TileColor.BLANK_CODE);
    }

    /** Counts per colour code (index 0 is the blank), for the palette's "4 / 4" badges. */
    public int[] counts() {
        int[] counts = new int[TileColor.values().length + 1];
        for (byte code : cells) {
            counts[code]++;
        }
        return counts;
    }

    /** Checks the painted board and target with the engine; never throws for a bad position. */
    public Validation validate() {
        Target target;
        try {
            target = Target.ofCodes(size, pattern);
        } catch (InvalidBoardException e) {
            return new Validation(null, null, "Target: " + e.getMessage());
        }
        try {
            return new Validation(Board.ofCells(size, cells), target, null);
        } catch (InvalidBoardException e) {
            return new Validation(null, target, "Board: " + e.getMessage());
        }
    }
}
