package cubelab.race.search;

import cubelab.race.board.GridMoves;
import cubelab.race.board.Metric;
import cubelab.race.heuristic.TileHeuristic;

/**
 * What every search needs: the grid, a start position, the goal, a heuristic and the move metric.
 * The start array is copied in and out.
 */
public record SearchProblem(GridMoves grid, byte[] start, GoalTest goal, TileHeuristic heuristic, Metric metric) {
    public SearchProblem {
        if (start.length != grid.cellCount()) {
            throw new IllegalArgumentException("start has " + start.length + " cells, grid has " + grid.cellCount());
        }
        start = start.clone();
    }

    @Override
    public byte[] start() {
        return start.clone();
    }

    /** The same problem with another heuristic (used for comparisons and for bounded fallbacks). */
    public SearchProblem withHeuristic(TileHeuristic other) {
        return new SearchProblem(grid, start, goal, other, metric);
    }
}
