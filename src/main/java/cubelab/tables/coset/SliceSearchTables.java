package cubelab.tables.coset;

import cubelab.coord.symmetric.SliceEdges;
import cubelab.coord.symmetric.TetradCornerClasses;
import cubelab.coord.symmetric.TetradCorners;
import java.util.Objects;

/**
 * What a search by a slice-group table reads: the table, the group without flips
 * ({@code slice-flip0}) for the entries at or below the table's base, the corners' distances for
 * that table's own, and the coordinates of both. Immutable.
 *
 * @param corners      the corner coordinate of {@code table} (with the parity when it has it)
 * @param plainCorners the corner coordinate without the parity, of {@code withoutFlips}
 */
public record SliceSearchTables(SliceTable table, SliceTable withoutFlips, TetradCorners corners,
        TetradCornerClasses classes, TetradCorners plainCorners, TetradCornerClasses plainClasses, SliceEdges edges,
        TetradCornerDistances cornerDistances) {

    public SliceSearchTables {
        Objects.requireNonNull(table);
        if (withoutFlips.spec().flipClasses() != 1 || withoutFlips.spec().cornerParity() || plainCorners.withParity()
                || corners.withParity() != table.spec().cornerParity()
                || cornerDistances.size() != plainCorners.size()) {
            throw new IllegalArgumentException("the fallback is the group without flips and the corners must match");
        }
    }

    /** The tables with coordinates made for them. */
    public static SliceSearchTables of(SliceTable table, SliceTable withoutFlips, SliceEdges edges) {
        TetradCorners plain = new TetradCorners(false);
        TetradCornerClasses plainClasses = new TetradCornerClasses(plain);
        TetradCorners corners = table.spec().cornerParity() ? new TetradCorners(true) : plain;
        TetradCornerClasses classes = table.spec().cornerParity() ? new TetradCornerClasses(corners) : plainClasses;
        return new SliceSearchTables(table, withoutFlips, corners, classes, plain, plainClasses, edges,
                new TetradCornerDistances(plain));
    }

    /** The same with another table of the same spec (a copy elsewhere in memory, say). */
    public SliceSearchTables withTable(SliceTable other) {
        if (!other.spec().equals(table.spec())) {
            throw new IllegalArgumentException(other.spec().name() + " is not " + table.spec().name());
        }
        return new SliceSearchTables(other, withoutFlips, corners, classes, plainCorners, plainClasses, edges,
                cornerDistances);
    }
}
