package cubelab.tables.backward;

import cubelab.coord.CornerPermutationCoordinate;
import cubelab.coord.CornerTwistCoordinate;
import cubelab.coord.EdgeFlipCoordinate;
import cubelab.coord.Permutations;
import cubelab.model.CubieCube;
import cubelab.model.Edge;

/**
 * An exact key for a whole cube in two longs, since 4.3·10^19 states do not fit one:
 * {@code corners = permutation · 2187 + twist} (0..88,179,839) and
 * {@code edges = permutationRank · 2048 + flip} (0..980,995,276,799).
 */
public record StateKey(long corners, long edges) {

    private static final CornerPermutationCoordinate CORNER_PERMUTATION = new CornerPermutationCoordinate();
    private static final CornerTwistCoordinate CORNER_TWIST = new CornerTwistCoordinate();
    private static final EdgeFlipCoordinate EDGE_FLIP = new EdgeFlipCoordinate();

    public static StateKey of(CubieCube cube) {
        long corners = (long) CORNER_PERMUTATION.get(cube) * CornerTwistCoordinate.SIZE + CORNER_TWIST.get(cube);
        long edges = (long) Permutations.rank(cube.edgePermutation()) * EdgeFlipCoordinate.SIZE + EDGE_FLIP.get(cube);
        return new StateKey(corners, edges);
    }

    /** The cube this key stands for. */
    public CubieCube toCubieCube() {
        CubieCube permutation = CORNER_PERMUTATION.set((int) (corners / CornerTwistCoordinate.SIZE));
        CubieCube twist = CORNER_TWIST.set((int) (corners % CornerTwistCoordinate.SIZE));
        CubieCube flip = EDGE_FLIP.set((int) (edges % EdgeFlipCoordinate.SIZE));
        int[] edgePermutation = Permutations.unrank((int) (edges / EdgeFlipCoordinate.SIZE), Edge.COUNT);
        return CubieCube.of(permutation.cornerPermutation(), twist.cornerTwists(), edgePermutation, flip.edgeFlips());
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
