package cubelab.cli;

import cubelab.common.TextSpaces;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.MalformedInputException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The lines of a {@code solve --batch} file, numbered as an editor numbers them (blank and
 * {@code #} lines count); a line ends at LF, CRLF or CR. Each line is decoded as UTF-8 on its own,
 * so a line that is not UTF-8 is one error and the lines around it are still read. A byte order
 * mark is skipped, and spaces of any kind ({@link TextSpaces}) around a line.
 */
final class BatchFile {

    /** A line to solve, or one that could not be decoded ({@code error} set, {@code text} empty). */
    record Line(int number, String text, String error) {

        boolean readable() {
            return error == null;
        }
    }

    private static final byte[] BOM = {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF};

    private BatchFile() {
    }

    /** The lines to solve, in file order, skipping blank and comment lines. */
    static List<Line> read(Path file) throws IOException {
        OptionFiles.requireReadableFile(file, "--batch");
        byte[] bytes = Files.readAllBytes(file);
        int start = startsWithBom(bytes) ? BOM.length : 0;
        List<Line> lines = new ArrayList<>();
        int number = 0;
        while (start < bytes.length) {
            int end = start;
            while (end < bytes.length && bytes[end] != '\n' && bytes[end] != '\r') {
                end++;
            }
            number++;
            Line line = decode(number, bytes, start, end - start);
            if (!line.readable() || !(line.text().isEmpty() || line.text().startsWith("#"))) {
                lines.add(line);
            }
            // a line ends at LF, CRLF or CR alike: a CR-only file is as many lines as it looks
            start = end + 1 < bytes.length && bytes[end] == '\r' && bytes[end + 1] == '\n' ? end + 2 : end + 1;
        }
        return lines;
    }

    private static boolean startsWithBom(byte[] bytes) {
        return bytes.length >= BOM.length && bytes[0] == BOM[0] && bytes[1] == BOM[1] && bytes[2] == BOM[2];
    }

    private static Line decode(int number, byte[] bytes, int start, int length) {
        CharsetDecoder decoder = StandardCharsets.UTF_8.newDecoder()
                .onMalformedInput(CodingErrorAction.REPORT).onUnmappableCharacter(CodingErrorAction.REPORT);
        ByteBuffer input = ByteBuffer.wrap(bytes, start, length);
        try {
            CharBuffer text = decoder.decode(input);
            return new Line(number, TextSpaces.strip(text.toString()), null);
        } catch (MalformedInputException e) {
            // decode() leaves the buffer at the first bad byte
            int column = input.position() - start;
            return new Line(number, "", String.format(Locale.ROOT,
                    "not UTF-8 text: byte 0x%02X at byte %d of the line", bytes[start + column] & 0xFF, column + 1));
        } catch (CharacterCodingException e) {
            return new Line(number, "", "not UTF-8 text");
        }
    }
}
