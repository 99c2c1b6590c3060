package cubelab.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import cubelab.common.TextSpaces;
import cubelab.model.CubieCube;
import cubelab.model.FaceletCube;
import cubelab.model.InvalidCubeException;
import cubelab.notation.Algorithm;
import cubelab.race.board.Board;
import cubelab.race.board.Target;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.IntStream;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * One definition of a space: every Unicode space separates, in facelets, notation, batch lines and
 * boards alike. A facelet line written with any of them, in any grouping, is read as those facelets
 * or refused as facelets; it is never read as an algorithm, and never as another cube.
 */
class UnicodeSpacesPropertiesTest {

    /** Every character Java calls whitespace or a space separator, and the next-line control. */
    private static final List<Character> SPACES = IntStream.rangeClosed(0, 0xFFFF)
            .filter(c -> Character.isWhitespace(c) || Character.isSpaceChar(c) || c == 0x85)
            .mapToObj(c -> (char) c).toList();
    /** Invisible characters that are not spaces: refused by name wherever they stand. */
    private static final List<Character> NOT_SPACES = List.of('\u200B', '\uFEFF', '\u180E', '\u2060');
    private static final String MOVES = "URFDLB";

    @Example
    void theSpacesOfTheIssueAreAmongThem() {
        assertThat(SPACES).contains('\u2003', '\u1680', '\u2028', '\u2029', '\u001F', '\u00A0', '\u202F', ' ', '\t');
        SPACES.forEach(space -> assertThat(TextSpaces.isSpace(space)).as("U+%04X", (int) space).isTrue());
        NOT_SPACES.forEach(other -> assertThat(TextSpaces.isSpace(other)).as("U+%04X", (int) other).isFalse());
    }

    @Provide
    Arbitrary<CubieCube> cubes() {
        return Arbitraries.strings().withChars(MOVES.toCharArray()).ofMinLength(0).ofMaxLength(25)
                .map(faces -> String.join(" ", faces.split("")))
                .map(UnicodeSpacesPropertiesTest::cubeOf);
    }

    @Provide
    Arbitrary<List<Integer>> groupings() {
        // the three groupings facelets are written in, and any other cut of the 54 letters
        Arbitrary<List<Integer>> valid = Arbitraries.of(List.of(54), repeat(9, 6), repeat(3, 18));
        Arbitrary<List<Integer>> other = Arbitraries.integers().between(1, 54).list().ofMinSize(1).ofMaxSize(54)
                .map(UnicodeSpacesPropertiesTest::cut);
        return Arbitraries.oneOf(valid, other);
    }

    @Provide
    Arbitrary<List<Character>> separators() {
        return Arbitraries.of(SPACES).list().ofMinSize(1).ofMaxSize(3);
    }

    @Property(tries = 400)
    void aFaceletLineWithAnySpacesIsThoseFaceletsOrRefusedAsFacelets(@ForAll("cubes") CubieCube cube,
            @ForAll("groupings") List<Integer> grouping, @ForAll("separators") List<Character> separator) {
        String facelets = FaceletCube.fromCubieCube(cube).toString();
        String line = join(facelets, grouping, separator);
        Throwable refusal = catchThrowable(() -> assertThat(CubeInput.read(line)).isEqualTo(cube));
        if (isValidGrouping(grouping)) {
            assertThat(refusal).as("%s is facelets in one of the three groupings", visible(line)).isNull();
        } else {
            assertThat(refusal).as(visible(line)).isInstanceOf(InvalidCubeException.class);
        }
    }

    @Property(tries = 100)
    void aBatchLineWithAnySpacesReadsAsTheSameFacelets(@ForAll("cubes") CubieCube cube,
            @ForAll("separators") List<Character> separator) throws Exception {
        List<Character> withinALine = separator.stream().filter(c -> c != '\n' && c != '\r').toList();
        String line = join(FaceletCube.fromCubieCube(cube).toString(), repeat(9, 6),
                withinALine.isEmpty() ? List.of(' ') : withinALine);
        Path file = Files.createTempFile("batch", ".txt");
        try {
            Files.writeString(file, "R U\n" + line + "\r\nF\r", StandardCharsets.UTF_8);
            List<BatchFile.Line> lines = BatchFile.read(file);
            assertThat(lines).extracting(BatchFile.Line::text).hasSize(3).startsWith("R U").endsWith("F");
            assertThat(CubeInput.read(lines.get(1).text())).isEqualTo(cube);
        } finally {
            Files.delete(file);
        }
    }

    @Property(tries = 200)
    void anInvisibleCharacterThatIsNoSpaceIsRefusedByName(@ForAll("cubes") CubieCube cube) {
        String facelets = FaceletCube.fromCubieCube(cube).toString();
        for (char other : NOT_SPACES) {
            String line = facelets.substring(0, 27) + other + facelets.substring(27);
            Throwable refusal = catchThrowable(() -> CubeInput.read(line));
            assertThat(refusal).isNotNull();
            assertThat(refusal.getMessage()).contains(String.format("U+%04X", (int) other));
        }
    }

    @Property(tries = 200)
    void notationAndBoardsSeparateAtTheSameSpaces(@ForAll("separators") List<Character> separator) {
        String spaces = separator.stream().map(String::valueOf).reduce("", String::concat);
        assertThat(Algorithm.parse("R" + spaces + "U'" + spaces + "F2")).isEqualTo(Algorithm.parse("R U' F2"));
        String board = "BWGOR" + spaces + "YOWYB" + spaces + "RY.WB" + spaces + "WYRRG" + spaces + "GOBGO" + spaces;
        assertThat(Board.parse(board)).isEqualTo(Board.parse("BWGORYOWYBRY.WBWYRRGGOBGO"));
        assertThat(Target.parse("OWY" + spaces + "YRW" + spaces + "WBR" + spaces))
                .isEqualTo(Target.parse("OWYYRWWBR"));
    }

    private static CubieCube cubeOf(String algorithm) {
        try {
            return FaceletCube.SOLVED.apply(Algorithm.parse(algorithm)).toCubieCube();
        } catch (InvalidCubeException e) {
            throw new AssertionError("turns always make a cube", e);
        }
    }

    private static String join(String facelets, List<Integer> grouping, List<Character> separator) {
        StringBuilder line = new StringBuilder();
        int at = 0;
        for (int i = 0; i < grouping.size(); i++) {
            if (i > 0) {
                line.append(separator.get(i % separator.size()));
            }
            line.append(facelets, at, at + grouping.get(i));
            at += grouping.get(i);
        }
        return line.toString();
    }

    private static boolean isValidGrouping(List<Integer> grouping) {
        return grouping.equals(List.of(54)) || grouping.equals(repeat(9, 6)) || grouping.equals(repeat(3, 18));
    }

    /** Word lengths that add up to 54: the cuts given, the last one taking what is left. */
    private static List<Integer> cut(List<Integer> lengths) {
        List<Integer> words = new ArrayList<>();
        int left = 54;
        for (int length : lengths) {
            if (left == 0) {
                break;
            }
            int word = Math.min(length, left);
            words.add(word);
            left -= word;
        }
        if (left > 0) {
            words.add(left);
        }
        return words;
    }

    private static List<Integer> repeat(int length, int times) {
        return IntStream.range(0, times).mapToObj(i -> length).toList();
    }

    private static String visible(String line) {
        StringBuilder shown = new StringBuilder();
        line.chars().forEach(c -> shown.append(c < 0x7F && c > 0x20 ? String.valueOf((char) c)
                : String.format("<U+%04X>", c)));
        return shown.toString();
    }
}
