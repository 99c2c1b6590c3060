package cubelab.search;

/** How A* orders nodes of equal f = g + h (the IJARCCE 2013 paper compares these on hard instances). */
public enum TieBreak {
    /** Oldest first, as a queue. */
    FIFO,
    /** Newest first, as a stack: dives toward the goal. */
    LIFO,
    /** Smaller value of an extra heuristic first, then newest first. */
    EXTRA_HEURISTIC
}
