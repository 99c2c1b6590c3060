package cubelab.cli.race;

import cubelab.race.InvalidBoardException;
import cubelab.race.SearchOutcome;
import java.io.PrintWriter;
import java.util.concurrent.Callable;

/** The CLI contract's exit codes ({@link cubelab.cli.ExitCodes}) and the mapping from engine exceptions to them. */
final class ExitCodes {
    static final int OK = cubelab.cli.ExitCodes.OK;
    static final int USAGE = cubelab.cli.ExitCodes.USAGE;
    static final int INVALID_BOARD = cubelab.cli.ExitCodes.INVALID_CUBE;
    static final int GAVE_UP = cubelab.cli.ExitCodes.TIMEOUT;

    private ExitCodes() {
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
