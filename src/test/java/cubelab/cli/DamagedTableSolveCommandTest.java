package cubelab.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.RandomAccessFile;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code solve} on a coset table whose words are damaged (its header checks, so the table opens at
 * once): the check in the background finds it, and the command ends with the file's defect and
 * the tables' exit code, no answer and no trace.
 */
class DamagedTableSolveCommandTest {

    @Test
    void aDamageFoundWhileSolvingEndsTheCommandWithTheFilesDefect(@TempDir Path tables) throws Exception {
        CliRunner build = CliRunner.run("pdb", "build", "--tier", "coset-eo0", "--tables", tables.toString());
        assertThat(build.exitCode()).as(build.err()).isZero();
        Path file = tables.resolve("coset-eo0.v1.pdb");
        try (RandomAccessFile table = new RandomAccessFile(file.toFile(), "rw")) {
            long at = Files.size(file) / 2;
            table.seek(at);
            int value = table.read();
            table.seek(at);
            table.write(~value);
        }
        CliRunner solve = CliRunner.run("solve", "--tier", "coset-eo0", "--tables", tables.toString(),
                "--no-upper-bound", "--scramble=R U2 F' L D");
        assertThat(solve.exitCode()).isEqualTo(ExitCodes.FAILURE);
        assertThat(solve.out()).isEmpty();
        assertThat(solve.err()).contains("coset-eo0.v1.pdb: corrupt: checksum").doesNotContain("internal problem")
                .doesNotContainPattern(CliRunner.JAVA_INTERNALS);
    }
}
