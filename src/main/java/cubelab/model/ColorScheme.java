package cubelab.model;

import java.util.EnumMap;
import java.util.EnumSet;
import java.util.Map;

/**
 * Which colour each face's centre shows on a solved cube. The six colours must be distinct;
 * whether opposite colours are paired as on a real cube is the caller's business.
 */
public record ColorScheme(Map<Face, Color> colors) {

    /** U white, F green, R red, L orange, B blue, D yellow. */
    public static final ColorScheme WESTERN = of(
            Color.WHITE, Color.RED, Color.GREEN, Color.YELLOW, Color.ORANGE, Color.BLUE);

    public ColorScheme {
        if (colors == null || colors.size() != 6 || EnumSet.copyOf(colors.values()).size() != 6) {
            throw new IllegalArgumentException("a colour scheme needs six distinct colours, one per face: " + colors);
        }
        colors = Map.copyOf(new EnumMap<>(colors));
    }

    /** The scheme with these colours for U, R, F, D, L, B in that order. */
    public static ColorScheme of(Color up, Color right, Color front, Color down, Color left, Color back) {
        Map<Face, Color> map = new EnumMap<>(Face.class);
        map.put(Face.U, up);
        map.put(Face.R, right);
        map.put(Face.F, front);
        map.put(Face.D, down);
        map.put(Face.L, left);
        map.put(Face.B, back);
        return new ColorScheme(map);
    }

    public Color color(Face face) {
        return colors.get(face);
    }

    /** The face whose centre has this colour. */
    public Face face(Color color) {
        for (Face face : Face.values()) {
            if (colors.get(face) == color) {
                return face;
            }
        }
        throw new IllegalStateException("unreachable: the scheme has six distinct colours");
    }
}
