package cubelab.ui.editor;

import static org.assertj.core.api.Assertions.assertThat;

import cubelab.model.Color;
import cubelab.model.CubeDefect;
import cubelab.model.FaceletCube;
import cubelab.model.Facelets;
import cubelab.notation.Algorithm;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The editor's validation and one-change fixes, without a toolkit. */
class StickerEditorTest {

    private static final FaceletCube SCRAMBLED = FaceletCube.SOLVED.apply(Algorithm.parse("R U2 F' L D B2 R'"));

    @Test
    void validCubeIsUsable() {
        StickerEditor editor = new StickerEditor();
        editor.load(SCRAMBLED);
        assertThat(editor.getValidation().valid()).isTrue();
        assertThat(editor.getValidation().cube()).isEqualTo(SCRAMBLED);
    }

    @Test
    void clearLeavesOnlyCentresAndSaysHowManyAreBlank() {
        StickerEditor editor = new StickerEditor();
        editor.clear();
        assertThat(editor.getStickers().stream().filter(c -> c != null)).hasSize(6);
        assertThat(editor.getValidation().message()).startsWith("48 stickers are still blank");
        assertThat(editor.getValidation().valid()).isFalse();
    }

    @Test
    void centresCannotBePainted() {
        StickerEditor editor = new StickerEditor();
        editor.paint(Facelets.U5, Color.RED);
        assertThat(editor.getStickers().get(Facelets.U5)).isEqualTo(Color.WHITE);
    }

    @Test
    void eachDefectIsNamedHighlightedAndFixable() {
        check(recolour(Facelets.U1, Color.RED), CubeDefect.COLOR_COUNT, "Wrong colour count",
                "Paint the top sticker of the corner at top, back, left white");
        check(swap(Facelets.U9, Facelets.F3), CubeDefect.IMPOSSIBLE_PIECE, "The corner at top, front, right shows", "");
        // three stickers changed: no single change fixes it, so no fix is offered
        check(duplicate(), CubeDefect.DUPLICATE_PIECE, "The white–blue–red corner is there twice", null);
        check(twist(), CubeDefect.CORNER_TWIST, "The white–red–green corner (top, front, right) is twisted",
                "Twist the corner at top, front, right");
        check(swap(Facelets.U8, Facelets.F2), CubeDefect.EDGE_FLIP, "The white–green edge (top, front) is flipped",
                "Turn over the edge at top, front");
        List<Color> parity = swap(Facelets.U8, Facelets.U6);
        Color f2 = parity.get(Facelets.F2);
        parity.set(Facelets.F2, parity.get(Facelets.R2));
        parity.set(Facelets.R2, f2);
        check(parity, CubeDefect.PARITY, "Two pieces are swapped", "Swap");
    }

    /** Ten greens and eight whites: the message names green, whose stickers are outlined, first. */
    @Test
    void aWrongColourCountNamesTheColourItOutlines() {
        List<Color> colors = recolour(Facelets.U1, Color.GREEN);
        Validation v = StickerEditor.validate(colors);
        assertThat(v.defect()).isEqualTo(CubeDefect.COLOR_COUNT);
        assertThat(v.message()).startsWith("Wrong colour count: green appears 10 times and white 8 times")
                .contains("The green stickers are outlined: one should be white");
        for (int facelet : v.highlight()) {
            assertThat(colors.get(facelet)).as(Facelets.name(facelet)).isEqualTo(Color.GREEN);
        }
        assertThat(v.highlight()).hasSize(9).contains(Facelets.U1);
        assertThat(v.fixes().get(0).description()).startsWith("Paint the top sticker of the corner at top, back, left white");
    }

    /** Flipping any edge mends one flipped edge; the first fix offered is the flip of the edge named. */
    @Test
    void aFlippedEdgeIsFirstMendedWhereItIs() {
        for (cubelab.model.Edge edge : cubelab.model.Edge.values()) {
            List<Color> colors = swap(edge.facelet(0), edge.facelet(1));
            Validation v = StickerEditor.validate(colors);
            assertThat(v.defect()).isEqualTo(CubeDefect.EDGE_FLIP);
            assertThat(v.message()).as(edge.toString()).contains("(" + PiecePlaces.place(edge) + ")");
            assertThat(v.fixes().get(0).description()).as(edge.toString())
                    .isEqualTo("Turn over the edge at " + PiecePlaces.place(edge));
            assertThat(v.fixes().get(0).result()).isEqualTo(solved());
        }
    }

    private static void check(List<Color> colors, CubeDefect defect, String title, String fixStart) {
        Validation v = StickerEditor.validate(colors);
        assertThat(v.defect()).isEqualTo(defect);
        assertThat(v.message()).startsWith(title);
        assertThat(v.highlight()).isNotEmpty();
        if (fixStart == null) {
            assertThat(v.fixes()).isEmpty();
            return;
        }
        assertThat(v.fixes()).as("fixes for %s", defect).isNotEmpty();
        assertThat(v.fixes().get(0).description()).startsWith(fixStart);
        for (Fix fix : v.fixes()) {
            assertThat(StickerEditor.validate(fix.result()).valid()).isTrue();
        }
    }

    static List<Color> solved() {
        return new ArrayList<>(FaceletCube.SOLVED.colors(cubelab.model.ColorScheme.WESTERN));
    }

    static List<Color> recolour(int facelet, Color color) {
        List<Color> c = solved();
        c.set(facelet, color);
        return c;
    }

    static List<Color> swap(int a, int b) {
        List<Color> c = solved();
        Color t = c.get(a);
        c.set(a, c.get(b));
        c.set(b, t);
        return c;
    }

    /** The UBR corner copied into URF, the UB edge repainted as a second UF: counts stay 9 each. */
    static List<Color> duplicate() {
        List<Color> c = solved();
        c.set(Facelets.R1, Color.BLUE);
        c.set(Facelets.F3, Color.RED);
        c.set(Facelets.B2, Color.GREEN);
        return c;
    }

    /** The URF corner turned in place. */
    static List<Color> twist() {
        List<Color> c = solved();
        Color u = c.get(Facelets.U9);
        c.set(Facelets.U9, c.get(Facelets.F3));
        c.set(Facelets.F3, c.get(Facelets.R1));
        c.set(Facelets.R1, u);
        return c;
    }
}
