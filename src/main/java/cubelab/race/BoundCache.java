package cubelab.race;

import java.util.function.Supplier;

/**
 * The strongest bound's heuristics for the latest target and metric, so that the hints of one game
 * share the colour tables built when its dice were rolled. Thread-safe: the hints run on worker
 * threads.
 */
public final class BoundCache {

    private Target target;
    private Metric metric;
    private Supplier<TileHeuristic> heuristics;

    /** The heuristics for {@code target} and {@code metric}, building their tables if the target is new. */
    public synchronized Supplier<TileHeuristic> heuristics(Target target, Metric metric) {
        if (heuristics == null || !target.equals(this.target) || metric != this.metric) {
            heuristics = RaceHeuristicKind.strongest(metric).forThreads(target, metric);
            this.target = target;
            this.metric = metric;
        }
        return heuristics;
    }
}
