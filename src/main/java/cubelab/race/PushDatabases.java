package cubelab.race;

/**
 * The six colours' {@link ColourPushDatabase}s for one rolled target, built when the dice are
 * rolled (on 5×5 about 1.6 M entries in all) and shared by every search on that target. Boards
 * whose tables would be too large (6×6 and up) have none, and the bound falls back to eviction.
 * Immutable once built.
 */
final class PushDatabases {

    private final Target target;
    private final ColourPushDatabase[] colours;

    private PushDatabases(Target target, ColourPushDatabase[] colours) {
        this.target = target;
        this.colours = colours;
    }

    /** Builds the tables for {@code target}, or none where they would not fit. */
    public static PushDatabases build(Target target) {
        int size = target.boardSize();
        for (TileColor color : TileColor.values()) {
            if (size * size > Long.SIZE || ColourPushDatabase.entries(size * size, Board.tileCount(size, color))
                    > ColourPushDatabase.MAX_ENTRIES) {
                return new PushDatabases(target, null);
            }
        }
        ColourPushDatabase[] colours = new ColourPushDatabase[TileColor.values().length + 1];
        java.util.Map<String, ColourPushDatabase> built = new java.util.HashMap<>();
        for (TileColor color : TileColor.values()) {
            // colours that the target does not ask for, with as many tiles, share one table
            String goal = goalKey(target, color);
            colours[color.code()] = built.computeIfAbsent(goal, key -> ColourPushDatabase.build(target, color.code()));
        }
        return new PushDatabases(target, colours);
    }

    /** What a colour's table depends on: its tile count and the centre cells that want it. */
    private static String goalKey(Target target, TileColor color) {
        StringBuilder key = new StringBuilder().append(Board.tileCount(target.boardSize(), color)).append(':');
        for (int cell = 0; cell < target.boardSize() * target.boardSize(); cell++) {
            key.append(target.codeAt(cell) == color.code() ? '1' : target.codeAt(cell) == 0 ? '-' : '0');
        }
        return key.toString();
    }

    public Target target() {
        return target;
    }

    /** Whether this board size has tables. */
    public boolean available() {
        return colours != null;
    }

    ColourPushDatabase colour(int code) {
        return colours[code];
    }

    /** A fresh heuristic over these tables (it holds scratch arrays: one per search thread). */
    public TileHeuristic heuristic(Metric metric) {
        return new PushDatabaseHeuristic(this, metric);
    }
}
