package cubelab.race.board;

import cubelab.common.Excerpt;

/** Text that cannot be read as a board, target, move or tile list; names the offending character index. */
public final class TileNotationException extends IllegalArgumentException {
    private final int index;

    public TileNotationException(String text, int index, String problem) {
        super("at character " + index + " of \"" + Excerpt.of(text) + "\": " + problem);
        this.index = index;
    }

    /** Zero-based index of the offending character in the input text. */
    public int index() {
        return index;
    }
}
