package cubelab.tables;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Temporary files of table and manifest writes, named {@code <target>.<pid>-<random>.tmp}: two
 * builders never share one, and a temporary whose process is gone (a build killed with
 * {@code kill -9}) is known to be an orphan and removed by the next run. The resumable coset
 * builds keep their own fixed {@code <table>.tmp}, which this class leaves alone.
 */
public final class TemporaryFiles {

    private static final Pattern OWNED = Pattern.compile("(.+)\\.(\\d+)-\\d+\\.tmp");

    private TemporaryFiles() {
    }

    /** A new, empty temporary file beside {@code target}, named after it and this process. */
    public static Path createFor(Path target) throws IOException {
        Path directory = target.toAbsolutePath().getParent();
        Path temporary = Files.createTempFile(directory, target.getFileName() + "." + ProcessHandle.current().pid() + "-",
                ".tmp");
        // createTempFile makes the file private (rw-------); tables and the manifest are read by
        // everyone who runs CubeLab (a package's bundled tables belong to root), as they were when
        // written directly
        try {
            Files.setPosixFilePermissions(temporary, PosixFilePermissions.fromString("rw-r--r--"));
        } catch (UnsupportedOperationException notPosix) {
            // Windows: the directory's access rules apply
        }
        return temporary;
    }

    /**
     * Deletes the temporaries in {@code directory} left by processes that no longer run.
     *
     * @return the files removed
     */
    public static List<Path> removeOrphans(Path directory) throws IOException {
        List<Path> removed = new ArrayList<>();
        if (!Files.isDirectory(directory)) {
            return removed;
        }
        try (DirectoryStream<Path> files = Files.newDirectoryStream(directory, "*.tmp")) {
            for (Path file : files) {
                Matcher owned = OWNED.matcher(file.getFileName().toString());
                if (owned.matches() && Files.isRegularFile(file) && !running(Long.parseLong(owned.group(2)))) {
                    Files.deleteIfExists(file);
                    removed.add(file);
                }
            }
        }
        return removed;
    }

    private static boolean running(long pid) {
        return ProcessHandle.of(pid).map(ProcessHandle::isAlive).orElse(false);
    }
}
