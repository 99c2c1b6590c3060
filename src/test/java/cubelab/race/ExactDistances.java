package cubelab.race;

import java.util.ArrayDeque;
import java.util.HashMap;
import java.util.Map;

/** Test oracle: exact distances to the goal by plain breadth-first search, independent of the solvers. */
final class ExactDistances {
    private ExactDistances() {
    }

    /**
     * Distance to the goal set for every position reachable from {@code board}, by a multi-source BFS
     * from all reachable goal positions (moves are reversible). Only for small state spaces (3×3).
     */
    static Map<String, Integer> allFrom(Board board, Target target, Metric metric) {
        GridMoves grid = new GridMoves(board.size());
        Map<String, Integer> reachable = new HashMap<>();
        ArrayDeque<byte[]> queue = new ArrayDeque<>();
        reachable.put(key(board.cells()), 0);
        queue.add(board.cells());
        while (!queue.isEmpty()) {
            byte[] cells = queue.poll();
            int blank = GridMoves.blankOf(cells);
            for (int source : grid.sources(blank, metric)) {
                byte[] child = cells.clone();
                grid.apply(child, blank, source);
                if (reachable.putIfAbsent(key(child), 0) == null) {
                    queue.add(child);
                }
            }
        }
        Map<String, Integer> distance = new HashMap<>();
        ArrayDeque<byte[]> frontier = new ArrayDeque<>();
        for (String key : reachable.keySet()) {
            byte[] cells = cellsOf(key);
            if (target.isSatisfiedBy(cells)) {
                distance.put(key, 0);
                frontier.add(cells);
            }
        }
        while (!frontier.isEmpty()) {
            byte[] cells = frontier.poll();
            int next = distance.get(key(cells)) + 1;
            int blank = GridMoves.blankOf(cells);
            for (int source : grid.sources(blank, metric)) {
                byte[] child = cells.clone();
                grid.apply(child, blank, source);
                if (distance.putIfAbsent(key(child), next) == null) {
                    frontier.add(child);
                }
            }
        }
        return distance;
    }

    /** Exact distance of one position by forward BFS (small distances only). */
    static int of(Board board, Target target, Metric metric) {
        SearchProblem problem = RaceProblems.of(board, target, metric, RaceHeuristicKind.MISPLACED);
        RaceSearchResult result = new BreadthFirstSearch().search(problem, SearchLimits.none());
        if (!result.solved()) {
            throw new AssertionError("BFS failed: " + result);
        }
        return result.moves().size();
    }

    static String key(byte[] cells) {
        return CellText.writeColors(cells);
    }

    static byte[] cellsOf(String key) {
        return CellText.readColors(key, true);
    }
}
