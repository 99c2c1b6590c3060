package cubelab.race.board;

/** A move whose cell is not in the blank's row or column (push) or not next to it (tile). */
public final class IllegalMoveException extends IllegalArgumentException {
    public IllegalMoveException(TileMove move, Metric metric, Board board) {
        super("move " + move.notation() + " is not legal in the " + metric.name().toLowerCase(java.util.Locale.ROOT)
                + " metric: the blank is at " + TileMove.ofCell(board.blankCell(), board.size()).notation());
    }
}
