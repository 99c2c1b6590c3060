package cubelab.search;

import cubelab.coord.EdgeSubsetCoordinate;
import cubelab.tables.BuildListener;
import cubelab.tables.PatternDatabase;
import cubelab.tables.PatternDatabaseBuilder;
import cubelab.tables.TableSpec;
import java.util.ArrayList;
import java.util.List;

/** A cheap pattern-database heuristic for fast tests: three 4-edge tables, no corner table (~1 s). */
final class SmallTables {

    private static PatternDatabaseHeuristic heuristic;

    private SmallTables() {
    }

    static synchronized PatternDatabaseHeuristic heuristic() throws InterruptedException {
        if (heuristic == null) {
            List<PatternDatabase> tables = new ArrayList<>();
            for (String edges : new String[] {"UR UF UL UB", "DR DF DL DB", "FR FL BL BR"}) {
                tables.add(new PatternDatabaseBuilder(2, BuildListener.NONE)
                        .build(TableSpec.edges(EdgeSubsetCoordinate.parse(edges))));
            }
            heuristic = new PatternDatabaseHeuristic("small", tables);
        }
        return heuristic;
    }
}
