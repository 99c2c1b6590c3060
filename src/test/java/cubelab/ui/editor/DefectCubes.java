package cubelab.ui.editor;

import cubelab.model.Color;
import cubelab.model.Facelets;
import java.util.List;

/** Sticker colourings with one defect each, for UI tests. */
public final class DefectCubes {

    private DefectCubes() {
    }

    public static List<Color> impossiblePiece() {
        return StickerEditorTest.swap(Facelets.U9, Facelets.F3);
    }

    public static List<Color> duplicatePiece() {
        return StickerEditorTest.duplicate();
    }

    public static List<Color> cornerTwist() {
        return StickerEditorTest.twist();
    }

    public static List<Color> edgeFlip() {
        return StickerEditorTest.swap(Facelets.U8, Facelets.F2);
    }

    public static List<Color> parity() {
        List<Color> c = StickerEditorTest.swap(Facelets.U8, Facelets.U6);
        Color f2 = c.get(Facelets.F2);
        c.set(Facelets.F2, c.get(Facelets.R2));
        c.set(Facelets.R2, f2);
        return c;
    }
}
