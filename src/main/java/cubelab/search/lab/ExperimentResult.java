package cubelab.search.lab;

import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;

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

    /** The table as CSV: a header, then one line per row; fields with a comma or quote are quoted. */
    public String toCsv() {
        StringBuilder csv = new StringBuilder(String.join(",", columns)).append('\n');
        for (List<String> row : rows) {
            csv.append(row.stream().map(ExperimentResult::field).collect(Collectors.joining(","))).append('\n');
        }
        return csv.toString();
    }

    private static String field(String text) {
        return text.contains(",") || text.contains("\"") || text.contains(" ")
                ? '"' + text.replace("\"", "\"\"") + '"' : text;
    }

    /** A number as a CSV field: integers plain, others with {@code decimals} digits. */
    static String number(double value, int decimals) {
        return String.format(Locale.ROOT, "%." + decimals + "f", value);
    }
}
