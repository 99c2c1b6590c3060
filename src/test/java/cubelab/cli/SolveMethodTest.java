package cubelab.cli;

import static org.assertj.core.api.Assertions.assertThat;

import cubelab.model.FaceletCube;
import cubelab.notation.Algorithm;
import java.nio.file.Path;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

@Tag("heavy")
class SolveMethodTest {

    @TempDir
    Path tables;

    @Test
    void everyMethodFindsTheSameOptimalLengthAndTheSolutionSolves() {
        String scramble = "R U F' L2 D B R2";
        FaceletCube cube = FaceletCube.SOLVED.apply(Algorithm.parse(scramble));
        Integer length = null;
        for (String method : new String[] {"ida", "perimeter", "bidirectional"}) {
            CliRunner result = CliRunner.run("solve", "--scramble", scramble, "--tier", "tiny", "--tables",
                    tables.toString(), "--method", method, "--store-depth", "4", "--threads", "2");
            assertThat(result.exitCode()).as(method + ": " + result.err()).isZero();
            Algorithm solution = Algorithm.parse(result.out().strip());
            assertThat(cube.apply(solution)).as(method).isEqualTo(FaceletCube.SOLVED);
            if (length == null) {
                length = solution.size();
            }
            assertThat(solution.size()).as(method).isEqualTo(length).isLessThanOrEqualTo(7);
        }
    }

    @Test
    void unknownMethodAndBadStoreDepthAreUsageErrors() {
        assertThat(CliRunner.run("solve", "--scramble", "R", "--method", "magic").exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(CliRunner.run("solve", "--scramble", "R", "--method", "perimeter", "--store-depth", "8").exitCode())
                .isEqualTo(ExitCodes.USAGE);
    }
}
