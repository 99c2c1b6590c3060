package cubelab.tables;

import cubelab.common.AtomicFiles;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.function.UnaryOperator;

/**
 * The {@code manifest} text file of a table directory: one tab-separated line per table
 * (tier, file name, spec, entries, payload bytes, payload SHA-256); {@code #} starts a comment.
 * Immutable; {@link #with} returns an updated copy.
 *
 * <p>Every line that is no entry (a comment someone added, a blank, a line that cannot be read,
 * even one that is not UTF-8 text) is kept byte for byte in its place when the manifest is
 * written again, and the unreadable ones are reported with their line number: they may hold a
 * checksum someone needs. Changes go through {@link #update}, which holds a lock on
 * {@code manifest.lock} across the read, the change and the write, so two builders cannot each
 * drop the other's entry. A pipe, device or directory where the manifest or its lock belongs is
 * refused at once, never opened.
 *
 * <p>A table being replaced is listed twice for a moment ({@link #withPending}): its new checksum
 * beside the old one before the new file is moved into place, the old one dropped after. A stop
 * between the two leaves whichever file is there listed.
 */
public final class Manifest {

    public static final String FILE_NAME = "manifest";
    static final String LOCK_NAME = "manifest.lock";
    private static final String HEADER = """
            # CubeLab pattern databases (see docs/solver.md). Written by `pdb build`; checked by `pdb verify`.
            # bytes = payload bytes (the file adds a 4096-byte header); sha256 = of the payload (coset tables: of the per-GiB SHA-256s).
            # tier\tname\tspec\tentries\tbytes\tsha256
            """;
    private static final int FIELDS = 6;
    /** Far more than any manifest holds; a larger file is something else and is not read. */
    private static final long LARGEST = 1 << 20;

    /** One table. */
    public record Entry(String tier, String name, String spec, long entries, long bytes, String sha256) {

        String line() {
            return String.join("\t", tier, name, spec, Long.toString(entries), Long.toString(bytes), sha256);
        }
    }

    /** A line that is no entry, as it was in the file, with its 1-based line number. */
    public record Malformed(int lineNumber, String text, String problem) {
    }

    /** A line of the file: an entry, or bytes kept as they were (with why, when they are no comment). */
    private record Line(Entry entry, byte[] kept, Malformed malformed) {
        static Line of(Entry entry) {
            return new Line(entry, null, null);
        }

        byte[] bytes() {
            return entry != null ? entry.line().getBytes(StandardCharsets.UTF_8) : kept;
        }
    }

    private final List<Line> lines;
    /** Why the file could not be read at all, or null. */
    private final String unreadable;

    private Manifest(List<Line> lines, String unreadable) {
        this.lines = List.copyOf(lines);
        this.unreadable = unreadable;
    }

    public Manifest(List<Entry> entries) {
        this(entries.stream().map(Line::of).toList(), null);
    }

    public List<Entry> entries() {
        return lines.stream().filter(line -> line.entry() != null).map(Line::entry).toList();
    }

    public List<Malformed> malformed() {
        return lines.stream().filter(line -> line.malformed() != null).map(Line::malformed).toList();
    }

    /**
     * The manifest of a directory; empty if it has none.
     *
     * @throws TableDirectoryException if a pipe, device or directory is where the manifest belongs
     * @throws IOException             if the file exists but cannot be read (never for a malformed line)
     */
    public static Manifest read(Path directory) throws IOException {
        Path file = directory.resolve(FILE_NAME);
        TableDirectory.refuseSpecialFile(file);
        byte[] bytes;
        try {
            if (Files.size(file) > LARGEST) {
                throw new TableDirectoryException(file + " is " + Files.size(file) + " bytes, too large to be a "
                        + "manifest; move it away");
            }
            bytes = Files.readAllBytes(file);
        } catch (NoSuchFileException e) {
            return new Manifest(List.of());
        }
        List<Line> lines = new ArrayList<>();
        int start = 0;
        for (int number = 1; start < bytes.length; number++) {
            int end = start;
            while (end < bytes.length && bytes[end] != '\n') {
                end++;
            }
            lines.add(parse(number, Arrays.copyOfRange(bytes, start, end)));
            start = end + 1;
        }
        return new Manifest(lines, null);
    }

    /** The manifest as far as it can be read, for checks: one that cannot be read is empty and says why. */
    public static Manifest readForChecks(Path directory) {
        try {
            return read(directory);
        } catch (IOException e) {
            return new Manifest(List.of(), e instanceof TableDirectoryException ? e.getMessage()
                    : directory.resolve(FILE_NAME) + " cannot be read: " + TableDirectory.reason(e));
        }
    }

    private static Line parse(int number, byte[] bytes) {
        String line;
        try {
            CharsetDecoder decoder = StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT);
            line = decoder.decode(ByteBuffer.wrap(bytes)).toString();
        } catch (CharacterCodingException e) {
            return new Line(null, bytes, new Malformed(number, new String(bytes, StandardCharsets.UTF_8),
                    "not UTF-8 text"));
        }
        String text = line.endsWith("\r") ? line.substring(0, line.length() - 1) : line;
        if (text.isBlank() || text.startsWith("#")) {
            return new Line(null, bytes, null);
        }
        String[] fields = text.split("\t", -1);
        if (fields.length != FIELDS) {
            return new Line(null, bytes, new Malformed(number, text, fields.length + " tab-separated fields, expected "
                    + FIELDS));
        }
        try {
            return Line.of(new Entry(fields[0], fields[1], fields[2], Long.parseLong(fields[3]),
                    Long.parseLong(fields[4]), fields[5]));
        } catch (NumberFormatException e) {
            return new Line(null, bytes, new Malformed(number, text, "entries and bytes must be whole numbers"));
        }
    }

    /** Whether the file could be read (a missing one can). */
    public boolean readable() {
        return unreadable == null;
    }

    /** One sentence per malformed line, naming the file and line number; or why the file cannot be read. */
    public List<String> problems(Path directory) {
        if (unreadable != null) {
            return List.of(unreadable);
        }
        return malformed().stream().map(line -> directory.resolve(FILE_NAME) + " line " + line.lineNumber()
                + ": malformed (" + line.problem() + "), kept as it is: " + shortened(line.text())).toList();
    }

    /** A line as quoted in a message: at most 80 characters, else its start, an ellipsis and its length. */
    private static String shortened(String text) {
        return text.length() <= 80 ? text : text.substring(0, 77) + "… (" + text.length() + " characters)";
    }

    /** The first entry of a table, by spec name. */
    public Optional<Entry> find(String spec) {
        return entries().stream().filter(entry -> entry.spec().equals(spec)).findFirst();
    }

    /** Whether the manifest lists table {@code spec} with checksum {@code sha256} (a table being replaced has two). */
    public boolean lists(String spec, String sha256) {
        return entries().stream().anyMatch(entry -> entry.spec().equals(spec) && entry.sha256().equals(sha256));
    }

    /** The checksums the manifest lists for table {@code spec}, in order. */
    public List<String> checksums(String spec) {
        return entries().stream().filter(entry -> entry.spec().equals(spec)).map(Entry::sha256).toList();
    }

    /** This manifest with {@code entry} in place of every entry for its spec (added at the end if none). */
    public Manifest with(Entry entry) {
        List<Line> updated = new ArrayList<>();
        boolean placed = false;
        for (Line line : lines) {
            if (line.entry() != null && line.entry().spec().equals(entry.spec())) {
                if (!placed) {
                    updated.add(Line.of(entry));
                    placed = true;
                }
            } else {
                updated.add(line);
            }
        }
        if (!placed) {
            updated.add(Line.of(entry));
        }
        return new Manifest(updated, unreadable);
    }

    /** This manifest with {@code entry} listed beside the entries for its spec: a replacement on its way. */
    public Manifest withPending(Entry entry) {
        if (lists(entry.spec(), entry.sha256())) {
            return this;
        }
        List<Line> updated = new ArrayList<>(lines);
        updated.add(Line.of(entry));
        return new Manifest(updated, unreadable);
    }

    /**
     * Reads, changes and writes a directory's manifest under its lock; returns what was written.
     * Waits for another process (or thread) holding the lock.
     */
    public static Manifest update(Path directory, UnaryOperator<Manifest> change) throws IOException {
        Files.createDirectories(directory);
        Path lockPath = directory.resolve(LOCK_NAME);
        // a pipe there would block the open below for ever
        TableDirectory.refuseSpecialFile(lockPath);
        try (FileChannel lockFile = FileChannel.open(lockPath, StandardOpenOption.CREATE, StandardOpenOption.WRITE);
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
        java.io.ByteArrayOutputStream text = new java.io.ByteArrayOutputStream();
        if (lines.stream().noneMatch(line -> line.entry() == null && line.malformed() == null)) {
            text.writeBytes(HEADER.getBytes(StandardCharsets.UTF_8)); // a new manifest, or one without comments
        }
        for (Line line : lines) {
            text.writeBytes(line.bytes());
            text.write('\n');
        }
        Path target = directory.resolve(FILE_NAME);
        Path temporary = TemporaryFiles.createFor(target);
        try {
            Files.write(temporary, text.toByteArray());
            AtomicFiles.moveIntoPlace(temporary, target);
        } finally {
            Files.deleteIfExists(temporary);
        }
    }
}
