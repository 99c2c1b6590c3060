package cubelab.race.search;

import cubelab.race.board.TileMove;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/**
 * The result shared by all algorithms. {@code expanded}: nodes whose successors were generated (all
 * iterations for IDA*); {@code generated}: successors created. {@code optimal} means the moves are
 * proven shortest for the heuristic's metric (an admissible heuristic and an optimal algorithm).
 */
public record RaceSearchResult(SearchOutcome outcome, List<TileMove> moves, long expanded, long generated,
                           Duration elapsed, boolean optimal) {
    public RaceSearchResult {
        moves = List.copyOf(moves);
        if (outcome != SearchOutcome.SOLVED && (optimal || !moves.isEmpty())) {
            throw new IllegalArgumentException("only a solved search has moves");
        }
    }

    static RaceSearchResult of(SearchOutcome outcome, int[] sources, int length, int size, long expanded,
                           long generated, Duration elapsed, boolean optimal) {
        List<TileMove> moves = new ArrayList<>(length);
        for (int i = 0; i < length; i++) {
            moves.add(TileMove.ofCell(sources[i], size));
        }
        return new RaceSearchResult(outcome, moves, expanded, generated, elapsed, optimal);
    }

    public boolean solved() {
        return outcome == SearchOutcome.SOLVED;
    }
}
