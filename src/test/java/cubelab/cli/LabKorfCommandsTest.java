package cubelab.cli;

import static org.assertj.core.api.Assertions.assertThat;

import cubelab.model.FaceletCube;
import cubelab.notation.Algorithm;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code lab heuristics}, {@code lab tables} and {@code solve --tier partial}. */
@Tag("heavy")
class LabKorfCommandsTest {

    @TempDir
    Path tables;

    @Test
    void heuristicsPrintsOneRowPerHeuristicWithAgreeingLengths() {
        CliRunner result = CliRunner.run("lab", "heuristics", "--heuristics", "manhattan,tiny", "--moves", "5",
                "--count", "2", "--samples", "50", "--threads", "1", "--tables", tables.toString());
        assertThat(result.exitCode()).as(result.err()).isZero();
        List<String> lines = result.out().strip().lines().toList();
        assertThat(lines.get(0)).startsWith("heuristic,entries,load_seconds,mean_h_random");
        assertThat(lines).hasSize(3);
        assertThat(lines.get(1)).startsWith("manhattan,0,").endsWith(",ok");
        assertThat(lines.get(2)).startsWith("tiny,570240,").endsWith(",ok");
        assertThat(lines.get(1).split(",")[7]).isEqualTo(lines.get(2).split(",")[7]); // mean length
    }

    @Test
    void tablesPrintsFewerNodesForBiggerTables() {
        CliRunner result = CliRunner.run("lab", "tables", "--edges", "2,3", "--bound", "6", "--count", "1",
                "--threads", "1", "--tables", tables.toString());
        assertThat(result.exitCode()).as(result.err()).isZero();
        List<String[]> rows = result.out().strip().lines().skip(1).map(line -> line.split(",")).toList();
        assertThat(rows).extracting(row -> row[0]).containsExactly("edges2", "edges3");
        assertThat(Long.parseLong(rows.get(1)[6])).isLessThan(Long.parseLong(rows.get(0)[6]));
        assertThat(Long.parseLong(rows.get(0)[2])).isEqualTo(6 * 528L); // six 2-edge tables of 12·11·2²
    }

    @Test
    void solveWithThePartialProblemHeuristicIsOptimal() {
        String scramble = "R U F' L2 D B";
        CliRunner reference = CliRunner.run("solve", "--scramble", scramble, "--tier", "tiny", "--tables",
                tables.toString(), "--threads", "2");
        CliRunner partial = CliRunner.run("solve", "--scramble", scramble, "--tier", "partial", "--tables",
                tables.toString(), "--threads", "2");
        assertThat(partial.exitCode()).as(partial.err()).isZero();
        Algorithm solution = Algorithm.parse(partial.out().strip());
        assertThat(FaceletCube.SOLVED.apply(Algorithm.parse(scramble)).apply(solution)).isEqualTo(FaceletCube.SOLVED);
        assertThat(solution.size()).isEqualTo(Algorithm.parse(reference.out().strip()).size());
    }

    @Test
    void unknownHeuristicOrBadEdgesAreUsageErrors() {
        assertThat(CliRunner.run("lab", "heuristics", "--heuristics", "magic").exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(CliRunner.run("lab", "tables", "--edges", "9").exitCode()).isEqualTo(ExitCodes.USAGE);
    }
}
