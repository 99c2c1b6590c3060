package cubelab.race.solve;

import cubelab.race.board.Board;
import cubelab.race.board.GridMoves;
import cubelab.race.board.Metric;
import cubelab.race.board.Target;
import cubelab.race.heuristic.RaceHeuristicKind;
import cubelab.race.search.BreadthFirstSearch;
import cubelab.race.search.RaceSearchResult;
import cubelab.race.search.SearchLimits;
import cubelab.race.search.SearchProblem;
import java.util.ArrayDeque;
import java.util.HashMap;
import java.util.Map;

/** Test oracle: exact distances to the goal by plain breadth-first search, independent of the solvers. */
public final class ExactDistances {
    /** The blank, then the colours in code order (1..6). */
    private static final String LETTERS = ".WYORGB";

    private ExactDistances() {
    }

    /**
     * Distance to the goal set for every position reachable from {@code board}, by a multi-source BFS
     * from all reachable goal positions (moves are reversible). Only for small state spaces (3×3).
     */
    public static Map<String, Integer> allFrom(Board board, Target target, Metric metric) {
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
    public static int of(Board board, Target target, Metric metric) {
        SearchProblem problem = RaceProblems.of(board, target, metric, RaceHeuristicKind.MISPLACED);
        RaceSearchResult result = new BreadthFirstSearch().search(problem, SearchLimits.none());
        if (!result.solved()) {
            throw new AssertionError("BFS failed: " + result);
        }
        return result.moves().size();
    }

    /** A position as a key that reads in a failure message: a cell's letter, {@code .} for the blank. */
    public static String key(byte[] cells) {
        StringBuilder key = new StringBuilder(cells.length);
        for (byte code : cells) {
            key.append(LETTERS.charAt(code));
        }
        return key.toString();
    }

    /** The cell codes of a {@link #key}. */
    public static byte[] cellsOf(String key) {
        byte[] cells = new byte[key.length()];
        for (int i = 0; i < cells.length; i++) {
            cells[i] = (byte) LETTERS.indexOf(key.charAt(i));
        }
        return cells;
    }
}
