package cubelab.cli.options;

import java.io.BufferedWriter;
import java.io.Closeable;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.PosixFileAttributeView;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Set;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/**
 * A file an {@code --output} option names, written whole or not at all: the rows go to a temporary
 * file beside it, which replaces the file by an atomic rename only when everything was written, so
 * a run that fails (bad options, out of memory, a full disk, Ctrl-C) leaves an existing file as it was.
 */
public final class OutputFile implements Closeable {

    private final Path target;
    private final Path temporary;
    private final PrintWriter writer;
    private boolean committed;

    private OutputFile(Path target) throws IOException {
        this.target = target;
        Path absolute = target.toAbsolutePath();
        this.temporary = Files.createTempFile(absolute.getParent(), "." + absolute.getFileName() + ".", ".tmp");
        this.writer = new PrintWriter(new BufferedWriter(new OutputStreamWriter(Files.newOutputStream(temporary),
                StandardCharsets.UTF_8)));
    }

    /** Opens a temporary file beside {@code target}. */
    public static OutputFile open(Path target) throws IOException {
        return new OutputFile(target);
    }

    public PrintWriter writer() {
        return writer;
    }

    /**
     * Replaces the target with what was written.
     *
     * @throws IOException when writing failed (a full disk) or the rename did
     */
    public void commit() throws IOException {
        writer.flush();
        if (writer.checkError()) {
            throw new IOException(target + ": could not be written (is the disk full?)");
        }
        writer.close();
        keepPermissions();
        try {
            Files.move(temporary, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        } catch (AtomicMoveNotSupportedException e) {
            Files.move(temporary, target, StandardCopyOption.REPLACE_EXISTING);
        }
        committed = true;
    }

    /** A temporary file is private (0600); the result gets the old file's mode, or rw-r--r-- for a new one. */
    private void keepPermissions() throws IOException {
        if (!Files.getFileStore(temporary).supportsFileAttributeView(PosixFileAttributeView.class)) {
            return;
        }
        Set<PosixFilePermission> mode = Files.isRegularFile(target) ? Files.getPosixFilePermissions(target)
                : PosixFilePermissions.fromString("rw-r--r--");
        Files.setPosixFilePermissions(temporary, mode);
    }

    /** Removes the temporary file unless it was committed. */
    @Override
    public void close() throws IOException {
        writer.close();
        if (!committed) {
            Files.deleteIfExists(temporary);
        }
    }

    /**
     * {@code --output FILE} as picocli reads it: refused before any work starts when it names a
     * folder, a special file or a file in a folder that does not exist or cannot be written.
     */
    public static final class Writable implements ITypeConverter<Path> {
        @Override
        public Path convert(String value) {
            Path path;
            try {
                path = Path.of(value);
            } catch (java.nio.file.InvalidPathException e) {
                throw new TypeConversionException("'" + cubelab.common.Excerpt.of(value) + "' is not a file name");
            }
            if (value.isBlank()) {
                throw new TypeConversionException("an empty file name");
            }
            if (Files.isDirectory(path)) {
                throw new TypeConversionException(value + " is a folder, not a file");
            }
            if (Files.exists(path, LinkOption.NOFOLLOW_LINKS) && !Files.isRegularFile(path)) {
                throw new TypeConversionException(value + " is not a regular file");
            }
            Path folder = path.toAbsolutePath().getParent();
            if (folder == null || !Files.isDirectory(folder)) {
                throw new TypeConversionException(value + ": the folder " + folder + " does not exist");
            }
            if (!Files.isWritable(folder)) {
                throw new TypeConversionException(value + ": the folder " + folder + " cannot be written");
            }
            return path;
        }
    }
}
