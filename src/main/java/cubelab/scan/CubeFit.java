package cubelab.scan;

import cubelab.model.Corner;
import cubelab.model.Edge;
import cubelab.model.Face;
import cubelab.model.Facelets;

/**
 * The most likely valid cube for given sticker costs, and the most likely one in which a given
 * sticker shows another colour. A valid cube here is every corner and edge piece once, twists and
 * flips adding up and the corner and edge permutations of equal parity, with the centres fixed:
 * exactly the cubes the model's validator accepts, so nine stickers of each colour follow.
 */
final class CubeFit {

    private static final int CORNER_OPTIONS = Corner.COUNT * 3;
    private static final int EDGE_OPTIONS = Edge.COUNT * 2;

    /** cost[facelet][face]: how unlikely it is that this sticker shows that face's colour (−log of a likelihood). */
    private final double[][] cost;
    private final PieceDynamics.Placement corners;
    private final PieceDynamics.Placement edges;

    CubeFit(double[][] cost) {
        this.cost = cost;
        this.corners = PieceDynamics.solve(cornerOptions(-1, null), Corner.COUNT, 3);
        this.edges = PieceDynamics.solve(edgeOptions(-1, null), Edge.COUNT, 2);
    }

    /** A labelling of the 54 stickers by face and its total cost. */
    record Labelling(Face[] faces, double cost) {
    }

    /** The cheapest valid cube. */
    Labelling best() {
        return combine(corners, edges);
    }

    /** The cheapest valid cube in which {@code facelet} does not show {@code face}. */
    Labelling bestWithout(int facelet, Face face) {
        boolean corner = isCorner(facelet);
        PieceDynamics.Placement restrictedCorners = corner
                ? PieceDynamics.solve(cornerOptions(facelet, face), Corner.COUNT, 3) : corners;
        PieceDynamics.Placement restrictedEdges = corner
                ? edges : PieceDynamics.solve(edgeOptions(facelet, face), Edge.COUNT, 2);
        return combine(restrictedCorners, restrictedEdges);
    }

    private static boolean isCorner(int facelet) {
        int onFace = facelet % 9;
        return onFace == 0 || onFace == 2 || onFace == 6 || onFace == 8;
    }

    private Labelling combine(PieceDynamics.Placement cornerPlacement, PieceDynamics.Placement edgePlacement) {
        int parity = cornerPlacement.costByParity()[0] + edgePlacement.costByParity()[0]
                <= cornerPlacement.costByParity()[1] + edgePlacement.costByParity()[1] ? 0 : 1;
        double total = cornerPlacement.costByParity()[parity] + edgePlacement.costByParity()[parity];
        Face[] faces = new Face[Facelets.COUNT];
        if (total == Double.POSITIVE_INFINITY) {
            return new Labelling(faces, total);
        }
        for (Face face : Face.values()) {
            faces[Facelets.centre(face)] = face;
        }
        int[] cornerOptions = cornerPlacement.optionsByParity()[parity];
        for (int place = 0; place < Corner.COUNT; place++) {
            int piece = cornerOptions[place] / 3;
            int twist = cornerOptions[place] % 3;
            for (int j = 0; j < 3; j++) {
                faces[Corner.of(place).facelet(j)] = Corner.of(piece).color((j - twist + 3) % 3);
            }
        }
        int[] edgeOptions = edgePlacement.optionsByParity()[parity];
        for (int place = 0; place < Edge.COUNT; place++) {
            int piece = edgeOptions[place] / 2;
            int flip = edgeOptions[place] % 2;
            for (int j = 0; j < 2; j++) {
                faces[Edge.of(place).facelet(j)] = Edge.of(piece).color((j - flip + 2) % 2);
            }
        }
        return new Labelling(faces, total);
    }

    /** Piece {@code p} with twist {@code t} in a place puts colour {@code p.color((j - t) mod 3)} on its facelet j. */
    private double[][] cornerOptions(int forbiddenFacelet, Face forbiddenFace) {
        double[][] options = new double[Corner.COUNT][CORNER_OPTIONS];
        for (int place = 0; place < Corner.COUNT; place++) {
            for (int piece = 0; piece < Corner.COUNT; piece++) {
                for (int twist = 0; twist < 3; twist++) {
                    double sum = 0;
                    for (int j = 0; j < 3; j++) {
                        int facelet = Corner.of(place).facelet(j);
                        Face face = Corner.of(piece).color((j - twist + 3) % 3);
                        sum += facelet == forbiddenFacelet && face == forbiddenFace
                                ? Double.POSITIVE_INFINITY : cost[facelet][face.ordinal()];
                    }
                    options[place][piece * 3 + twist] = sum;
                }
            }
        }
        return options;
    }

    private double[][] edgeOptions(int forbiddenFacelet, Face forbiddenFace) {
        double[][] options = new double[Edge.COUNT][EDGE_OPTIONS];
        for (int place = 0; place < Edge.COUNT; place++) {
            for (int piece = 0; piece < Edge.COUNT; piece++) {
                for (int flip = 0; flip < 2; flip++) {
                    double sum = 0;
                    for (int j = 0; j < 2; j++) {
                        int facelet = Edge.of(place).facelet(j);
                        Face face = Edge.of(piece).color((j - flip + 2) % 2);
                        sum += facelet == forbiddenFacelet && face == forbiddenFace
                                ? Double.POSITIVE_INFINITY : cost[facelet][face.ordinal()];
                    }
                    options[place][piece * 2 + flip] = sum;
                }
            }
        }
        return options;
    }
}
