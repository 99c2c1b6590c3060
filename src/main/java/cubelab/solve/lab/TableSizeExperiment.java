package cubelab.solve.lab;

import cubelab.common.Cancellation;
import cubelab.common.Progress;
import cubelab.model.CubieCube;
import cubelab.search.IdaStar;
import cubelab.search.SearchOptions;
import cubelab.search.SearchResult;
import cubelab.solve.tier.HeuristicCatalog;
import cubelab.tables.TableFileException;
import java.util.ArrayList;
import java.util.List;

/**
 * Korf's second analysis, t ≈ n/m: the nodes of one complete IDA* iteration against the number
 * m of table entries, for edge tables of k edges (optionally with the corner table). Random-state
 * cubes lie 16–20 moves away, so an iteration at a smaller bound never stops early: its node
 * count depends on the heuristic alone. If t ∝ 1/m, nodes × m stays constant and the points
 * fall on a line of slope −1 on log axes.
 */
public final class TableSizeExperiment {

    public record Config(List<Integer> edgeCounts, boolean corners, int count, int bound, long seed, int threads) {
        public Config {
            edgeCounts = List.copyOf(edgeCounts);
            if (edgeCounts.isEmpty() || edgeCounts.stream().anyMatch(k -> k < 2 || k > 7) || count < 1 || bound < 1
                    || threads < 1) {
                throw new IllegalArgumentException("bad table-size experiment configuration");
            }
        }
    }

    /** Reachable cube states, 43,252,003,274,489,856,000: Korf's n. */
    public static final double STATES = 4.3252003274489856e19;

    public static final List<String> COLUMNS = List.of("heuristic", "tables", "entries", "load_seconds",
            "mean_h_random", "bound", "mean_nodes", "mean_seconds", "nodes_times_entries", "n_over_m");

    private TableSizeExperiment() {
    }

    public static ExperimentResult run(Config config, HeuristicCatalog catalog, Cancellation token,
            Progress progress) throws InterruptedException, TableFileException {
        List<CubieCube> cubes = HeuristicExperiment.randomStates(config.count(), config.seed());
        List<CubieCube> sample = HeuristicExperiment.randomStates(1000, config.seed() + 1);
        SearchOptions options = SearchOptions.defaults().withCancellation(token);
        List<List<String>> rows = new ArrayList<>();
        List<double[]> points = new ArrayList<>();
        int step = 0;
        int steps = config.edgeCounts().size() * cubes.size();
        for (int k : config.edgeCounts()) {
            String name = (config.corners() ? "corners+" : "") + "edges" + k;
            HeuristicCatalog.Entry entry = catalog.get(name, token, progress);
            double meanH = HeuristicExperiment.meanEstimate(entry.heuristic(), sample);
            IdaStar search = new IdaStar(entry.heuristic(), config.threads());
            long nodes = 0;
            double seconds = 0;
            for (CubieCube cube : cubes) {
                Experiment.check(token);
                progress.update(String.format("%s: iteration %d of %d", name, step % cubes.size() + 1, cubes.size()),
                        (double) step++ / steps);
                SearchResult.Iteration iteration = search.iteration(cube, config.bound(), options);
                Experiment.check(token);
                nodes += iteration.nodes();
                seconds += iteration.seconds();
            }
            double meanNodes = (double) nodes / cubes.size();
            int tables = HeuristicCatalog.specs(name).size();
            rows.add(List.of(name, Integer.toString(tables), Long.toString(entry.entries()),
                    ExperimentResult.number(entry.seconds(), 1), ExperimentResult.number(meanH, 3),
                    Integer.toString(config.bound()), Long.toString(Math.round(meanNodes)),
                    ExperimentResult.number(seconds / cubes.size(), 3),
                    String.format(java.util.Locale.ROOT, "%.3e", meanNodes * entry.entries()),
                    String.format(java.util.Locale.ROOT, "%.3e", STATES / entry.entries())));
            points.add(new double[] {Math.log10(entry.entries()), Math.log10(Math.max(1, meanNodes))});
        }
        progress.update("Done", 1);
        String label = (config.corners() ? "corners + " : "") + "k-edge tables, bound " + config.bound();
        return new ExperimentResult("Nodes of an IDA* iteration vs table size (Korf's t ≈ n/m)", COLUMNS, rows,
                new ExperimentResult.Chart("Nodes of one iteration vs table entries m (log–log)", "table entries m",
                        "nodes generated", true, true, List.of(new ExperimentResult.Series(label, points))));
    }
}
