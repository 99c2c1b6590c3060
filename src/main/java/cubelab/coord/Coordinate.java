package cubelab.coord;

import cubelab.model.CubieCube;

/**
 * A number in {@code 0..size()-1} that describes one aspect of a cube (a sub-problem state),
 * such that a face turn maps it to another such number independent of everything else. Move
 * tables are built from {@link #get} and {@link #set}; the search then runs on integers.
 */
public interface Coordinate {

    /** Number of values; every value in {@code 0..size()-1} is reachable. */
    int size();

    /** The coordinate of a cube. */
    int get(CubieCube cube);

    /** A cube with this coordinate (all other aspects arbitrary but fixed). */
    CubieCube set(int value);
}
