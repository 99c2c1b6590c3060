package cubelab.cli;

import static org.assertj.core.api.Assertions.assertThat;

import cubelab.model.CubeDefect;
import cubelab.model.FaceletCube;
import cubelab.notation.Algorithm;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

@Tag("heavy")
class FoundationCommandsTest {

    @Test
    void faceletsOfAnAlgorithm() {
        CliRunner result = CliRunner.run("facelets", "R U R' U'");
        assertThat(result.exitCode()).isZero();
        assertThat(result.out().strip())
                .isEqualTo(FaceletCube.SOLVED.apply(Algorithm.parse("R U R' U'")).toString())
                .isEqualTo("UULUUFUUFRRUBRRURRFFDFFUFFFDDRDDDDDDBLLLLLLLLBRRBBBBBB");
    }

    @Test
    void faceletsOfARotation() {
        assertThat(CliRunner.run("facelets", "x").out().strip())
                .isEqualTo("FFFFFFFFFRRRRRRRRRDDDDDDDDDBBBBBBBBBLLLLLLLLLUUUUUUUUU");
    }

    @Test
    void badNotationExitsTwoAndPointsAtTheCharacter() {
        CliRunner result = CliRunner.run("facelets", "R U Q");
        assertThat(result.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(result.err()).contains("index 4").contains("'Q'").contains("    ^");
    }

    @Test
    void solveGivenAnAlgorithmAsFaceletsSaysToUseScramble() {
        CliRunner result = CliRunner.run("solve", "--tier", "tiny", "R U R' U'");
        assertThat(result.exitCode()).isEqualTo(ExitCodes.INVALID_CUBE);
        assertThat(result.err()).contains("reads as an algorithm").contains("--scramble");
        CliRunner letters = CliRunner.run("solve", "--tier", "tiny", "QQQ");
        assertThat(letters.exitCode()).isEqualTo(ExitCodes.INVALID_CUBE);
        assertThat(letters.err()).doesNotContain("--scramble");
    }

    @Test
    void validateAcceptsARealCube() {
        String cube = FaceletCube.SOLVED.apply(Algorithm.parse("R U2 F' L D")).toString();
        CliRunner result = CliRunner.run("validate", cube);
        assertThat(result.exitCode()).isZero();
        assertThat(result.out().strip()).isEqualTo("ok");
    }

    @Test
    void validateRejectsEachDefectWithItsCodeAndExitThree() {
        String solved = FaceletCube.SOLVED.toString();
        assertInvalid(solved.substring(2), CubeDefect.LENGTH);
        assertInvalid("Z" + solved.substring(1), CubeDefect.UNKNOWN_LETTER);
        assertInvalid("R" + solved.substring(1), CubeDefect.COLOR_COUNT);
        assertInvalid(swap(solved, 4, 9), CubeDefect.CENTERS);
        assertInvalid(swap(solved, 8, 10), CubeDefect.IMPOSSIBLE_PIECE);
        String duplicate = set(set(set(set(solved, 29, 'U'), 26, 'R'), 15, 'F'), 7, 'D');
        assertInvalid(duplicate, CubeDefect.DUPLICATE_PIECE);
        assertInvalid(set(set(set(solved, 8, 'F'), 9, 'U'), 20, 'R'), CubeDefect.CORNER_TWIST);
        assertInvalid(swap(solved, 7, 19), CubeDefect.EDGE_FLIP);
        assertInvalid(swap(swap(solved, 7, 5), 19, 10), CubeDefect.PARITY);
    }

    @Test
    void validateReadsColours() {
        String colours = "W".repeat(9) + "R".repeat(9) + "G".repeat(9) + "Y".repeat(9) + "O".repeat(9) + "B".repeat(9);
        assertThat(CliRunner.run("validate", "--colors", colours).out().strip()).isEqualTo("ok");
        CliRunner bad = CliRunner.run("validate", "--colors", "X" + colours.substring(1));
        assertThat(bad.exitCode()).isEqualTo(ExitCodes.INVALID_CUBE);
        assertThat(bad.err()).startsWith("UNKNOWN_LETTER: character 'X' at index 0");
    }

    @Test
    void scrambleByMovesPrintsAlgorithmAndItsFacelets() {
        CliRunner result = CliRunner.run("scramble", "--moves", "25", "--seed", "9", "--count", "4");
        assertThat(result.exitCode()).isZero();
        String[] lines = result.out().strip().split("\n");
        assertThat(lines).hasSize(4);
        for (String line : lines) {
            String[] fields = line.split("\t");
            Algorithm algorithm = Algorithm.parse(fields[0]);
            assertThat(algorithm.size()).isEqualTo(25);
            assertThat(FaceletCube.SOLVED.apply(algorithm).toString()).isEqualTo(fields[1]);
        }
        assertThat(CliRunner.run("scramble", "--moves", "25", "--seed", "9", "--count", "4").out())
                .isEqualTo(result.out());
    }

    @Test
    void randomStateScramblesAreReproducibleAndProduceTheirFacelets() throws Exception {
        CliRunner result = CliRunner.run("scramble", "--random-state", "--seed", "7", "--count", "3");
        assertThat(result.exitCode()).as(result.err()).isZero();
        String[] lines = result.out().strip().split("\n");
        assertThat(lines).hasSize(3);
        for (String line : lines) {
            String[] fields = line.split("\t");
            Algorithm algorithm = Algorithm.parse(fields[0]);
            assertThat(algorithm.size()).isBetween(2, 21);
            FaceletCube cube = FaceletCube.parse(fields[1]);
            assertThat(FaceletCube.SOLVED.apply(algorithm)).isEqualTo(cube);
            assertThat(cube.toCubieCube().isSolvable()).isTrue();
        }
        assertThat(CliRunner.run("scramble", "--seed", "7", "--count", "3").out()).isEqualTo(result.out());
        assertThat(CliRunner.run("scramble", "--random-state", "--seed", "8").out()).isNotEqualTo(result.out());
    }

    @Test
    void unknownCommandAndBadOptionsExitTwo() {
        assertThat(CliRunner.run("frobnicate").exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(CliRunner.run("scramble", "--moves", "many").exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(CliRunner.run("scramble", "--count", "-1").exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(CliRunner.run().exitCode()).isEqualTo(ExitCodes.USAGE);
    }

    private static void assertInvalid(String facelets, CubeDefect defect) {
        CliRunner result = CliRunner.run("validate", facelets);
        assertThat(result.exitCode()).as(defect.name()).isEqualTo(ExitCodes.INVALID_CUBE);
        assertThat(result.err()).as(defect.name()).startsWith(defect.name() + ":");
    }

    private static String set(String text, int index, char letter) {
        return text.substring(0, index) + letter + text.substring(index + 1);
    }

    private static String swap(String text, int first, int second) {
        return set(set(text, first, text.charAt(second)), second, text.charAt(first));
    }
}
