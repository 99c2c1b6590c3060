package cubelab.model;

import java.util.ArrayList;
import java.util.List;

/**
 * Turns 54 stickers into pieces, or says exactly what is wrong. The checks run in this order and
 * the first failure is reported: colour counts, centres, impossible pieces, duplicate pieces,
 * corner twist, edge flip, permutation parity. Pieces are named by the colours they show, as the
 * letters were given.
 */
final class CubeValidator {

    private CubeValidator() {
    }

    static CubieCube validate(FaceletCube cube) throws InvalidCubeException {
        Face[] given = cube.toArray();
        checkColorCounts(given);
        Face[] faceOfLetter = checkCentres(given);
        Face[] sticker = new Face[Facelets.COUNT];
        for (int i = 0; i < Facelets.COUNT; i++) {
            sticker[i] = faceOfLetter[given[i].ordinal()];
        }
        Reading reading = new Reading(given, faceOfLetter);

        int[] cornerPermutation = new int[Corner.COUNT];
        int[] cornerTwist = new int[Corner.COUNT];
        for (Corner position : Corner.values()) {
            int piece = readCorner(sticker, position, reading);
            cornerPermutation[position.ordinal()] = piece / 3;
            cornerTwist[position.ordinal()] = piece % 3;
        }
        int[] edgePermutation = new int[Edge.COUNT];
        int[] edgeFlip = new int[Edge.COUNT];
        for (Edge position : Edge.values()) {
            int piece = readEdge(sticker, position, reading);
            edgePermutation[position.ordinal()] = piece / 2;
            edgeFlip[position.ordinal()] = piece % 2;
        }
        checkDuplicates(cornerPermutation, edgePermutation, reading);
        CubieCube cubie = CubieCube.of(cornerPermutation, cornerTwist, edgePermutation, edgeFlip);
        checkTwist(cubie, reading);
        checkFlip(cubie, reading);
        checkParity(cubie, reading);
        return cubie;
    }

    static InvalidCubeException colorCountDefect(String colour, int count, List<Integer> facelets) {
        return new InvalidCubeException(CubeDefect.COLOR_COUNT, String.format(
                "colour %s appears %d time%s; every colour must appear 9 times",
                colour, count, count == 1 ? "" : "s"), count > 9 ? facelets : List.of());
    }

    private static void checkColorCounts(Face[] given) throws InvalidCubeException {
        int[] counts = new int[6];
        for (Face face : given) {
            counts[face.ordinal()]++;
        }
        for (Face face : Face.values()) {
            if (counts[face.ordinal()] != 9) {
                List<Integer> where = new ArrayList<>();
                for (int i = 0; i < given.length; i++) {
                    if (given[i] == face) {
                        where.add(i);
                    }
                }
                throw colorCountDefect(String.valueOf(face.letter()), counts[face.ordinal()], where);
            }
        }
    }

    /** Maps each letter to the face whose centre shows it. */
    private static Face[] checkCentres(Face[] given) throws InvalidCubeException {
        Face[] faceOfLetter = new Face[6];
        for (Face face : Face.values()) {
            Face letter = given[Facelets.centre(face)];
            if (faceOfLetter[letter.ordinal()] != null) {
                Face first = faceOfLetter[letter.ordinal()];
                throw new InvalidCubeException(CubeDefect.CENTERS, String.format(
                        "the %s and %s centres both show %s; the six centres must differ",
                        first, face, letter), List.of(Facelets.centre(first), Facelets.centre(face)));
            }
            faceOfLetter[letter.ordinal()] = face;
        }
        return faceOfLetter;
    }

    /** Returns piece * 3 + twist for the corner at a position. */
    private static int readCorner(Face[] sticker, Corner position, Reading reading) throws InvalidCubeException {
        int[] facelets = {position.facelet(0), position.facelet(1), position.facelet(2)};
        checkColoursCanMeet(sticker, facelets, "corner", position.name(), reading);
        int twist = 0;
        while (sticker[facelets[twist]] != Face.U && sticker[facelets[twist]] != Face.D) {
            twist++; // three distinct, pairwise non-opposite colours include exactly one of U, D
        }
        Face second = sticker[facelets[(twist + 1) % 3]];
        Face third = sticker[facelets[(twist + 2) % 3]];
        for (Corner piece : Corner.values()) {
            if (piece.color(0) == sticker[facelets[twist]] && piece.color(1) == second && piece.color(2) == third) {
                return piece.ordinal() * 3 + twist;
            }
        }
        throw new InvalidCubeException(CubeDefect.IMPOSSIBLE_PIECE, String.format(
                "the corner at %s (%s) shows %s in mirror order: no corner has these colours clockwise",
                position, reading.facelets(facelets), reading.letters(facelets)), toList(facelets));
    }

    /** Returns piece * 2 + flip for the edge at a position. */
    private static int readEdge(Face[] sticker, Edge position, Reading reading) throws InvalidCubeException {
        int[] facelets = {position.facelet(0), position.facelet(1)};
        checkColoursCanMeet(sticker, facelets, "edge", position.name(), reading);
        for (Edge piece : Edge.values()) {
            for (int flip = 0; flip < 2; flip++) {
                if (piece.color(0) == sticker[facelets[flip]] && piece.color(1) == sticker[facelets[1 - flip]]) {
                    return piece.ordinal() * 2 + flip;
                }
            }
        }
        throw new IllegalStateException("unreachable: two distinct non-opposite colours form an edge");
    }

    private static void checkColoursCanMeet(Face[] sticker, int[] facelets, String kind, String position,
            Reading reading) throws InvalidCubeException {
        for (int a = 0; a < facelets.length; a++) {
            for (int b = a + 1; b < facelets.length; b++) {
                Face first = sticker[facelets[a]];
                Face second = sticker[facelets[b]];
                String problem = null;
                if (first == second) {
                    problem = "shows " + reading.letter(facelets[a]) + " twice";
                } else if (first.opposite() == second) {
                    problem = "shows opposite colours " + reading.letter(facelets[a]) + " and " + reading.letter(facelets[b]);
                }
                if (problem != null) {
                    throw new InvalidCubeException(CubeDefect.IMPOSSIBLE_PIECE, String.format(
                            "the %s at %s (%s) %s: no %s has these colours",
                            kind, position, reading.facelets(facelets), problem, kind), toList(facelets));
                }
            }
        }
    }

    private static void checkDuplicates(int[] corners, int[] edges, Reading reading) throws InvalidCubeException {
        String corner = duplicate(corners, "corner", reading, true);
        if (corner != null) {
            throw new InvalidCubeException(CubeDefect.DUPLICATE_PIECE, corner, duplicateFacelets(corners, true));
        }
        String edge = duplicate(edges, "edge", reading, false);
        if (edge != null) {
            throw new InvalidCubeException(CubeDefect.DUPLICATE_PIECE, edge, duplicateFacelets(edges, false));
        }
    }

    private static String duplicate(int[] pieces, String kind, Reading reading, boolean corners) {
        int[] seenAt = new int[pieces.length];
        java.util.Arrays.fill(seenAt, -1);
        for (int position = 0; position < pieces.length; position++) {
            int piece = pieces[position];
            if (seenAt[piece] >= 0) {
                int missing = 0;
                while (contains(pieces, missing)) {
                    missing++;
                }
                return String.format("the %s piece %s is at both %s and %s; the %s piece %s is missing",
                        kind, reading.pieceName(piece, corners), positionName(seenAt[piece], corners),
                        positionName(position, corners), kind, reading.pieceName(missing, corners));
            }
            seenAt[piece] = position;
        }
        return null;
    }

    private static List<Integer> duplicateFacelets(int[] pieces, boolean corners) {
        List<Integer> result = new ArrayList<>();
        for (int a = 0; a < pieces.length; a++) {
            for (int b = 0; b < pieces.length; b++) {
                if (a != b && pieces[a] == pieces[b]) {
                    for (int k = 0; k < (corners ? 3 : 2); k++) {
                        result.add(corners ? Corner.of(a).facelet(k) : Edge.of(a).facelet(k));
                    }
                    break;
                }
            }
        }
        return result;
    }

    private static void checkTwist(CubieCube cube, Reading reading) throws InvalidCubeException {
        int total = cube.totalTwist();
        if (total == 0) {
            return;
        }
        // twisting a corner clockwise adds 1 to its twist, so turn one counter-clockwise `total` times;
        // prefer a corner whose own twist is `total`, which then sits correctly
        int chosen = 0;
        for (int position = 0; position < Corner.COUNT; position++) {
            if (cube.cornerTwistAt(position) == total) {
                chosen = position;
                break;
            }
        }
        Corner corner = Corner.of(chosen);
        int[] facelets = {corner.facelet(0), corner.facelet(1), corner.facelet(2)};
        throw new InvalidCubeException(CubeDefect.CORNER_TWIST, String.format(
                "the corner twists add up to %d (mod 3) instead of 0; twisting the corner at %s (%s) "
                        + "one third of a turn %s would fix it",
                total, corner, reading.facelets(facelets), total == 1 ? "counter-clockwise" : "clockwise"),
                toList(facelets));
    }

    private static void checkFlip(CubieCube cube, Reading reading) throws InvalidCubeException {
        if (cube.totalFlip() == 0) {
            return;
        }
        int chosen = 0;
        for (int position = 0; position < Edge.COUNT; position++) {
            if (cube.edgeFlipAt(position) == 1) {
                chosen = position;
                break;
            }
        }
        Edge edge = Edge.of(chosen);
        int[] facelets = {edge.facelet(0), edge.facelet(1)};
        throw new InvalidCubeException(CubeDefect.EDGE_FLIP, String.format(
                "an odd number of edges is flipped; flipping the edge at %s (%s) would fix it",
                edge, reading.facelets(facelets)), toList(facelets));
    }

    private static void checkParity(CubieCube cube, Reading reading) throws InvalidCubeException {
        if (cube.cornerParity() == cube.edgeParity()) {
            return;
        }
        // swapping two edges fixes parity; prefer a swap that puts a piece home
        int first = Edge.UR.ordinal();
        int second = Edge.UF.ordinal();
        for (int position = 0; position < Edge.COUNT; position++) {
            if (cube.edgeAt(position) != position) {
                first = position;
                second = cube.edgeAt(position);
                break;
            }
        }
        Edge a = Edge.of(first);
        Edge b = Edge.of(second);
        int[] facelets = {a.facelet(0), a.facelet(1), b.facelet(0), b.facelet(1)};
        throw new InvalidCubeException(CubeDefect.PARITY, String.format(
                "the corner permutation is %s but the edge permutation is %s; two pieces are swapped, "
                        + "e.g. swapping the edges at %s (%s) and %s (%s) would fix it",
                cube.cornerParity() == 0 ? "even" : "odd", cube.edgeParity() == 0 ? "even" : "odd",
                a, reading.facelets(new int[] {a.facelet(0), a.facelet(1)}),
                b, reading.facelets(new int[] {b.facelet(0), b.facelet(1)})), toList(facelets));
    }

    private static String positionName(int position, boolean corners) {
        return corners ? Corner.of(position).name() : Edge.of(position).name();
    }

    private static boolean contains(int[] values, int value) {
        for (int v : values) {
            if (v == value) {
                return true;
            }
        }
        return false;
    }

    private static List<Integer> toList(int[] values) {
        return java.util.Arrays.stream(values).boxed().toList();
    }

    /** Names facelets and pieces in the letters the user gave. */
    private record Reading(Face[] given, Face[] faceOfLetter) {

        String letter(int facelet) {
            return String.valueOf(given[facelet].letter());
        }

        String letters(int[] facelets) {
            StringBuilder text = new StringBuilder();
            for (int facelet : facelets) {
                text.append(text.length() == 0 ? "" : " ").append(letter(facelet));
            }
            return text.toString();
        }

        String facelets(int[] facelets) {
            StringBuilder text = new StringBuilder();
            for (int facelet : facelets) {
                text.append(text.length() == 0 ? "" : ", ")
                        .append(Facelets.name(facelet)).append('=').append(letter(facelet));
            }
            return text.toString();
        }

        /** A piece by its colours, e.g. "URF", in the given letters. */
        String pieceName(int piece, boolean corner) {
            StringBuilder name = new StringBuilder();
            int count = corner ? 3 : 2;
            for (int k = 0; k < count; k++) {
                Face home = corner ? Corner.of(piece).color(k) : Edge.of(piece).color(k);
                name.append(letterOf(home));
            }
            return name.toString();
        }

        private char letterOf(Face face) {
            for (int letter = 0; letter < 6; letter++) {
                if (faceOfLetter[letter] == face) {
                    return Face.of(letter).letter();
                }
            }
            return '?';
        }
    }
}
