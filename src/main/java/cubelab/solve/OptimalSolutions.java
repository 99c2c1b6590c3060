package cubelab.solve;

import cubelab.notation.Algorithm;
import java.time.Duration;
import java.util.List;

/**
 * Every optimal solution of a cube, or the first {@code limit} of them.
 *
 * @param solutions the solutions, each of {@code length} moves; in the search's move order when
 *                  complete, in the order they were found otherwise
 * @param length    the optimal length
 * @param complete  true when the search went through the whole last iteration, so these are all
 *                  of them; false when it stopped at the limit
 * @param nodes     nodes expanded
 * @param elapsed   wall time of the search
 */
public record OptimalSolutions(List<Algorithm> solutions, int length, boolean complete, long nodes,
        Duration elapsed) {

    public OptimalSolutions {
        solutions = List.copyOf(solutions);
        if (solutions.isEmpty() || elapsed == null) {
            throw new IllegalArgumentException("at least one solution and the elapsed time are required");
        }
        for (Algorithm solution : solutions) {
            if (solution.size() != length) {
                throw new IllegalArgumentException("every optimal solution has " + length + " moves: " + solution);
            }
        }
    }
}
