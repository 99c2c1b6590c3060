package cubelab.tables.coset;

import cubelab.coord.symmetric.SliceEdges;
import cubelab.coord.symmetric.TetradCornerClasses;
import cubelab.coord.symmetric.TetradCorners;

/**
 * What a search by a slice-group table reads: the table (its codes and, at or below its base,
 * each word's least distance) and the coordinates it is keyed by. Immutable.
 *
 * @param corners the corner coordinate of {@code table} (with the parity when it has it)
 */
public record SliceSearchTables(SliceTable table, TetradCorners corners, TetradCornerClasses classes,
        SliceEdges edges) {

    public SliceSearchTables {
        if (corners.withParity() != table.spec().cornerParity() || classes.count() != table.spec().cornerClasses()) {
            throw new IllegalArgumentException("the corner coordinate must be the one " + table.spec().name()
                    + " is keyed by");
        }
    }

    /** The table with coordinates made for it. */
    public static SliceSearchTables of(SliceTable table, SliceEdges edges) {
        TetradCorners corners = new TetradCorners(table.spec().cornerParity());
        return new SliceSearchTables(table, corners, new TetradCornerClasses(corners), edges);
    }

    /** The same with another table of the same spec (a copy elsewhere in memory, say). */
    public SliceSearchTables withTable(SliceTable other) {
        if (!other.spec().equals(table.spec())) {
            throw new IllegalArgumentException(other.spec().name() + " is not " + table.spec().name());
        }
        return new SliceSearchTables(other, corners, classes, edges);
    }
}
