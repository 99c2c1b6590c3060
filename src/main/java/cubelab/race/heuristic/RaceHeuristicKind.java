package cubelab.race.heuristic;

import cubelab.race.board.Metric;
import cubelab.race.board.Target;
import java.util.Arrays;
import java.util.Locale;
import java.util.function.Supplier;
import java.util.stream.Collectors;

/** The admissible Rubik's Race heuristics, weakest first, by their command-line names. */
public enum RaceHeuristicKind {
    /** Centre cells showing the wrong colour. */
    MISPLACED("misplaced"),
    /** Per centre cell, the distance to the nearest tile of its colour (the Manhattan bound of Solving Rubik's Race, AUA 2023, admissible). */
    MANHATTAN("manhattan"),
    /** Per colour, the minimum-cost assignment of distinct tiles to the centre cells of that colour. */
    ASSIGNMENT("assignment"),
    /** Assignment plus, for every unassigned tile in the centre, its distance out of the centre. */
    EVICTION("eviction"),
    /**
     * The largest of the colours' exact distances in pattern databases built for the target and
     * metric ({@link ColourDatabase}), and eviction; boards too large for the tables: eviction.
     */
    COLOUR_TABLES("colour-tables");

    private final String cliName;

    RaceHeuristicKind(String cliName) {
        this.cliName = cliName;
    }

    public String cliName() {
        return cliName;
    }

    /** A fresh heuristic instance (it holds scratch arrays: one per search thread). */
    public TileHeuristic create(Target target, Metric metric) {
        if (this == COLOUR_TABLES) {
            return ColourDatabases.build(target, metric).heuristic();
        }
        return new RaceHeuristic(this, target, metric);
    }

    /**
     * Fresh heuristics of this kind for one target, as many as the search threads want, sharing
     * one set of tables (built here, once).
     */
    public Supplier<TileHeuristic> forThreads(Target target, Metric metric) {
        if (this == COLOUR_TABLES) {
            ColourDatabases databases = ColourDatabases.build(target, metric);
            return databases::heuristic;
        }
        return () -> create(target, metric);
    }

    /** {@link #forThreads(Target, Metric)}, with the colour tables taken from {@code cache}. */
    Supplier<TileHeuristic> forThreads(Target target, Metric metric, ColourDatabaseCache cache) {
        if (this == COLOUR_TABLES) {
            ColourDatabases databases = ColourDatabases.build(target, metric, cache);
            return databases::heuristic;
        }
        return () -> create(target, metric);
    }

    /** The strongest bound, for hints and solutions: the colour tables, in either metric. */
    public static RaceHeuristicKind strongest(Metric metric) {
        return COLOUR_TABLES;
    }

    public static RaceHeuristicKind parse(String name) {
        String wanted = name.trim().toLowerCase(Locale.ROOT);
        for (RaceHeuristicKind kind : values()) {
            if (kind.cliName.equals(wanted)) {
                return kind;
            }
        }
        throw new IllegalArgumentException("unknown heuristic '" + name + "' ("
                + Arrays.stream(values()).map(RaceHeuristicKind::cliName).collect(Collectors.joining(", ")) + ")");
    }
}
