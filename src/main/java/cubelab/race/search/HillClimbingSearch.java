package cubelab.race.search;

import cubelab.race.board.GridMoves;
import java.util.HashSet;
import java.util.Set;
import java.util.SplittableRandom;

/**
 * Hill climbing as in Solving Rubik's Race (AUA 2023): move to the successor with the smallest heuristic value, also
 * sideways (equal value), never to a position already visited, ties broken at random (seeded). It
 * fails when every unvisited successor is worse, or after {@code maxSteps} moves. Never optimal.
 */
final class HillClimbingSearch implements SearchAlgorithm {
    public static final int DEFAULT_MAX_STEPS = 1000;

    private final long seed;
    private final int maxSteps;

    public HillClimbingSearch(long seed, int maxSteps) {
        if (maxSteps <= 0) {
            throw new IllegalArgumentException("maxSteps must be positive");
        }
        this.seed = seed;
        this.maxSteps = maxSteps;
    }

    @Override
    public RaceSearchResult search(SearchProblem problem, SearchLimits limits) {
        SplittableRandom random = new SplittableRandom(seed);
        SearchClock clock = new SearchClock(limits);
        GridMoves grid = problem.grid();
        byte[] cells = problem.start();
        int blank = GridMoves.blankOf(cells);
        int h = problem.heuristic().estimate(cells, blank);
        Set<BoardKey> visited = new HashSet<>();
        visited.add(new BoardKey(cells));
        int[] path = new int[maxSteps];
        byte[] child = new byte[cells.length];
        for (int step = 0; step < maxSteps; step++) {
            if (problem.goal().isGoal(cells)) {
                return clock.result(SearchOutcome.SOLVED, path, step, grid.size(), false);
            }
            if (clock.expandAndCheck()) {
                return clock.result(clock.stopReason(), null, 0, grid.size(), false);
            }
            int bestSource = -1;
            int bestH = Integer.MAX_VALUE;
            int ties = 0;
            for (int source : grid.sources(blank, problem.metric())) {
                System.arraycopy(cells, 0, child, 0, cells.length);
                grid.apply(child, blank, source);
                clock.generated++;
                if (visited.contains(new BoardKey(child))) {
                    continue;
                }
                int childH = problem.heuristic().estimate(child, source);
                if (childH < bestH) {
                    bestH = childH;
                    bestSource = source;
                    ties = 1;
                } else if (childH == bestH && random.nextInt(++ties) == 0) {
                    bestSource = source; // reservoir sampling: each tied move equally likely
                }
            }
            if (bestSource < 0 || bestH > h) {
                return clock.result(SearchOutcome.FAILED, null, 0, grid.size(), false);
            }
            grid.apply(cells, blank, bestSource);
            visited.add(new BoardKey(cells));
            path[step] = bestSource;
            blank = bestSource;
            h = bestH;
        }
        if (problem.goal().isGoal(cells)) {
            return clock.result(SearchOutcome.SOLVED, path, maxSteps, grid.size(), false);
        }
        return clock.result(SearchOutcome.FAILED, null, 0, grid.size(), false);
    }
}
