package cubelab.cli;

import static org.assertj.core.api.Assertions.assertThat;

import cubelab.cli.options.StandardOutput;
import java.io.IOException;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A command whose output cannot be written has not succeeded: on a full disk, a closed output or a
 * reader that has gone, every command exits 1 with one sentence on standard error instead of 0.
 * In-process with a writer that fails as a full disk or a closed descriptor does, and as real
 * processes with standard output on {@code /dev/full}, closed ({@code >&-}) and piped into a reader
 * that leaves.
 */
@Tag("heavy")
class OutputFailureTest {

    /** Each command family, with arguments that make it print its answer quickly. */
    private static final String[] COMMANDS = {
        "facelets|R U F",
        "validate|UUUUUUUUURRRRRRRRRFFFFFFFFFDDDDDDDDDLLLLLLLLLBBBBBBBBB",
        "solve|--scramble|R U F|--tier|manhattan|--no-upper-bound",
        "solve|--scramble|R U F|--tier|manhattan|--no-upper-bound|--json",
        "scramble|--moves|10|--seed|1",
        "race|scramble|--seed|1",
        "race|solve|--board|BWGORYOWYBRY.WBWYRRGGOBGO|--target|OWYYRWWBR|--heuristic|manhattan",
        "race|bench|--sizes|3|--walks|2|--samples|1|--large-size|0|--algorithms|ida|--heuristics|manhattan",
        "puzzle|solve|--tiles|1 2 0 3 4 5 6 7 8|--heuristic|manhattan",
        "pdb|list",
        "bench|--tier|none",
        "lab|store|--depth|1|--samples|10|--buckets|1",
        "--version",
        "--help",
    };

    /** A stream that fails every write, as {@code /dev/full} (ENOSPC) or a closed descriptor (EBADF) does. */
    private static PrintWriter failingWriter(String reason) {
        return new PrintWriter(new OutputStreamWriter(new OutputStream() {
            @Override
            public void write(int b) throws IOException {
                throw new IOException(reason);
            }
        }, StandardCharsets.UTF_8), true);
    }

    @ParameterizedTest
    @ValueSource(strings = {"No space left on device", "Bad file descriptor"})
    void everyCommandExitsOneWithASentenceWhenItsOutputFails(String reason) {
        for (String command : COMMANDS) {
            StringWriter err = new StringWriter();
            int exit = CubeLabCommand.run(failingWriter(reason), new PrintWriter(err, true), command.split("\\|"));
            assertThat(exit).as(command + "\n" + err).isEqualTo(ExitCodes.FAILURE);
            assertThat(err.toString()).as(command).contains(StandardOutput.LOST)
                    .doesNotContain("internal problem").doesNotContainPattern(CliRunner.JAVA_INTERNALS);
            assertThat(err.toString().lines().filter(line -> line.startsWith("error:")))
                    .as(command + ": one sentence").hasSize(1);
        }
    }

    @Test
    void theSameCommandsSucceedWhenTheirOutputIsWritten() {
        for (String command : COMMANDS) {
            CliRunner run = CliRunner.run(command.split("\\|"));
            assertThat(run.exitCode()).as(command + "\n" + run.err()).isZero();
            assertThat(run.out()).as(command).isNotBlank();
        }
    }

    @Test
    void aFullDiskAsStandardOutputExitsOne() throws Exception {
        Process process = shell("facelets \"R U F\" >/dev/full");
        assertThat(process.exitValue()).isEqualTo(ExitCodes.FAILURE);
        assertThat(errorOf(process)).contains(StandardOutput.LOST).doesNotContainPattern(CliRunner.JAVA_INTERNALS);
    }

    @Test
    void aClosedStandardOutputExitsOne() throws Exception {
        Process process = shell("solve --scramble \"R U F\" --tier manhattan --no-upper-bound >&-");
        assertThat(process.exitValue()).isEqualTo(ExitCodes.FAILURE);
        assertThat(errorOf(process)).contains(StandardOutput.LOST).doesNotContainPattern(CliRunner.JAVA_INTERNALS);
    }

    /** {@code race scramble --count 1000000000 | head -1}: the loop ends once head has gone. */
    @Test
    void aReaderThatLeavesEndsTheRaceScrambleLoop(@TempDir Path folder) throws Exception {
        Path first = folder.resolve("first");
        Process process = shell("race scramble --count 1000000000 --seed 1 | head -1 >" + first
                + "; exit ${PIPESTATUS[0]}");
        assertThat(process.exitValue()).isEqualTo(ExitCodes.FAILURE);
        assertThat(Files.readAllLines(first)).hasSize(1);
        assertThat(errorOf(process)).contains(StandardOutput.LOST);
    }

    /** The command line in a process of its own, run by bash with {@code redirected} after its arguments. */
    private static Process shell(String argumentsAndRedirection) throws Exception {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        List<String> command = new ArrayList<>(List.of("bash", "-c", "'" + java + "' -Djava.awt.headless=true -cp \""
                + System.getProperty("java.class.path") + "\" cubelab.Launcher " + argumentsAndRedirection));
        Process process = new ProcessBuilder(command).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
        // a generous bound only so that a regression fails instead of hanging the build
        if (!process.waitFor(120, TimeUnit.SECONDS)) {
            process.destroyForcibly();
            throw new AssertionError("still running after 120 s: " + argumentsAndRedirection);
        }
        return process;
    }

    private static String errorOf(Process process) throws IOException {
        return new String(process.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
    }
}
