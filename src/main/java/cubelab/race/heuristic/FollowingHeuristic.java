package cubelab.race.heuristic;

/**
 * A {@link TileHeuristic} that follows a depth-first search's moves on its one position, so that the
 * bound after a move costs a few table reads instead of a scan of the board. A move of either
 * metric changes only the cells from the blank to the source; its undo is a move too.
 */
public interface FollowingHeuristic extends TileHeuristic {

    /** Starts following {@code cells} (the blank at {@code blank}). */
    void follow(byte[] cells, int blank);

    /** The blank moved from {@code from} to {@code to}; {@code cells} shows the position after it. */
    void moved(byte[] cells, int from, int to);

    /** The bound of the position followed, whose blank is at {@code blank}. */
    int bound(int blank);
}
