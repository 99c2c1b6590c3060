package cubelab.ui.race;

import cubelab.common.Cancellation;
import cubelab.race.board.Board;
import cubelab.race.board.Metric;
import cubelab.race.board.Target;
import cubelab.race.board.TileMove;
import cubelab.race.heuristic.RaceHeuristicKind;
import cubelab.race.search.AStarSearch;
import cubelab.race.search.IdaStarSearch;
import cubelab.race.search.RaceSearchResult;
import cubelab.race.search.SearchLimits;
import cubelab.race.search.SearchProblem;
import cubelab.race.solve.RaceProblems;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CancellationException;

/**
 * A whole solution for "show solution": IDA* with the strongest bound within a budget (proven
 * optimal), else a weighted A* with a node cap (labelled not proven optimal). Engine calls only; runs
 * on the calling background thread.
 */
final class RaceSolver {

    /** Moves from the position to the target; {@code optimal} when proven shortest. */
    public record Solution(List<TileMove> moves, boolean optimal, long expanded) {
        public Solution {
            moves = List.copyOf(moves);
        }

        public String label() {
            return moves.size() + (moves.size() == 1 ? " move, " : " moves, ") + (optimal ? "optimal" : "not proven optimal");
        }
    }

    /** Why no solution came back although the search was not cancelled. */
    public static final class NoSolutionException extends RuntimeException {
        public NoSolutionException(String message) {
            super(message);
        }
    }

    private static final long FALLBACK_NODE_CAP = 400_000;
    private static final int FALLBACK_WEIGHT = 3;

    private RaceSolver() {
    }

    public static Solution solve(Board board, Target target, Metric metric, Duration budget, Cancellation cancellation) {
        if (board.satisfies(target)) {
            return new Solution(List.of(), true, 0);
        }
        SearchProblem problem = RaceProblems.of(board, target, metric, RaceHeuristicKind.strongest(metric));
        RaceSearchResult optimal = new IdaStarSearch().search(problem, SearchLimits.of(budget).withCancellation(cancellation));
        if (optimal.solved()) {
            return new Solution(optimal.moves(), optimal.optimal(), optimal.expanded());
        }
        throwIfCancelled(cancellation);
        RaceSearchResult approximate = new AStarSearch(true, FALLBACK_WEIGHT).search(problem,
                SearchLimits.of(Duration.ofSeconds(3)).withMaxExpanded(FALLBACK_NODE_CAP).withCancellation(cancellation));
        throwIfCancelled(cancellation);
        if (!approximate.solved()) {
            throw new NoSolutionException("no solution found within the budget (" + approximate.outcome() + ")");
        }
        return new Solution(approximate.moves(), false, optimal.expanded() + approximate.expanded());
    }

    private static void throwIfCancelled(Cancellation cancellation) {
        if (cancellation.isCancelled()) {
            throw new CancellationException("solve cancelled");
        }
    }
}
