package cubelab.tables;

/** Progress of a table build, called from the building thread once per BFS level. */
@FunctionalInterface
public interface BuildListener {

    BuildListener NONE = (spec, depth, states, backward, elapsedSeconds) -> { };

    /**
     * @param depth     the level just finished
     * @param states    number of states at that distance
     * @param backward  whether the level was found by scanning unvisited states (backward search)
     */
    void levelDone(TableSpec spec, int depth, long states, boolean backward, double elapsedSeconds);
}
