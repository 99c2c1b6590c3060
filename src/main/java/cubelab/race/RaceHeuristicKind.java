package cubelab.race;

import java.util.Locale;

/** The admissible Rubik's Race heuristics, weakest first, by their command-line names. */
public enum RaceHeuristicKind {
    /** Centre cells showing the wrong colour. */
    MISPLACED("misplaced"),
    /** Per centre cell, the distance to the nearest tile of its colour (the seed's Manhattan, admissible). */
    MANHATTAN("manhattan"),
    /** Per colour, the minimum-cost assignment of distinct tiles to the centre cells of that colour. */
    ASSIGNMENT("assignment"),
    /** Assignment plus, for every unassigned tile in the centre, its distance out of the centre. */
    EVICTION("eviction");

    private final String cliName;

    RaceHeuristicKind(String cliName) {
        this.cliName = cliName;
    }

    public String cliName() {
        return cliName;
    }

    /** A fresh heuristic instance (it holds scratch arrays: one per search thread). */
    public TileHeuristic create(Target target, Metric metric) {
        return new RaceHeuristic(this, target, metric);
    }

    public static RaceHeuristicKind parse(String name) {
        String wanted = name.trim().toLowerCase(Locale.ROOT);
        for (RaceHeuristicKind kind : values()) {
            if (kind.cliName.equals(wanted)) {
                return kind;
            }
        }
        throw new IllegalArgumentException("unknown heuristic '" + name + "' (misplaced, manhattan, assignment, eviction)");
    }
}
