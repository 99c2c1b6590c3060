package cubelab.race.search;

import java.util.Locale;

/** The algorithms of Solving Rubik's Race (AUA 2023), by their command-line names. */
public enum SearchMethod {
    IDA("ida"), ASTAR("astar"), ASTAR_TREE("astar-tree"), BFS("bfs"), HILL("hill");

    private final String cliName;

    SearchMethod(String cliName) {
        this.cliName = cliName;
    }

    public String cliName() {
        return cliName;
    }

    /** A fresh search instance; {@code seed} drives hill climbing's random tie-break. */
    public SearchAlgorithm create(long seed) {
        return switch (this) {
            case IDA -> new IdaStarSearch();
            case ASTAR -> new AStarSearch(true);
            case ASTAR_TREE -> new AStarSearch(false);
            case BFS -> new BreadthFirstSearch();
            case HILL -> new HillClimbingSearch(seed, HillClimbingSearch.DEFAULT_MAX_STEPS);
        };
    }

    public static SearchMethod parse(String name) {
        String wanted = name.trim().toLowerCase(Locale.ROOT);
        for (SearchMethod algorithm : values()) {
            if (algorithm.cliName.equals(wanted)) {
                return algorithm;
            }
        }
        throw new IllegalArgumentException("unknown algorithm '" + name + "' (ida, astar, astar-tree, bfs, hill)");
    }
}
