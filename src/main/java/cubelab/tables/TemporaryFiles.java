package cubelab.tables;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Temporary files of table and manifest writes, named {@code <target>.<pid>-<random>.tmp}: two
 * builders never share one, and a temporary whose process is gone (a build killed with
 * {@code kill -9}) is known to be stale and removed by the next build. Only files this program
 * can prove its own are touched: the exact name of a temporary of one of its targets (a table
 * file {@code <name>.v<version>.pdb}, the manifest, the directory's write check, the kept speed and
 * rates),
 * from a process that no longer runs or runs something other than this program. A user's
 * {@code thesis.2023-1.tmp} stays. The resumable coset builds keep their own fixed
 * {@code <table>.tmp}, which this class leaves alone.
 */
public final class TemporaryFiles {

    /** A target, then the pid (any length: one too long for a pid is no running process) and the random part. */
    private static final Pattern OWNED = Pattern.compile(
            "(manifest|write-check|machine-speed\\.properties|measured-rates\\.properties"
                    + "|[A-Za-z0-9+_-]+\\.v[0-9]+\\.pdb)\\.([0-9]+)-[0-9]{1,20}\\.tmp");

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

    /** The temporaries in {@code directory} that processes no longer running left (for {@code pdb verify} to name). */
    public static List<Path> stale(Path directory) throws IOException {
        List<Path> stale = new ArrayList<>();
        if (!Files.isDirectory(directory)) {
            return stale;
        }
        try (DirectoryStream<Path> files = Files.newDirectoryStream(directory, "*.tmp")) {
            for (Path file : files) {
                Matcher owned = OWNED.matcher(file.getFileName().toString());
                if (owned.matches() && Files.isRegularFile(file, LinkOption.NOFOLLOW_LINKS)
                        && !runningHere(owned.group(2))) {
                    stale.add(file);
                }
            }
        }
        stale.sort(null);
        return stale;
    }

    /**
     * Deletes the temporaries in {@code directory} left by processes that no longer run.
     *
     * @return the files removed
     */
    public static List<Path> removeOrphans(Path directory) throws IOException {
        List<Path> removed = new ArrayList<>();
        for (Path file : stale(directory)) {
            if (Files.deleteIfExists(file)) {
                removed.add(file);
            }
        }
        return removed;
    }

    /**
     * Whether the process {@code pid} may be this program writing the file: it runs, and what it
     * runs is Java or CubeLab's launcher, or cannot be seen (another user's: then it is left alone).
     */
    private static boolean runningHere(String pid) {
        if (pid.length() > 18) {
            return false; // beyond any process id
        }
        return ProcessHandle.of(Long.parseLong(pid)).filter(ProcessHandle::isAlive)
                .map(process -> process.info().command().map(command -> {
                    String name = Path.of(command).getFileName().toString().toLowerCase(java.util.Locale.ROOT);
                    return name.contains("java") || name.contains("cubelab");
                }).orElse(true))
                .orElse(false);
    }
}
