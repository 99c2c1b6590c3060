package cubelab.solve;

/** Thrown by a solver that noticed the cancellation token. */
public final class SolveCancelledException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    public SolveCancelledException() {
        super("solve cancelled");
    }
}
