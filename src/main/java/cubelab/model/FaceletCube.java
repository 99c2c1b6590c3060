package cubelab.model;

import cubelab.common.TextSpaces;
import cubelab.notation.Algorithm;
import cubelab.notation.Move;
import java.util.Arrays;
import java.util.List;

/**
 * A cube as 54 stickers, each named by the face whose solved colour it shows, in URFDLB order
 * (Kociemba's layout). Immutable. Centres are stickers too, so slices and rotations can move
 * them: the string always says what each fixed spatial face shows.
 *
 * <p>A facelet cube need not be a real cube; {@link #toCubieCube()} checks that.
 */
public final class FaceletCube {

    public static final FaceletCube SOLVED = fromCubieCube(CubieCube.SOLVED);

    private final Face[] facelets;

    private FaceletCube(Face[] facelets) {
        this.facelets = facelets;
    }

    /**
     * Reads a 54-letter string of U R F D L B (surrounding spaces of any kind ignored).
     *
     * @throws InvalidCubeException {@link CubeDefect#LENGTH} or {@link CubeDefect#UNKNOWN_LETTER}
     */
    public static FaceletCube parse(String text) throws InvalidCubeException {
        String trimmed = text == null ? "" : TextSpaces.strip(text);
        if (trimmed.length() != Facelets.COUNT) {
            throw new InvalidCubeException(CubeDefect.LENGTH,
                    "expected 54 facelets (letters U R F D L B), got " + trimmed.length(), List.of());
        }
        Face[] faces = new Face[Facelets.COUNT];
        for (int i = 0; i < Facelets.COUNT; i++) {
            char letter = trimmed.charAt(i);
            faces[i] = Face.ofLetter(letter);
            if (faces[i] == null) {
                throw new InvalidCubeException(CubeDefect.UNKNOWN_LETTER, String.format(
                        "character %s at index %d (facelet %s) is not one of U R F D L B",
                        quote(letter), i, Facelets.name(i)), List.of(i));
            }
        }
        return new FaceletCube(faces);
    }

    /** The stickers of a cubie cube with the centres in their home places. */
    public static FaceletCube fromCubieCube(CubieCube cube) {
        Face[] faces = new Face[Facelets.COUNT];
        for (Face face : Face.values()) {
            faces[Facelets.centre(face)] = face;
        }
        for (int position = 0; position < Corner.COUNT; position++) {
            Corner piece = Corner.of(cube.cornerAt(position));
            int twist = cube.cornerTwistAt(position);
            for (int k = 0; k < 3; k++) {
                faces[Corner.of(position).facelet((k + twist) % 3)] = piece.color(k);
            }
        }
        for (int position = 0; position < Edge.COUNT; position++) {
            Edge piece = Edge.of(cube.edgeAt(position));
            int flip = cube.edgeFlipAt(position);
            for (int k = 0; k < 2; k++) {
                faces[Edge.of(position).facelet((k + flip) % 2)] = piece.color(k);
            }
        }
        return new FaceletCube(faces);
    }

    /**
     * A cube given as physical colours; each colour stands for the face whose centre shows it,
     * so any centre assignment works.
     *
     * @throws InvalidCubeException LENGTH, COLOR_COUNT or CENTERS
     */
    public static FaceletCube fromColors(List<Color> colors) throws InvalidCubeException {
        if (colors == null || colors.size() != Facelets.COUNT) {
            throw new InvalidCubeException(CubeDefect.LENGTH,
                    "expected 54 colours, got " + (colors == null ? 0 : colors.size()), List.of());
        }
        int[] counts = new int[Color.values().length];
        for (Color color : colors) {
            counts[color.ordinal()]++;
        }
        for (Color color : Color.values()) {
            if (counts[color.ordinal()] != 9) {
                throw CubeValidator.colorCountDefect(String.valueOf(color).toLowerCase(java.util.Locale.ROOT),
                        counts[color.ordinal()], indicesOf(colors, color));
            }
        }
        Face[] faceOfColor = new Face[Color.values().length];
        for (Face face : Face.values()) {
            Color centre = colors.get(Facelets.centre(face));
            if (faceOfColor[centre.ordinal()] != null) {
                Face other = faceOfColor[centre.ordinal()];
                throw new InvalidCubeException(CubeDefect.CENTERS, String.format(
                        "the %s and %s centres are both %s", other, face, centre.name().toLowerCase(java.util.Locale.ROOT)),
                        List.of(Facelets.centre(other), Facelets.centre(face)));
            }
            faceOfColor[centre.ordinal()] = face;
        }
        Face[] faces = new Face[Facelets.COUNT];
        for (int i = 0; i < Facelets.COUNT; i++) {
            faces[i] = faceOfColor[colors.get(i).ordinal()];
        }
        return new FaceletCube(faces);
    }

    /** The face letter (colour class) shown at a facelet index 0..53. */
    public Face get(int facelet) {
        return facelets[facelet];
    }

    /** The physical colours of the stickers under a colour scheme. */
    public List<Color> colors(ColorScheme scheme) {
        return Arrays.stream(facelets).map(scheme::color).toList();
    }

    /** This cube after a move of any kind; centres move with slices, wide turns and rotations. */
    public FaceletCube apply(Move move) {
        Face[] after = new Face[Facelets.COUNT];
        StickerGeometry.permute(facelets, after, move);
        return new FaceletCube(after);
    }

    public FaceletCube apply(Algorithm algorithm) {
        FaceletCube cube = this;
        for (Move move : algorithm.moves()) {
            cube = cube.apply(move);
        }
        return cube;
    }

    /**
     * The pieces of this cube, reading each colour as the face whose centre shows it.
     *
     * @throws InvalidCubeException with the first defect found, in {@link CubeDefect} order
     */
    public CubieCube toCubieCube() throws InvalidCubeException {
        return CubeValidator.validate(this);
    }

    /** Returns a copy of the 54 stickers. */
    Face[] toArray() {
        return facelets.clone();
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof FaceletCube cube && Arrays.equals(facelets, cube.facelets);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(facelets);
    }

    /** The 54-letter string. */
    @Override
    public String toString() {
        StringBuilder text = new StringBuilder(Facelets.COUNT);
        for (Face face : facelets) {
            text.append(face.letter());
        }
        return text.toString();
    }

    private static List<Integer> indicesOf(List<Color> colors, Color color) {
        return java.util.stream.IntStream.range(0, colors.size()).filter(i -> colors.get(i) == color).boxed().toList();
    }

    private static String quote(char c) {
        return Character.isISOControl(c) || TextSpaces.isSpace(c) || Character.getType(c) == Character.FORMAT
                ? String.format("U+%04X", (int) c) : "'" + c + "'";
    }
}
