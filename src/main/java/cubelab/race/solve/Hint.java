package cubelab.race.solve;

import cubelab.race.board.TileMove;
import java.time.Duration;

/**
 * The next move toward the target. {@code provenOptimal}: the move starts a proven shortest solution
 * of {@code solutionLength} moves; otherwise it comes from a bounded search and is "not proven
 * optimal" ({@code solutionLength} is then the length of the solution found, or -1 if none).
 * {@code lowerBound}: no solution from the position is shorter (what the search ruled out).
 */
public record Hint(TileMove move, boolean provenOptimal, int solutionLength, int lowerBound, long expanded,
                   Duration elapsed) {

    public Hint {
        if (lowerBound < 0 || (solutionLength >= 0 && lowerBound > solutionLength)) {
            throw new IllegalArgumentException("lower bound " + lowerBound + " for a solution of " + solutionLength);
        }
    }

    /**
     * How many moves are left, as far as the search knows: "optimal: 12 moves to go", "at most 30
     * moves to go, not proven optimal", or, with no whole solution found, "at least 18 moves to go,
     * no solution found yet". No parentheses: the help card puts the label in parentheses after the move.
     */
    public String label() {
        if (provenOptimal) {
            return "optimal: " + moves(solutionLength) + " to go";
        }
        return solutionLength >= 0 ? "at most " + moves(solutionLength) + " to go, not proven optimal"
                : "at least " + moves(lowerBound) + " to go, no solution found yet";
    }

    private static String moves(int count) {
        return count + (count == 1 ? " move" : " moves");
    }
}
