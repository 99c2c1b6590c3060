package cubelab.tables;

import java.io.IOException;

/**
 * A table directory or file name that cannot be used for a build (not writable, no space, a
 * directory or pipe where a table belongs); found before any work starts, and said in one sentence.
 */
public final class TableDirectoryException extends IOException {

    private static final long serialVersionUID = 1L;

    public TableDirectoryException(String sentence) {
        super(sentence);
    }
}
