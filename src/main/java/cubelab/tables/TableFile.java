package cubelab.tables;

import cubelab.common.AtomicFiles;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.MappedByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;

/**
 * The on-disk form of a {@link PatternDatabase}: a {@value #HEADER_BYTES}-byte header, then the
 * packed payload. Header (big-endian): magic {@code CUBELPDB}, format version (int), spec name
 * length (int) and UTF-8 bytes, entry count (long), payload bytes (long), SHA-256 of the payload
 * (32 bytes), zero padding. Files are written to a temporary of this process ({@link TemporaryFiles}) and atomically moved into
 * place; loading maps the payload read-only and checks every header field and the checksum.
 */
public final class TableFile {

    public static final int FORMAT_VERSION = 1;
    static final int HEADER_BYTES = 4096;
    private static final byte[] MAGIC = "CUBELPDB".getBytes(StandardCharsets.US_ASCII);

    private TableFile() {
    }

    /** The file name for a spec: the name and format version, e.g. {@code corners.v1.pdb}. */
    /** The size of a complete, undamaged file for {@code spec}: the header and the payload. */
    public static long fileSize(TableSpec spec) {
        return HEADER_BYTES + spec.payloadBytes();
    }

    public static String fileName(TableSpec spec) {
        return spec.name() + ".v" + FORMAT_VERSION + ".pdb";
    }

    /** Writes the table atomically (temp file, then move). Returns the payload's SHA-256 in hex. */
    public static String write(PatternDatabase table, Path file) throws IOException {
        return write(table, file, TableReplacement.NOTHING);
    }

    /**
     * Writes the table to a temporary file, verifies it as a load would, tells {@code replacement}
     * its checksum and only then moves it onto {@code file}: a table already there stays until one
     * that verifies takes its place. Returns the payload's SHA-256 in hex.
     */
    public static String write(PatternDatabase table, Path file, TableReplacement replacement) throws IOException {
        ByteBuffer payload = table.payload();
        byte[] checksum = sha256(payload.duplicate());
        ByteBuffer header = ByteBuffer.allocate(HEADER_BYTES);
        byte[] spec = table.spec().name().getBytes(StandardCharsets.UTF_8);
        header.put(MAGIC).putInt(FORMAT_VERSION).putInt(spec.length).put(spec)
                .putLong(table.entries()).putLong(payload.remaining()).put(checksum);
        header.clear();
        Files.createDirectories(file.toAbsolutePath().getParent());
        Path temporary = TemporaryFiles.createFor(file);
        try {
            try (FileChannel channel = FileChannel.open(temporary, StandardOpenOption.WRITE)) {
                while (header.hasRemaining()) {
                    channel.write(header);
                }
                while (payload.hasRemaining()) {
                    channel.write(payload);
                }
                channel.force(true);
            }
            try {
                mapVerified(temporary, table.spec());
            } catch (TableFileException e) {
                throw new IOException("the table just built does not verify, so it does not replace anything: "
                        + e.getMessage(), e);
            }
            replacement.verified(HexFormat.of().formatHex(checksum));
            AtomicFiles.moveIntoPlace(temporary, file);
        } finally {
            // after a failed write or move: no half-written file stays behind
            Files.deleteIfExists(temporary);
        }
        return HexFormat.of().formatHex(checksum);
    }

    /**
     * Maps and verifies a table file.
     *
     * @throws TableFileException if it is missing, truncated, of another spec, entry count or
     *                            version, or its payload does not match the stored checksum
     */
    public static PatternDatabase load(Path file, TableSpec expected) throws TableFileException {
        return new PatternDatabase(expected, mapVerified(file, expected).payload());
    }

    /** A verified mapping together with its checksum. */
    record Verified(ByteBuffer payload, String sha256) {
    }

    static Verified mapVerified(Path file, TableSpec expected) throws TableFileException {
        try {
            TableDirectory.refuseSpecialFile(file);
        } catch (TableDirectoryException e) {
            throw new TableFileException(file, "not a regular file (a directory, pipe or device); move it away");
        }
        try (FileChannel channel = FileChannel.open(file, StandardOpenOption.READ)) {
            long size = channel.size();
            if (size < HEADER_BYTES) {
                throw new TableFileException(file, "truncated: " + size + " bytes, shorter than the "
                        + HEADER_BYTES + "-byte header");
            }
            TableHeader read = TableHeader.read(channel, file, HEADER_BYTES, MAGIC, FORMAT_VERSION, "table");
            ByteBuffer header = read.fields();
            String specName = read.name();
            if (!specName.equals(expected.name())) {
                throw new TableFileException(file, "holds table " + specName + ", expected " + expected.name());
            }
            long entries = header.getLong();
            long payloadBytes = header.getLong();
            if (entries != expected.entries() || payloadBytes != expected.payloadBytes()) {
                throw new TableFileException(file, "corrupt header: " + entries + " entries in " + payloadBytes
                        + " bytes, expected " + expected.entries() + " in " + expected.payloadBytes());
            }
            byte[] checksum = new byte[32];
            header.get(checksum);
            if (size != HEADER_BYTES + payloadBytes) {
                throw new TableFileException(file, (size < HEADER_BYTES + payloadBytes ? "truncated" : "too long")
                        + ": " + size + " bytes, expected " + (HEADER_BYTES + payloadBytes));
            }
            MappedByteBuffer payload = channel.map(FileChannel.MapMode.READ_ONLY, HEADER_BYTES, payloadBytes);
            byte[] actual = sha256(payload.duplicate());
            if (!MessageDigest.isEqual(actual, checksum)) {
                throw new TableFileException(file, "corrupt: payload SHA-256 " + HexFormat.of().formatHex(actual)
                        + " does not match the header's " + HexFormat.of().formatHex(checksum));
            }
            return new Verified(payload, HexFormat.of().formatHex(checksum));
        } catch (NoSuchFileException e) {
            throw new TableFileException(file, "missing");
        } catch (IOException e) {
            throw new TableFileException(file, "unreadable: " + TableDirectory.reason(e));
        }
    }

    static byte[] sha256(ByteBuffer data) {
        try {
            MessageDigest digest = MessageDigest.getInstance("SHA-256");
            digest.update(data);
            return digest.digest();
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is required of every JDK", e);
        }
    }
}
