package cubelab.race;

import java.time.Duration;

/**
 * The next move toward the target. {@code provenOptimal}: the move starts a proven shortest solution
 * of {@code solutionLength} moves; otherwise it comes from a bounded search and is "not proven
 * optimal" ({@code solutionLength} is then the length of the solution found, or -1 if none).
 */
public record Hint(TileMove move, boolean provenOptimal, int solutionLength, long expanded, Duration elapsed) {
    public String label() {
        return provenOptimal ? "optimal (" + solutionLength + " moves to go)" : "not proven optimal";
    }
}
