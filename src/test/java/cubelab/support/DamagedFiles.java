package cubelab.support;

import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.file.Path;

/** Damage as the tests make it: a table file with one byte's bits flipped, as a bad disk sector or a cosmic ray would. */
public final class DamagedFiles {

    private DamagedFiles() {
    }

    /** Flips every bit of the byte at {@code at} in {@code file}, in place. */
    public static void flipByte(Path file, long at) throws IOException {
        try (RandomAccessFile table = new RandomAccessFile(file.toFile(), "rw")) {
            table.seek(at);
            int value = table.read();
            table.seek(at);
            table.write(~value);
        }
    }
}
