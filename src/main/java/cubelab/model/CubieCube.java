package cubelab.model;

import java.util.Arrays;

/**
 * A cube as its pieces: which corner and edge piece sits at each position, and how each is
 * twisted or flipped. Immutable. Orientation follows Kociemba: a corner's twist (0..2) is which
 * of its facelets, counted clockwise from the position's U/D facelet, carries the piece's U/D
 * colour; an edge's flip (0..1) says whether its reference colour is off the position's
 * reference facelet.
 *
 * <p>Products are in application order: {@code a.multiply(b)} is "do a, then b", so
 * {@code (a·b).cp[i] = a.cp[b.cp[i]]}. A well-formed cube need not be solvable; see
 * {@link #isSolvable()}.
 */
public final class CubieCube {

    public static final CubieCube SOLVED = new CubieCube(
            new byte[] {0, 1, 2, 3, 4, 5, 6, 7}, new byte[8],
            new byte[] {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11}, new byte[12]);

    // The six clockwise quarter turns as cubies ("replaced by" form): after U, position URF
    // holds the piece that was at UBR, and so on.
    private static final CubieCube[] BASIC_TURNS = {
        new CubieCube(bytes(3, 0, 1, 2, 4, 5, 6, 7), bytes(0, 0, 0, 0, 0, 0, 0, 0),
                bytes(3, 0, 1, 2, 4, 5, 6, 7, 8, 9, 10, 11), bytes(0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)),
        new CubieCube(bytes(4, 1, 2, 0, 7, 5, 6, 3), bytes(2, 0, 0, 1, 1, 0, 0, 2),
                bytes(8, 1, 2, 3, 11, 5, 6, 7, 4, 9, 10, 0), bytes(0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)),
        new CubieCube(bytes(1, 5, 2, 3, 0, 4, 6, 7), bytes(1, 2, 0, 0, 2, 1, 0, 0),
                bytes(0, 9, 2, 3, 4, 8, 6, 7, 1, 5, 10, 11), bytes(0, 1, 0, 0, 0, 1, 0, 0, 1, 1, 0, 0)),
        new CubieCube(bytes(0, 1, 2, 3, 5, 6, 7, 4), bytes(0, 0, 0, 0, 0, 0, 0, 0),
                bytes(0, 1, 2, 3, 5, 6, 7, 4, 8, 9, 10, 11), bytes(0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)),
        new CubieCube(bytes(0, 2, 6, 3, 4, 1, 5, 7), bytes(0, 1, 2, 0, 0, 2, 1, 0),
                bytes(0, 1, 10, 3, 4, 5, 9, 7, 8, 2, 6, 11), bytes(0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)),
        new CubieCube(bytes(0, 1, 3, 7, 4, 5, 2, 6), bytes(0, 0, 1, 2, 0, 0, 2, 1),
                bytes(0, 1, 2, 11, 4, 5, 6, 10, 8, 9, 3, 7), bytes(0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 1, 1)),
    };

    private static final CubieCube[] TURNS = new CubieCube[FaceTurn.COUNT];

    static {
        for (int face = 0; face < 6; face++) {
            CubieCube power = SOLVED;
            for (int amount = 0; amount < 3; amount++) {
                power = power.multiply(BASIC_TURNS[face]);
                TURNS[face * 3 + amount] = power;
            }
        }
    }

    private final byte[] cornerPermutation;
    private final byte[] cornerTwist;
    private final byte[] edgePermutation;
    private final byte[] edgeFlip;

    private CubieCube(byte[] cornerPermutation, byte[] cornerTwist, byte[] edgePermutation, byte[] edgeFlip) {
        this.cornerPermutation = cornerPermutation;
        this.cornerTwist = cornerTwist;
        this.edgePermutation = edgePermutation;
        this.edgeFlip = edgeFlip;
    }

    /**
     * A cube from its four arrays (copied). Checks that they are well formed: permutations of
     * 0..7 and 0..11, twists 0..2, flips 0..1. Does not check solvability.
     */
    public static CubieCube of(int[] cornerPermutation, int[] cornerTwist, int[] edgePermutation, int[] edgeFlip) {
        return new CubieCube(
                checkedPermutation("corner permutation", cornerPermutation, Corner.COUNT),
                checkedRange("corner twist", cornerTwist, Corner.COUNT, 3),
                checkedPermutation("edge permutation", edgePermutation, Edge.COUNT),
                checkedRange("edge flip", edgeFlip, Edge.COUNT, 2));
    }

    /** The cube one face turn makes from solved. */
    public static CubieCube of(FaceTurn turn) {
        return TURNS[turn.ordinal()];
    }

    /** The corner piece (0..7, {@link Corner} order) at a position. */
    public int cornerAt(int position) {
        return cornerPermutation[position];
    }

    /** The twist (0..2) of the corner at a position. */
    public int cornerTwistAt(int position) {
        return cornerTwist[position];
    }

    /** The edge piece (0..11, {@link Edge} order) at a position. */
    public int edgeAt(int position) {
        return edgePermutation[position];
    }

    /** The flip (0..1) of the edge at a position. */
    public int edgeFlipAt(int position) {
        return edgeFlip[position];
    }

    public int[] cornerPermutation() {
        return toInts(cornerPermutation);
    }

    public int[] cornerTwists() {
        return toInts(cornerTwist);
    }

    public int[] edgePermutation() {
        return toInts(edgePermutation);
    }

    public int[] edgeFlips() {
        return toInts(edgeFlip);
    }

    /** This cube, then {@code other}: the composition in application order. */
    public CubieCube multiply(CubieCube other) {
        byte[] cp = new byte[Corner.COUNT];
        byte[] co = new byte[Corner.COUNT];
        for (int i = 0; i < Corner.COUNT; i++) {
            int from = other.cornerPermutation[i];
            cp[i] = cornerPermutation[from];
            co[i] = (byte) ((cornerTwist[from] + other.cornerTwist[i]) % 3);
        }
        byte[] ep = new byte[Edge.COUNT];
        byte[] eo = new byte[Edge.COUNT];
        for (int i = 0; i < Edge.COUNT; i++) {
            int from = other.edgePermutation[i];
            ep[i] = edgePermutation[from];
            eo[i] = (byte) (edgeFlip[from] ^ other.edgeFlip[i]);
        }
        return new CubieCube(cp, co, ep, eo);
    }

    /** The cube that undoes this one: {@code c.multiply(c.inverse())} is solved. */
    public CubieCube inverse() {
        byte[] cp = new byte[Corner.COUNT];
        byte[] co = new byte[Corner.COUNT];
        for (int i = 0; i < Corner.COUNT; i++) {
            int piece = cornerPermutation[i];
            cp[piece] = (byte) i;
            co[piece] = (byte) ((3 - cornerTwist[i]) % 3);
        }
        byte[] ep = new byte[Edge.COUNT];
        byte[] eo = new byte[Edge.COUNT];
        for (int i = 0; i < Edge.COUNT; i++) {
            int piece = edgePermutation[i];
            ep[piece] = (byte) i;
            eo[piece] = edgeFlip[i];
        }
        return new CubieCube(cp, co, ep, eo);
    }

    /**
     * The cube whose solutions take this cube to {@code target}: {@code target⁻¹ · this}. In
     * application order this·X = target exactly when (target⁻¹·this)·X = I, so a sequence that
     * solves it turns this cube into the target, and any solver solves "to a pattern" unchanged,
     * optimally if it is optimal.
     */
    public CubieCube towards(CubieCube target) {
        return target.inverse().multiply(this);
    }

    public CubieCube apply(FaceTurn turn) {
        return multiply(TURNS[turn.ordinal()]);
    }

    public CubieCube apply(Iterable<FaceTurn> turns) {
        CubieCube cube = this;
        for (FaceTurn turn : turns) {
            cube = cube.multiply(TURNS[turn.ordinal()]);
        }
        return cube;
    }

    public boolean isSolved() {
        return equals(SOLVED);
    }

    /** Sum of corner twists mod 3; 0 on every reachable cube. */
    public int totalTwist() {
        int sum = 0;
        for (byte twist : cornerTwist) {
            sum += twist;
        }
        return sum % 3;
    }

    /** Sum of edge flips mod 2; 0 on every reachable cube. */
    public int totalFlip() {
        int sum = 0;
        for (byte flip : edgeFlip) {
            sum += flip;
        }
        return sum % 2;
    }

    /** Parity (0 even, 1 odd) of the corner permutation. */
    public int cornerParity() {
        return parity(toInts(cornerPermutation));
    }

    /** Parity (0 even, 1 odd) of the edge permutation. */
    public int edgeParity() {
        return parity(toInts(edgePermutation));
    }

    /** True when face turns can solve this cube: no twist, no flip, equal parities. */
    public boolean isSolvable() {
        return totalTwist() == 0 && totalFlip() == 0 && cornerParity() == edgeParity();
    }

    /** Parity (0 even, 1 odd) of a permutation of 0..n-1, by counting inversions. */
    static int parity(int[] permutation) {
        int inversions = 0;
        for (int i = 0; i < permutation.length; i++) {
            for (int j = i + 1; j < permutation.length; j++) {
                if (permutation[i] > permutation[j]) {
                    inversions++;
                }
            }
        }
        return inversions & 1;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof CubieCube cube
                && Arrays.equals(cornerPermutation, cube.cornerPermutation)
                && Arrays.equals(cornerTwist, cube.cornerTwist)
                && Arrays.equals(edgePermutation, cube.edgePermutation)
                && Arrays.equals(edgeFlip, cube.edgeFlip);
    }

    @Override
    public int hashCode() {
        int hash = Arrays.hashCode(cornerPermutation);
        hash = 31 * hash + Arrays.hashCode(cornerTwist);
        hash = 31 * hash + Arrays.hashCode(edgePermutation);
        return 31 * hash + Arrays.hashCode(edgeFlip);
    }

    @Override
    public String toString() {
        return "CubieCube[cp=" + Arrays.toString(cornerPermutation) + ", co=" + Arrays.toString(cornerTwist)
                + ", ep=" + Arrays.toString(edgePermutation) + ", eo=" + Arrays.toString(edgeFlip) + "]";
    }

    private static byte[] bytes(int... values) {
        byte[] result = new byte[values.length];
        for (int i = 0; i < values.length; i++) {
            result[i] = (byte) values[i];
        }
        return result;
    }

    private static int[] toInts(byte[] values) {
        int[] result = new int[values.length];
        for (int i = 0; i < values.length; i++) {
            result[i] = values[i];
        }
        return result;
    }

    private static byte[] checkedPermutation(String what, int[] values, int size) {
        byte[] result = checkedRange(what, values, size, size);
        boolean[] seen = new boolean[size];
        for (byte value : result) {
            if (seen[value]) {
                throw new IllegalArgumentException(what + " is not a permutation: " + Arrays.toString(values));
            }
            seen[value] = true;
        }
        return result;
    }

    private static byte[] checkedRange(String what, int[] values, int size, int bound) {
        if (values == null || values.length != size) {
            throw new IllegalArgumentException(what + " needs " + size + " values");
        }
        byte[] result = new byte[size];
        for (int i = 0; i < size; i++) {
            if (values[i] < 0 || values[i] >= bound) {
                throw new IllegalArgumentException(what + "[" + i + "] = " + values[i] + " is outside 0.." + (bound - 1));
            }
            result[i] = (byte) values[i];
        }
        return result;
    }
}
