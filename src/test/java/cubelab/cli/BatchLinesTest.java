package cubelab.cli;

import static org.assertj.core.api.Assertions.assertThat;

import cubelab.common.Excerpt;
import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A batch is split into lines at LF, CRLF and CR alike, and one hostile line costs only itself:
 * the lines around it are answered, and its error quotes at most {@value Excerpt#MAX_CHARACTERS}
 * characters of it.
 */
class BatchLinesTest {

    private static final String SOLVED = "UUUUUUUUURRRRRRRRRFFFFFFFFFDDDDDDDDDLLLLLLLLLBBBBBBBBB";

    @TempDir
    Path folder;

    private CliRunner solve(Path batch, String... more) {
        String[] args = {"solve", "--batch", batch.toString(), "--tier", "manhattan", "--no-upper-bound"};
        String[] all = new String[args.length + more.length];
        System.arraycopy(args, 0, all, 0, args.length);
        System.arraycopy(more, 0, all, args.length, more.length);
        return CliRunner.run(all);
    }

    @Test
    void carriageReturnsAloneEndLinesAsLineFeedsDo() throws Exception {
        Path batch = folder.resolve("cr.txt");
        Files.writeString(batch, SOLVED + "\rR U'\r\nF\n", StandardCharsets.UTF_8);
        CliRunner run = solve(batch);
        assertThat(run.exitCode()).as(run.err()).isZero();
        String[] lines = run.out().split("\n");
        assertThat(lines).hasSize(3);
        assertThat(lines[0]).startsWith("0\t");
        assertThat(lines[1]).startsWith("2\t").endsWith("U R'");
        assertThat(lines[2]).startsWith("1\t").endsWith("F'");
    }

    /** A line of more face letters than an algorithm's limit is refused at once; its neighbours are solved. */
    @Test
    void aHugeLineOfFaceLettersIsRefusedAndTheOthersAnswered() throws Exception {
        Path batch = folder.resolve("huge.txt");
        try (Writer writer = Files.newBufferedWriter(batch, StandardCharsets.UTF_8)) {
            writer.write("R U'\n");
            for (int i = 0; i < 600_000; i++) {
                writer.write("R U ");
            }
            writer.write("\nF\n");
        }
        CliRunner run = solve(batch, "--json");
        assertThat(run.exitCode()).isEqualTo(ExitCodes.INVALID_CUBE);
        String[] lines = run.out().split("\n");
        assertThat(lines).hasSize(3);
        assertThat(lines[0]).contains("\"solution\":\"U R'\"");
        assertThat(lines[1]).contains("1,200,000 letters").contains("1,000,000 moves")
                .contains("(2,399,999 characters)"); // the trailing space stripped
        assertThat(lines[1].length()).as("the error quotes a short excerpt").isLessThan(400);
        assertThat(lines[2]).contains("\"solution\":\"F'\"");
        assertThat(run.err().length()).isLessThan(1000);
    }

    @Test
    void aLongBadAlgorithmIsQuotedShortly() throws IOException {
        Path batch = folder.resolve("bad.txt");
        Files.writeString(batch, "R U ".repeat(10_000) + "Q\n", StandardCharsets.UTF_8);
        CliRunner run = solve(batch, "--json");
        assertThat(run.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(run.out()).contains("unexpected 'Q' at index 40000").contains("(40,001 characters)");
        assertThat(run.out().length()).isLessThan(600);
    }
}
