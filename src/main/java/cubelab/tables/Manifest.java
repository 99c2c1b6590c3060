package cubelab.tables;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The {@code manifest} text file of a table directory: one tab-separated line per table
 * (tier, file name, spec, entries, payload bytes, payload SHA-256); {@code #} starts a comment.
 * Immutable; {@link #with} returns an updated copy.
 */
public record Manifest(List<Entry> entries) {

    public static final String FILE_NAME = "manifest";
    private static final String HEADER = """
            # CubeLab pattern databases (see docs/solver.md). Written by `pdb build`; checked by `pdb verify`.
            # bytes = payload bytes (the file adds a 4096-byte header); sha256 = of the payload (coset tables: of the per-GiB SHA-256s).
            # tier\tname\tspec\tentries\tbytes\tsha256
            """;

    /** One table. */
    public record Entry(String tier, String name, String spec, long entries, long bytes, String sha256) {

        String line() {
            return String.join("\t", tier, name, spec, Long.toString(entries), Long.toString(bytes), sha256);
        }
    }

    public Manifest {
        entries = List.copyOf(entries);
    }

    /** The manifest of a directory; empty if it has none. */
    public static Manifest read(Path directory) throws IOException {
        List<Entry> entries = new ArrayList<>();
        try {
            for (String line : Files.readAllLines(directory.resolve(FILE_NAME), StandardCharsets.UTF_8)) {
                if (line.isBlank() || line.startsWith("#")) {
                    continue;
                }
                String[] fields = line.split("\t");
                if (fields.length != 6) {
                    throw new IOException(directory.resolve(FILE_NAME) + ": malformed line: " + line);
                }
                entries.add(new Entry(fields[0], fields[1], fields[2], Long.parseLong(fields[3]),
                        Long.parseLong(fields[4]), fields[5]));
            }
        } catch (NoSuchFileException e) {
            return new Manifest(List.of());
        }
        return new Manifest(entries);
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
        return new Manifest(updated);
    }

    /** Writes atomically: a temp file, then a move. */
    public void write(Path directory) throws IOException {
        StringBuilder text = new StringBuilder(HEADER);
        for (Entry entry : entries) {
            text.append(entry.line()).append('\n');
        }
        Files.createDirectories(directory);
        Path temporary = directory.resolve(FILE_NAME + ".tmp");
        Files.writeString(temporary, text, StandardCharsets.UTF_8);
        AtomicFiles.moveIntoPlace(temporary, directory.resolve(FILE_NAME));
    }
}
