package cubelab.race;

/**
 * The push-metric bound of {@link RaceHeuristicKind#PUSH_DATABASES}: the largest of the colours'
 * {@link ColourPushDatabase} distances, and the eviction bound's push form. A push can move tiles of
 * several colours at once, so the colours' distances are not added: their maximum is admissible,
 * as is the maximum with any other admissible bound. In the tile metric it is the eviction bound.
 * One instance per search thread (scratch arrays); the tables are shared.
 */
final class PushDatabaseHeuristic implements TileHeuristic {

    private final PushDatabases databases;
    private final boolean useTables;
    private final TileHeuristic eviction;
    private final long[] rank;
    private final int[] seen;

    PushDatabaseHeuristic(PushDatabases databases, Metric metric) {
        this.databases = databases;
        this.useTables = metric == Metric.PUSH && databases.available();
        this.eviction = RaceHeuristicKind.EVICTION.create(databases.target(), metric);
        this.rank = new long[TileColor.values().length + 1];
        this.seen = new int[TileColor.values().length + 1];
    }

    @Override
    public int estimate(byte[] cells, int blank) {
        int bound = eviction.estimate(cells, blank);
        if (bound == 0 || !useTables) {
            return bound;
        }
        java.util.Arrays.fill(rank, 0);
        java.util.Arrays.fill(seen, 0);
        for (int cell = 0; cell < cells.length; cell++) {
            int code = cells[cell];
            if (code != 0) {
                rank[code] += databases.colour(code).rankTerm(cell, seen[code]++);
            }
        }
        for (int code = 1; code < rank.length; code++) {
            bound = Math.max(bound, databases.colour(code).distance(rank[code], blank));
        }
        return bound;
    }
}
