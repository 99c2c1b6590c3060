package cubelab.cli.race;

import cubelab.race.board.InvalidBoardException;
import cubelab.race.search.SearchOutcome;
import java.io.PrintWriter;
import java.util.concurrent.Callable;

/**
 * The race commands' exit codes and the mapping from race engine exceptions to them. The values are
 * the CLI contract's ({@link cubelab.cli.ExitCodes}), defined once there and copied in at compile
 * time; the mapping lives here because {@code cubelab.cli} registers these commands, so a call from
 * here into it would make a package cycle (forbidden by the layer test).
 */
final class RaceExitCodes {
    static final int OK = cubelab.cli.ExitCodes.OK;
    static final int USAGE = cubelab.cli.ExitCodes.USAGE;
    static final int INVALID_BOARD = cubelab.cli.ExitCodes.INVALID_CUBE;
    static final int GAVE_UP = cubelab.cli.ExitCodes.TIMEOUT;
    static final int FAILURE = cubelab.cli.ExitCodes.FAILURE;

    private RaceExitCodes() {
    }

    /** Runs {@code body}; notation and option errors give 2, invalid positions 3, each with its message. */
    static int run(PrintWriter err, Callable<Integer> body) {
        try {
            return body.call();
        } catch (InvalidBoardException e) {
            err.println(e.getMessage()); // starts with the defect code
            err.flush();
            return INVALID_BOARD;
        } catch (IllegalArgumentException e) { // TileNotationException (with its character index) and bad options
            err.println(e.getMessage());
            err.flush();
            return USAGE;
        } catch (RuntimeException e) {
            throw e;
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }

    /** Exit code for a finished search: 0 when solved, 4 when it gave up or failed. */
    static int of(SearchOutcome outcome) {
        return outcome == SearchOutcome.SOLVED ? OK : GAVE_UP;
    }
}
