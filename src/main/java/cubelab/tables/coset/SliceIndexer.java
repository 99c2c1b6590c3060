package cubelab.tables.coset;

import cubelab.coord.symmetric.SliceEdges;
import cubelab.coord.symmetric.TetradCornerClasses;
import cubelab.coord.symmetric.TetradCorners;
import cubelab.model.CubieCube;

/**
 * Where a cube's coset sits in a slice-group table ({@link SliceTableSpec}): its corner class,
 * and its edges seen through the symmetry that carries its corners onto the class's
 * representative. For a class that some symmetries fix, the table holds every equally valid
 * image, so any one of them reads the same distance. Immutable.
 */
final class SliceIndexer {

    private final SliceTableSpec spec;
    private final TetradCorners corners;
    private final TetradCornerClasses classes;
    private final SliceEdges edges;

    public SliceIndexer(SliceTableSpec spec, TetradCorners corners, TetradCornerClasses classes, SliceEdges edges) {
        if (corners.withParity() != spec.cornerParity()) {
            throw new IllegalArgumentException(spec.name() + (spec.cornerParity() ? " needs" : " has no")
                    + " corner parity");
        }
        this.spec = spec;
        this.corners = corners;
        this.classes = classes;
        this.edges = edges;
    }

    /** The row (corner class) of a cube. */
    public int row(CubieCube cube) {
        return classes.classOf(corners.of(cube));
    }

    /** The entry within its row: place × flip classes + flip class. */
    public int entry(CubieCube cube) {
        int s = classes.symmetryOf(corners.of(cube));
        int place = edges.place(cube);
        int seen = edges.placeConjugate(s, place);
        if (spec.flipClasses() == 1) {
            return seen;
        }
        // the class of the flips seen through s, as the search reads it: no class maps needed
        return seen * spec.flipClasses() + edges.flipClass(seen, edges.flipsConjugate(s, place, edges.flips(cube)));
    }
}
