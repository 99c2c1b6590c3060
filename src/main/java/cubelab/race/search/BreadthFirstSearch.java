package cubelab.race.search;

import cubelab.race.board.GridMoves;
import java.util.ArrayDeque;
import java.util.HashSet;
import java.util.Set;

/** Breadth-first graph search: optimal for unit move costs; ignores the heuristic. Goal test on generation. */
public final class BreadthFirstSearch implements SearchAlgorithm {

    /** A node of the search tree, kept only for path reconstruction. */
    private record Node(byte[] cells, int blank, int source, Node parent, int depth) implements PathNode {
        @Override
        public PathNode parentNode() {
            return parent;
        }
    }

    @Override
    public RaceSearchResult search(SearchProblem problem, SearchLimits limits) {
        SearchClock clock = new SearchClock(limits);
        GridMoves grid = problem.grid();
        int size = grid.size();
        byte[] start = problem.start();
        Node root = new Node(start, GridMoves.blankOf(start), -1, null, 0);
        if (problem.goal().isGoal(start)) {
            return clock.result(SearchOutcome.SOLVED, new int[0], 0, size, true);
        }
        Set<BoardKey> seen = new HashSet<>();
        seen.add(new BoardKey(start));
        ArrayDeque<Node> queue = new ArrayDeque<>();
        queue.add(root);
        while (!queue.isEmpty()) {
            Node node = queue.poll();
            if (clock.expandAndCheck()) {
                return clock.result(clock.stopReason(), null, 0, size, false);
            }
            for (int source : grid.sources(node.blank, problem.metric())) {
                byte[] child = node.cells.clone();
                grid.apply(child, node.blank, source);
                clock.generated++;
                if (!seen.add(new BoardKey(child))) {
                    continue;
                }
                if (clock.holdsTooMany(seen.size())) {
                    return clock.result(clock.stopReason(), null, 0, size, false);
                }
                Node next = new Node(child, source, source, node, node.depth + 1);
                if (problem.goal().isGoal(child)) {
                    return clock.result(SearchOutcome.SOLVED, PathNode.sourcesTo(next), next.depth, size, true);
                }
                queue.add(next);
            }
        }
        return clock.result(SearchOutcome.FAILED, null, 0, size, false);
    }
}
