package cubelab.race.heuristic;

import cubelab.race.board.Metric;
import cubelab.race.board.Target;
import java.util.function.Supplier;

/**
 * The strongest bound's heuristics for the latest target and metric, so that the hints of one game
 * share the colour tables built when its dice were rolled, and later games reuse the tables of
 * colours that want the same centre cells ({@link ColourDatabaseCache}). Thread-safe: the hints run
 * on worker threads.
 */
public final class BoundCache {

    private final ColourDatabaseCache tables = new ColourDatabaseCache();
    private Target target;
    private Metric metric;
    private Supplier<TileHeuristic> heuristics;

    /**
     * Searches ahead every colour table a {@code size}×{@code size} target can ask for in
     * {@code metric} ({@link ColourDatabaseCache#prepare}), so that each new target only reads them.
     */
    public void prepare(int size, Metric metric) {
        tables.prepare(size, metric);
    }

    /** The heuristics for {@code target} and {@code metric}, building their tables if the target is new. */
    public synchronized Supplier<TileHeuristic> heuristics(Target target, Metric metric) {
        if (heuristics == null || !target.equals(this.target) || metric != this.metric) {
            heuristics = RaceHeuristicKind.strongest(metric).forThreads(target, metric, tables);
            this.target = target;
            this.metric = metric;
        }
        return heuristics;
    }
}
