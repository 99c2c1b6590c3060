package cubelab.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.AccessDeniedException;
import java.nio.file.NoSuchFileException;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/** Failures of the JDK become sentences naming the file; the trace only on request. */
class ErrorReportTest {

    @Test
    void fileErrorsNameTheFileWithoutTheirJavaType() {
        assertThat(ErrorReport.sentence(new NoSuchFileException("/tmp/cubes.txt")))
                .isEqualTo("error: /tmp/cubes.txt: no such file or directory");
        assertThat(ErrorReport.sentence(new AccessDeniedException("/pdb/corners.v1.pdb")))
                .isEqualTo("error: /pdb/corners.v1.pdb: permission denied");
        assertThat(ErrorReport.sentence(new IOException("java.io.IOException: No space left on device")))
                .isEqualTo("error: input/output failed: No space left on device");
        assertThat(ErrorReport.sentence(new ArithmeticException("long overflow")))
                .doesNotContainPattern(CliRunner.JAVA_INTERNALS).contains("long overflow").contains("--debug");
        assertThat(ErrorReport.sentence(new OutOfMemoryError("Java heap space")))
                .doesNotContainPattern(CliRunner.JAVA_INTERNALS).contains("-Xmx");
    }

    @Test
    void debugPrintsTheTraceAndWithoutItThereIsNone() {
        for (boolean debug : new boolean[] {false, true}) {
            StringWriter err = new StringWriter();
            CommandLine commandLine = CubeLabCommand.newCommandLine();
            commandLine.setErr(new PrintWriter(err, true));
            int exit = new ErrorReport(debug).report(new IllegalStateException("boom"), commandLine);
            assertThat(exit).isEqualTo(ExitCodes.FAILURE);
            assertThat(err.toString()).contains("boom");
            assertThat(err.toString().contains("\tat ")).isEqualTo(debug);
        }
        CliRunner traced = CliRunner.run("validate", "--debug", "X");
        assertThat(traced.exitCode()).isEqualTo(ExitCodes.INVALID_CUBE);
        assertThat(traced.err()).startsWith("LENGTH:").contains("\tat ");
        assertThat(CliRunner.run("validate", "X").err()).doesNotContain("\tat ");
    }
}
