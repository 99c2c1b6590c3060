package cubelab.race.board;

/** How moves are counted. */
public enum Metric {
    /** One tile next to the blank slides into it. */
    TILE,
    /** A run of 1..n−1 tiles in the blank's row or column slides one cell, as one move (the physical game). */
    PUSH;

    public static Metric parse(String name) {
        for (Metric metric : values()) {
            if (metric.name().equalsIgnoreCase(name.trim())) {
                return metric;
            }
        }
        throw new IllegalArgumentException("unknown metric '" + name + "' (tile, push)");
    }
}
