package cubelab.cli.race;

import static org.assertj.core.api.Assertions.assertThat;

import cubelab.race.board.Board;
import cubelab.race.board.Metric;
import cubelab.race.board.Target;
import cubelab.race.board.TileMove;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

@Tag("heavy")
class RaceCommandTest {
    private static final String BOARD = "WWWWYYYYOOOORRRRGGGGBBBB.";
    private static final String TARGET = "WWRYYROOR";

    @Test
    void solvePrintsAnOptimalSolutionThatReachesTheTarget() {
        for (String metric : new String[] {"tile", "push"}) {
            CliRunner result = CliRunner.run(new RaceCommand(), "solve", "--board", BOARD, "--target", TARGET, "--metric", metric,
                    "--threads", metric.equals("tile") ? "2" : "1");
            assertThat(result.exitCode()).as(result.err()).isZero();
            assertThat(result.err()).startsWith("solved:").contains("(optimal)");
            List<TileMove> moves = TileMove.parseSequence(result.out().trim());
            Metric moveMetric = Metric.parse(metric);
            assertThat(Board.parse(BOARD).apply(moves, moveMetric).satisfies(Target.parse(TARGET))).isTrue();
        }
    }

    @Test
    void everyAlgorithmAndHeuristicIsSelectable() {
        String board = "WWWWYYYYOOOORRRRGGGGBBBB.";
        String near = Board.parse(board).apply(TileMove.parseSequence("e4 d4 d5"), Metric.TILE).toString();
        String target = "YYOORRGGG"; // the centre before the three moves
        for (String algorithm : new String[] {"ida", "astar", "astar-tree", "bfs"}) {
            CliRunner result = CliRunner.run(new RaceCommand(), "solve", "--board", near, "--target", target,
                    "--algorithm", algorithm, "--heuristic", "manhattan");
            assertThat(result.exitCode()).as(algorithm + result.err()).isZero();
            assertThat(Board.parse(near).apply(TileMove.parseSequence(result.out().trim()), Metric.TILE)
                    .satisfies(Target.parse(target))).isTrue();
        }
    }

    @Test
    void exitCodesFollowTheContract() {
        CliRunner badLetter = CliRunner.run(new RaceCommand(), "solve", "--board", "WWWWYYYYOOOORRRRGGGGBBBX.", "--target", TARGET);
        assertThat(badLetter.exitCode()).isEqualTo(2);
        assertThat(badLetter.err()).contains("at character 23");
        CliRunner badCount = CliRunner.run(new RaceCommand(), "solve", "--board", "WWWWWYYYOOOORRRRGGGGBBBB.", "--target", TARGET);
        assertThat(badCount.exitCode()).isEqualTo(3);
        assertThat(badCount.err()).startsWith("TILE_COUNT:");
        CliRunner badTarget = CliRunner.run(new RaceCommand(), "solve", "--board", BOARD, "--target", "WWWWWRRRR");
        assertThat(badTarget.exitCode()).isEqualTo(3);
        assertThat(badTarget.err()).startsWith("TARGET_COLOR_COUNT:");
        CliRunner badMetric = CliRunner.run(new RaceCommand(), "solve", "--board", BOARD, "--target", TARGET, "--metric", "hop");
        assertThat(badMetric.exitCode()).isEqualTo(2);
        CliRunner unknownOption = CliRunner.run(new RaceCommand(), "solve", "--bored", BOARD);
        assertThat(unknownOption.exitCode()).isEqualTo(2);
        CliRunner timeout = CliRunner.run(new RaceCommand(), "solve", "--board", "WWWWWWWWYYYYYYYYOOOOOOOORRRRRRRRGGGGGGGGBBBBBBBB.",
                "--target", "BBBBBGGGGGRRRRROOOOOYYYYY", "--heuristic", "misplaced", "--timeout", "0.2");
        assertThat(timeout.exitCode()).isEqualTo(4);
        assertThat(timeout.out()).isEmpty();
    }

    @Test
    void scrambleIsSeededAndWalksStayCloseToTheTarget() {
        CliRunner first = CliRunner.run(new RaceCommand(), "scramble", "--seed", "5", "--count", "3", "--moves", "6");
        CliRunner second = CliRunner.run(new RaceCommand(), "scramble", "--seed", "5", "--count", "3", "--moves", "6");
        assertThat(first.exitCode()).isZero();
        assertThat(first.out()).isEqualTo(second.out());
        String[] lines = first.out().trim().split("\n");
        assertThat(lines).hasSize(3);
        for (String line : lines) {
            String[] parts = line.split("\t");
            CliRunner solve = CliRunner.run(new RaceCommand(), "solve", "--board", parts[0], "--target", parts[1]);
            assertThat(solve.exitCode()).isZero();
            assertThat(TileMove.parseSequence(solve.out().trim()).size()).isLessThanOrEqualTo(6);
        }
        CliRunner seven = CliRunner.run(new RaceCommand(), "scramble", "--size", "7", "--seed", "1");
        assertThat(seven.out().trim().split("\t")[0]).hasSize(49);
    }

    @Test
    void benchWritesCsvRowsForEveryAlgorithmAndHeuristic(@TempDir Path directory) throws Exception {
        Path csv = directory.resolve("bench.csv");
        CliRunner result = CliRunner.run(new RaceCommand(), "bench", "--sizes", "5", "--walks", "10", "--samples", "2",
                "--large-size", "7", "--output", csv.toString());
        assertThat(result.exitCode()).as(result.err()).isZero();
        List<String> rows = Files.readAllLines(csv);
        assertThat(rows.get(0)).isEqualTo(RaceBenchCommand.HEADER);
        // 2 boards × (bfs + 4 algorithms × 4 heuristics) on 5x5, then 2 boards × ida with the strongest
        // bound on 7x7 (colour tables, which are eviction there)
        assertThat(rows).hasSize(1 + 2 * 17 + 2);
        assertThat(rows).anyMatch(row -> row.startsWith("walk,5,10,0,hill,misplaced,tile,"));
        assertThat(rows).anyMatch(row -> row.startsWith("walk,7,10,1,ida,colour-tables,tile,solved,"));
        assertThat(result.err()).contains("mean expanded");
        CliRunner games = CliRunner.run(new RaceCommand(), "bench", "--games", "3");
        assertThat(games.out().trim().split("\n")).hasSize(4);
        assertThat(games.err()).contains("random games");
    }
}
