package cubelab.race.bench;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVParser;
import org.apache.commons.csv.CSVRecord;

/**
 * The one schema of {@code race bench}'s CSV, for the command line and the Race tab's chart alike:
 * rows of the walk experiment ({@link BenchExperiment}) and of the random games, and the chart's
 * aggregate: mean nodes expanded per algorithm (with its heuristic) and scramble distance (walk
 * length), for one board size. Lines are written and read with Commons CSV in the cube Lab's
 * dialect (RFC 4180, lines ended by a line feed). A row is one line: its fields are numbers and
 * command-line names, none of which holds a line break.
 */
public final class BenchData {

    private static final CSVFormat FORMAT = CSVFormat.RFC4180.builder().setRecordSeparator('\n').get();
    private static final List<String> COLUMNS = List.of("experiment", "size", "walk", "sample", "algorithm",
            "heuristic", "metric", "outcome", "length", "optimal", "expanded", "generated", "millis");

    public static final String HEADER = line(COLUMNS.toArray());

    /** One CSV row of the walk experiment (game rows are skipped: they have no walk length). */
    public record Row(int size, int walk, int sample, String algorithm, String heuristic, String metric,
                      String outcome, int length, boolean optimal, long expanded, long generated, double millis) {

        /** The series this row belongs to, e.g. {@code ida/eviction}. */
        public String series() {
            return heuristic.isEmpty() || heuristic.equals("none") ? algorithm : algorithm + "/" + heuristic;
        }

        /** The row as one CSV line, without its line end. */
        public String toCsv() {
            return line("walk", size, walk, sample, algorithm, heuristic, metric, outcome, length, optimal, expanded,
                    generated, milliseconds(millis));
        }
    }

    /** One point of a series: mean expanded nodes at a walk length, and how many runs were solved. */
    public record Point(int walk, double meanExpanded, int runs, int solved) {
    }

    /** A random game's line: the time to a hint (empty walk and generated columns). */
    public static String gameCsv(int size, int game, String heuristic, String metric, String outcome, int length,
            boolean optimal, long expanded, double millis) {
        return line("game", size, "", game, "ida", heuristic, metric, outcome, length, optimal, expanded, "",
                milliseconds(millis));
    }

    /** A CSV line that is not a bench row; carries the 1-based line number. */
    public static final class BenchFormatException extends IllegalArgumentException {
        private final int line;

        public BenchFormatException(int line, String problem) {
            super("line " + line + ": " + problem);
            this.line = line;
        }

        public int line() {
            return line;
        }
    }

    private final List<Row> rows;

    public BenchData(List<Row> rows) {
        this.rows = List.copyOf(rows);
    }

    /** Reads {@code race bench} output: a header line, then rows; game rows and blank lines are skipped. */
    public static BenchData parse(List<String> lines) {
        List<Row> rows = new ArrayList<>();
        if (lines.isEmpty() || !lines.get(0).trim().equals(HEADER)) {
            throw new BenchFormatException(1, "expected the race bench header \"" + HEADER + "\"");
        }
        for (int i = 1; i < lines.size(); i++) {
            String line = lines.get(i).trim();
            if (line.isEmpty()) {
                continue;
            }
            CSVRecord fields = fields(line, i + 1);
            if (fields.size() != COLUMNS.size()) {
                throw new BenchFormatException(i + 1, "expected " + COLUMNS.size() + " fields, found " + fields.size());
            }
            if (fields.get(0).equals("walk")) {
                rows.add(row(fields, i + 1));
            }
        }
        return new BenchData(rows);
    }

    /** The fields of one line, as the dialect reads them (a quoted field may hold a comma). */
    private static CSVRecord fields(String line, int lineNumber) {
        try (CSVParser parser = CSVParser.parse(line, FORMAT)) {
            return parser.iterator().next();
        } catch (IOException | UncheckedIOException | IllegalStateException e) {
            throw new BenchFormatException(lineNumber, "not a CSV line: " + e.getMessage());
        }
    }

    private static Row row(CSVRecord f, int lineNumber) {
        try {
            return new Row(Integer.parseInt(f.get(1)), Integer.parseInt(f.get(2)), Integer.parseInt(f.get(3)), f.get(4),
                    f.get(5), f.get(6), f.get(7), Integer.parseInt(f.get(8)), Boolean.parseBoolean(f.get(9)),
                    Long.parseLong(f.get(10)), f.get(11).isEmpty() ? 0 : Long.parseLong(f.get(11)),
                    Double.parseDouble(f.get(12)));
        } catch (NumberFormatException e) {
            throw new BenchFormatException(lineNumber, "not a number: " + e.getMessage());
        }
    }

    /** One record in the dialect, without its line end. */
    private static String line(Object... fields) {
        return FORMAT.format(fields);
    }

    private static String milliseconds(double millis) {
        return String.format(Locale.ROOT, "%.3f", millis);
    }

    public List<Row> rows() {
        return rows;
    }

    /** The board sizes present, ascending. */
    public List<Integer> sizes() {
        return rows.stream().map(Row::size).distinct().sorted().toList();
    }

    /**
     * Per series (sorted by name) the points in walk order for board size {@code size}. Every run
     * counts, solved or not: a run that hit its node cap expanded at least that many nodes.
     */
    public Map<String, List<Point>> series(int size) {
        Map<String, TreeMap<Integer, long[]>> sums = new TreeMap<>();
        for (Row row : rows) {
            if (row.size() != size) {
                continue;
            }
            long[] sum = sums.computeIfAbsent(row.series(), k -> new TreeMap<>())
                    .computeIfAbsent(row.walk(), k -> new long[3]);
            sum[0] += row.expanded();
            sum[1]++;
            sum[2] += row.outcome().equals("solved") ? 1 : 0;
        }
        Map<String, List<Point>> result = new TreeMap<>();
        sums.forEach((name, byWalk) -> result.put(name, byWalk.entrySet().stream()
                .map(e -> new Point(e.getKey(), (double) e.getValue()[0] / e.getValue()[1], (int) e.getValue()[1],
                        (int) e.getValue()[2]))
                .toList()));
        return result;
    }

    /** All rows as CSV, header first (the format {@link #parse} reads). */
    public List<String> toCsv() {
        List<String> lines = new ArrayList<>();
        lines.add(HEADER);
        rows.forEach(row -> lines.add(row.toCsv()));
        return lines;
    }
}
