package cubelab.ui.editor;

import cubelab.model.Color;
import cubelab.model.ColorScheme;
import cubelab.model.CubeDefect;
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
        List<Color> next = new ArrayList<>(Collections.nCopies(Facelets.COUNT, (Color) null));
        for (Face face : Face.values()) {
            next.set(Facelets.centre(face), scheme.color(face));
        }
        set(next);
    }

    public void load(FaceletCube cube) {
        set(cube.colors(scheme));
    }

    public void setStickers(List<Color> colors) {
        List<Color> next = new ArrayList<>(colors);
        for (Face face : Face.values()) {
            next.set(Facelets.centre(face), scheme.color(face));
        }
        set(next);
    }

    private void set(List<Color> next) {
        stickers.set(Collections.unmodifiableList(new ArrayList<>(next)));
        validation.set(validate(stickers.get()));
    }

    /** Pure: what is wrong with these stickers, with highlights and fixes. */
    public static Validation validate(List<Color> colors) {
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
            boolean counts = e.defect() == CubeDefect.COLOR_COUNT;
            Set<Integer> highlight = counts ? overused(colors) : Set.copyOf(e.facelets());
            String message = counts ? colourCounts(colors) : describe(e);
            return new Validation(null, e.defect(), message, highlight, FixFinder.find(colors, highlight));
        }
    }

    /** The non-centre stickers of every colour used more than nine times: one of them is wrong. */
    private static Set<Integer> overused(List<Color> colors) {
        Set<Integer> result = new HashSet<>();
        for (Color color : Color.values()) {
            if (Collections.frequency(colors, color) > 9) {
                for (int i = 0; i < colors.size(); i++) {
                    if (colors.get(i) == color && i % 9 != 4) {
                        result.add(i);
                    }
                }
            }
        }
        return result;
    }

    /**
     * The colour counts, naming first the colours used too often, whose stickers are the ones
     * outlined ("green appears 10 times"), then those used too rarely. The model's own message
     * names only the first colour whose count is wrong, which may be one nobody outlines.
     */
    private static String colourCounts(List<Color> colors) {
        List<String> over = new ArrayList<>();
        List<String> under = new ArrayList<>();
        List<String> overNames = new ArrayList<>();
        List<String> underNames = new ArrayList<>();
        for (Color color : Color.values()) {
            int count = Collections.frequency(colors, color);
            String name = FixFinder.name(color);
            if (count != 9) {
                (count > 9 ? over : under).add(name + (count > 9 ? " appears " : " ") + count
                        + (count == 1 ? " time" : " times"));
                (count > 9 ? overNames : underNames).add(name);
            }
        }
        String text = "Wrong colour count: " + String.join(", ", over)
                + (under.isEmpty() ? "" : " and " + String.join(", ", under)) + "; every colour must appear 9 times.";
        if (!overNames.isEmpty() && !underNames.isEmpty()) {
            text += " The " + String.join(" and ", overNames) + " stickers are outlined: one should be "
                    + String.join(" or ", underNames) + ".";
        }
        return text;
    }

    private static String describe(InvalidCubeException e) {
        String title = switch (e.defect()) {
            case COLOR_COUNT -> "Wrong colour count";
            case CENTERS -> "Centres clash";
            case IMPOSSIBLE_PIECE -> "Impossible piece";
            case DUPLICATE_PIECE -> "Duplicate piece";
            case CORNER_TWIST -> "Twisted corner";
            case EDGE_FLIP -> "Flipped edge";
            case PARITY -> "Swapped pieces (parity)";
            default -> e.defect().name();
        };
        String detail = e.detail();
        return title + ": " + Character.toUpperCase(detail.charAt(0)) + detail.substring(1);
    }
}
