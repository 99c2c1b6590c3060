package cubelab.race.bench;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/**
 * The one schema of {@code race bench}'s CSV, for the command line and the Race tab's chart alike:
 * rows of the walk experiment ({@link BenchExperiment}) and of the random games, and the chart's
 * aggregate: mean nodes expanded per algorithm (with its heuristic) and scramble distance (walk
 * length), for one board size. Every field is a number or a command-line name (no commas or
 * quotes), so the lines are written and read here without a CSV library: the race engine uses the
 * JDK only.
 */
public final class BenchData {

    public static final String HEADER =
            "experiment,size,walk,sample,algorithm,heuristic,metric,outcome,length,optimal,expanded,generated,millis";

    /** One CSV row of the walk experiment (game rows are skipped: they have no walk length). */
    public record Row(int size, int walk, int sample, String algorithm, String heuristic, String metric,
                      String outcome, int length, boolean optimal, long expanded, long generated, double millis) {

        /** The series this row belongs to, e.g. {@code ida/eviction}. */
        public String series() {
            return heuristic.isEmpty() || heuristic.equals("none") ? algorithm : algorithm + "/" + heuristic;
        }

        public String toCsv() {
            return String.format(Locale.ROOT, "walk,%d,%d,%d,%s,%s,%s,%s,%d,%b,%d,%d,%.3f", size, walk, sample,
                    algorithm, heuristic, metric, outcome, length, optimal, expanded, generated, millis);
        }
    }

    /** One point of a series: mean expanded nodes at a walk length, and how many runs were solved. */
    public record Point(int walk, double meanExpanded, int runs, int solved) {
    }

    /** A random game's line: the time to a hint (empty walk and generated columns). */
    public static String gameCsv(int size, int game, String heuristic, String metric, String outcome, int length,
            boolean optimal, long expanded, double millis) {
        return String.format(Locale.ROOT, "game,%d,,%d,ida,%s,%s,%s,%d,%b,%d,,%.3f", size, game, heuristic, metric,
                outcome, length, optimal, expanded, millis);
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
            String[] f = line.split(",", -1);
            if (f.length != 13) {
                throw new BenchFormatException(i + 1, "expected 13 fields, found " + f.length);
            }
            if (!f[0].equals("walk")) {
                continue;
            }
            try {
                rows.add(new Row(Integer.parseInt(f[1]), Integer.parseInt(f[2]), Integer.parseInt(f[3]), f[4], f[5], f[6],
                        f[7], Integer.parseInt(f[8]), Boolean.parseBoolean(f[9]), Long.parseLong(f[10]),
                        f[11].isEmpty() ? 0 : Long.parseLong(f[11]), Double.parseDouble(f[12])));
            } catch (NumberFormatException e) {
                throw new BenchFormatException(i + 1, "not a number: " + e.getMessage());
            }
        }
        return new BenchData(rows);
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
