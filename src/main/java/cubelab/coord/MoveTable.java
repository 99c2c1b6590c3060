package cubelab.coord;

import cubelab.model.CubieCube;
import cubelab.model.FaceTurn;

/**
 * For every value of a coordinate and each of the 18 face turns, the coordinate after the turn,
 * so a search node costs a table lookup instead of cubie arithmetic. Immutable once built.
 */
public final class MoveTable {

    private final int size;
    private final int[] table;

    private MoveTable(int size, int[] table) {
        this.size = size;
        this.table = table;
    }

    /** Builds the table by applying each turn to a representative cube of each value. */
    public static MoveTable build(Coordinate coordinate) {
        int size = coordinate.size();
        int[] table = new int[size * FaceTurn.COUNT];
        CubieCube[] turns = new CubieCube[FaceTurn.COUNT];
        for (FaceTurn turn : FaceTurn.values()) {
            turns[turn.ordinal()] = CubieCube.of(turn);
        }
        for (int value = 0; value < size; value++) {
            CubieCube cube = coordinate.set(value);
            for (int turn = 0; turn < FaceTurn.COUNT; turn++) {
                table[value * FaceTurn.COUNT + turn] = coordinate.get(cube.multiply(turns[turn]));
            }
        }
        return new MoveTable(size, table);
    }

    public int size() {
        return size;
    }

    /** The coordinate after face turn {@code turn} (0..17, {@link FaceTurn} order). */
    public int apply(int value, int turn) {
        return table[value * FaceTurn.COUNT + turn];
    }
}
