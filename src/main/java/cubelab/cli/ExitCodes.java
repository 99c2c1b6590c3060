package cubelab.cli;

/**
 * The exit codes other tools rely on: 0 ok; 1 tables or input/output failed; 2 bad usage or
 * notation; 3 invalid cube or board (message starts with the defect code); 4 search gave up
 * (time, memory or node budget spent). {@link ErrorReport} maps failures to them.
 */
public final class ExitCodes {

    public static final int OK = 0;
    public static final int USAGE = 2;
    public static final int INVALID_CUBE = 3;
    public static final int TIMEOUT = 4;
    /** Tables or input/output failed, or anything unexpected. */
    public static final int FAILURE = 1;

    private ExitCodes() {
    }
}
