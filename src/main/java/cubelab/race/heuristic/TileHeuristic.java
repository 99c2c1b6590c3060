package cubelab.race.heuristic;

/**
 * A lower bound on the number of moves to the goal of a tile board (Rubik's Race or a numbered
 * puzzle). Implementations may keep scratch arrays, so one instance serves one search thread;
 * {@code estimate} must not allocate (it runs in the inner loop).
 */
public interface TileHeuristic {
    /** A lower bound for the position {@code cells} (blank at {@code blank}); 0 at every goal. */
    int estimate(byte[] cells, int blank);
}
