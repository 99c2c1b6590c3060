package cubelab.cli;

import java.io.PrintWriter;
import java.io.StringWriter;
import picocli.CommandLine;

/** Runs the real command line in-process and captures what it prints. */
record CliRunner(int exitCode, String out, String err) {

    static CliRunner run(String... args) {
        CommandLine commandLine = CubeLabCommand.newCommandLine();
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        commandLine.setOut(new PrintWriter(out, true));
        commandLine.setErr(new PrintWriter(err, true));
        int exitCode = commandLine.execute(args);
        return new CliRunner(exitCode, out.toString(), err.toString());
    }
}
