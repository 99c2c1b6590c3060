package cubelab.cli.race;

import cubelab.race.board.TileMove;
import cubelab.race.search.RaceSearchResult;
import cubelab.race.search.SearchLimits;
import java.io.PrintWriter;
import java.time.Duration;
import java.util.Locale;

/**
 * What the two solve commands, {@code race solve} and {@code puzzle solve}, share: the time limit
 * from {@code --timeout}, the moves on standard output (so they can be piped on) and the summary
 * line on standard error that begins with the outcome.
 */
final class SearchReport {

    private SearchReport() {
    }

    static SearchLimits limits(double timeoutSeconds) {
        return SearchLimits.of(Duration.ofNanos((long) (timeoutSeconds * 1e9)));
    }

    /** The moves, where the search found some. */
    static void printMoves(PrintWriter out, RaceSearchResult result) {
        if (result.solved()) {
            out.println(TileMove.format(result.moves()));
            out.flush();
        }
    }

    /** "optimal: 12 moves (optimal), 345 nodes expanded", the start of the summary line. */
    static String summary(RaceSearchResult result) {
        return String.format(Locale.ROOT, "%s: %d moves%s, %d nodes expanded",
                result.outcome().name().toLowerCase(Locale.ROOT), result.moves().size(),
                result.optimal() ? " (optimal)" : result.solved() ? " (not proven optimal)" : "", result.expanded());
    }
}
