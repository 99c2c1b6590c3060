package cubelab.ui.editor;

import cubelab.model.Color;
import cubelab.model.Corner;
import cubelab.model.Edge;
import cubelab.model.Face;
import cubelab.model.Facelets;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;

/**
 * The cube's places and pieces in the words a puzzle fan uses: sides (top, front, right…) and
 * colours ("the white–red–green corner"), never face letters or sticker codes. The colours are
 * read from the painted stickers, whose centres say which colour belongs to which side.
 */
final class PiecePlaces {

    private PiecePlaces() {
    }

    /** A side of the cube as seen by the user: "top", "front"… */
    static String side(Face face) {
        return switch (face) {
            case U -> "top";
            case D -> "bottom";
            case F -> "front";
            case B -> "back";
            case L -> "left";
            case R -> "right";
        };
    }

    static String colour(Color color) {
        return color.name().toLowerCase(Locale.ROOT);
    }

    /** A corner's place, e.g. "top, front, right": up or down first, then front or back, then the side. */
    static String place(Corner corner) {
        return place(stickersOf(corner));
    }

    /** An edge's place, e.g. "top, front" or "front, right". */
    static String place(Edge edge) {
        return place(stickersOf(edge));
    }

    /** A place's name from its stickers (a corner's three or an edge's two). */
    static String place(int[] facelets) {
        List<Face> faces = new ArrayList<>();
        for (int facelet : facelets) {
            faces.add(Facelets.face(facelet));
        }
        faces.sort(Comparator.comparingInt(PiecePlaces::axisOrder));
        return String.join(", ", faces.stream().map(PiecePlaces::side).toList());
    }

    /** Up/down first, then front/back, then left/right, as people name a corner. */
    private static int axisOrder(Face face) {
        return switch (face) {
            case U, D -> 0;
            case F, B -> 1;
            case L, R -> 2;
        };
    }

    /**
     * The colours a corner place shows, as a piece's name: "white–red–green". The top or bottom
     * colour comes first (the colour of the top or bottom centre), then the others clockwise, so a
     * twisted corner keeps its name.
     */
    static String colours(List<Color> stickers, Corner corner) {
        return colours(stickers, stickersOf(corner));
    }

    /** The colours an edge place shows: "white–green", the top/bottom or else front/back colour first. */
    static String colours(List<Color> stickers, Edge edge) {
        return colours(stickers, stickersOf(edge));
    }

    /** The colours a place shows, from its stickers (a corner's three or an edge's two). */
    static String colours(List<Color> stickers, int[] facelets) {
        int first = 0;
        int best = Integer.MAX_VALUE;
        for (int k = 0; k < facelets.length; k++) {
            int rank = axisOrder(homeSide(stickers, stickers.get(facelets[k])));
            if (rank < best) {
                best = rank;
                first = k;
            }
        }
        List<String> names = new ArrayList<>();
        for (int k = 0; k < facelets.length; k++) {
            names.add(colour(stickers.get(facelets[(first + k) % facelets.length])));
        }
        return String.join("–", names);
    }

    /** The side whose centre shows this colour (the left side when no centre does: any rank works). */
    private static Face homeSide(List<Color> stickers, Color color) {
        for (Face face : Face.values()) {
            if (stickers.get(Facelets.centre(face)) == color) {
                return face;
            }
        }
        return Face.L;
    }

    /** "the white–red–green corner (top, front, right)". */
    static String piece(List<Color> stickers, Corner corner) {
        return "the " + colours(stickers, corner) + " corner (" + place(corner) + ")";
    }

    /** "the white–green edge (top, front)". */
    static String piece(List<Color> stickers, Edge edge) {
        return "the " + colours(stickers, edge) + " edge (" + place(edge) + ")";
    }

    /**
     * One sticker: "the top sticker of the corner at top, front, right", "the front centre".
     */
    static String sticker(int facelet) {
        String side = side(Facelets.face(facelet));
        if (facelet % 9 == 4) {
            return "the " + side + " centre";
        }
        Corner corner = cornerOf(facelet);
        if (corner != null) {
            return "the " + side + " sticker of the corner at " + place(corner);
        }
        Edge edge = edgeOf(facelet);
        if (edge != null) {
            return "the " + side + " sticker of the edge at " + place(edge);
        }
        throw new IllegalArgumentException("no sticker " + facelet);
    }

    /** The corner place a sticker belongs to, or null for an edge or centre sticker. */
    static Corner cornerOf(int facelet) {
        for (Corner corner : Corner.values()) {
            for (int k = 0; k < 3; k++) {
                if (corner.facelet(k) == facelet) {
                    return corner;
                }
            }
        }
        return null;
    }

    /** The edge place a sticker belongs to, or null for a corner or centre sticker. */
    static Edge edgeOf(int facelet) {
        for (Edge edge : Edge.values()) {
            for (int k = 0; k < 2; k++) {
                if (edge.facelet(k) == facelet) {
                    return edge;
                }
            }
        }
        return null;
    }

    /** The stickers of the corner or edge place a sticker belongs to, or null for a centre sticker. */
    static int[] stickersOf(int facelet) {
        Corner corner = cornerOf(facelet);
        if (corner != null) {
            return stickersOf(corner);
        }
        Edge edge = edgeOf(facelet);
        return edge == null ? null : stickersOf(edge);
    }

    /** The stickers of every corner place, or of every edge place. */
    static List<int[]> allPlaces(boolean corners) {
        List<int[]> places = new ArrayList<>();
        if (corners) {
            for (Corner corner : Corner.values()) {
                places.add(stickersOf(corner));
            }
        } else {
            for (Edge edge : Edge.values()) {
                places.add(stickersOf(edge));
            }
        }
        return places;
    }

    private static int[] stickersOf(Corner corner) {
        return new int[] {corner.facelet(0), corner.facelet(1), corner.facelet(2)};
    }

    private static int[] stickersOf(Edge edge) {
        return new int[] {edge.facelet(0), edge.facelet(1)};
    }
}
