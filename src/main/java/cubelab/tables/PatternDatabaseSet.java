package cubelab.tables;

import cubelab.coord.EdgeSubsetCoordinate;
import java.util.List;

/**
 * A named set of pattern databases a heuristic takes the maximum of.
 *
 * <p>{@code korf}: Korf 1997's three tables: all corners, and two disjoint six-edge sets.
 * The edges are Korf's: UR UF UL UB FR FL (mean 7.668, higher than e.g. the U layer plus DR DF
 * at 7.619) and its complement DR DF DL DB BL BR, which is its image under the x2 rotation and
 * so has the same distribution; together they cover all twelve edges, so h = 0 only when solved.
 */
public record PatternDatabaseSet(String name, List<TableSpec> tables) {

    public static final PatternDatabaseSet KORF = new PatternDatabaseSet("korf", List.of(
            TableSpec.corners(),
            TableSpec.edges(EdgeSubsetCoordinate.parse("UR UF UL UB FR FL")),
            TableSpec.edges(EdgeSubsetCoordinate.parse("DR DF DL DB BL BR"))));

    /**
     * {@code tiny}: three 4-edge tables (190,080 entries each, 0.3 MB in all, built in about a
     * second) and no corner table. A weak heuristic for tests, demos and short scrambles.
     */
    public static final PatternDatabaseSet TINY = new PatternDatabaseSet("tiny", List.of(
            TableSpec.edges(EdgeSubsetCoordinate.parse("UR UF UL UB")),
            TableSpec.edges(EdgeSubsetCoordinate.parse("DR DF DL DB")),
            TableSpec.edges(EdgeSubsetCoordinate.parse("FR FL BL BR"))));

    public PatternDatabaseSet {
        tables = List.copyOf(tables);
    }

    public long payloadBytes() {
        return tables.stream().mapToLong(TableSpec::payloadBytes).sum();
    }
}
