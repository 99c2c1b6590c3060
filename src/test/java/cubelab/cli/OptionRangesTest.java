package cubelab.cli;

import cubelab.cli.options.OptionRanges;
import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;

/** Every numeric option is range-checked before a command starts; unknown names list every valid one. */
class OptionRangesTest {

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "solve --scramble R --tier none --timeout NaN        | --timeout",
        "solve --scramble R --tier none --timeout Infinity   | --timeout",
        "solve --scramble R --tier none --timeout 1e300      | --timeout",
        "solve --scramble R --tier none --timeout -1         | --timeout",
        "solve --scramble R --tier none --timeout 0          | --timeout",
        "solve --scramble R --tier none --threads 1000       | --threads",
        "solve --scramble R --tier none --threads 0          | --threads",
        "solve --scramble R --tier none --threads 99999999999 | --threads",
        "bench --tier none --depth 99                        | --depth",
        "bench --tier none --random -5                       | --random",
        "scramble --moves 1000000000                         | --moves",
        "scramble --count -1                                 | --count",
        "lab tables --bound 40                               | --bound",
        "lab compare --max-expanded 0                        | --max-expanded",
        "lab heuristics --timeout NaN                        | --timeout",
        "pdb build --tier tiny --threads 100000              | --threads",
    })
    void outOfRangeValuesAreUsageErrorsNamingTheOption(String command, String option) {
        CliRunner run = CliRunner.run(command.strip().split("\\s+"));
        assertThat(run.exitCode()).as(run.err()).isEqualTo(ExitCodes.USAGE);
        assertThat(run.err()).contains("'" + option + "'").containsPattern("out of range|is not a number")
                .doesNotContainPattern(CliRunner.JAVA_INTERNALS);
        assertThat(run.out()).isEmpty();
    }

    @Test
    void anUnknownTierListsEveryTier() {
        CliRunner solve = CliRunner.run("solve", "--scramble", "R", "--tier", "nonsense");
        assertThat(solve.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(solve.err()).contains("unknown tier 'nonsense'");
        for (String tier : new TierNames.Heuristics()) {
            assertThat(solve.err()).contains(tier);
        }
        CliRunner bench = CliRunner.run("bench", "--tier", "bogus");
        assertThat(bench.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(bench.err()).contains("unknown tier 'bogus'").doesNotContainPattern(CliRunner.JAVA_INTERNALS);
        CliRunner pdb = CliRunner.run("pdb", "verify", "--tier", "gigantic");
        assertThat(pdb.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(pdb.err()).contains("unknown tier 'gigantic'").contains(String.join(", ", new TierNames.Tables()));
        assertThat(new TierNames.Tables()).containsExactly("korf", "small", "standard", "diagonals", "large", "huge", "earlier-large",
                "earlier-diagonals", "tiny");
        assertThat(CliRunner.run("pdb", "list", "--tier", "all").exitCode()).isZero();
    }

    /** {@code scramble --count 100000000 | head -2}: the reader leaves, the loop must stop at the next line. */
    @Test
    void aClosedOutputEndsTheScrambleLoop() {
        AtomicInteger lines = new AtomicInteger();
        OutputStream closesAfterTwoLines = new OutputStream() {
            @Override
            public void write(int b) throws IOException {
                write(new byte[] {(byte) b}, 0, 1);
            }

            @Override
            public void write(byte[] bytes, int offset, int length) throws IOException {
                if (lines.get() >= 2) {
                    throw new IOException("Broken pipe");
                }
                for (int i = offset; i < offset + length; i++) {
                    if (bytes[i] == '\n') {
                        lines.incrementAndGet();
                    }
                }
            }
        };
        StringWriter err = new StringWriter();
        int exit = CubeLabCommand.run(new PrintWriter(new java.io.OutputStreamWriter(closesAfterTwoLines,
                StandardCharsets.UTF_8), true), new PrintWriter(err, true), "scramble", "--moves", "20",
                "--count", "100000000");
        assertThat(exit).isEqualTo(ExitCodes.FAILURE);
        assertThat(err.toString()).contains("the output could not be written");
        assertThat(lines.get()).isEqualTo(2);
    }
}
