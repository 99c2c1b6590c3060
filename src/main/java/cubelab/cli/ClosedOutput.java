package cubelab.cli;

import java.io.BufferedWriter;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.nio.charset.Charset;

/**
 * Ends a command whose reader has gone, e.g. {@code scramble --count 100000000 | head -2}: the
 * JVM ignores SIGPIPE, so without a check a loop would go on computing lines nobody reads.
 */
final class ClosedOutput {

    private ClosedOutput() {
    }

    /**
     * Standard output as a writer that sees a broken pipe. {@code System.out} is a PrintStream,
     * which swallows write errors, so a PrintWriter over it would never report one.
     */
    static PrintWriter standardOutput() {
        return new PrintWriter(new BufferedWriter(new OutputStreamWriter(new FileOutputStream(FileDescriptor.out),
                Charset.defaultCharset())), true);
    }

    /**
     * Flushes and stops the command when the output can no longer be written.
     *
     * @throws UserException exit 1, with a sentence on standard error
     */
    static void check(PrintWriter out) {
        if (out.checkError()) {
            throw new UserException(ExitCodes.FAILURE, "stopped: the output was closed before everything was written");
        }
    }
}
