package cubelab.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Values that once ran without end or stopped with "an internal problem" are usage errors naming
 * their option, refused before any work starts; input with line ends or of a size beyond a stated
 * range gets its sentence; nothing a user had is changed by a run that fails.
 */
class UsageErrorsTest {

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "race bench --sizes 1                 | --sizes",
        "race bench --sizes 2                 | --sizes",
        "race bench --sizes ,                 | --sizes",
        "race bench --large-size 1            | --large-size",
        "race bench --walks 2147483647        | --walks",
        "race scramble --moves 2147483647     | --moves",
        "race scramble --count 2147483647     | --count",
        "race solve --board x --target y --threads 100000 | --threads",
        "puzzle solve --tiles 1,2,3,0 --timeout NaN | --timeout",
        "lab store --buckets 0                | --buckets",
        "lab store --buckets -1               | --buckets",
        "lab store --buckets NaN              | --buckets",
        "lab store --buckets 1e300            | --buckets",
        "lab heuristics --heuristics ,,,,     | --heuristics",
        "pdb build --tier all                 | --tier",
        "pdb verify --tier all                | --tier",
        "solve --scramble R --store-depth 9   | --store-depth",
    })
    void refusedBeforeAnyWorkNamingTheOption(String command, String option) {
        CliRunner run = CliRunner.run(command.strip().split("\\s+"));
        assertThat(run.exitCode()).as(run.err()).isEqualTo(ExitCodes.USAGE);
        assertThat(run.err()).contains(option).doesNotContain("internal problem")
                .doesNotContainPattern(CliRunner.JAVA_INTERNALS);
    }

    /** An earlier version's tables are not built again: the error names the tier that replaces them, and nothing is written. */
    @ParameterizedTest
    @CsvSource({"earlier-diagonals, diagonals", "earlier-large, large", "coset-eo8-diagonals, diagonals",
        "coset-eo8-order, large"})
    void anEarlierVersionsTablesAreNotBuiltAgain(String tier, String successor, @TempDir Path folder) throws Exception {
        CliRunner run = CliRunner.run("pdb", "build", "--tier", tier, "--tables", folder.toString());
        assertThat(run.exitCode()).as(run.err()).isEqualTo(ExitCodes.USAGE);
        assertThat(run.err()).contains("earlier version's tables").contains("pdb build --tier " + successor)
                .doesNotContainPattern(CliRunner.JAVA_INTERNALS);
        try (var files = Files.list(folder)) {
            assertThat(files.filter(file -> file.getFileName().toString().endsWith(".pdb")
                    || file.getFileName().toString().endsWith(".tmp"))).isEmpty();
        }
    }

    /** A damaged table of an earlier version is reported, not rebuilt, and stays as it was. */
    @Test
    void aDamagedEarlierVersionsTableIsNotRebuilt(@TempDir Path folder) throws Exception {
        cubelab.tables.coset.CosetTableSpec spec = cubelab.tables.coset.CosetTableSpec.EO8_DIAGONALS_IN_WORDS;
        Path table = folder.resolve(cubelab.tables.coset.CosetTableFile.fileName(spec));
        long size = cubelab.tables.coset.CosetTableFile.fileSize(spec);
        try (java.io.RandomAccessFile file = new java.io.RandomAccessFile(table.toFile(), "rw")) {
            file.setLength(size); // sparse: a header of zeros, so it is damaged
        }
        CliRunner run = CliRunner.run("pdb", "build", "--tier", "earlier-diagonals", "--tables", folder.toString());
        assertThat(run.exitCode()).as(run.err()).isEqualTo(ExitCodes.USAGE);
        assertThat(run.err()).contains("coset-eo8-diagonals").contains("pdb build --tier diagonals")
                .doesNotContain("; building").doesNotContainPattern(CliRunner.JAVA_INTERNALS);
        assertThat(Files.size(table)).isEqualTo(size);
        try (var files = Files.list(folder)) {
            assertThat(files.filter(file -> file.getFileName().toString().endsWith(".tmp"))).isEmpty();
        }
    }

    @Test
    void aStoreDepthOutOfRangeWithJsonPrintsJson() {
        CliRunner run = CliRunner.run("solve", "--scramble", "R", "--json", "--store-depth", "9");
        assertThat(run.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(run.out().strip()).startsWith("{\"error\":").contains("--store-depth").endsWith("\"exit\":2}");
    }

    @Test
    void aFolderAsPuzzleBenchOutputIsRefusedBeforeTheBench(@TempDir Path folder) {
        CliRunner run = CliRunner.run("puzzle", "bench", "--output", folder.toString());
        assertThat(run.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(run.err()).contains("--output").contains("is a folder").doesNotContain("tables ready");
    }

    @Test
    void aRaceBenchThatFailsLeavesTheOutputFileAsItWas(@TempDir Path folder) throws Exception {
        Path keep = folder.resolve("keep.csv");
        Files.writeString(keep, "my results\n", StandardCharsets.UTF_8);
        CliRunner refused = CliRunner.run("race", "bench", "--sizes", "2", "--output", keep.toString());
        assertThat(refused.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(Files.readString(keep)).isEqualTo("my results\n");
        CliRunner done = CliRunner.run("race", "bench", "--sizes", "3", "--walks", "2", "--samples", "1",
                "--large-size", "0", "--algorithms", "ida", "--heuristics", "manhattan", "--output", keep.toString());
        assertThat(done.exitCode()).as(done.err()).isZero();
        assertThat(Files.readString(keep)).startsWith(cubelab.race.bench.BenchData.HEADER).contains("ida");
        try (var files = Files.list(folder)) {
            assertThat(files).as("no temporary file left").containsExactly(keep);
        }
    }

    @Test
    void aBoardAndTargetPastedWithTheirLineEndsAreRead() throws Exception {
        String board = "BWGORYOWYBRY.WBWYRRGGOBGO";
        CliRunner run = CliRunner.run("race", "solve", "--board", board + "\r\n", "--target", "OWYYRWWBR \r\n",
                "--heuristic", "manhattan");
        assertThat(run.exitCode()).as(run.err()).isZero();
        cubelab.race.board.Board end = cubelab.race.board.Board.parse(board).apply(
                cubelab.race.board.TileMove.parseSequence(run.out().strip()), cubelab.race.board.Metric.TILE);
        assertThat(end.satisfies(cubelab.race.board.Target.parse("OWYYRWWBR"))).isTrue();
    }

    @Test
    void boardsAndPuzzlesBeyondTheirRangeSaySo() {
        CliRunner wide = CliRunner.run("race", "solve", "--board", ".".concat("W".repeat(27 * 27 - 1)),
                "--target", "W");
        assertThat(wide.exitCode()).isEqualTo(ExitCodes.INVALID_CUBE);
        assertThat(wide.err()).contains("27×27").contains("26×26").doesNotContain("no such cell");
        StringBuilder tiles = new StringBuilder();
        for (int tile = 0; tile < 144; tile++) {
            tiles.append(tile).append(' ');
        }
        CliRunner big = CliRunner.run("puzzle", "solve", "--tiles", tiles.toString(), "--heuristic", "manhattan");
        assertThat(big.exitCode()).isEqualTo(ExitCodes.INVALID_CUBE);
        assertThat(big.err()).contains("12×12").contains("11×11").doesNotContain("-128");
    }

    @Test
    void everySubcommandPrintsTheVersion() {
        String version = CliRunner.run("--version").out();
        assertThat(version).isNotBlank();
        for (String[] command : new String[][] {{"solve"}, {"race", "solve"}, {"pdb", "build"}, {"lab", "store"}}) {
            String[] args = java.util.Arrays.copyOf(command, command.length + 1);
            args[command.length] = "--version";
            assertThat(CliRunner.run(args).out()).as(String.join(" ", args)).isEqualTo(version);
        }
    }
}
