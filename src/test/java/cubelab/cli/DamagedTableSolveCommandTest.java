package cubelab.cli;

import static org.assertj.core.api.Assertions.assertThat;

import cubelab.model.FaceletCube;
import cubelab.notation.Algorithm;
import cubelab.support.DamagedFiles;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code solve} on a coset table whose words are damaged (its header checks, so the table opens at
 * once): the check in the background finds it while the first search reads the table, says so,
 * builds the table again and answers from the rebuilt one, with no trace.
 */
class DamagedTableSolveCommandTest {

    @Test
    void aDamageFoundWhileSolvingIsRebuiltAndTheCubeSolved(@TempDir Path tables) throws Exception {
        CliRunner build = CliRunner.run("pdb", "build", "--tier", "coset-eo0", "--tables", tables.toString());
        assertThat(build.exitCode()).as(build.err()).isZero();
        Path file = tables.resolve("coset-eo0.v1.pdb");
        DamagedFiles.flipByte(file, Files.size(file) / 2);
        String scramble = "R U2 F' L D";
        CliRunner solve = CliRunner.run("solve", "--tier", "coset-eo0", "--tables", tables.toString(),
                "--no-upper-bound", "--scramble=" + scramble);
        assertThat(solve.exitCode()).as(solve.err()).isZero();
        assertThat(solve.err()).contains("coset-eo0.v1.pdb: corrupt: checksum").contains("rebuilding")
                .doesNotContain("internal problem").doesNotContainPattern(CliRunner.JAVA_INTERNALS);
        Algorithm solution = Algorithm.parse(solve.out().strip());
        assertThat(solution.size()).isEqualTo(5);
        assertThat(FaceletCube.SOLVED.apply(Algorithm.parse(scramble)).apply(solution)).isEqualTo(FaceletCube.SOLVED);
        CliRunner again = CliRunner.run("solve", "--tier", "coset-eo0", "--tables", tables.toString(),
                "--no-upper-bound", "--scramble=" + scramble);
        assertThat(again.exitCode()).as(again.err()).isZero();
        assertThat(again.err()).as("the rebuilt table checks").doesNotContain("corrupt").doesNotContain("rebuilding");
    }
}
