package cubelab.solve;

import cubelab.notation.Algorithm;
import java.time.Duration;

/**
 * What a solver found.
 *
 * @param solution the moves that take the given cube to solved
 * @param optimal  true when no shorter solution exists (proved by the search)
 * @param note     one line for the user: which solver, and why the answer is or is not optimal
 * @param nodes    nodes expanded
 * @param elapsed  wall time of the search
 */
public record SolveResult(Algorithm solution, boolean optimal, String note, long nodes, Duration elapsed) {

    public SolveResult {
        if (solution == null || note == null || elapsed == null) {
            throw new IllegalArgumentException("solution, note and elapsed are required");
        }
    }
}
