package cubelab.cli.race;

import java.io.PrintWriter;
import java.io.StringWriter;
import picocli.CommandLine;

/** Runs a command in-process and captures its exit code, stdout and stderr. */
record CliRunner(int exitCode, String out, String err) {
    static CliRunner run(Object command, String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        CommandLine line = new CommandLine(command);
        line.setOut(new PrintWriter(out, true));
        line.setErr(new PrintWriter(err, true));
        int code = line.execute(args);
        return new CliRunner(code, out.toString(), err.toString());
    }
}
