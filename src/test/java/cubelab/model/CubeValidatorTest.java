package cubelab.model;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** Each defect class, and that the checks run in the documented order. */
class CubeValidatorTest {

    private static final String SOLVED = FaceletCube.SOLVED.toString();

    /** A colouring made from the solved cube by a few sticker edits. */
    private record Stickers(String text) {
        static Stickers solved() {
            return new Stickers(SOLVED);
        }

        Stickers set(int index, char letter) {
            return new Stickers(CubeValidatorTest.set(text, index, letter));
        }

        Stickers swap(int first, int second) {
            return new Stickers(CubeValidatorTest.swap(text, first, second));
        }
    }

    /** Each defect class from a colouring that has it, with what its message must say. */
    static Stream<Arguments> defects() {
        Stickers solved = Stickers.solved();
        return Stream.of(
                Arguments.of("wrong length", new Stickers(SOLVED.substring(1)), CubeDefect.LENGTH, "got 53"),
                Arguments.of("unknown letter, named with its index", solved.set(10, 'X'), CubeDefect.UNKNOWN_LETTER,
                        "'X' at index 10 (facelet R2)"),
                Arguments.of("a colour eight times", solved.set(Facelets.U1, 'R'), CubeDefect.COLOR_COUNT,
                        "colour U appears 8 times"),
                Arguments.of("two centres alike", solved.swap(Facelets.U5, Facelets.R1), CubeDefect.CENTERS,
                        "the U and R centres both show R"),
                Arguments.of("a corner with a colour twice", solved.swap(Facelets.U9, Facelets.R2),
                        CubeDefect.IMPOSSIBLE_PIECE, "the corner at URF (U9=R, R1=R, F3=F) shows R twice"),
                Arguments.of("a corner with opposite colours", solved.swap(Facelets.F3, Facelets.L2),
                        CubeDefect.IMPOSSIBLE_PIECE, "shows opposite colours R and L"),
                Arguments.of("a corner in mirror order", solved.swap(Facelets.R1, Facelets.F3),
                        CubeDefect.IMPOSSIBLE_PIECE, "mirror order"),
                Arguments.of("an edge with opposite colours", solved.swap(Facelets.F2, Facelets.D2),
                        CubeDefect.IMPOSSIBLE_PIECE, "the edge at UF (U8=U, F2=D) shows opposite colours U and D"),
                // the DFR position shows a second URF corner; an UF edge painted D F keeps the counts right
                Arguments.of("a corner twice, both places and the missing piece named",
                        solved.set(Facelets.D3, 'U').set(Facelets.F9, 'R').set(Facelets.R7, 'F').set(Facelets.U8, 'D'),
                        CubeDefect.DUPLICATE_PIECE,
                        "the corner piece URF is at both URF and DFR; the corner piece DFR is missing"),
                // UL shows U F, a second UF; DF shows D L, so the colour counts stay right
                Arguments.of("an edge twice",
                        solved.set(Facelets.U4, 'U').set(Facelets.L2, 'F').set(Facelets.D2, 'D').set(Facelets.F8, 'L'),
                        CubeDefect.DUPLICATE_PIECE, "the edge piece UF is at both UF and UL"),
                Arguments.of("a twisted corner, with its fix",
                        solved.set(Facelets.U9, 'F').set(Facelets.R1, 'U').set(Facelets.F3, 'R'), CubeDefect.CORNER_TWIST,
                        "twisting the corner at URF (U9=F, R1=U, F3=R) one third of a turn"),
                Arguments.of("a flipped edge, with its fix", solved.swap(Facelets.U8, Facelets.F2), CubeDefect.EDGE_FLIP,
                        "flipping the edge at UF (U8=F, F2=U) would fix it"),
                Arguments.of("two edges swapped", solved.swap(Facelets.U8, Facelets.U6).swap(Facelets.F2, Facelets.R2),
                        CubeDefect.PARITY, "swapping the edges at UR"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("defects")
    void eachDefectIsNamedWithWhereItIs(String what, Stickers stickers, CubeDefect defect, String detail) {
        assertDefect(stickers.text(), defect, detail);
    }

    @Test
    void checksRunInOrder() {
        // twisted corner and flipped edge: the twist is reported
        String both = swap(SOLVED, Facelets.U8, Facelets.F2);
        both = set(set(set(both, Facelets.U9, 'F'), Facelets.R1, 'U'), Facelets.F3, 'R');
        assertDefect(both, CubeDefect.CORNER_TWIST, "");
        // flip and parity: the flip is reported
        String flipAndParity = swap(swap(SOLVED, Facelets.U8, Facelets.U6), Facelets.F2, Facelets.R2);
        flipAndParity = swap(flipAndParity, Facelets.D2, Facelets.F8);
        assertDefect(flipAndParity, CubeDefect.EDGE_FLIP, "");
        // a bad letter beats a bad count
        assertDefect(set(set(SOLVED, 0, 'R'), 5, 'q'), CubeDefect.UNKNOWN_LETTER, "");
    }

    @Test
    void theTwistFixReallyFixes() throws Exception {
        FaceletCube scrambled = FaceletCube.SOLVED.apply(cubelab.notation.Algorithm.parse("R U F' L2 D B'"));
        String text = scrambled.toString();
        // twist the corner at DLF clockwise in place: its stickers move one step clockwise
        Corner corner = Corner.DLF;
        String twisted = set(set(set(text, corner.facelet(1), text.charAt(corner.facelet(0))),
                corner.facelet(2), text.charAt(corner.facelet(1))), corner.facelet(0), text.charAt(corner.facelet(2)));
        assertDefect(twisted, CubeDefect.CORNER_TWIST, "counter-clockwise");
    }

    @Test
    void exceptionCarriesTheFaceletsToHighlight() {
        String cube = swap(SOLVED, Facelets.U8, Facelets.F2);
        assertThatThrownBy(() -> FaceletCube.parse(cube).toCubieCube())
                .isInstanceOfSatisfying(InvalidCubeException.class,
                        e -> assertThat(e.facelets()).containsExactly(Facelets.U8, Facelets.F2));
    }

    private static void assertDefect(String facelets, CubeDefect defect, String detail) {
        assertThatThrownBy(() -> FaceletCube.parse(facelets).toCubieCube())
                .isInstanceOfSatisfying(InvalidCubeException.class, e -> {
                    assertThat(e.defect()).isEqualTo(defect);
                    assertThat(e.getMessage()).startsWith(defect.name() + ": ").contains(detail);
                });
    }

    private static String set(String text, int index, char letter) {
        return text.substring(0, index) + letter + text.substring(index + 1);
    }

    private static String swap(String text, int first, int second) {
        return set(set(text, first, text.charAt(second)), second, text.charAt(first));
    }
}
