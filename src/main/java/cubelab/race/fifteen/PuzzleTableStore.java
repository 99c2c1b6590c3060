package cubelab.race.fifteen;

import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.ByteArrayInputStream;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.PosixFileAttributeView;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.Consumer;
import java.util.stream.Collectors;

/**
 * The numbered puzzles' pattern databases on disk, kept like the cube's tables: built once,
 * checked on every load (a header that must match the partition, and a SHA-256 of the whole file
 * in its last 32 bytes), written to a temporary file that is then moved into place. A missing,
 * damaged or foreign file is rebuilt and rewritten, with a line to {@code report} saying so.
 * One file per pattern, named after the puzzle and its tiles, e.g. {@code puzzle4-1-4-5-8-9-12.pdb}.
 * The race engine uses only the JDK, so this is its own small store rather than the cube's.
 */
public final class PuzzleTableStore {

    private static final int MAGIC = 0x434C505A; // "CLPZ"
    private static final int VERSION = 1;
    private static final int DIGEST_BYTES = 32;
    /** The largest table, 16 tiles' positions of the 15-puzzle's 7-tile pattern (16!/9!, 57.7 MB), is far below this. */
    private static final long MAX_FILE_BYTES = 1L << 30;
    /** Tables are shared data, readable by everyone as the cube's are; the temporary file starts private. */
    private static final String FILE_MODE = "rw-r--r--";

    private final Path directory;

    public PuzzleTableStore(Path directory) {
        this.directory = directory;
    }

    /** {@code patterns}' tables: read from their files, or built (and written) where a file is missing or damaged. */
    public List<TilePatternDatabase> load(PuzzlePatterns patterns, Consumer<String> report) throws IOException {
        List<TilePatternDatabase> tables = new ArrayList<>();
        for (int[] tiles : patterns.groups()) {
            Path file = fileFor(patterns.size(), tiles);
            requireRegularOrMissing(file);
            TilePatternDatabase table = read(file, patterns.size(), tiles, report);
            if (table == null) {
                long start = System.nanoTime();
                table = TilePatternDatabase.build(patterns.size(), tiles);
                write(file, table);
                report.accept(String.format(java.util.Locale.ROOT, "built %s in %.1f s", file.getFileName(),
                        (System.nanoTime() - start) / 1e9));
            }
            tables.add(table);
        }
        return List.copyOf(tables);
    }

    /** The file of one pattern's table. */
    public Path fileFor(int size, int[] tiles) {
        return directory.resolve("puzzle" + size + "-"
                + Arrays.stream(tiles).mapToObj(Integer::toString).collect(Collectors.joining("-")) + ".pdb");
    }

    /**
     * Refuses a pipe, a device or a link to one where a table belongs: reading a pipe waits for a
     * writer that never comes, reading {@code /dev/zero} never ends, and replacing either with a
     * rebuilt table would remove something of the user's.
     *
     * @throws FileSystemException naming the file
     */
    private static void requireRegularOrMissing(Path file) throws IOException {
        if (Files.exists(file) && !Files.isRegularFile(file)) {
            throw new FileSystemException(file.toString(), null,
                    "not a regular file (a pipe, a device or a folder); move it away and the table will be rebuilt");
        }
        if (Files.isRegularFile(file) && Files.size(file) > MAX_FILE_BYTES) {
            throw new FileSystemException(file.toString(), null, String.format(java.util.Locale.ROOT,
                    "%,d bytes, more than any puzzle table; move it away and the table will be rebuilt",
                    Files.size(file)));
        }
    }

    /** The table in {@code file}, or null when it is missing or does not check out (said to {@code report}). */
    private static TilePatternDatabase read(Path file, int size, int[] tiles, Consumer<String> report) {
        byte[] bytes;
        try {
            bytes = Files.readAllBytes(file);
        } catch (NoSuchFileException e) {
            return null;
        } catch (IOException e) {
            report.accept(file.getFileName() + " cannot be read (" + e.getMessage() + "); rebuilding it");
            return null;
        }
        String problem = check(bytes, size, tiles);
        if (problem != null) {
            report.accept(file.getFileName() + " is damaged (" + problem + "); rebuilding it");
            return null;
        }
        int payload = bytes.length - DIGEST_BYTES;
        int headerBytes = 4 * (5 + tiles.length);
        return TilePatternDatabase.stored(size, tiles, Arrays.copyOfRange(bytes, headerBytes, payload));
    }

    /** What is wrong with a file's bytes, or null when they hold {@code tiles}' table of the {@code size} puzzle. */
    private static String check(byte[] bytes, int size, int[] tiles) {
        if (bytes.length < DIGEST_BYTES + 4 * 5) {
            return "too short";
        }
        int payload = bytes.length - DIGEST_BYTES;
        byte[] digest = sha256(bytes, payload);
        if (!Arrays.equals(digest, Arrays.copyOfRange(bytes, payload, bytes.length))) {
            return "SHA-256 mismatch";
        }
        try (DataInputStream in = new DataInputStream(new ByteArrayInputStream(bytes, 0, payload))) {
            if (in.readInt() != MAGIC || in.readInt() != VERSION) {
                return "not a puzzle table of this version";
            }
            if (in.readInt() != size || in.readInt() != tiles.length) {
                return "another puzzle or pattern";
            }
            for (int tile : tiles) {
                if (in.readInt() != tile) {
                    return "another pattern";
                }
            }
            int entries = in.readInt();
            if (entries != payload - 4 * (5 + tiles.length)) {
                return "wrong length";
            }
        } catch (IOException e) {
            return "truncated header";
        }
        return null;
    }

    private void write(Path file, TilePatternDatabase table) throws IOException {
        Files.createDirectories(directory);
        ByteArrayOutputStream buffer = new ByteArrayOutputStream(table.distances().length + 256);
        try (DataOutputStream out = new DataOutputStream(buffer)) {
            out.writeInt(MAGIC);
            out.writeInt(VERSION);
            out.writeInt(table.size());
            int[] tiles = table.tiles();
            out.writeInt(tiles.length);
            for (int tile : tiles) {
                out.writeInt(tile);
            }
            out.writeInt(table.distances().length);
            out.write(table.distances());
        }
        byte[] payload = buffer.toByteArray();
        byte[] bytes = Arrays.copyOf(payload, payload.length + DIGEST_BYTES);
        System.arraycopy(sha256(payload, payload.length), 0, bytes, payload.length, DIGEST_BYTES);
        Path temporary = Files.createTempFile(directory, file.getFileName() + ".", ".tmp");
        try {
            Files.write(temporary, bytes);
            if (Files.getFileStore(temporary).supportsFileAttributeView(PosixFileAttributeView.class)) {
                Files.setPosixFilePermissions(temporary, PosixFilePermissions.fromString(FILE_MODE));
            }
            try {
                Files.move(temporary, file, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(temporary, file, StandardCopyOption.REPLACE_EXISTING);
            }
        } finally {
            Files.deleteIfExists(temporary);
        }
    }

    private static byte[] sha256(byte[] bytes, int length) {
        try {
            MessageDigest digest = MessageDigest.getInstance("SHA-256");
            digest.update(bytes, 0, length);
            return digest.digest();
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every JDK has SHA-256", e);
        }
    }
}
