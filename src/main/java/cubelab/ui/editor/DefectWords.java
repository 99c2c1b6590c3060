package cubelab.ui.editor;

import cubelab.model.Color;
import cubelab.model.ColorScheme;
import cubelab.model.Corner;
import cubelab.model.CubeDefect;
import cubelab.model.Edge;
import cubelab.model.Face;
import cubelab.model.FaceletCube;
import cubelab.model.Facelets;
import cubelab.model.InvalidCubeException;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * What is wrong with a cube, said in the window's words: colours and places ("the white–red–green
 * corner (top, front, right) is twisted a third of a turn"), no face letters, sticker codes or
 * defect codes. The command line keeps the model's own sentences and codes, which its help
 * documents. Where the editor knows the last valid painting, the piece named is the one that
 * changed since: on a scrambled cube any corner could be turned to mend a twist, but the user
 * wants to hear about the one they twisted.
 */
public final class DefectWords {

    /** The sentence, and the stickers to outline. */
    public record Wording(String message, Set<Integer> highlight) {
    }

    private DefectWords() {
    }

    /** A cube that is no real cube, for a message outside the editor (its colours in the usual scheme). */
    public static String describe(FaceletCube cube, InvalidCubeException e) {
        return describe(cube.colors(ColorScheme.WESTERN), e, null).message();
    }

    /** Text that is no facelet string at all: too short or long, or a character that names no side. */
    public static String describeText(String text, InvalidCubeException e) {
        String stripped = text == null ? "" : text.strip();
        if (e.defect() == CubeDefect.UNKNOWN_LETTER && !e.facelets().isEmpty()
                && e.facelets().get(0) < stripped.length()) {
            int at = e.facelets().get(0);
            return "Character '" + stripped.charAt(at) + "' (number " + (at + 1) + ") is not one of the letters "
                    + "U R F D L B that name the sides of a cube.";
        }
        return "A cube is written as 54 letters, one a sticker (U R F D L B, the sides' initials); this text has "
                + stripped.length() + ".";
    }

    /**
     * @param stickers  54 painted colours, none blank, centres included
     * @param reference the last valid painting, or null when there was none (an imported cube)
     */
    public static Wording describe(List<Color> stickers, InvalidCubeException e, List<Color> reference) {
        return switch (e.defect()) {
            case COLOR_COUNT -> new Wording(colourCounts(stickers), overused(stickers));
            case CENTERS -> centres(stickers, e);
            case IMPOSSIBLE_PIECE -> impossible(stickers, e);
            case DUPLICATE_PIECE -> duplicate(stickers, e);
            case CORNER_TWIST -> twist(stickers, e, reference);
            case EDGE_FLIP -> flip(stickers, e, reference);
            case PARITY -> swapped(stickers, e, reference);
            case LENGTH, UNKNOWN_LETTER -> new Wording("This is not a whole cube: every one of the 54 stickers needs "
                    + "a colour.", Set.of());
        };
    }

    private static Wording centres(List<Color> stickers, InvalidCubeException e) {
        int first = e.facelets().get(0);
        int second = e.facelets().get(1);
        return new Wording("The " + PiecePlaces.side(Facelets.face(first)) + " and "
                + PiecePlaces.side(Facelets.face(second)) + " centres are both " + PiecePlaces.colour(stickers.get(first))
                + ": each side's centre has a colour of its own.", Set.copyOf(e.facelets()));
    }

    private static Wording impossible(List<Color> stickers, InvalidCubeException e) {
        List<Integer> facelets = e.facelets();
        String piece = facelets.size() == 3 ? "corner at " + PiecePlaces.place(PiecePlaces.cornerOf(facelets.get(0)))
                : "edge at " + PiecePlaces.place(PiecePlaces.edgeOf(facelets.get(0)));
        for (int a = 0; a < facelets.size(); a++) {
            for (int b = a + 1; b < facelets.size(); b++) {
                Color first = stickers.get(facelets.get(a));
                Color second = stickers.get(facelets.get(b));
                if (first == second) {
                    return new Wording("The " + piece + " has two " + PiecePlaces.colour(first)
                            + " stickers: no piece shows a colour twice.", Set.copyOf(facelets));
                }
                if (homeSide(stickers, first).opposite() == homeSide(stickers, second)) {
                    return new Wording("The " + piece + " has " + PiecePlaces.colour(first) + " and "
                            + PiecePlaces.colour(second) + ", the colours of opposite sides: no piece has both.",
                            Set.copyOf(facelets));
                }
            }
        }
        return new Wording("The " + piece + " shows " + PiecePlaces.colour(stickers.get(facelets.get(0))) + ", "
                + PiecePlaces.colour(stickers.get(facelets.get(1))) + " and "
                + PiecePlaces.colour(stickers.get(facelets.get(2)))
                + " the wrong way round, as in a mirror: two of its stickers are swapped.", Set.copyOf(facelets));
    }

    private static Wording duplicate(List<Color> stickers, InvalidCubeException e) {
        List<Integer> facelets = e.facelets();
        boolean corners = PiecePlaces.cornerOf(facelets.get(0)) != null;
        List<String> places = new ArrayList<>();
        Set<Set<Color>> present = new LinkedHashSet<>();
        String name = null;
        for (int facelet : facelets) {
            int[] piece = PiecePlaces.stickersOf(facelet);
            String place = PiecePlaces.place(piece);
            if (!places.contains(place)) {
                places.add(place);
                name = PiecePlaces.colours(stickers, piece);
            }
        }
        for (int[] piece : PiecePlaces.allPlaces(corners)) {
            List<Color> shown = new ArrayList<>();
            for (int facelet : piece) {
                shown.add(stickers.get(facelet));
            }
            present.add(Set.copyOf(shown));
        }
        String kind = corners ? "corner" : "edge";
        String missing = missingPiece(stickers, corners, present);
        return new Wording("The " + name + " " + kind + " is there twice (at " + String.join(" and at ", places)
                + ")" + (missing == null ? "." : ", and the " + missing + " " + kind + " is missing."),
                Set.copyOf(facelets));
    }

    /** The colours of the first piece no place shows, as its home place names them. */
    private static String missingPiece(List<Color> stickers, boolean corners, Set<Set<Color>> present) {
        int count = corners ? Corner.COUNT : Edge.COUNT;
        for (int piece = 0; piece < count; piece++) {
            int size = corners ? 3 : 2;
            List<Color> home = new ArrayList<>();
            for (int k = 0; k < size; k++) {
                Face face = corners ? Corner.of(piece).color(k) : Edge.of(piece).color(k);
                home.add(stickers.get(Facelets.centre(face)));
            }
            if (!present.contains(Set.copyOf(home))) {
                return String.join("–", home.stream().map(PiecePlaces::colour).toList());
            }
        }
        return null;
    }

    private static Wording twist(List<Color> stickers, InvalidCubeException e, List<Color> reference) {
        int total = 0;
        for (Corner corner : Corner.values()) {
            total += twistOf(stickers, corner);
        }
        Corner chosen = PiecePlaces.cornerOf(e.facelets().get(0));
        if (reference != null) {
            for (Corner corner : Corner.values()) {
                if (turnedFrom(stickers, reference, corner) == total % 3 && total % 3 != 0) {
                    chosen = corner;
                    break;
                }
            }
        }
        String fix = total % 3 == 1 ? "counter-clockwise" : "clockwise";
        return new Wording(capital(PiecePlaces.piece(stickers, chosen)) + " is twisted a third of a turn: turn it a third "
                + "of a turn " + fix + " (looking at the corner) to fix it.", Set.of(chosen.facelet(0), chosen.facelet(1),
                chosen.facelet(2)));
    }

    /** Where the U or D colour sits on a corner place: 0, 1 or 2 steps clockwise from the top or bottom sticker. */
    private static int twistOf(List<Color> stickers, Corner corner) {
        Color up = stickers.get(Facelets.centre(Face.U));
        Color down = stickers.get(Facelets.centre(Face.D));
        for (int k = 0; k < 3; k++) {
            Color color = stickers.get(corner.facelet(k));
            if (color == up || color == down) {
                return k;
            }
        }
        return 0;
    }

    /** How many thirds of a turn clockwise the corner is from the reference's, or -1 if it is another piece. */
    private static int turnedFrom(List<Color> stickers, List<Color> reference, Corner corner) {
        for (int turn = 1; turn < 3; turn++) {
            boolean same = true;
            for (int k = 0; k < 3 && same; k++) {
                same = stickers.get(corner.facelet((k + turn) % 3)) == reference.get(corner.facelet(k));
            }
            if (same) {
                return turn;
            }
        }
        return -1;
    }

    private static Wording flip(List<Color> stickers, InvalidCubeException e, List<Color> reference) {
        Edge chosen = PiecePlaces.edgeOf(e.facelets().get(0));
        if (reference != null) {
            for (Edge edge : Edge.values()) {
                if (stickers.get(edge.facelet(0)) == reference.get(edge.facelet(1))
                        && stickers.get(edge.facelet(1)) == reference.get(edge.facelet(0))) {
                    chosen = edge;
                    break;
                }
            }
        }
        return new Wording(capital(PiecePlaces.piece(stickers, chosen)) + " is flipped: turn it over to fix it.",
                Set.of(chosen.facelet(0), chosen.facelet(1)));
    }

    private static Wording swapped(List<Color> stickers, InvalidCubeException e, List<Color> reference) {
        if (reference != null) {
            for (Edge a : Edge.values()) {
                for (Edge b : Edge.values()) {
                    if (a.ordinal() < b.ordinal() && swappedPair(stickers, reference, edgeFacelets(a), edgeFacelets(b))) {
                        return pair(stickers, a, b, "are swapped: swap them back to fix it.");
                    }
                }
            }
            for (Corner a : Corner.values()) {
                for (Corner b : Corner.values()) {
                    if (a.ordinal() < b.ordinal()
                            && swappedPair(stickers, reference, cornerFacelets(a), cornerFacelets(b))) {
                        return new Wording(capital(PiecePlaces.piece(stickers, a)) + " and "
                                + PiecePlaces.piece(stickers, b) + " are swapped: swap them back to fix it.",
                                union(cornerFacelets(a), cornerFacelets(b)));
                    }
                }
            }
        }
        Edge a = PiecePlaces.edgeOf(e.facelets().get(0));
        Edge b = PiecePlaces.edgeOf(e.facelets().get(2));
        return new Wording("Two pieces are swapped: swapping " + PiecePlaces.piece(stickers, a) + " with "
                + PiecePlaces.piece(stickers, b) + " would fix it.", union(edgeFacelets(a), edgeFacelets(b)));
    }

    private static Wording pair(List<Color> stickers, Edge a, Edge b, String tail) {
        return new Wording(capital(PiecePlaces.piece(stickers, a)) + " and " + PiecePlaces.piece(stickers, b) + " " + tail,
                union(edgeFacelets(a), edgeFacelets(b)));
    }

    /** True when places a and b each show the other's piece of the reference, and not their own. */
    private static boolean swappedPair(List<Color> stickers, List<Color> reference, int[] a, int[] b) {
        Set<Color> atA = colourSet(stickers, a);
        Set<Color> atB = colourSet(stickers, b);
        return !atA.equals(atB) && atA.equals(colourSet(reference, b)) && atB.equals(colourSet(reference, a));
    }

    private static Set<Color> colourSet(List<Color> colors, int[] facelets) {
        Set<Color> set = new LinkedHashSet<>();
        for (int facelet : facelets) {
            set.add(colors.get(facelet));
        }
        return set;
    }

    private static int[] edgeFacelets(Edge edge) {
        return new int[] {edge.facelet(0), edge.facelet(1)};
    }

    private static int[] cornerFacelets(Corner corner) {
        return new int[] {corner.facelet(0), corner.facelet(1), corner.facelet(2)};
    }

    private static Set<Integer> union(int[] a, int[] b) {
        Set<Integer> set = new LinkedHashSet<>();
        for (int facelet : a) {
            set.add(facelet);
        }
        for (int facelet : b) {
            set.add(facelet);
        }
        return Set.copyOf(set);
    }

    private static Face homeSide(List<Color> stickers, Color color) {
        for (Face face : Face.values()) {
            if (stickers.get(Facelets.centre(face)) == color) {
                return face;
            }
        }
        throw new IllegalStateException("unreachable: the six centres show six colours when pieces are read");
    }

    private static String capital(String text) {
        return Character.toUpperCase(text.charAt(0)) + text.substring(1);
    }

    /** The non-centre stickers of every colour used more than nine times: one of them is wrong. */
    static Set<Integer> overused(List<Color> colors) {
        Set<Integer> result = new LinkedHashSet<>();
        for (Color color : Color.values()) {
            if (java.util.Collections.frequency(colors, color) > 9) {
                for (int i = 0; i < colors.size(); i++) {
                    if (colors.get(i) == color && i % 9 != 4) {
                        result.add(i);
                    }
                }
            }
        }
        return Set.copyOf(result);
    }

    /**
     * The colour counts, naming first the colours used too often, whose stickers are the ones
     * outlined ("green appears 10 times"), then those used too rarely. The model's own message
     * names only the first colour whose count is wrong, which may be one nobody outlines.
     */
    static String colourCounts(List<Color> colors) {
        List<String> over = new ArrayList<>();
        List<String> under = new ArrayList<>();
        List<String> overNames = new ArrayList<>();
        List<String> underNames = new ArrayList<>();
        for (Color color : Color.values()) {
            int count = java.util.Collections.frequency(colors, color);
            String name = PiecePlaces.colour(color);
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
}
