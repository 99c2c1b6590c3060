package cubelab.cli;

/** A failure to report to the user as one message with a chosen exit code, without a stack trace. */
final class UserException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    private final int exitCode;

    public UserException(int exitCode, String message) {
        super(message);
        this.exitCode = exitCode;
    }

    public int exitCode() {
        return exitCode;
    }
}
