package cubelab.coord.symmetric;

import cubelab.model.CubieCube;
import cubelab.model.FaceTurn;

/**
 * The edge part of a coset of the slice groups. Each edge belongs to a slice: M (UF, UB, DF,
 * DB), S (UR, UL, DR, DL) or E (FR, FL, BL, BR). Two small coordinates describe the edges:
 * <ul>
 * <li>{@code place} 0..34,649: which 4 positions hold M edges (495) and which 4 of the other 8
 * hold E edges (70);</li>
 * <li>{@code flips} 0..2,047: bit p is the flip of the edge at position p (p ≤ 10; BR's follows
 * from the parity).</li>
 * </ul>
 * The slice groups keep a {@link #flipClass}: per slice, the flips of its four edges up to
 * flipping all four together, 256 values in all. Flipping a whole slice is what a symmetry or a
 * half turn cannot tell from no flip, so the class, unlike single flips, is seen the same way
 * through all 48 {@link CubeSymmetries}; how turns and symmetries move whole classes is
 * {@link SliceFlipClassMaps}'s, which only a table build needs. Immutable; the tables are about
 * 8 MB.
 */
public final class SliceEdges {

    /** 34,650 = C(12, 4) · C(8, 4) */
    public static final int PLACES = 34_650;
    public static final int FLIPS = 2_048;
    /** 256 = 2^(3 slices × 3 bits − 1 for the parity) */
    public static final int FLIP_CLASSES = 256;

    private static final int POSITIONS = 12;
    private static final int M_EDGES = 1 << 1 | 1 << 3 | 1 << 5 | 1 << 7;
    private static final int E_EDGES = 0xF00;
    private static final int[][] SLICE_EDGES = {{1, 3, 5, 7}, {0, 2, 4, 6}, {8, 9, 10, 11}};
    private static final SubsetRanks M_PLACE = new SubsetRanks(12, 4);
    private static final SubsetRanks E_PLACE = new SubsetRanks(8, 4);

    /** [place]: the positions of the M edges, and those of the E edges shifted left by 12 */
    private final int[] masks = new int[PLACES];
    private final char[] placeMove = new char[PLACES * FaceTurn.COUNT];
    private final char[] flipsMove = new char[FLIPS * FaceTurn.COUNT];
    private final char[] placeConjugate = new char[CubeSymmetries.COUNT * PLACES];
    /** [s][flips] and [s][place]: seen through s, flips become the xor of the two */
    private final char[] flipsConjugate = new char[CubeSymmetries.COUNT * FLIPS];
    private final char[] flipsConjugateXor = new char[CubeSymmetries.COUNT * PLACES];

    public SliceEdges() {
        for (int place = 0; place < PLACES; place++) {
            int m = M_PLACE.mask(place / 70);
            masks[place] = m | expand(E_PLACE.mask(place % 70), m) << POSITIONS;
        }
        for (int place = 0; place < PLACES; place++) {
            CubieCube cube = cube(place, 0);
            for (int turn = 0; turn < FaceTurn.COUNT; turn++) {
                placeMove[place * FaceTurn.COUNT + turn] = (char) place(cube.apply(FaceTurn.of(turn)));
            }
            for (int s = 0; s < CubeSymmetries.COUNT; s++) {
                CubieCube seen = CubeSymmetries.conjugate(s, cube);
                placeConjugate[s * PLACES + place] = (char) place(seen);
                flipsConjugateXor[s * PLACES + place] = (char) flips(seen);
            }
        }
        int home = place(CubieCube.SOLVED);
        for (int flips = 0; flips < FLIPS; flips++) {
            CubieCube cube = cube(home, flips);
            for (int turn = 0; turn < FaceTurn.COUNT; turn++) {
                flipsMove[flips * FaceTurn.COUNT + turn] = (char) flips(cube.apply(FaceTurn.of(turn)));
            }
            for (int s = 0; s < CubeSymmetries.COUNT; s++) {
                flipsConjugate[s * FLIPS + flips] = (char) (flips(CubeSymmetries.conjugate(s, cube))
                        ^ flipsConjugateXor[s * PLACES + home]);
            }
        }
    }

    /** The positions of a place's M edges (bits 0..11) and E edges (bits 12..23), for native code. */
    public int slicePositions(int place) {
        return masks[place];
    }

    /** Where a cube's M and E edges are. */
    public int place(CubieCube cube) {
        int m = 0;
        int e = 0;
        for (int position = 0; position < POSITIONS; position++) {
            m |= (M_EDGES >> cube.edgeAt(position) & 1) << position;
            e |= (E_EDGES >> cube.edgeAt(position) & 1) << position;
        }
        return placeOf(m, e);
    }

    /** The place of the edges when the M edges are at the positions of {@code m} and the E edges at those of {@code e}. */
    public int placeOf(int m, int e) {
        return M_PLACE.rank(m) * 70 + E_PLACE.rank(compress(e, m));
    }

    /** A cube's edge flips, bit p for position p ≤ 10. */
    public int flips(CubieCube cube) {
        int flips = 0;
        for (int position = 0; position < POSITIONS - 1; position++) {
            flips |= cube.edgeFlipAt(position) << position;
        }
        return flips;
    }

    public int placeMove(int place, int turn) {
        return placeMove[place * FaceTurn.COUNT + turn];
    }

    /** Flips after a face turn: they depend on the positions only. */
    public int flipsMove(int flips, int turn) {
        return flipsMove[flips * FaceTurn.COUNT + turn];
    }

    public int placeConjugate(int s, int place) {
        return placeConjugate[s * PLACES + place];
    }

    /** Flips seen through symmetry s: a turn of the axes flips edges by the slice they belong to. */
    public int flipsConjugate(int s, int place, int flips) {
        return flipsConjugate[s * FLIPS + flips] ^ flipsConjugateXor[s * PLACES + place];
    }

    /**
     * Per slice, the flips at its edges' positions (in position order) relative to the first of
     * them, 3 bits each: M in bits 0–2, S in 3–5, E in 6–7 (E's last bit follows from the parity).
     */
    public int flipClass(int place, int flips) {
        int all = flips | (Integer.bitCount(flips) & 1) << (POSITIONS - 1);
        int m = masks[place] & 0xFFF;
        int e = masks[place] >>> POSITIONS;
        int s = 0xFFF & ~m & ~e;
        return (relative(all, m) | relative(all, s) << 3 | relative(all, e) << 6) & (FLIP_CLASSES - 1);
    }

    /** The flips of one cube of the class: each slice's first edge unflipped. */
    public int flipsOf(int place, int flipClass) {
        int m = masks[place] & 0xFFF;
        int e = masks[place] >>> POSITIONS;
        int s = 0xFFF & ~m & ~e;
        int lastE = Integer.bitCount(flipClass) & 1;
        int all = absolute(flipClass & 7, m) | absolute(flipClass >> 3 & 7, s)
                | absolute(flipClass >> 6 & 3 | lastE << 2, e);
        return all & FLIPS - 1;
    }

    /** A solvable cube with these edges (corners solved but for the parity). */
    public CubieCube cube(int place, int flips) {
        int m = masks[place] & 0xFFF;
        int e = masks[place] >>> POSITIONS;
        int[] edges = new int[POSITIONS];
        int[] next = new int[3];
        for (int position = 0; position < POSITIONS; position++) {
            int slice = (m >> position & 1) == 1 ? 0 : (e >> position & 1) == 1 ? 2 : 1;
            edges[position] = SLICE_EDGES[slice][next[slice]++];
        }
        int[] edgeFlips = new int[POSITIONS];
        for (int position = 0; position < POSITIONS - 1; position++) {
            edgeFlips[position] = flips >> position & 1;
        }
        edgeFlips[POSITIONS - 1] = Integer.bitCount(flips) & 1;
        int[] corners = CubieCube.SOLVED.cornerPermutation();
        CubieCube plain = CubieCube.of(corners, new int[8], edges, edgeFlips);
        if (plain.edgeParity() == 1) {
            corners[0] = 1;
            corners[1] = 0;
        }
        return CubieCube.of(corners, new int[8], edges, edgeFlips);
    }

    /** The bits of {@code value} at the 4 positions of {@code mask}, from the second on, xor the first. */
    private static int relative(int value, int mask) {
        int first = Integer.numberOfTrailingZeros(mask);
        int reference = value >> first & 1;
        int bits = 0;
        int rest = mask & ~(1 << first);
        for (int bit = 0; rest != 0; bit++) {
            int position = Integer.numberOfTrailingZeros(rest);
            bits |= ((value >> position & 1) ^ reference) << bit;
            rest &= rest - 1;
        }
        return bits;
    }

    /** The inverse of {@link #relative} with the first position unflipped. */
    private static int absolute(int bits, int mask) {
        int rest = mask & ~(1 << Integer.numberOfTrailingZeros(mask));
        int value = 0;
        for (int bit = 0; rest != 0; bit++) {
            value |= (bits >> bit & 1) << Integer.numberOfTrailingZeros(rest);
            rest &= rest - 1;
        }
        return value;
    }

    /** The bits of {@code value} at the positions not in {@code skipped}, packed. */
    private static int compress(int value, int skipped) {
        int packed = 0;
        int bit = 0;
        for (int position = 0; position < POSITIONS; position++) {
            if ((skipped >> position & 1) == 0) {
                packed |= (value >> position & 1) << bit++;
            }
        }
        return packed;
    }

    /** The inverse of {@link #compress}. */
    private static int expand(int packed, int skipped) {
        int value = 0;
        int bit = 0;
        for (int position = 0; position < POSITIONS; position++) {
            if ((skipped >> position & 1) == 0) {
                value |= (packed >> bit++ & 1) << position;
            }
        }
        return value;
    }
}
