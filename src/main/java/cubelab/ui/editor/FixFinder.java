package cubelab.ui.editor;

import cubelab.model.Color;
import cubelab.model.Corner;
import cubelab.model.Edge;
import cubelab.model.FaceletCube;
import cubelab.model.Facelets;
import cubelab.model.InvalidCubeException;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.function.Predicate;

/**
 * Looks for single changes that turn an invalid sticker colouring into a real cube: recolour
 * one sticker, swap two stickers, twist one corner in place, or swap two edge pieces. Tries
 * each candidate with the model's validator (about 1,500 checks, a few milliseconds). Changes to
 * the stickers the defect names come first: a flipped edge at UF is also mended by flipping any
 * other edge (two flips make a real cube), but the fix the user wants is the flip at UF.
 */
final class FixFinder {

    private static final int LIMIT = 3;

    private FixFinder() {
    }

    /** Up to three fixes; those that change a sticker in {@code suspects} first. */
    public static List<Fix> find(List<Color> stickers, Set<Integer> suspects) {
        List<Fix> fixes = new ArrayList<>();
        if (stickers.contains(null)) {
            return fixes;
        }
        recolourOne(stickers, suspects, fixes);
        if (!fixes.isEmpty()) {
            return fixes;
        }
        List<Edge> edges = suspectsFirst(List.of(Edge.values()),
                edge -> suspects.contains(edge.facelet(0)) || suspects.contains(edge.facelet(1)));
        turnOverOneEdge(stickers, edges, fixes);
        twistOneCorner(stickers, suspects, fixes);
        swapTwoEdges(stickers, edges, fixes);
        swapTwoStickers(stickers, fixes);
        return fixes;
    }

    private static void recolourOne(List<Color> stickers, Set<Integer> suspects, List<Fix> fixes) {
        List<Integer> facelets = new ArrayList<>();
        for (int i = 0; i < Facelets.COUNT; i++) {
            facelets.add(i);
        }
        for (int i : suspectsFirst(facelets, suspects::contains)) {
            if (fixes.size() >= LIMIT) {
                break;
            }
            if (i % 9 == 4) {
                continue;
            }
            for (Color color : Color.values()) {
                if (color != stickers.get(i)) {
                    List<Color> candidate = new ArrayList<>(stickers);
                    candidate.set(i, color);
                    offer(fixes, candidate, "Paint " + PiecePlaces.sticker(i) + " " + name(color)
                            + " (it is " + name(stickers.get(i)) + ")");
                }
            }
        }
    }

    private static void turnOverOneEdge(List<Color> stickers, List<Edge> edges, List<Fix> fixes) {
        for (Edge edge : edges) {
            List<Color> candidate = new ArrayList<>(stickers);
            swap(candidate, edge.facelet(0), edge.facelet(1));
            offer(fixes, candidate, "Turn over the edge at " + PiecePlaces.place(edge));
        }
    }

    private static void twistOneCorner(List<Color> stickers, Set<Integer> suspects, List<Fix> fixes) {
        for (Corner corner : suspectsFirst(List.of(Corner.values()), corner -> suspects.contains(corner.facelet(0))
                || suspects.contains(corner.facelet(1)) || suspects.contains(corner.facelet(2)))) {
            for (int direction = 1; direction <= 2; direction++) {
                List<Color> candidate = new ArrayList<>(stickers);
                for (int k = 0; k < 3; k++) {
                    candidate.set(corner.facelet((k + direction) % 3), stickers.get(corner.facelet(k)));
                }
                offer(fixes, candidate, "Twist the corner at " + PiecePlaces.place(corner) + " a third of a turn "
                        + (direction == 1 ? "clockwise" : "counter-clockwise"));
            }
        }
    }

    private static void swapTwoEdges(List<Color> stickers, List<Edge> edges, List<Fix> fixes) {
        for (int a = 0; a < Edge.COUNT && fixes.size() < LIMIT; a++) {
            for (int b = a + 1; b < Edge.COUNT; b++) {
                Edge first = edges.get(a);
                Edge second = edges.get(b);
                List<Color> candidate = new ArrayList<>(stickers);
                swap(candidate, first.facelet(0), second.facelet(0));
                swap(candidate, first.facelet(1), second.facelet(1));
                offer(fixes, candidate, "Swap the edges at " + PiecePlaces.place(first) + " and at "
                        + PiecePlaces.place(second));
            }
        }
    }

    private static void swapTwoStickers(List<Color> stickers, List<Fix> fixes) {
        for (int i = 0; i < Facelets.COUNT && fixes.size() < LIMIT; i++) {
            for (int j = i + 1; j < Facelets.COUNT; j++) {
                if (i % 9 != 4 && j % 9 != 4 && stickers.get(i) != stickers.get(j)) {
                    List<Color> candidate = new ArrayList<>(stickers);
                    swap(candidate, i, j);
                    offer(fixes, candidate, "Swap " + PiecePlaces.sticker(i) + " and " + PiecePlaces.sticker(j));
                }
            }
        }
    }

    /** The items the predicate picks, then the others, each group in its own order. */
    private static <T> List<T> suspectsFirst(List<T> items, Predicate<T> suspect) {
        List<T> ordered = new ArrayList<>(items.stream().filter(suspect).toList());
        items.stream().filter(suspect.negate()).forEach(ordered::add);
        return ordered;
    }

    private static void offer(List<Fix> fixes, List<Color> candidate, String description) {
        if (fixes.size() >= LIMIT) {
            return;
        }
        try {
            FaceletCube.fromColors(candidate).toCubieCube();
            fixes.add(new Fix(description, List.copyOf(candidate)));
        } catch (InvalidCubeException notAFix) {
            // keep looking
        }
    }

    private static void swap(List<Color> colors, int a, int b) {
        Color t = colors.get(a);
        colors.set(a, colors.get(b));
        colors.set(b, t);
    }

    static String name(Color color) {
        return PiecePlaces.colour(color);
    }
}
