package cubelab.solve.lab;

import java.util.List;
import java.util.Locale;

/**
 * What an Algorithm Lab experiment measured: a table (the CSV the {@code lab} command prints and
 * the view exports) and the points of its chart. Axes marked logarithmic hold log10 of the value.
 * Immutable.
 */
public record ExperimentResult(String title, List<String> columns, List<List<String>> rows, Chart chart) {

    /** One named series of (x, y) points. */
    public record Series(String name, List<double[]> points) {
        public Series {
            points = points.stream().map(double[]::clone).toList();
        }
    }

    /** A scatter chart: axis labels, which axes are log10, and the series. */
    public record Chart(String title, String xLabel, String yLabel, boolean logX, boolean logY, List<Series> series) {
        public Chart {
            series = List.copyOf(series);
        }
    }

    public ExperimentResult {
        columns = List.copyOf(columns);
        rows = rows.stream().map(List::copyOf).toList();
        for (List<String> row : rows) {
            if (row.size() != columns.size()) {
                throw new IllegalArgumentException("row " + row + " does not have " + columns.size() + " fields");
            }
        }
    }

    /** The table as CSV ({@link CsvText}): a header, then one line per row. */
    public String toCsv() {
        return CsvText.of(columns, rows);
    }

    /** A number as a CSV field: integers plain, others with {@code decimals} digits. */
    static String number(double value, int decimals) {
        return String.format(Locale.ROOT, "%." + decimals + "f", value);
    }
}
