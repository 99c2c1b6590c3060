package cubelab.tables;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/**
 * Held by the one process building a table whose temporary keeps a fixed name (the resumable
 * coset builds, which must find their {@code <table>.tmp} again after a stop): a second builder
 * is refused at once instead of writing into the same temporary. The operating system drops the
 * lock when its process dies, so a killed build never leaves it held; a build that ends removes the
 * lock file while it still holds it, so nothing of it stays behind.
 */
public final class BuildLock implements AutoCloseable {

    private final Path file;
    private final FileChannel channel;
    private final FileLock lock;

    private BuildLock(Path file, FileChannel channel, FileLock lock) {
        this.file = file;
        this.channel = channel;
        this.lock = lock;
    }

    /**
     * Takes the lock {@code <table>.lock} beside the table.
     *
     * @throws TableDirectoryException when another build holds it
     */
    public static BuildLock take(Path table) throws IOException {
        Path file = table.resolveSibling(table.getFileName() + ".lock");
        // a pipe there would block the open below for ever
        TableDirectory.refuseSpecialFile(file);
        FileChannel channel = FileChannel.open(file, StandardOpenOption.CREATE, StandardOpenOption.WRITE);
        FileLock lock;
        try {
            lock = channel.tryLock();
        } catch (OverlappingFileLockException e) {
            lock = null;
        }
        if (lock == null) {
            channel.close();
            throw new TableDirectoryException("another build of " + table.getFileName() + " is running (it holds "
                    + file + "); wait for it to finish");
        }
        if (!Files.exists(file)) {
            // the holder before us removed the file between our open and our lock: lock the new one
            lock.release();
            channel.close();
            return take(table);
        }
        return new BuildLock(file, channel, lock);
    }

    @Override
    public void close() throws IOException {
        try {
            Files.deleteIfExists(file);
            lock.release();
        } finally {
            channel.close();
        }
    }
}
