package cubelab.tables.coset;

/** A table that does not fit the machine's free memory or disk; nothing was started or written. */
public final class InsufficientResourcesException extends Exception {

    private static final long serialVersionUID = 1L;

    public InsufficientResourcesException(String message) {
        super(message);
    }
}
