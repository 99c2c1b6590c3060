package cubelab.coord.twophase;

import cubelab.coord.Coordinate;
import cubelab.coord.Permutations;
import cubelab.model.CubieCube;
import cubelab.model.Edge;

/**
 * Where the four UD-slice edges are and in which order: {@code 24 × slice + order}, where
 * {@code slice} is the {@link UDSliceCoordinate} and {@code order} the rank (0..23) of the slice
 * edges read in ascending position order. Range 0..11879.
 *
 * <p>In phase 2 the slice edges stay in the slice, so the value is just the order, 0..23: the
 * phase-2 slice permutation coordinate.
 */
public final class SliceSortedCoordinate implements Coordinate {

    /** 11880 = 12 · 11 · 10 · 9 */
    public static final int SIZE = 11_880;
    /** 24 = 4!, the values met in phase 2 */
    public static final int PHASE2_SIZE = 24;

    private static final UDSliceCoordinate SLICE = new UDSliceCoordinate();

    @Override
    public int size() {
        return SIZE;
    }

    @Override
    public int get(CubieCube cube) {
        int[] order = new int[UDSliceCoordinate.SLICE_EDGES];
        int found = 0;
        for (int position = 0; position < Edge.COUNT; position++) {
            int edge = cube.edgeAt(position);
            if (edge >= UDSliceCoordinate.FIRST_SLICE_EDGE) {
                order[found++] = edge - UDSliceCoordinate.FIRST_SLICE_EDGE;
            }
        }
        return PHASE2_SIZE * SLICE.get(cube) + Permutations.rank(order);
    }

    @Override
    public CubieCube set(int value) {
        if (value < 0 || value >= SIZE) {
            throw new IllegalArgumentException("slice sorted coordinate outside 0.." + (SIZE - 1) + ": " + value);
        }
        return UDSliceCoordinate.cubeWith(UDSliceCoordinate.slicePositions(value / PHASE2_SIZE),
                Permutations.unrank(value % PHASE2_SIZE, UDSliceCoordinate.SLICE_EDGES));
    }
}
