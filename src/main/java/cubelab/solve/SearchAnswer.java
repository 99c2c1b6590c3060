package cubelab.solve;

import cubelab.notation.Algorithm;
import cubelab.search.SearchResult;
import java.util.List;

/**
 * One cube's answer from an {@link OptimalSearch}: how the search ended, the optimal solutions
 * (the first in move order, or all of them when asked), their length or the depth reached, the
 * nodes generated and the wall-clock seconds the cube took. {@code provenByExhaustion}: the one
 * solution is the two-phase bound, proved optimal by exhausting every depth below it.
 */
public record SearchAnswer(Ending ending, List<Algorithm> solutions, int depth, long nodes,
        boolean provenByExhaustion, double seconds) {

    /** How a search ended. */
    public enum Ending {
        SOLVED,
        /** No solution within the maximum depth. */
        NOT_FOUND,
        TIMED_OUT,
        /** The node budget was spent before the search ended. */
        NODE_BUDGET_SPENT,
        CANCELLED
    }

    public SearchAnswer {
        solutions = List.copyOf(solutions);
    }

    static SearchAnswer of(SearchResult result, double seconds) {
        return new SearchAnswer(Ending.valueOf(result.status().name()),
                result.solutions().stream().map(SearchResult::toAlgorithm).toList(), result.depth(), result.nodes(),
                result.provenByExhaustion(), seconds);
    }

    public boolean solved() {
        return ending == Ending.SOLVED;
    }

    /** The first solution. */
    public Algorithm solution() {
        if (solutions.isEmpty()) {
            throw new IllegalStateException("no solution: " + ending);
        }
        return solutions.get(0);
    }
}
