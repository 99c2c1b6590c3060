package cubelab.tables.coset;

import cubelab.coord.symmetric.TetradCorners;
import cubelab.model.FaceTurn;
import java.util.Arrays;

/**
 * Each tetrad corner value's distance from the slice groups' own corners, by breadth-first search
 * over the 153,090 values: the last fallback of a slice-group bound, for the cubes whose table
 * reads give only "at most the base". Immutable; 150 KB, built in milliseconds.
 */
public final class TetradCornerDistances {

    private final byte[] distance;

    /** The distances of {@code corners}' values, which must be without the parity. */
    public TetradCornerDistances(TetradCorners corners) {
        if (corners.withParity()) {
            throw new IllegalArgumentException("the corner distances are of the corners without the parity");
        }
        distance = new byte[corners.size()];
        Arrays.fill(distance, (byte) -1);
        int[] frontier = {corners.solved()};
        distance[corners.solved()] = 0;
        for (int d = 0; frontier.length > 0; d++) {
            int[] next = new int[corners.size()];
            int count = 0;
            for (int value : frontier) {
                for (int turn = 0; turn < FaceTurn.COUNT; turn++) {
                    int moved = corners.move(value, turn);
                    if (distance[moved] < 0) {
                        distance[moved] = (byte) (d + 1);
                        next[count++] = moved;
                    }
                }
            }
            frontier = Arrays.copyOf(next, count);
        }
    }

    /** The distance of corner value {@code corner}. */
    public int of(int corner) {
        return distance[corner];
    }

    /** How many values there are. */
    public int size() {
        return distance.length;
    }
}
