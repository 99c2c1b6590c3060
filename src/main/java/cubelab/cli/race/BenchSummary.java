package cubelab.cli.race;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/** Aggregates bench rows per (group, solver): mean nodes, failure rate, median and 95th-percentile time. */
final class BenchSummary {
    private static final class Cell {
        final List<Long> expanded = new ArrayList<>();
        final List<Long> nanos = new ArrayList<>();
        int failures;
    }

    private final Map<String, Map<String, Cell>> groups = new LinkedHashMap<>();

    void addTimed(String group, String solver, long expanded, long nanos, boolean success) {
        Cell cell = groups.computeIfAbsent(group, g -> new LinkedHashMap<>()).computeIfAbsent(solver, s -> new Cell());
        cell.expanded.add(expanded);
        cell.nanos.add(nanos);
        if (!success) {
            cell.failures++;
        }
    }

    void print(PrintWriter err) {
        err.printf("%-22s %-26s %6s %14s %9s %10s %10s %10s%n", "group", "solver", "runs", "mean expanded", "failed",
                "median s", "p95 s", "max s");
        groups.forEach((group, solvers) -> solvers.forEach((solver, cell) -> err.printf(Locale.ROOT,
                "%-22s %-26s %6d %14.1f %8.0f%% %10.4f %10.4f %10.4f%n", group, solver, cell.expanded.size(),
                cell.expanded.stream().mapToLong(Long::longValue).average().orElse(0),
                100.0 * cell.failures / cell.expanded.size(), quantile(cell.nanos, 0.5) / 1e9,
                quantile(cell.nanos, 0.95) / 1e9, quantile(cell.nanos, 1.0) / 1e9)));
        err.flush();
    }

    /** The q-quantile by the nearest-rank method. */
    static long quantile(List<Long> values, double q) {
        List<Long> sorted = new ArrayList<>(values);
        sorted.sort(null);
        int rank = (int) Math.ceil(q * sorted.size());
        return sorted.get(Math.max(0, rank - 1));
    }
}
