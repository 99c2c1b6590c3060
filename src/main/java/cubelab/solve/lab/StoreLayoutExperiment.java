package cubelab.solve.lab;

import cubelab.common.Cancellation;
import cubelab.common.Progress;
import cubelab.tables.backward.BackwardStore;
import cubelab.tables.backward.BackwardStoreBuilder;
import cubelab.tables.backward.KeyMoves;
import cubelab.tables.backward.StoreLayout;
import cubelab.tables.backward.StoreMeasurement;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The IJARCCE 2013 paper's Tables IV–VI: every backward-store layout at several bucket counts, with its memory
 * per state and the cache lines a miss and a hit touch.
 */
public final class StoreLayoutExperiment {

    public record Config(int depth, List<Double> bucketsPerState, int samples, long seed) {
        public Config {
            bucketsPerState = List.copyOf(bucketsPerState);
            if (depth < 0 || depth > BackwardStoreBuilder.MAX_DEPTH || samples < 1 || bucketsPerState.isEmpty()) {
                throw new IllegalArgumentException("bad store experiment configuration");
            }
        }
    }

    public static final List<String> COLUMNS = List.of("layout", "buckets_per_state", "states", "bytes",
            "bytes_per_state", "probes_per_miss", "probes_per_hit", "ns_per_miss", "build_seconds");

    private StoreLayoutExperiment() {
    }

    public static ExperimentResult run(Config config, Cancellation token, Progress progress) {
        KeyMoves moves = KeyMoves.build();
        List<List<String>> rows = new ArrayList<>();
        List<ExperimentResult.Series> series = new ArrayList<>();
        StoreLayout.Kind[] kinds = StoreLayout.Kind.values();
        int step = 0;
        for (StoreLayout.Kind kind : kinds) {
            List<double[]> points = new ArrayList<>();
            for (double buckets : config.bucketsPerState()) {
                Experiment.check(token);
                progress.update("Measuring " + kind + " at " + buckets + " buckets per state…",
                        (double) step++ / (kinds.length * config.bucketsPerState().size()));
                long start = System.nanoTime();
                BackwardStore store = new BackwardStoreBuilder(config.depth(), StoreLayout.of(kind, buckets),
                        config.seed(), moves).build((d, n, t) -> { }, token);
                Experiment.check(token);
                double build = (System.nanoTime() - start) / 1e9;
                StoreMeasurement.Result result = StoreMeasurement.measure(store, config.samples(), config.seed());
                rows.add(List.of(kind.name(), String.format(Locale.ROOT, "%.3f", buckets), Long.toString(result.states()),
                        Long.toString(result.bytes()), String.format(Locale.ROOT, "%.3f", result.bytesPerState()),
                        String.format(Locale.ROOT, "%.4f", result.probesPerMiss()),
                        String.format(Locale.ROOT, "%.4f", result.probesPerHit()),
                        String.format(Locale.ROOT, "%.1f", result.nanosPerMiss()),
                        String.format(Locale.ROOT, "%.2f", build)));
                points.add(new double[] {result.bytesPerState(), result.probesPerMiss()});
            }
            series.add(new ExperimentResult.Series(kind.name(), points));
        }
        progress.update("Done", 1);
        return new ExperimentResult("Backward-store layouts (IJARCCE 2013, Tables IV–VI)", COLUMNS, rows,
                new ExperimentResult.Chart("Memory per state vs cache lines per miss", "bytes per state",
                        "cache lines per miss", false, false, series));
    }
}
