package cubelab.solve;

import cubelab.tables.DamagedTableException;
import cubelab.tables.MemoryBudgetExceededException;
import cubelab.tables.TableDirectoryException;
import cubelab.tables.TableFileException;

/**
 * The engine's failures from below the solve layer, as the front ends tell them apart without
 * naming those layers: each has a message that is a sentence for the user.
 */
public enum EngineFailure {
    /** A search whose memory budget is spent: it gave up, as one that ran out of time or nodes. */
    GAVE_UP,
    /** A table file that cannot be read, written or trusted; the message names it and says why. */
    TABLE_FILE,
    /** A table directory that cannot be used; the message names it and says why. */
    TABLE_DIRECTORY,
    /** Not one of the engine's failures. */
    OTHER;

    public static EngineFailure of(Throwable failure) {
        if (failure instanceof MemoryBudgetExceededException) {
            return GAVE_UP;
        }
        // a table found damaged during a search: its message is the table file's defect
        if (failure instanceof TableFileException || failure instanceof DamagedTableException) {
            return TABLE_FILE;
        }
        return failure instanceof TableDirectoryException ? TABLE_DIRECTORY : OTHER;
    }
}
