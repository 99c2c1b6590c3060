package cubelab.coord.symmetric;

import cubelab.coord.CornerTwistCoordinate;
import cubelab.coord.coset.UDSymmetries;
import cubelab.coord.twophase.UrfRotation;
import cubelab.model.CubieCube;
import cubelab.model.FaceTurn;

/**
 * The corner part of a coset of the slice groups: which four positions hold the corners of the
 * URF tetrad (URF, ULB, DLF, DRB: no two share an edge), 70 values, times the twists, 2,187
 * values, and, when asked for, times the corners' permutation parity. The group's own cubes
 * have the tetrad at home and no twist; that set is the same seen along any axis, so every one
 * of the 48 {@link CubeSymmetries} maps the coordinate onto itself (Tronto, "The H48 optimal
 * solver", the corner part of h0).
 *
 * <p>Value {@code (twist·70 + place)·p + parity} with p = 2 for the parity version and 1
 * otherwise. Immutable; its move and symmetry tables are built once (about 40 MB with parity).
 */
public final class TetradCorners {

    public static final int TWISTS = CornerTwistCoordinate.SIZE;
    /** 70 = C(8, 4) places of the URF tetrad */
    public static final int PLACES = 70;

    private static final CornerTwistCoordinate TWIST = new CornerTwistCoordinate();
    private static final SubsetRanks PLACE = new SubsetRanks(8, 4);
    /** bit c set for the corners of the URF tetrad: URF 0, ULB 2, DLF 5, DRB 7 */
    private static final int TETRAD = 1 | 1 << 2 | 1 << 5 | 1 << 7;
    private static final int[] TETRAD_CORNERS = {0, 2, 5, 7};
    private static final int[] OTHER_CORNERS = {1, 3, 4, 6};
    private static final int[] EDGES_SOLVED = CubieCube.SOLVED.edgePermutation();

    private final int parities;
    private final int size;
    private final int[] move;
    private final int[] conjugate;

    /** With {@code withParity} the corners' permutation parity is part of the value. */
    public TetradCorners(boolean withParity) {
        parities = withParity ? 2 : 1;
        size = TWISTS * PLACES * parities;
        move = new int[size * FaceTurn.COUNT];
        conjugate = new int[CubeSymmetries.COUNT * size];
        int[] rotated = new int[size];
        for (int value = 0; value < size; value++) {
            CubieCube cube = cube(value);
            for (int turn = 0; turn < FaceTurn.COUNT; turn++) {
                move[value * FaceTurn.COUNT + turn] = of(cube.apply(FaceTurn.of(turn)));
            }
            rotated[value] = of(UrfRotation.rotate(cube));
            for (int u = 0; u < UDSymmetries.COUNT; u++) {
                conjugate[u * size + value] = of(UDSymmetries.conjugate(u, cube));
            }
        }
        // symmetry 16·k + u is the URF rotation k times, then u (CubeSymmetries): composed from tables
        for (int s = UDSymmetries.COUNT; s < CubeSymmetries.COUNT; s++) {
            int u = s % UDSymmetries.COUNT;
            for (int value = 0; value < size; value++) {
                int seen = rotated[value];
                if (s >= 2 * UDSymmetries.COUNT) {
                    seen = rotated[seen];
                }
                conjugate[s * size + value] = conjugate[u * size + seen];
            }
        }
    }

    public int size() {
        return size;
    }

    public boolean withParity() {
        return parities == 2;
    }

    /** The value of a cube's corners. */
    public int of(CubieCube cube) {
        int place = 0;
        for (int position = 0; position < 8; position++) {
            place |= (TETRAD >> cube.cornerAt(position) & 1) << position;
        }
        return valueOf(TWIST.get(cube), place, cube.cornerParity());
    }

    /**
     * The value of corners with these twists ({@link CornerTwistCoordinate}), the URF tetrad's
     * corners at the positions of {@code tetradMask}, and this permutation parity (ignored
     * without the parity).
     */
    public int valueOf(int twist, int tetradMask, int parity) {
        int value = twist * PLACES + PLACE.rank(tetradMask);
        return parities == 2 ? value * 2 + parity : value;
    }

    /** Whether a corner piece (0..7) belongs to the URF tetrad. */
    public static boolean inTetrad(int corner) {
        return (TETRAD >> corner & 1) == 1;
    }

    /** The solved cube's value: the group's own cubes have it. */
    public int solved() {
        return of(CubieCube.SOLVED);
    }

    /** The value after a face turn. */
    public int move(int value, int turn) {
        return move[value * FaceTurn.COUNT + turn];
    }

    /** The value seen through symmetry s. */
    public int conjugate(int s, int value) {
        return conjugate[s * size + value];
    }

    /** A solvable cube with this corner value (edges as its parity needs). */
    public CubieCube cube(int value) {
        int parity = parities == 2 ? value & 1 : 0;
        int rest = value / parities;
        int place = PLACE.mask(rest % PLACES);
        int[] corners = new int[8];
        int tetrad = 0;
        int other = 0;
        for (int position = 0; position < 8; position++) {
            corners[position] = (place >> position & 1) == 1 ? TETRAD_CORNERS[tetrad++] : OTHER_CORNERS[other++];
        }
        if (CubieCube.of(corners, new int[8], EDGES_SOLVED, new int[12]).cornerParity() != parity) {
            swapFirstTwo(corners, place);
        }
        int[] edges = EDGES_SOLVED.clone();
        if (parity == 1) {
            edges[0] = 1;
            edges[1] = 0;
        }
        int[] twists = TWIST.set(rest / PLACES).cornerTwists();
        return CubieCube.of(corners, twists, edges, new int[12]);
    }

    /** Swaps the corners at the first two positions of the tetrad's place: the place stays. */
    private static void swapFirstTwo(int[] corners, int place) {
        int first = Integer.numberOfTrailingZeros(place);
        int second = Integer.numberOfTrailingZeros(place & ~(1 << first));
        int kept = corners[first];
        corners[first] = corners[second];
        corners[second] = kept;
    }
}
