package cubelab.cli.race;

import static org.assertj.core.api.Assertions.assertThat;

import cubelab.race.Metric;
import cubelab.race.NumberedPuzzle;
import cubelab.race.TileMove;
import org.junit.jupiter.api.Test;

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
}
