package cubelab.tables.coset;

import cubelab.tables.TableFileException;
import cubelab.tables.TableHeader;
import cubelab.tables.TableReplacement;
import cubelab.common.AtomicFiles;
import cubelab.tables.TableDirectory;
import cubelab.tables.TableDirectoryException;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.stream.IntStream;

/**
 * The file of a coset table: a {@value #HEADER_BYTES}-byte header, then the words (native byte
 * order). Header (big-endian): magic {@code CUBELCST}, format version, spec name, word count,
 * base, checksum (32 bytes), the number of entries at each distance 0..base+2 and beyond.
 *
 * <p>The checksum is the SHA-256 of the SHA-256s of each 1 GiB chunk, so two cores verify an
 * 8 GB table in half the time. A file is built as {@code <name>.tmp} and moved into place only
 * once complete and checksummed; loading checks every header field, the length and the checksum
 * (opening for search checks the checksum in the background: {@link OpenedTable}).
 */
public final class CosetTableFile {

    public static final int FORMAT_VERSION = 1;
    static final int HEADER_BYTES = 4096;
    private static final byte[] MAGIC = "CUBELCST".getBytes(StandardCharsets.US_ASCII);

    private CosetTableFile() {
    }

    /** e.g. {@code coset-eo12.v1.pdb} */
    /** The size of a complete, undamaged file for {@code spec}: the header and the payload. */
    public static long fileSize(WordTableSpec spec) {
        return HEADER_BYTES + spec.payloadBytes();
    }

    public static String fileName(WordTableSpec spec) {
        return spec.name() + ".v" + FORMAT_VERSION + ".pdb";
    }

    /** A loaded, verified table with its checksum and distance counts. */
    public record Loaded(CosetTable table, String sha256, long[] distribution) {
    }

    /** Loaded, verified words of any table of 2-bit entries, with their checksum and distance counts. */
    record LoadedWords(PackedWords words, String sha256, long[] distribution) {
    }

    /** Maps and verifies a coset table file. */
    public static Loaded load(Path file, CosetTableSpec spec) throws TableFileException {
        LoadedWords loaded = loadWords(file, spec);
        return new Loaded(new CosetTable(spec, loaded.words()), loaded.sha256(), loaded.distribution());
    }

    /**
     * A table file whose header, spec and length check, mapped read-only, its payload not yet
     * verified against the header's checksum.
     */
    record Mapped(Path file, PackedWords words, byte[] checksum, long[] distribution) {

        /** The header's checksum, in hex. */
        String sha256() {
            return HexFormat.of().formatHex(checksum);
        }
    }

    /** Maps and verifies a table file of {@code spec}. */
    static LoadedWords loadWords(Path file, WordTableSpec spec) throws TableFileException {
        return verified(open(file, spec));
    }

    /** A mapped file's words once their checksum matches the header's. */
    private static LoadedWords verified(Mapped mapped) throws TableFileException {
        verify(mapped.file(), checksum(mapped.words()), mapped.checksum());
        return new LoadedWords(mapped.words(), mapped.sha256(), mapped.distribution());
    }

    /**
     * Checks a table file's header (magic, version, spec, word count, base) and length and maps
     * its words read-only, in milliseconds; the checksum over the words is the caller's to verify
     * ({@link #verify}), at once or in the background ({@link OpenedTable}).
     */
    static Mapped open(Path file, WordTableSpec spec) throws TableFileException {
        try {
            TableDirectory.refuseSpecialFile(file);
        } catch (TableDirectoryException e) {
            throw new TableFileException(file, "not a regular file (a directory, pipe or device); move it away");
        }
        try {
            long size = Files.size(file);
            if (size < HEADER_BYTES) {
                throw new TableFileException(file, "truncated: " + size + " bytes, shorter than the header");
            }
            ByteBuffer header;
            String specName;
            try (FileChannel channel = FileChannel.open(file, StandardOpenOption.READ)) {
                TableHeader read = TableHeader.read(channel, file, HEADER_BYTES, MAGIC, FORMAT_VERSION, "coset table");
                header = read.fields();
                specName = read.name();
            }
            long words = header.getLong();
            int base = header.getInt();
            if (!specName.equals(spec.name()) || words != spec.words() || base != spec.base()) {
                throw new TableFileException(file, "holds " + specName + " (" + words + " words, base " + base
                        + "), expected " + spec.name() + " (" + spec.words() + " words, base " + spec.base() + ")");
            }
            byte[] checksum = new byte[32];
            header.get(checksum);
            long[] distribution = new long[header.getInt()];
            for (int i = 0; i < distribution.length; i++) {
                distribution[i] = header.getLong();
            }
            long expected = HEADER_BYTES + spec.payloadBytes();
            if (size != expected) {
                throw new TableFileException(file, (size < expected ? "truncated" : "too long") + ": " + size
                        + " bytes, expected " + expected);
            }
            return new Mapped(file, PackedWords.map(file, HEADER_BYTES, spec.words(), false), checksum, distribution);
        } catch (NoSuchFileException e) {
            throw new TableFileException(file, "missing");
        } catch (IOException e) {
            throw new TableFileException(file, "unreadable: " + TableDirectory.reason(e));
        }
    }

    /** Throws when the checksum worked out over a file's words is not the one its header holds. */
    static void verify(Path file, byte[] actual, byte[] expected) throws TableFileException {
        if (!MessageDigest.isEqual(actual, expected)) {
            throw new TableFileException(file, "corrupt: checksum " + HexFormat.of().formatHex(actual)
                    + " does not match the header's " + HexFormat.of().formatHex(expected));
        }
    }

    /** Creates {@code temporary} at full length: header space, then every word all ones (unvisited). */
    static void create(Path temporary, WordTableSpec spec) throws IOException {
        Files.createDirectories(temporary.toAbsolutePath().getParent());
        try (FileChannel channel = FileChannel.open(temporary, StandardOpenOption.CREATE,
                StandardOpenOption.TRUNCATE_EXISTING, StandardOpenOption.READ, StandardOpenOption.WRITE)) {
            channel.truncate(0);
            ByteBuffer ones = ByteBuffer.allocateDirect(1 << 20);
            while (ones.hasRemaining()) {
                ones.put((byte) -1);
            }
            channel.write(ByteBuffer.allocate(HEADER_BYTES), 0);
            long position = HEADER_BYTES;
            long end = HEADER_BYTES + spec.payloadBytes();
            while (position < end) {
                ones.clear();
                ones.limit((int) Math.min(ones.capacity(), end - position));
                while (ones.hasRemaining()) {
                    position += channel.write(ones, position);
                }
            }
        }
    }

    /**
     * Writes the header into a finished {@code temporary}, verifies it as a load would, and only
     * then atomically moves it to {@code file}: a table already there stays until a new one that
     * verifies takes its place.
     */
    static String finish(Path temporary, Path file, WordTableSpec spec, PackedWords words, long[] distribution,
            TableReplacement beforeReplacing) throws IOException {
        words.force();
        byte[] checksum = checksum(words);
        byte[] name = spec.name().getBytes(StandardCharsets.UTF_8);
        ByteBuffer header = ByteBuffer.allocate(HEADER_BYTES);
        header.put(MAGIC).putInt(FORMAT_VERSION).putInt(name.length).put(name)
                .putLong(spec.words()).putInt(spec.base()).put(checksum)
                .putInt(distribution.length);
        for (long count : distribution) {
            header.putLong(count);
        }
        header.clear();
        try (FileChannel channel = FileChannel.open(temporary, StandardOpenOption.WRITE)) {
            while (header.hasRemaining()) {
                channel.write(header, header.position());
            }
            channel.force(true);
        }
        String hex = HexFormat.of().formatHex(checksum);
        // a large table's file, cached in the small folios its writes made, is dropped from the
        // page cache and read back through a mapping advised for 2 MB pages: the first search then
        // finds it in 2 MB folios and needs no copy (HugePageMappingProbe)
        boolean readAgain = spec.payloadBytes() >= HugePageMappingProbe.MINIMUM_BYTES
                && words.dropFromPageCache(temporary);
        try {
            Mapped readBack = open(temporary, spec);
            if (readAgain) {
                readBack.words().adviseHugePages();
            }
            String verified = verified(readBack).sha256();
            if (!verified.equals(hex)) {
                throw new TableFileException(temporary, "read back with checksum " + verified + ", written " + hex);
            }
        } catch (TableFileException e) {
            throw new IOException("the table just built does not verify, so it does not replace anything: "
                    + e.getMessage(), e);
        }
        beforeReplacing.verified(hex);
        AtomicFiles.moveIntoPlace(temporary, file);
        return hex;
    }

    /** SHA-256 over the SHA-256s of the chunks, the chunks hashed in parallel. */
    static byte[] checksum(PackedWords words) {
        ByteBuffer[] chunks = words.chunks();
        byte[][] digests = new byte[chunks.length][];
        IntStream.range(0, chunks.length).parallel().forEach(i -> digests[i] = sha256(chunks[i]));
        return combined(digests);
    }

    /** The file's checksum from its chunks' SHA-256s, in order. */
    static byte[] combined(byte[][] digests) {
        MessageDigest total = digest();
        for (byte[] part : digests) {
            total.update(part);
        }
        return total.digest();
    }

    private static byte[] sha256(ByteBuffer data) {
        MessageDigest digest = digest();
        digest.update(data);
        return digest.digest();
    }

    static MessageDigest digest() {
        try {
            return MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is required of every JDK", e);
        }
    }
}
