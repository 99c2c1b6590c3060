package cubelab.cli.options;

import java.io.BufferedWriter;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.nio.charset.Charset;

/**
 * Standard output as the commands write it, and the check that tells them their output is lost: a
 * full disk ({@code > /dev/full}), a closed descriptor ({@code >&-}) or a reader that has gone
 * ({@code | head -1}; the JVM ignores SIGPIPE, so without a check a loop would go on computing
 * lines nobody reads).
 */
public final class StandardOutput {

    /** The one sentence a command whose output failed ends with (exit 1). */
    public static final String LOST = "error: the output could not be written (a full disk, a closed output or a "
            + "reader that has gone); what was printed is incomplete";

    private StandardOutput() {
    }

    /**
     * Standard output as a writer that sees write errors. {@code System.out} is a PrintStream,
     * which swallows them, so a PrintWriter over it would never report one.
     */
    public static PrintWriter open() {
        return new PrintWriter(new BufferedWriter(new OutputStreamWriter(new FileOutputStream(FileDescriptor.out),
                Charset.defaultCharset())), true);
    }

    /**
     * Flushes and stops the command when the output can no longer be written.
     *
     * @throws Lost exit 1, with {@link #LOST} on standard error
     */
    public static void check(PrintWriter out) {
        if (out.checkError()) {
            throw new Lost();
        }
    }

    /** The output failed: the command stops and the error path reports {@link #LOST}. */
    public static final class Lost extends RuntimeException {
        private static final long serialVersionUID = 1L;

        public Lost() {
            super(LOST);
        }
    }
}
