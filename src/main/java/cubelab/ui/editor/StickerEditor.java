package cubelab.ui.editor;

import cubelab.model.Color;
import cubelab.model.ColorScheme;
import cubelab.model.Face;
import cubelab.model.FaceletCube;
import cubelab.model.Facelets;
import cubelab.model.InvalidCubeException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleObjectProperty;

/**
 * The sticker editor's state: 54 painted colours (null = blank), centres pinned to the scheme,
 * the brush, and a live validation. Uses JavaFX properties but no nodes, so it is tested
 * without a toolkit.
 */
public final class StickerEditor {

    private final ObjectProperty<Color> brush = new SimpleObjectProperty<>(this, "brush", Color.WHITE);
    private final ReadOnlyObjectWrapper<List<Color>> stickers = new ReadOnlyObjectWrapper<>(this, "stickers");
    private final ReadOnlyObjectWrapper<Validation> validation = new ReadOnlyObjectWrapper<>(this, "validation");
    private final BooleanProperty editing = new SimpleBooleanProperty(this, "editing");
    private ColorScheme scheme = ColorScheme.WESTERN;
    /** The last valid painting: the piece a user twists, flips or swaps is named against it. */
    private List<Color> lastValid;
    /** Said before the colour counts after given stickers had two centres alike, until the cube is valid. */
    private String centreNote = "";

    /** Whether the editor mode is on. */
    public BooleanProperty editingProperty() {
        return editing;
    }

    public boolean isEditing() {
        return editing.get();
    }

    public void setEditing(boolean value) {
        editing.set(value);
    }

    public StickerEditor() {
        load(FaceletCube.SOLVED);
    }

    public ObjectProperty<Color> brushProperty() {
        return brush;
    }

    public ReadOnlyObjectProperty<List<Color>> stickersProperty() {
        return stickers.getReadOnlyProperty();
    }

    public List<Color> getStickers() {
        return stickers.get();
    }

    public ReadOnlyObjectProperty<Validation> validationProperty() {
        return validation.getReadOnlyProperty();
    }

    public Validation getValidation() {
        return validation.get();
    }

    /** Changes the scheme; the painted colours follow their faces so a valid cube stays valid. */
    public void setScheme(ColorScheme next) {
        List<Color> repainted = new ArrayList<>();
        for (Color color : stickers.get()) {
            repainted.add(color == null ? null : next.color(scheme.face(color)));
        }
        if (lastValid != null) {
            List<Color> valid = new ArrayList<>();
            for (Color color : lastValid) {
                valid.add(next.color(scheme.face(color)));
            }
            lastValid = valid;
        }
        scheme = next;
        set(repainted);
    }

    public ColorScheme getScheme() {
        return scheme;
    }

    /** Paints one sticker with the brush; centres are fixed and ignore it. */
    public void paint(int facelet) {
        paint(facelet, brush.get());
    }

    public void paint(int facelet, Color color) {
        if (facelet % 9 == 4) {
            return;
        }
        List<Color> next = new ArrayList<>(stickers.get());
        next.set(facelet, color);
        set(next);
    }

    /** All stickers blank except the centres. */
    public void clear() {
        centreNote = "";
        List<Color> next = new ArrayList<>(Collections.nCopies(Facelets.COUNT, (Color) null));
        for (Face face : Face.values()) {
            next.set(Facelets.centre(face), scheme.color(face));
        }
        set(next);
    }

    public void load(FaceletCube cube) {
        centreNote = "";
        set(cube.colors(scheme));
    }

    /**
     * Paints these stickers, with the centres of the colour scheme: centres cannot be painted. When
     * two given centres were alike, the message says which centre went back to its colour, so the
     * colour count that follows makes sense.
     */
    public void setStickers(List<Color> colors) {
        List<Color> next = new ArrayList<>(colors);
        centreNote = "";
        for (Face face : Face.values()) {
            Color given = colors.get(Facelets.centre(face));
            if (given != null && given != scheme.color(face)) {
                centreNote = centreNote + "The " + PiecePlaces.side(face) + " centre was " + PiecePlaces.colour(given)
                        + (centreClash(colors, face) ? ", like the " + PiecePlaces.side(scheme.face(given)) + " centre" : "")
                        + "; centres keep their colours, so it is " + PiecePlaces.colour(scheme.color(face)) + " again. ";
            }
            next.set(Facelets.centre(face), scheme.color(face));
        }
        set(next);
    }

    /** True when another centre shows the same colour as this face's centre. */
    private static boolean centreClash(List<Color> colors, Face face) {
        for (Face other : Face.values()) {
            if (other != face && colors.get(Facelets.centre(other)) == colors.get(Facelets.centre(face))) {
                return true;
            }
        }
        return false;
    }

    private void set(List<Color> next) {
        stickers.set(Collections.unmodifiableList(new ArrayList<>(next)));
        Validation checked = validate(stickers.get(), lastValid);
        if (checked.valid()) {
            lastValid = stickers.get();
            centreNote = "";
        } else if (!centreNote.isEmpty()) {
            checked = new Validation(null, checked.defect(), centreNote + checked.message(), checked.highlight(),
                    checked.fixes());
        }
        validation.set(checked);
    }

    /** Pure: what is wrong with these stickers, with highlights and fixes. */
    public static Validation validate(List<Color> colors) {
        return validate(colors, null);
    }

    /**
     * Pure: what is wrong with these stickers, with highlights and fixes.
     *
     * @param reference the last valid painting, or null: a twisted, flipped or swapped piece is the
     *                  one that changed since
     */
    static Validation validate(List<Color> colors, List<Color> reference) {
        Set<Integer> blanks = new HashSet<>();
        for (int i = 0; i < colors.size(); i++) {
            if (colors.get(i) == null) {
                blanks.add(i);
            }
        }
        if (!blanks.isEmpty()) {
            return new Validation(null, null, blanks.size() + (blanks.size() == 1 ? " sticker is" : " stickers are")
                    + " still blank: pick a colour and click them", Set.of(), List.of());
        }
        try {
            FaceletCube cube = FaceletCube.fromColors(colors);
            cube.toCubieCube();
            return new Validation(cube, null, "Valid cube: it can be solved", Set.of(), List.of());
        } catch (InvalidCubeException e) {
            DefectWords.Wording wording = DefectWords.describe(colors, e, reference);
            return new Validation(null, e.defect(), wording.message(), wording.highlight(),
                    FixFinder.find(colors, wording.highlight()));
        }
    }
}
