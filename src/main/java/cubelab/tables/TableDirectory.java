package cubelab.tables;

import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.Locale;

/**
 * The checks a build makes on its directory before it spends any time: the directory can be
 * created and written, has room for the table, and no directory or pipe sits where the table goes.
 */
public final class TableDirectory {

    /** Room kept free beyond the table itself, for the manifest and the file system's own use. */
    private static final long SPARE_BYTES = 16L << 20;

    private TableDirectory() {
    }

    /**
     * @throws TableDirectoryException naming the directory or file and what is wrong
     */
    public static void checkBeforeBuild(Path directory, Path target, long bytes) throws TableDirectoryException {
        refuseSpecialFile(target);
        try {
            Files.createDirectories(directory);
        } catch (FileSystemException e) {
            throw new TableDirectoryException("cannot create the table directory " + directory + ": "
                    + (e instanceof AccessDeniedException ? "permission denied" : describe(e))
                    + "; choose another with --tables DIR");
        } catch (IOException e) {
            throw new TableDirectoryException("cannot create the table directory " + directory + "; choose another with --tables DIR");
        }
        // the manifest is rewritten after the build: a pipe there, or one that cannot be read, is found now
        refuseSpecialFile(directory.resolve(Manifest.LOCK_NAME));
        try {
            Manifest.read(directory);
        } catch (TableDirectoryException e) {
            throw e;
        } catch (IOException e) {
            throw new TableDirectoryException("cannot read " + directory.resolve(Manifest.FILE_NAME) + ": " + reason(e)
                    + "; CubeLab rewrites it after a build");
        }
        // isWritable() says yes to root even in a read-only mount: probe with a real file
        try {
            Files.delete(TemporaryFiles.createFor(directory.resolve("write-check")));
        } catch (IOException e) {
            throw new TableDirectoryException("the table directory " + directory + " is not writable"
                    + (e instanceof FileSystemException f ? " (" + describe(f) + ")" : "")
                    + "; choose another with --tables DIR");
        }
        try {
            long free = Files.getFileStore(directory).getUsableSpace();
            if (free < bytes + SPARE_BYTES) {
                throw new TableDirectoryException(String.format(Locale.ROOT,
                        "the table directory %s has %,d MB free; building %s needs %,d MB", directory, free >> 20,
                        target.getFileName(), (bytes + SPARE_BYTES) >> 20));
            }
        } catch (TableDirectoryException e) {
            throw e;
        } catch (IOException e) {
            // free space unknown (some network file systems): the write itself will tell
        }
    }

    /**
     * Refuses a name in a table directory (a table, the manifest, a lock, a journal) taken by a
     * directory, pipe or device, or a link to one, without opening it: opening a pipe blocks for
     * ever, a device such as {@code /dev/zero} never ends, and a directory cannot be replaced.
     */
    public static void refuseSpecialFile(Path file) throws TableDirectoryException {
        if (Files.exists(file, LinkOption.NOFOLLOW_LINKS) && !Files.isRegularFile(file)) {
            throw new TableDirectoryException(file + " is " + (Files.isDirectory(file) ? "a directory"
                    : "not a regular file (a pipe, a device or a link to one)") + ", where CubeLab keeps its tables;"
                    + " move it away");
        }
    }

    /**
     * Why a file could not be read or written, in words: the system's reason where it gives one
     * ("Permission denied", "Is a directory"), never only the file's name (which is all that some
     * exceptions' messages hold).
     */
    public static String reason(IOException e) {
        if (e instanceof AccessDeniedException) {
            return "permission denied";
        }
        if (e instanceof FileSystemException f) {
            return f.getReason() != null ? f.getReason().toLowerCase(Locale.ROOT) : "the file system refused";
        }
        return e.getMessage() != null && !e.getMessage().isBlank() ? e.getMessage() : "input/output error";
    }

    private static String describe(FileSystemException e) {
        return e.getReason() != null ? e.getReason() : "the file system refused";
    }
}
