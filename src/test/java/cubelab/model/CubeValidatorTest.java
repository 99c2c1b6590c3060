package cubelab.model;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

/** Each defect class, and that the checks run in the documented order. */
class CubeValidatorTest {

    private static final String SOLVED = FaceletCube.SOLVED.toString();

    @Test
    void wrongLength() {
        assertDefect(SOLVED.substring(1), CubeDefect.LENGTH, "got 53");
    }

    @Test
    void unknownLetterNamesTheIndex() {
        assertDefect(set(SOLVED, 10, 'X'), CubeDefect.UNKNOWN_LETTER, "'X' at index 10 (facelet R2)");
    }

    @Test
    void colourCount() {
        assertDefect(set(SOLVED, Facelets.U1, 'R'), CubeDefect.COLOR_COUNT, "colour U appears 8 times");
    }

    @Test
    void centresMustDiffer() {
        String cube = swap(SOLVED, Facelets.U5, Facelets.R1);
        assertDefect(cube, CubeDefect.CENTERS, "the U and R centres both show R");
    }

    @Test
    void cornerWithAColourTwice() {
        String cube = swap(SOLVED, Facelets.U9, Facelets.R2);
        assertDefect(cube, CubeDefect.IMPOSSIBLE_PIECE, "the corner at URF (U9=R, R1=R, F3=F) shows R twice");
    }

    @Test
    void cornerWithOppositeColours() {
        String cube = swap(SOLVED, Facelets.F3, Facelets.L2);
        assertDefect(cube, CubeDefect.IMPOSSIBLE_PIECE, "shows opposite colours R and L");
    }

    @Test
    void cornerInMirrorOrder() {
        String cube = swap(SOLVED, Facelets.R1, Facelets.F3);
        assertDefect(cube, CubeDefect.IMPOSSIBLE_PIECE, "mirror order");
    }

    @Test
    void edgeWithOppositeColours() {
        String cube = swap(SOLVED, Facelets.F2, Facelets.D2);
        assertDefect(cube, CubeDefect.IMPOSSIBLE_PIECE, "the edge at UF (U8=U, F2=D) shows opposite colours U and D");
    }

    @Test
    void duplicatePieceNamesBothPlacesAndTheMissingPiece() {
        // the DFR position shows a second URF corner; an UF edge painted D F keeps the counts right
        String cube = SOLVED;
        cube = set(cube, Facelets.D3, 'U');
        cube = set(cube, Facelets.F9, 'R');
        cube = set(cube, Facelets.R7, 'F');
        cube = set(cube, Facelets.U8, 'D');
        assertDefect(cube, CubeDefect.DUPLICATE_PIECE,
                "the corner piece URF is at both URF and DFR; the corner piece DFR is missing");
    }

    @Test
    void duplicateEdge() {
        String cube = SOLVED;
        cube = set(cube, Facelets.U4, 'U');
        cube = set(cube, Facelets.L2, 'F'); // UL shows U F, a second UF
        cube = set(cube, Facelets.D2, 'D');
        cube = set(cube, Facelets.F8, 'L'); // DF shows D L, a second DL ... counts: F -1 +1, L +1 -1
        assertDefect(cube, CubeDefect.DUPLICATE_PIECE, "the edge piece UF is at both UF and UL");
    }

    @Test
    void twistedCornerNamesAFix() {
        String cube = SOLVED;
        cube = set(cube, Facelets.U9, 'F');
        cube = set(cube, Facelets.R1, 'U');
        cube = set(cube, Facelets.F3, 'R');
        assertDefect(cube, CubeDefect.CORNER_TWIST, "twisting the corner at URF (U9=F, R1=U, F3=R) one third of a turn");
    }

    @Test
    void flippedEdgeNamesAFix() {
        String cube = swap(SOLVED, Facelets.U8, Facelets.F2);
        assertDefect(cube, CubeDefect.EDGE_FLIP, "flipping the edge at UF (U8=F, F2=U) would fix it");
    }

    @Test
    void swappedEdgesAreAParityDefect() {
        String cube = swap(swap(SOLVED, Facelets.U8, Facelets.U6), Facelets.F2, Facelets.R2);
        assertDefect(cube, CubeDefect.PARITY, "swapping the edges at UR");
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
