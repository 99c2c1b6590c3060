package cubelab.race.heuristic;

import cubelab.race.board.Metric;
import cubelab.race.board.Target;
import cubelab.race.board.TileColor;

/**
 * The six colours' {@link ColourDatabase}s for one rolled target and metric, each read through the
 * grid symmetry that maps the colour's wanted cells onto its table's, taken from a
 * {@link ColourDatabaseCache} (searched when first asked for: on 5×5 a few milliseconds a colour)
 * and shared by every search on that target. Boards whose tables would be too large (6×6 and up) have
 * none, and the bound falls back to eviction. Immutable once built.
 */
final class ColourDatabases {

    private final Target target;
    private final Metric metric;
    private final ColourDatabase[] colours;
    /** Per colour, the map from board cells to its table's cells (a grid symmetry). */
    private final int[][] toTable;

    private ColourDatabases(Target target, Metric metric, ColourDatabase[] colours, int[][] toTable) {
        this.target = target;
        this.metric = metric;
        this.colours = colours;
        this.toTable = toTable;
    }

    /** The tables for {@code target} in {@code metric}, built afresh (none where they would not fit). */
    static ColourDatabases build(Target target, Metric metric) {
        return build(target, metric, new ColourDatabaseCache());
    }

    /** The tables for {@code target} in {@code metric} from {@code cache} (none where they would not fit). */
    static ColourDatabases build(Target target, Metric metric, ColourDatabaseCache cache) {
        ColourDatabase.Key[] keys = new ColourDatabase.Key[TileColor.values().length + 1];
        for (TileColor color : TileColor.values()) {
            keys[color.code()] = ColourDatabase.Key.of(target, color.code(), metric);
            if (!ColourDatabase.fits(keys[color.code()])) {
                return new ColourDatabases(target, metric, null, null);
            }
        }
        ColourDatabase[] colours = new ColourDatabase[keys.length];
        int[][] toTable = new int[keys.length][];
        for (TileColor color : TileColor.values()) {
            ColourDatabaseCache.Oriented oriented = cache.table(keys[color.code()]);
            colours[color.code()] = oriented.table();
            toTable[color.code()] = oriented.toTable();
        }
        return new ColourDatabases(target, metric, colours, toTable);
    }

    Target target() {
        return target;
    }

    Metric metric() {
        return metric;
    }

    /** Whether this board size has tables. */
    boolean available() {
        return colours != null;
    }

    /** Colour {@code code}'s table, in its own orientation ({@link #toTable}). */
    ColourDatabase colour(int code) {
        return colours[code];
    }

    /** The map from board cells to the cells of colour {@code code}'s table; do not modify. */
    int[] toTable(int code) {
        return toTable[code];
    }

    /** Colour {@code code}'s distance with its tiles at the board cells {@code cells} (a bit set), blank at {@code blank}. */
    int distance(int code, long cells, int blank) {
        ColourDatabase table = colours[code];
        return table.distance(table.rank(GridSymmetries.image(cells, toTable[code])), toTable[code][blank]);
    }

    /** Colour {@code code}'s eviction steps with its tiles at the board cells {@code cells} (a bit set). */
    int steps(int code, long cells) {
        ColourDatabase table = colours[code];
        return table.steps(table.rank(GridSymmetries.image(cells, toTable[code])));
    }

    /** A fresh heuristic over these tables, or the eviction bound where there are none (scratch arrays: one per search thread). */
    TileHeuristic heuristic() {
        return available() ? new ColourDatabaseHeuristic(this) : new RaceHeuristic(RaceHeuristicKind.EVICTION, target, metric);
    }
}
