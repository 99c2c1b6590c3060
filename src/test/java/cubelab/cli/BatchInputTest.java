package cubelab.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.jr.ob.JSON;
import cubelab.model.FaceletCube;
import cubelab.notation.Algorithm;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code solve --batch}: no line is misread, errors name the file's own line numbers, one bad line spoils nothing. */
@Tag("heavy")
class BatchInputTest {

    private static final String SCRAMBLE = "R U' F2";
    private static final String FACELETS = FaceletCube.SOLVED.apply(Algorithm.parse(SCRAMBLE)).toString();

    @TempDir
    Path directory;

    private CliRunner solveBatch(byte[] content, String... more) throws Exception {
        Path file = directory.resolve("cubes.txt");
        Files.write(file, content);
        String[] args = {"solve", "--batch", file.toString(), "--tier", "manhattan", "--no-upper-bound"};
        String[] all = java.util.stream.Stream.concat(java.util.Arrays.stream(args), java.util.Arrays.stream(more))
                .toArray(String[]::new);
        return CliRunner.run(all);
    }

    private CliRunner solveBatch(String content, String... more) throws Exception {
        return solveBatch(content.getBytes(StandardCharsets.UTF_8), more);
    }

    @Test
    void faceletsThatLostALetterAreAnErrorNotAnAlgorithm() throws Exception {
        CliRunner run = solveBatch(FACELETS.substring(1) + "\n");
        assertThat(run.exitCode()).isEqualTo(3);
        assertThat(run.out()).startsWith("-1\t");
        assertThat(run.err()).contains("line 1: LENGTH").contains("got 53");
    }

    @Test
    void lowerCaseFaceletsAreAnErrorNotWideTurns() throws Exception {
        CliRunner run = solveBatch(FACELETS.toLowerCase() + "\n");
        assertThat(run.exitCode()).isEqualTo(3);
        assertThat(run.err()).contains("line 1: UNKNOWN_LETTER").contains("upper-case");
    }

    @Test
    void plainFaceLettersWithoutSuffixesAreMeantAsFacelets() throws Exception {
        CliRunner run = solveBatch("RUFDLBRUFDLB\n(R U R U R U R U R)\n");
        assertThat(run.err()).contains("line 1: LENGTH");
        String[] second = run.out().lines().toList().get(1).split("\t");
        assertThat(second[0]).isNotEqualTo("-1");
        assertThat(FaceletCube.SOLVED.apply(Algorithm.parse("(R U R U R U R U R)")).apply(Algorithm.parse(second[2])))
                .isEqualTo(FaceletCube.SOLVED);
    }

    @Test
    void faceletsInFacesOrRowsAreOneCube() throws Exception {
        StringBuilder faces = new StringBuilder();
        StringBuilder rows = new StringBuilder();
        for (int i = 0; i < 54; i++) {
            faces.append(i > 0 && i % 9 == 0 ? " " : "").append(FACELETS.charAt(i));
            rows.append(i > 0 && i % 3 == 0 ? " " : "").append(FACELETS.charAt(i));
        }
        String badGroups = FACELETS.substring(0, 50) + " " + FACELETS.substring(50);
        CliRunner run = solveBatch(faces + "\n" + rows + "\n" + badGroups + "\n");
        List<String> lines = run.out().lines().toList();
        for (int i = 0; i < 2; i++) {
            String[] fields = lines.get(i).split("\t");
            assertThat(fields[0]).as(run.err()).isEqualTo("3");
            assertThat(CliRunner.solves(FACELETS, fields[2])).isTrue();
        }
        assertThat(run.err()).contains("line 3: LENGTH").contains("6 words of 9");
        assertThat(run.exitCode()).isEqualTo(3);
    }

    @Test
    void errorsNameTheFilesOwnLineNumbers() throws Exception {
        CliRunner run = solveBatch("# cubes\n\n" + SCRAMBLE + "\n\n# next\nR Q\n");
        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).contains("line 6: ").doesNotContain("line 2:");
    }

    @Test
    void aByteThatIsNotUtf8SpoilsOnlyItsLineAndABomIsIgnored() throws Exception {
        byte[] bom = {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF};
        byte[] text = (SCRAMBLE + "\nR \u00ff U\nF2\n").getBytes(StandardCharsets.ISO_8859_1);
        byte[] content = new byte[bom.length + text.length];
        System.arraycopy(bom, 0, content, 0, 3);
        System.arraycopy(text, 0, content, 3, text.length);
        CliRunner run = solveBatch(content);
        List<String> lines = run.out().lines().toList();
        assertThat(lines).hasSize(3);
        assertThat(CliRunner.solves(FACELETS, lines.get(0).split("\t")[2])).isTrue();
        assertThat(lines.get(1)).startsWith("-1\t");
        assertThat(run.err()).contains("line 2: not UTF-8 text: byte 0xFF");
        assertThat(CliRunner.solves(FaceletCube.SOLVED.apply(Algorithm.parse("F2")).toString(),
                lines.get(2).split("\t")[2])).isTrue();
        assertThat(run.exitCode()).isEqualTo(2);
    }

    @Test
    void jsonReportsEachLinesErrorAsAnObject() throws Exception {
        CliRunner run = solveBatch("\"quoted\\\" line\n" + SCRAMBLE + "\n", "--json");
        List<String> lines = run.out().lines().toList();
        assertThat(lines).hasSize(2);
        Map<String, Object> error = JSON.std.mapFrom(lines.get(0));
        assertThat(error).containsEntry("line", 1).containsEntry("input", "\"quoted\\\" line").containsKey("error");
        Map<String, Object> solved = JSON.std.mapFrom(lines.get(1));
        assertThat(solved).containsEntry("line", 2).containsEntry("length", 3);
        assertThat(CliRunner.solves(FACELETS, (String) solved.get("solution"))).isTrue();
    }

    @Test
    void aMissingOrSpecialBatchFileIsOneSentence() {
        CliRunner missing = CliRunner.run("solve", "--batch", directory.resolve("nope.txt").toString());
        assertThat(missing.exitCode()).isEqualTo(2);
        assertThat(missing.err()).contains("--batch").contains("no such file");
        CliRunner folder = CliRunner.run("solve", "--batch", directory.toString());
        assertThat(folder.exitCode()).isEqualTo(2);
        assertThat(folder.err()).contains("is a directory");
        assertThat(missing.all() + folder.all()).doesNotContainPattern(CliRunner.JAVA_INTERNALS);
    }

    @Test
    void aCubeThatSpendsItsBudgetEndsOnlyItsOwnLine() throws Exception {
        CliRunner run = solveBatch("R U F' L2 D B R2 U' F2 L D' B2 U R'\n" + SCRAMBLE + "\n", "--method", "bidirectional",
                "--store-depth", "3", "--max-nodes", "1000");
        List<String> lines = run.out().lines().toList();
        assertThat(lines).hasSize(2);
        assertThat(lines.get(0)).startsWith("-1\t");
        assertThat(run.err()).contains("line 1: gave up after 1,000 expanded nodes");
        String[] second = lines.get(1).split("\t");
        assertThat(second[0]).isEqualTo("3");
        assertThat(CliRunner.solves(FACELETS, second[2])).isTrue();
        assertThat(run.exitCode()).isEqualTo(ExitCodes.TIMEOUT);
    }
}
