package cubelab.coord.coset;

import cubelab.coord.Coordinate;
import cubelab.coord.twophase.CornerCombinationCoordinate;
import cubelab.model.CubieCube;

/**
 * What a coset keeps of the corners beside their twists: which positions hold the U-layer
 * corners ({@link #SETS}, nxopt's and vcube's), or that and which of them hold each layer's
 * diagonal pairs ({@link #DIAGONALS}, {@link CornerDiagonalsCoordinate}).
 */
public enum CornerPart {
    SETS(new CornerCombinationCoordinate(), 9_930),
    DIAGONALS(new CornerDiagonalsCoordinate(), 87_609);

    private final Coordinate coordinate;
    private final int classes;

    CornerPart(Coordinate coordinate, int classes) {
        this.coordinate = coordinate;
        this.classes = classes;
    }

    /** Values of the part: 70 or 630. */
    public int size() {
        return coordinate.size();
    }

    /** Classes of twist × part under the 16 U/D symmetries ({@link CornerClasses} counts them). */
    public int classes() {
        return classes;
    }

    public int of(CubieCube cube) {
        return coordinate.get(cube);
    }

    /** A cube with this part and no twist. */
    public CubieCube cube(int value) {
        return coordinate.set(value);
    }

    /**
     * The part where bit q of {@code upper} says position q holds a U-layer corner and bit q of
     * {@code odd} that it holds an odd-numbered corner ({@link #SETS} reads {@code upper} only);
     * -1 where the masks describe no cube.
     */
    public int ofPositions(int upper, int odd) {
        if (this == DIAGONALS) {
            return CornerDiagonalsCoordinate.ofPositions(upper, odd);
        }
        return Integer.bitCount(upper) == 4 ? CornerDiagonalsCoordinate.setOf(upper) : -1;
    }
}
