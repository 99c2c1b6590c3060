package cubelab.tables;

import java.nio.file.Path;

/**
 * A table found damaged after it was opened, by the checksum verified in the background while
 * searches already read it ({@link TableCheck}): the search that finds it ends with this instead
 * of an answer, and the table must be built again. Unchecked, since it surfaces from inside a
 * search; the cause names the file and the defect.
 */
public final class DamagedTableException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    public DamagedTableException(TableFileException cause) {
        super(cause.getMessage(), cause);
    }

    /** The damaged file. */
    public Path file() {
        return ((TableFileException) getCause()).file();
    }
}
