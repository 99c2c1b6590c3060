package cubelab.race.search;

import cubelab.race.board.GridMoves;
import cubelab.race.board.Metric;
import java.util.HashMap;
import java.util.Map;
import java.util.PriorityQueue;

/**
 * A* in two forms. Graph search keeps the best g per position and re-opens a position reached by a
 * cheaper path, so it stays optimal with admissible but inconsistent heuristics (the push bounds).
 * Tree search keeps no closed set and only prunes the move that undoes the previous one.
 * Ties on f go to the smaller h, then to the newest node (LIFO, which the cube paper found best).
 */
public final class AStarSearch implements SearchAlgorithm {
    private final boolean graph;
    private final int weight;

    public AStarSearch(boolean graph) {
        this(graph, 1);
    }

    /** Weighted A* when {@code weight} > 1 (f = g + weight·h): faster, not optimal, used by bounded hints. */
    public AStarSearch(boolean graph, int weight) {
        if (weight < 1) {
            throw new IllegalArgumentException("weight must be at least 1");
        }
        this.graph = graph;
        this.weight = weight;
    }

    private static final class Node implements PathNode {
        final byte[] cells;
        final BoardKey key;
        final int blank;
        final int source;
        final Node parent;
        final int g;
        final int f;
        final int h;
        final long order;

        Node(byte[] cells, BoardKey key, int blank, int source, Node parent, int g, int h, int f, long order) {
            this.cells = cells;
            this.key = key;
            this.blank = blank;
            this.source = source;
            this.parent = parent;
            this.g = g;
            this.h = h;
            this.f = f;
            this.order = order;
        }

        @Override
        public int source() {
            return source;
        }

        @Override
        public PathNode parentNode() {
            return parent;
        }
    }

    @Override
    public RaceSearchResult search(SearchProblem problem, SearchLimits limits) {
        SearchClock clock = new SearchClock(limits);
        GridMoves grid = problem.grid();
        Metric metric = problem.metric();
        PriorityQueue<Node> open = new PriorityQueue<>((a, b) -> a.f != b.f ? Integer.compare(a.f, b.f)
                : a.h != b.h ? Integer.compare(a.h, b.h) : Long.compare(b.order, a.order));
        Map<BoardKey, Node> best = new HashMap<>();
        byte[] start = problem.start();
        int startBlank = GridMoves.blankOf(start);
        long order = 0;
        int rootH = problem.heuristic().estimate(start, startBlank);
        Node root = new Node(start, graph ? new BoardKey(start) : null, startBlank, -1, null, 0, rootH,
                weight * rootH, order++);
        open.add(root);
        if (graph) {
            best.put(root.key, root);
        }
        while (!open.isEmpty()) {
            Node node = open.poll();
            if (graph && best.get(node.key) != node) {
                continue; // a cheaper path to this position was queued later
            }
            if (problem.goal().isGoal(node.cells)) {
                int[] path = PathNode.sourcesTo(node);
                return clock.result(SearchOutcome.SOLVED, path, path.length, grid.size(), weight == 1);
            }
            if (clock.expandAndCheck()) {
                return clock.result(clock.stopReason(), null, 0, grid.size(), false);
            }
            int previousBlank = node.parent == null ? -1 : node.parent.blank;
            for (int source : grid.sources(node.blank, metric)) {
                if (!graph && previousBlank >= 0 && undoes(grid, metric, previousBlank, node.blank, source)) {
                    continue;
                }
                byte[] child = node.cells.clone();
                grid.apply(child, node.blank, source);
                clock.generated++;
                BoardKey key = graph ? new BoardKey(child) : null;
                if (graph) {
                    Node known = best.get(key);
                    if (known != null && known.g <= node.g + 1) {
                        continue;
                    }
                }
                int h = problem.heuristic().estimate(child, source);
                Node next = new Node(child, key, source, source, node, node.g + 1, h, node.g + 1 + weight * h, order++);
                if (graph) {
                    best.put(key, next);
                }
                open.add(next);
                // the tree search keeps only its open list; the graph search every position it met
                if (clock.holdsTooMany(graph ? best.size() + open.size() : open.size())) {
                    return clock.result(clock.stopReason(), null, 0, grid.size(), false);
                }
            }
        }
        return clock.result(SearchOutcome.FAILED, null, 0, grid.size(), false);
    }

    /**
     * Move pruning that keeps optimality: in the tile metric never slide straight back; in the push
     * metric never push twice along one line (two such pushes equal one push or none).
     */
    static boolean undoes(GridMoves grid, Metric metric, int previousBlank, int blank, int source) {
        if (metric == Metric.TILE) {
            return source == previousBlank;
        }
        return grid.isHorizontal(previousBlank, blank) == grid.isHorizontal(blank, source);
    }
}
