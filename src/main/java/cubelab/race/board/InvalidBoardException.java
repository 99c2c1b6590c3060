package cubelab.race.board;

/** A board, target or puzzle that is well-formed text but not a legal position. */
public final class InvalidBoardException extends IllegalArgumentException {
    private final BoardDefect defect;

    public InvalidBoardException(BoardDefect defect, String detail) {
        super(defect.name() + ": " + detail);
        this.defect = defect;
    }

    public BoardDefect defect() {
        return defect;
    }
}
