package cubelab.race;

import java.time.Duration;

/**
 * The next move toward the target. {@code provenOptimal}: the move starts a proven shortest solution
 * of {@code solutionLength} moves; otherwise it comes from a bounded search and is "not proven
 * optimal" ({@code solutionLength} is then the length of the solution found, or -1 if none).
 */
public record Hint(TileMove move, boolean provenOptimal, int solutionLength, long expanded, Duration elapsed) {
    /**
     * "optimal: 12 moves to go" or "best found, not proven optimal". No parentheses: the help card
     * puts the label in parentheses after the move.
     */
    public String label() {
        return provenOptimal
                ? "optimal: " + solutionLength + (solutionLength == 1 ? " move to go" : " moves to go")
                : "best found, not proven optimal";
    }
}
