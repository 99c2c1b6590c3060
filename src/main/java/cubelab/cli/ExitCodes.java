package cubelab.cli;

import cubelab.model.InvalidCubeException;
import cubelab.notation.NotationException;
import java.io.PrintWriter;
import picocli.CommandLine;

/**
 * The exit codes other tools rely on: 0 ok; 2 bad usage or notation; 3 invalid cube or board
 * (message starts with the defect code); 4 search gave up (timeout).
 */
public final class ExitCodes {

    public static final int OK = 0;
    public static final int USAGE = 2;
    public static final int INVALID_CUBE = 3;
    public static final int TIMEOUT = 4;
    /** Anything unexpected, e.g. an I/O failure. */
    public static final int FAILURE = 1;

    private ExitCodes() {
    }

    static int forException(Throwable exception) {
        if (exception instanceof NotationException || exception instanceof CommandLine.ParameterException) {
            return USAGE;
        }
        if (exception instanceof InvalidCubeException) {
            return INVALID_CUBE;
        }
        return FAILURE;
    }

    static int handleParameterException(CommandLine.ParameterException exception, String[] args) {
        CommandLine commandLine = exception.getCommandLine();
        PrintWriter err = commandLine.getErr();
        err.println("error: " + exception.getMessage());
        CommandLine.UnmatchedArgumentException.printSuggestions(exception, err);
        err.println("Try '" + commandLine.getCommandSpec().qualifiedName() + " --help' for more information.");
        return USAGE;
    }

    static int handleExecutionException(Exception exception, CommandLine commandLine,
            CommandLine.ParseResult parseResult) {
        PrintWriter err = commandLine.getErr();
        if (exception instanceof NotationException notation) {
            err.println("error: " + notation.getMessage());
            err.println("  " + notation.text());
            err.println("  " + " ".repeat(Math.max(0, notation.index())) + "^");
        } else if (exception instanceof InvalidCubeException || exception instanceof UserException) {
            err.println(exception.getMessage());
        } else {
            err.println("error: " + exception);
        }
        return exception instanceof UserException user ? user.exitCode() : forException(exception);
    }
}
