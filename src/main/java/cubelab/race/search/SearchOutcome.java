package cubelab.race.search;

/** How a search ended. */
public enum SearchOutcome {
    SOLVED,
    /** The search space was exhausted or (hill climbing) the search got stuck: no solution found. */
    FAILED,
    TIMED_OUT,
    /** The cap on expanded nodes was reached. */
    LIMIT_REACHED,
    /** The positions kept filled the memory budget ({@link StateBudget}). */
    MEMORY_SPENT,
    CANCELLED
}
