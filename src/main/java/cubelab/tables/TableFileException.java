package cubelab.tables;

import java.nio.file.Path;

/** A table file that is missing, truncated, corrupt or of another spec or version; never used. */
public final class TableFileException extends Exception {

    private static final long serialVersionUID = 1L;

    private final transient Path file;

    public TableFileException(Path file, String problem) {
        super(file + ": " + problem);
        this.file = file;
    }

    public Path file() {
        return file;
    }
}
