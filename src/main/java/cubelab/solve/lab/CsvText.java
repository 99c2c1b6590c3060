package cubelab.solve.lab;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.List;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVPrinter;

/** The experiments' one CSV dialect: RFC 4180 quoting and escaping, lines ended by a line feed. */
final class CsvText {

    private static final CSVFormat FORMAT = CSVFormat.RFC4180.builder().setRecordSeparator('\n').get();

    private CsvText() {
    }

    /** A header line and one line per row; a field with a comma, quote or line break is quoted. */
    public static String of(List<String> header, List<List<String>> rows) {
        StringBuilder text = new StringBuilder();
        try (CSVPrinter printer = new CSVPrinter(text, FORMAT)) {
            printer.printRecord(header);
            for (List<String> row : rows) {
                printer.printRecord(row);
            }
        } catch (IOException impossible) {
            // a StringBuilder does not throw
            throw new UncheckedIOException(impossible);
        }
        return text.toString();
    }
}
