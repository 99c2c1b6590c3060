package cubelab.coord.symmetric;

import cubelab.coord.CornerTwistCoordinate;
import cubelab.coord.coset.PieceForm;
import cubelab.model.Corner;
import cubelab.model.Edge;

/**
 * The slice groups' coordinates of a cube held as pieces ({@link PieceForm}): the search keeps a
 * node's inverse that way, and a premove changes pieces, not coordinates. Each coordinate is a
 * sum of per-position parts, one table read per position: corners give their twist's digit
 * (low 12 bits) and a bit for a tetrad corner (bits 12..19); edges give their flip (bits 0..10),
 * a bit for an M edge (11..22) and a bit for an E edge (23..34). Immutable; build once and share.
 */
public final class SlicePieceCoordinates {

    private static final int CORNER_CODES = Corner.COUNT * 3;
    private static final int EDGE_CODES = Edge.COUNT * 2;
    private static final int TETRAD_SHIFT = 12;
    private static final int M_SHIFT = 11;
    private static final int E_SHIFT = 23;

    private final TetradCorners corners;
    private final SliceEdges edges;
    private final int[] cornerParts = new int[Corner.COUNT * CORNER_CODES];
    private final long[] edgeParts = new long[Edge.COUNT * EDGE_CODES];

    public SlicePieceCoordinates(TetradCorners corners, SliceEdges edges) {
        this.corners = corners;
        this.edges = edges;
        for (int position = 0; position < Corner.COUNT; position++) {
            for (int code = 0; code < CORNER_CODES; code++) {
                int digit = code % 3 * CornerTwistCoordinate.digitWeight(position);
                int tetrad = TetradCorners.inTetrad(code / 3) ? 1 << (TETRAD_SHIFT + position) : 0;
                cornerParts[position * CORNER_CODES + code] = digit + tetrad;
            }
        }
        for (int position = 0; position < Edge.COUNT; position++) {
            for (int code = 0; code < EDGE_CODES; code++) {
                int piece = code / 2;
                long part = position < Edge.COUNT - 1 ? (long) (code % 2) << position : 0;
                if (piece < 8 && (piece & 1) == 1) {
                    part |= 1L << (M_SHIFT + position);
                } else if (piece >= 8) {
                    part |= 1L << (E_SHIFT + position);
                }
                edgeParts[position * EDGE_CODES + code] = part;
            }
        }
    }

    /** The corner value of the pieces at {@code states[from..]}, with this permutation parity. */
    public int corner(int[] states, int from, int parity) {
        int sum = 0;
        for (int position = 0; position < Corner.COUNT; position++) {
            sum += cornerParts[position * CORNER_CODES + states[from + position]];
        }
        return corners.valueOf(sum & (1 << TETRAD_SHIFT) - 1, sum >>> TETRAD_SHIFT, parity);
    }

    /** The edges' place and flips, as {@code place << 11 | flips}. */
    public int edges(int[] states, int from) {
        long sum = 0;
        for (int position = 0; position < Edge.COUNT; position++) {
            sum += edgeParts[position * EDGE_CODES + states[from + Corner.COUNT + position]];
        }
        int m = (int) (sum >>> M_SHIFT) & 0xFFF;
        int e = (int) (sum >>> E_SHIFT) & 0xFFF;
        return edges.placeOf(m, e) << M_SHIFT | (int) sum & (1 << M_SHIFT) - 1;
    }

    /** The place of an {@link #edges} value. */
    public static int place(int placeAndFlips) {
        return placeAndFlips >>> M_SHIFT;
    }

    /** The flips of an {@link #edges} value. */
    public static int flips(int placeAndFlips) {
        return placeAndFlips & (1 << M_SHIFT) - 1;
    }
}
