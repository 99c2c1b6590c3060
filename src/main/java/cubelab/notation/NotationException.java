package cubelab.notation;

/** An algorithm text that cannot be read; names the character index (0-based) and what was expected. */
public final class NotationException extends IllegalArgumentException {

    private static final long serialVersionUID = 1L;

    private final String text;
    private final int index;
    private final String expected;

    public NotationException(String text, int index, String problem, String expected) {
        super(problem + " at index " + index + ": expected " + expected);
        this.text = text;
        this.index = index;
        this.expected = expected;
    }

    /** The whole text that was being read. */
    public String text() {
        return text;
    }

    /** 0-based index of the offending character (the text's length for an early end). */
    public int index() {
        return index;
    }

    /** What would have been accepted at that index. */
    public String expected() {
        return expected;
    }
}
