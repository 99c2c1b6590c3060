package cubelab.notation;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

/** An immutable sequence of {@link Move}s, written in WCA notation. */
public record Algorithm(List<Move> moves) {

    public static final Algorithm EMPTY = new Algorithm(List.of());
    /** The longest algorithm {@link #parse} reads, repeats counted out. */
    public static final int MAX_MOVES = AlgorithmParser.MAX_MOVES;

    public Algorithm {
        if (moves == null) {
            throw new IllegalArgumentException("moves must not be null");
        }
        moves = List.copyOf(moves);
    }

    public static Algorithm of(Move... moves) {
        return new Algorithm(List.of(moves));
    }

    /**
     * Parses WCA notation.
     *
     * @throws NotationException naming the index of the first character that cannot be read
     */
    public static Algorithm parse(String text) {
        return new Algorithm(AlgorithmParser.parse(text));
    }

    public int size() {
        return moves.size();
    }

    public boolean isEmpty() {
        return moves.isEmpty();
    }

    public Move get(int index) {
        return moves.get(index);
    }

    /** The algorithm that undoes this one: reversed order, each move inverted. */
    public Algorithm inverse() {
        List<Move> inverted = new ArrayList<>(moves.size());
        for (int i = moves.size() - 1; i >= 0; i--) {
            inverted.add(moves.get(i).inverse());
        }
        return new Algorithm(inverted);
    }

    public Algorithm concat(Algorithm other) {
        List<Move> all = new ArrayList<>(moves);
        all.addAll(other.moves);
        return new Algorithm(all);
    }

    /** The first {@code count} moves. */
    public Algorithm prefix(int count) {
        return new Algorithm(moves.subList(0, count));
    }

    /**
     * Cancels and merges moves that meet: {@code R R'} vanishes, {@code R R} becomes {@code R2}.
     * Turns about one axis commute, so a move merges with an earlier one of the same turn across
     * any moves on the same axis: {@code R L R'} becomes {@code L}.
     */
    public Algorithm simplify() {
        List<Move> result = new ArrayList<>(moves.size());
        for (Move move : moves) {
            int quarterTurns = move.quarterTurns();
            boolean merged = false;
            for (int i = result.size() - 1; i >= 0; i--) {
                Move earlier = result.get(i);
                if (earlier.turn().axis() != move.turn().axis()) {
                    break;
                }
                if (earlier.turn() == move.turn()) {
                    int sum = (earlier.quarterTurns() + quarterTurns) % 4;
                    if (sum == 0) {
                        result.remove(i);
                    } else {
                        result.set(i, new Move(move.turn(), sum));
                    }
                    merged = true;
                    break;
                }
            }
            if (!merged) {
                result.add(move);
            }
        }
        return new Algorithm(result);
    }

    /** Length in the half-turn metric: face and wide turns 1, slices 2, rotations 0. */
    public int halfTurnMetricLength() {
        int length = 0;
        for (Move move : moves) {
            length += move.halfTurnMetricLength();
        }
        return length;
    }

    /** Length in the quarter-turn metric. */
    public int quarterTurnMetricLength() {
        int length = 0;
        for (Move move : moves) {
            length += move.quarterTurnMetricLength();
        }
        return length;
    }

    /** Moves separated by single spaces; the empty algorithm is the empty string. */
    @Override
    public String toString() {
        return moves.stream().map(Move::toString).collect(Collectors.joining(" "));
    }
}
