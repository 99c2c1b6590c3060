package cubelab.ui.editor;

import static org.assertj.core.api.Assertions.assertThat;

import cubelab.model.Color;
import cubelab.model.ColorScheme;
import cubelab.model.Corner;
import cubelab.model.CubeDefect;
import cubelab.model.Edge;
import cubelab.model.FaceletCube;
import cubelab.model.Facelets;
import cubelab.notation.Algorithm;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Each piece twisted, flipped or swapped in turn, from a solved and from a scrambled cube, is
 * named and outlined as itself, in colours and places; the editor's words carry no face letters,
 * sticker codes or defect codes.
 */
class PieceNamingTest {

    /** Sticker codes (U7), piece codes (URF), defect codes (CORNER_TWIST) and the mathematics. */
    private static final Pattern CODES = Pattern.compile(
            "\\b[URFDLB][1-9]\\b|\\b[URFDLB]{2,3}\\b|[A-Z]+_[A-Z]+|mod 3|permutation|=");

    @ParameterizedTest
    @ValueSource(strings = {"", "R U2 F' L D B2 R' D2 F U'"})
    void eachTwistedCornerIsNamedAndOutlinedAsItself(String scramble) {
        for (Corner corner : Corner.values()) {
            for (int turn = 1; turn <= 2; turn++) {
                StickerEditor editor = editorOn(scramble);
                List<Color> before = editor.getStickers();
                List<Color> twisted = new ArrayList<>(before);
                for (int k = 0; k < 3; k++) {
                    twisted.set(corner.facelet((k + turn) % 3), before.get(corner.facelet(k)));
                }
                editor.setStickers(twisted);
                Validation v = editor.getValidation();
                String what = corner + " turned " + turn + " on '" + scramble + "'";
                assertThat(v.defect()).as(what).isEqualTo(CubeDefect.CORNER_TWIST);
                assertThat(v.message()).as(what)
                        .startsWith("The " + PiecePlaces.colours(twisted, corner) + " corner ("
                                + PiecePlaces.place(corner) + ") is twisted a third of a turn")
                        .contains(turn == 1 ? "counter-clockwise" : " clockwise");
                assertThat(v.highlight()).as(what).isEqualTo(Set.of(corner.facelet(0), corner.facelet(1),
                        corner.facelet(2)));
                assertThat(v.fixes().get(0).result()).as(what).isEqualTo(before);
                assertPlain(v);
            }
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "R U2 F' L D B2 R' D2 F U'"})
    void eachFlippedEdgeIsNamedAndOutlinedAsItself(String scramble) {
        for (Edge edge : Edge.values()) {
            StickerEditor editor = editorOn(scramble);
            List<Color> before = editor.getStickers();
            List<Color> flipped = new ArrayList<>(before);
            flipped.set(edge.facelet(0), before.get(edge.facelet(1)));
            flipped.set(edge.facelet(1), before.get(edge.facelet(0)));
            editor.setStickers(flipped);
            Validation v = editor.getValidation();
            assertThat(v.defect()).as(edge.toString()).isEqualTo(CubeDefect.EDGE_FLIP);
            assertThat(v.message()).as(edge + " on '" + scramble + "'").isEqualTo("The "
                    + PiecePlaces.colours(flipped, edge) + " edge (" + PiecePlaces.place(edge)
                    + ") is flipped: turn it over to fix it.");
            assertThat(v.highlight()).isEqualTo(Set.of(edge.facelet(0), edge.facelet(1)));
            assertThat(v.fixes().get(0).result()).isEqualTo(before);
            assertPlain(v);
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "R U2 F' L D B2 R' D2 F U'"})
    void twoSwappedEdgesAreTheOnesNamed(String scramble) {
        for (Edge a : Edge.values()) {
            // each edge with the next and with the one six on: every edge twice, near and far pairs
            for (Edge b : List.of(Edge.of((a.ordinal() + 1) % Edge.COUNT), Edge.of((a.ordinal() + 6) % Edge.COUNT))) {
                StickerEditor editor = editorOn(scramble);
                List<Color> before = editor.getStickers();
                List<Color> swapped = new ArrayList<>(before);
                for (int k = 0; k < 2; k++) {
                    swapped.set(a.facelet(k), before.get(b.facelet(k)));
                    swapped.set(b.facelet(k), before.get(a.facelet(k)));
                }
                editor.setStickers(swapped);
                Validation v = editor.getValidation();
                assertThat(v.defect()).isEqualTo(CubeDefect.PARITY);
                assertThat(v.message()).as(a + " and " + b).contains("(" + PiecePlaces.place(a) + ")")
                        .contains("(" + PiecePlaces.place(b) + ")").contains("swapped");
                assertThat(v.highlight()).containsExactlyInAnyOrder(a.facelet(0), a.facelet(1), b.facelet(0),
                        b.facelet(1));
                assertThat(v.fixes().get(0).result()).as(a + " and " + b).isEqualTo(before);
                assertPlain(v);
            }
        }
    }

    /** Two white centres: one message, which says what the editor did and what is wrong now. */
    @ParameterizedTest
    @ValueSource(strings = {"F", "R"})
    void twoWhiteCentresGetOneMessage(String side) {
        StickerEditor editor = new StickerEditor();
        List<Color> given = new ArrayList<>(FaceletCube.SOLVED.colors(ColorScheme.WESTERN));
        int centre = side.equals("F") ? Facelets.F5 : Facelets.R5;
        Color own = given.get(centre);
        given.set(centre, Color.WHITE);
        given.set(Facelets.U1, own);
        editor.setStickers(given);
        String sideName = side.equals("F") ? "front" : "right";
        assertThat(editor.getValidation().message()).startsWith("The " + sideName
                + " centre was white, like the top centre; centres keep their colours, so it is "
                + PiecePlaces.colour(own) + " again. Wrong colour count");
        assertThat(editor.getStickers().get(centre)).isEqualTo(own);
        assertPlain(editor.getValidation());
        // the note goes once the cube is whole again
        editor.setStickers(editor.getValidation().fixes().get(0).result());
        assertThat(editor.getValidation().message()).startsWith("Valid cube");
    }

    private static StickerEditor editorOn(String scramble) {
        StickerEditor editor = new StickerEditor();
        editor.load(scramble.isEmpty() ? FaceletCube.SOLVED : FaceletCube.SOLVED.apply(Algorithm.parse(scramble)));
        return editor;
    }

    private static void assertPlain(Validation v) {
        assertThat(v.message()).doesNotContainPattern(CODES);
        for (Fix fix : v.fixes()) {
            assertThat(fix.description()).doesNotContainPattern(CODES);
        }
    }
}
