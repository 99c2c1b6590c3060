package cubelab.tables;

/** A search or build stopped because its {@link MemoryBudget} is spent; the message is the sentence for the user. */
public final class MemoryBudgetExceededException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    public MemoryBudgetExceededException(String sentence) {
        super(sentence);
    }
}
