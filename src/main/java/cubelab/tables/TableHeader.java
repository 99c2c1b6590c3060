package cubelab.tables;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Arrays;

/**
 * The start every CubeLab table header shares (big-endian): magic, format version, table name
 * (length and UTF-8 bytes). {@link #fields()} is positioned after them, at the header's own fields.
 */
public record TableHeader(String name, ByteBuffer fields) {

    /** Reads {@code size} header bytes and checks the magic and the version. */
    public static TableHeader read(FileChannel channel, Path file, int size, byte[] magic, int version, String kind)
            throws IOException, TableFileException {
        ByteBuffer header = ByteBuffer.allocate(size);
        while (header.hasRemaining() && channel.read(header, header.position()) >= 0) {
            // read fully
        }
        header.flip();
        byte[] found = new byte[magic.length];
        header.get(found);
        if (!Arrays.equals(found, magic)) {
            throw new TableFileException(file, "not a CubeLab " + kind + " (bad magic)");
        }
        int foundVersion = header.getInt();
        if (foundVersion != version) {
            throw new TableFileException(file, "format version " + foundVersion + ", expected " + version);
        }
        int nameLength = header.getInt();
        if (nameLength < 0 || nameLength > 1024) {
            throw new TableFileException(file, "corrupt header (name length " + nameLength + ")");
        }
        byte[] name = new byte[nameLength];
        header.get(name);
        return new TableHeader(new String(name, StandardCharsets.UTF_8), header);
    }
}
