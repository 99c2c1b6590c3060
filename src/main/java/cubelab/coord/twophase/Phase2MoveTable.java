package cubelab.coord.twophase;

import cubelab.coord.Coordinate;
import cubelab.model.CubieCube;

/**
 * A move table for the ten phase-2 turns ({@link Phase2Moves}) over the values a coordinate
 * takes in phase 2, {@code 0..size-1}. The phase-2 coordinates (UD edge order, slice order) are
 * meaningless outside G1, so the 18-turn {@link cubelab.coord.MoveTable} cannot serve them.
 */
public final class Phase2MoveTable {

    private final int size;
    private final int[] table;

    private Phase2MoveTable(int size, int[] table) {
        this.size = size;
        this.table = table;
    }

    /**
     * Builds the table for values {@code 0..size-1} of a coordinate; the phase-2 cubes must be
     * exactly those values (checked).
     */
    public static Phase2MoveTable build(Coordinate coordinate, int size) {
        int[] table = new int[size * Phase2Moves.COUNT];
        CubieCube[] turns = new CubieCube[Phase2Moves.COUNT];
        for (int move = 0; move < Phase2Moves.COUNT; move++) {
            turns[move] = CubieCube.of(Phase2Moves.turn(move));
        }
        for (int value = 0; value < size; value++) {
            CubieCube cube = coordinate.set(value);
            for (int move = 0; move < Phase2Moves.COUNT; move++) {
                int next = coordinate.get(cube.multiply(turns[move]));
                if (next >= size) {
                    throw new IllegalArgumentException("value " + value + " leaves 0.." + (size - 1)
                            + " under " + Phase2Moves.turn(move));
                }
                table[value * Phase2Moves.COUNT + move] = next;
            }
        }
        return new Phase2MoveTable(size, table);
    }

    public int size() {
        return size;
    }

    /** The coordinate after phase-2 move {@code move} (0..9, {@link Phase2Moves} order). */
    public int apply(int value, int move) {
        return table[value * Phase2Moves.COUNT + move];
    }
}
