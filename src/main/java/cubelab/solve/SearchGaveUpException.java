package cubelab.solve;

/** A search that ended without an answer (time, memory or node budget spent): exit code 4, one sentence. */
public final class SearchGaveUpException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    public SearchGaveUpException(String sentence) {
        super(sentence);
    }

    /** A budget spent below the solve layer, said in its own sentence. */
    public SearchGaveUpException(RuntimeException spent) {
        super(spent.getMessage(), spent);
    }
}
