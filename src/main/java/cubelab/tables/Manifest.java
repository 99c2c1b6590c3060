package cubelab.tables;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.UnaryOperator;

/**
 * The {@code manifest} text file of a table directory: one tab-separated line per table
 * (tier, file name, spec, entries, payload bytes, payload SHA-256); {@code #} starts a comment.
 * Immutable; {@link #with} returns an updated copy.
 *
 * <p>A line that cannot be read is kept, word for word, and reported with its line number: it
 * may hold a checksum someone needs, and dropping it on the next write would lose it for good.
 * Changes go through {@link #update}, which holds a lock on {@code manifest.lock} across the
 * read, the change and the write, so two builders cannot each drop the other's entry.
 */
public record Manifest(List<Entry> entries, List<Malformed> malformed) {

    public static final String FILE_NAME = "manifest";
    static final String LOCK_NAME = "manifest.lock";
    private static final String HEADER = """
            # CubeLab pattern databases (see docs/solver.md). Written by `pdb build`; checked by `pdb verify`.
            # bytes = payload bytes (the file adds a 4096-byte header); sha256 = of the payload (coset tables: of the per-GiB SHA-256s).
            # tier\tname\tspec\tentries\tbytes\tsha256
            """;
    private static final int FIELDS = 6;

    /** One table. */
    public record Entry(String tier, String name, String spec, long entries, long bytes, String sha256) {

        String line() {
            return String.join("\t", tier, name, spec, Long.toString(entries), Long.toString(bytes), sha256);
        }
    }

    /** A line that is no entry, as it was in the file, with its 1-based line number. */
    public record Malformed(int lineNumber, String text, String problem) {
    }

    public Manifest {
        entries = List.copyOf(entries);
        malformed = List.copyOf(malformed);
    }

    public Manifest(List<Entry> entries) {
        this(entries, List.of());
    }

    /**
     * The manifest of a directory; empty if it has none.
     *
     * @throws IOException if the file exists but cannot be read (never for a malformed line)
     */
    public static Manifest read(Path directory) throws IOException {
        List<String> lines;
        try {
            lines = Files.readAllLines(directory.resolve(FILE_NAME), StandardCharsets.UTF_8);
        } catch (NoSuchFileException e) {
            return new Manifest(List.of());
        }
        List<Entry> entries = new ArrayList<>();
        List<Malformed> malformed = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i);
            if (line.isBlank() || line.startsWith("#")) {
                continue;
            }
            String[] fields = line.split("\t", -1);
            if (fields.length != FIELDS) {
                malformed.add(new Malformed(i + 1, line, fields.length + " tab-separated fields, expected " + FIELDS));
                continue;
            }
            try {
                entries.add(new Entry(fields[0], fields[1], fields[2], Long.parseLong(fields[3]),
                        Long.parseLong(fields[4]), fields[5]));
            } catch (NumberFormatException e) {
                malformed.add(new Malformed(i + 1, line, "entries and bytes must be whole numbers"));
            }
        }
        return new Manifest(entries, malformed);
    }

    /** One sentence per malformed line, naming the file and line number. */
    public List<String> problems(Path directory) {
        return malformed.stream().map(line -> directory.resolve(FILE_NAME) + " line " + line.lineNumber()
                + ": malformed (" + line.problem() + "), kept as it is: " + line.text()).toList();
    }

    public Optional<Entry> find(String spec) {
        return entries.stream().filter(entry -> entry.spec().equals(spec)).findFirst();
    }

    /** This manifest with the entry for {@code entry.spec()} replaced or added. */
    public Manifest with(Entry entry) {
        List<Entry> updated = new ArrayList<>();
        boolean replaced = false;
        for (Entry existing : entries) {
            if (existing.spec().equals(entry.spec())) {
                updated.add(entry);
                replaced = true;
            } else {
                updated.add(existing);
            }
        }
        if (!replaced) {
            updated.add(entry);
        }
        return new Manifest(updated, malformed);
    }

    /**
     * Reads, changes and writes a directory's manifest under its lock; returns what was written.
     * Waits for another process (or thread) holding the lock.
     */
    public static Manifest update(Path directory, UnaryOperator<Manifest> change) throws IOException {
        Files.createDirectories(directory);
        try (FileChannel lockFile = FileChannel.open(directory.resolve(LOCK_NAME), StandardOpenOption.CREATE,
                StandardOpenOption.WRITE);
                FileLock lock = lock(lockFile)) {
            Manifest changed = change.apply(read(directory));
            changed.write(directory);
            return changed;
        }
    }

    private static FileLock lock(FileChannel channel) throws IOException {
        while (true) {
            try {
                return channel.lock();
            } catch (OverlappingFileLockException e) {
                // another thread of this JVM holds it: file locks are per process, so wait our turn
                try {
                    Thread.sleep(5);
                } catch (InterruptedException interrupted) {
                    Thread.currentThread().interrupt();
                    throw new IOException("interrupted while waiting for " + LOCK_NAME, interrupted);
                }
            }
        }
    }

    /** Writes atomically: a temporary file of this process, then a move. Callers hold the lock ({@link #update}). */
    private void write(Path directory) throws IOException {
        StringBuilder text = new StringBuilder(HEADER);
        for (Entry entry : entries) {
            text.append(entry.line()).append('\n');
        }
        for (Malformed line : malformed) {
            text.append(line.text()).append('\n');
        }
        Path target = directory.resolve(FILE_NAME);
        Path temporary = TemporaryFiles.createFor(target);
        try {
            Files.writeString(temporary, text, StandardCharsets.UTF_8);
            AtomicFiles.moveIntoPlace(temporary, target);
        } finally {
            Files.deleteIfExists(temporary);
        }
    }
}
