package cubelab.tables.backward;

import cubelab.coord.CornerCoordinate;
import cubelab.coord.EdgeSubsetCoordinate;
import cubelab.model.CubieCube;
import cubelab.model.Edge;

/**
 * An exact key for a whole cube in two longs, since 4.3·10^19 states do not fit one:
 * {@code corners} is the {@link CornerCoordinate} (0..88,179,839) and
 * {@code edges = low · 42,577,920 + high}, where low and high are the
 * {@link EdgeSubsetCoordinate}s of the pieces UR..DF and DL..BR; together they fix every edge.
 * The parts are the ones the searches already track, so a node's key costs no cubie arithmetic.
 */
public record StateKey(long corners, long edges) {

    /** The edges UR UF UL UB DR DF. */
    public static final EdgeSubsetCoordinate LOW_EDGES =
            EdgeSubsetCoordinate.of(Edge.UR, Edge.UF, Edge.UL, Edge.UB, Edge.DR, Edge.DF);
    /** The edges DL DB FR FL BL BR. */
    public static final EdgeSubsetCoordinate HIGH_EDGES =
            EdgeSubsetCoordinate.of(Edge.DL, Edge.DB, Edge.FR, Edge.FL, Edge.BL, Edge.BR);
    /** 42,577,920 = 12!/6!·2^6 */
    public static final long EDGE_HALF = 42_577_920L;

    private static final CornerCoordinate CORNERS = new CornerCoordinate();

    public static StateKey of(CubieCube cube) {
        return new StateKey(CORNERS.get(cube), edges(LOW_EDGES.get(cube), HIGH_EDGES.get(cube)));
    }

    static long edges(int low, int high) {
        return low * EDGE_HALF + high;
    }

    /** The cube this key stands for. */
    public CubieCube toCubieCube() {
        CubieCube corner = CORNERS.set((int) corners);
        CubieCube low = LOW_EDGES.set((int) (edges / EDGE_HALF));
        CubieCube high = HIGH_EDGES.set((int) (edges % EDGE_HALF));
        int[] permutation = new int[Edge.COUNT];
        int[] flips = new int[Edge.COUNT];
        for (int position = 0; position < Edge.COUNT; position++) {
            CubieCube source = low.edgeAt(position) < Edge.DL.ordinal() ? low : null;
            if (source == null) {
                source = high.edgeAt(position) >= Edge.DL.ordinal() ? high : null;
            }
            if (source == null) {
                throw new IllegalStateException("edge key " + edges + " places two pieces at " + Edge.of(position));
            }
            permutation[position] = source.edgeAt(position);
            flips[position] = source.edgeFlipAt(position);
        }
        return CubieCube.of(corner.cornerPermutation(), corner.cornerTwists(), permutation, flips);
    }

    /**
     * A well-mixed 64-bit hash of a key under a seed (two rounds of MurmurHash3's finaliser,
     * a bijection, so distinct inputs to the last round never collide).
     */
    public static long hash(long corners, long edges, long seed) {
        return mix(mix(corners ^ seed) ^ edges);
    }

    private static long mix(long value) {
        value ^= value >>> 33;
        value *= 0xff51afd7ed558ccdL;
        value ^= value >>> 33;
        value *= 0xc4ceb9fe1a85ec53L;
        value ^= value >>> 33;
        return value;
    }
}
