package cubelab.notation;

/**
 * One move: a {@link Turn} done a number of clockwise quarter turns, 1 (e.g. {@code R}),
 * 2 ({@code R2}) or 3 ({@code R'}).
 */
public record Move(Turn turn, int quarterTurns) {

    public Move {
        if (turn == null) {
            throw new IllegalArgumentException("turn must not be null");
        }
        if (quarterTurns < 1 || quarterTurns > 3) {
            throw new IllegalArgumentException("quarter turns must be 1, 2 or 3, was " + quarterTurns);
        }
    }

    public static Move of(Turn turn, int quarterTurns) {
        return new Move(turn, quarterTurns);
    }

    /** The move that undoes this one: R ↔ R', R2 ↔ R2. */
    public Move inverse() {
        return new Move(turn, 4 - quarterTurns);
    }

    public int halfTurnMetricLength() {
        return turn.halfTurnMetricWeight();
    }

    /** Quarter-turn metric: a half turn counts two. */
    public int quarterTurnMetricLength() {
        return turn.halfTurnMetricWeight() * (quarterTurns == 2 ? 2 : 1);
    }

    /** WCA text: {@code R}, {@code R2}, {@code R'}. */
    @Override
    public String toString() {
        return switch (quarterTurns) {
            case 1 -> turn.symbol();
            case 2 -> turn.symbol() + "2";
            default -> turn.symbol() + "'";
        };
    }
}
