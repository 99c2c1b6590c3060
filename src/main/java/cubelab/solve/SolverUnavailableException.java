package cubelab.solve;

/** The solver cannot run here, e.g. its tables are not installed; the message says what to do. */
public final class SolverUnavailableException extends Exception {

    private static final long serialVersionUID = 1L;

    public SolverUnavailableException(String message) {
        super(message);
    }
}
