package cubelab.cli.race;

import static org.assertj.core.api.Assertions.assertThat;

import cubelab.race.board.Metric;
import cubelab.race.board.TileMove;
import cubelab.race.fifteen.NumberedPuzzle;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

@Tag("heavy")
class PuzzleCommandTest {
    @Test
    void solvesAnEightPuzzleOptimally() {
        String tiles = "8 6 7 2 5 4 3 0 1"; // one of the two hardest 8-puzzle positions for this goal: 31 moves
        CliRunner result = CliRunner.run(new PuzzleCommand(), "solve", "--tiles", tiles);
        assertThat(result.exitCode()).as(result.err()).isZero();
        var moves = TileMove.parseSequence(result.out().trim());
        assertThat(NumberedPuzzle.parse(tiles).apply(moves, Metric.TILE).isGoal()).isTrue();
        assertThat(result.err()).contains("(optimal)");
    }

    @Test
    void reportsNotationAndParityErrors() {
        CliRunner bad = CliRunner.run(new PuzzleCommand(), "solve", "--tiles", "1 2 x");
        assertThat(bad.exitCode()).isEqualTo(2);
        assertThat(bad.err()).contains("at character 4");
        CliRunner parity = CliRunner.run(new PuzzleCommand(), "solve", "--tiles", "0 2 1 3 4 5 6 7 8");
        assertThat(parity.exitCode()).isEqualTo(3);
        assertThat(parity.err()).startsWith("PARITY:");
    }

    @Test
    void benchSolvesKorfsInstancesWithTheirPublishedOptima(@org.junit.jupiter.api.io.TempDir java.nio.file.Path tables)
            throws Exception {
        java.nio.file.Path csv = tables.resolve("korf.csv");
        CliRunner result = CliRunner.run(new PuzzleCommand(), "bench", "--count", "4", "--partition", "4-4-4-3",
                "--tables", tables.toString(), "--threads", "2", "--output", csv.toString());
        assertThat(result.exitCode()).as(result.err()).isZero();
        assertThat(result.err()).contains("built puzzle4-1-2-3-4.pdb").contains("4 of 4 instances solved with Korf's optimal length");
        java.util.List<String> lines = java.nio.file.Files.readAllLines(csv);
        assertThat(lines.get(0)).isEqualTo("instance,korf_optimal,length,nodes,seconds,optimal");
        // Korf 1985's instances 1-4: 57, 55, 59 and 56 moves; "true" means replayed to the goal at that length
        assertThat(lines.subList(1, lines.size())).hasSize(4)
                .extracting(line -> line.split(",")[0] + "," + line.split(",")[1] + "," + line.split(",")[2] + ","
                        + line.split(",")[5])
                .containsExactly("1,57,57,true", "2,55,55,true", "3,59,59,true", "4,56,56,true");

        CliRunner again = CliRunner.run(new PuzzleCommand(), "bench", "--count", "1", "--partition", "4-4-4-3",
                "--tables", tables.toString());
        assertThat(again.exitCode()).as(again.err()).isZero();
        assertThat(again.err()).as("the stored tables are read, not built").doesNotContain("built");
    }

    @Test
    void benchRefusesAnUnknownPartitionOrCount() {
        CliRunner partition = CliRunner.run(new PuzzleCommand(), "bench", "--partition", "7-8");
        assertThat(partition.exitCode()).isEqualTo(2);
        assertThat(partition.err()).contains("unknown partition '7-8'; valid: 6-6-3, 5-5-5, 4-4-4-3");
        CliRunner count = CliRunner.run(new PuzzleCommand(), "bench", "--count", "0");
        assertThat(count.exitCode()).isEqualTo(2);
        assertThat(count.err()).contains("'--count'").contains("out of range: 1 to 100");
    }
}
