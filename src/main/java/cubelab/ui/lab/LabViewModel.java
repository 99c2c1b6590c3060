package cubelab.ui.lab;

import cubelab.common.Cancellation;
import cubelab.common.Progress;
import cubelab.solve.lab.ExperimentResult;
import cubelab.solve.tier.HeuristicCatalog;
import cubelab.solve.lab.HeuristicExperiment;
import cubelab.solve.lab.StoreLayoutExperiment;
import cubelab.solve.lab.TableSizeExperiment;
import cubelab.solve.lab.ComparisonRow;
import cubelab.solve.lab.MethodComparison;
import cubelab.ui.jobs.LatestJobRunner;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.Supplier;
import java.util.stream.IntStream;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyDoubleProperty;
import javafx.beans.property.ReadOnlyDoubleWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.concurrent.Task;
import javafx.scene.image.Image;

/**
 * The Algorithm Lab's state and commands, without controls: the chosen experiment and its
 * settings, the running job (one at a time, the latest wins: {@link LatestJobRunner}, threads
 * {@code cubelab-lab-N}), its progress and the status line, the results, and the CSV export text.
 * The experiments themselves live below the UI ({@link MethodComparison}, {@code solve.lab}).
 * {@link LabView} binds its controls to these properties. FX thread only.
 */
public final class LabViewModel {

    private static final int THREADS = Math.max(1, Runtime.getRuntime().availableProcessors());
    /** A progress bar's value for "running, no fraction known yet" (as a task's before it reports). */
    private static final double INDETERMINATE = -1;

    private final HeuristicCatalog catalog = HeuristicCatalog.standard(THREADS);
    private final LatestJobRunner runner = new LatestJobRunner("cubelab-lab");
    private final ObjectProperty<LabKind> kind = new SimpleObjectProperty<>(this, "kind", LabKind.SOLVERS);
    private final ObjectProperty<String> tier = new SimpleObjectProperty<>(this, "tier", "tiny");
    private final ObjectProperty<Integer> cubes = new SimpleObjectProperty<>(this, "cubes", 4);
    private final ObjectProperty<Integer> moves = new SimpleObjectProperty<>(this, "moves", 9);
    private final ObjectProperty<Integer> storeDepth = new SimpleObjectProperty<>(this, "storeDepth", 5);
    private final ObjectProperty<Integer> maxEdges = new SimpleObjectProperty<>(this, "maxEdges", 5);
    private final ObjectProperty<Integer> iterationBound = new SimpleObjectProperty<>(this, "iterationBound", 10);
    private final BooleanProperty withCorners = new SimpleBooleanProperty(this, "withCorners", false);
    private final ReadOnlyObjectWrapper<List<String>> heuristics = new ReadOnlyObjectWrapper<>(this, "heuristics",
            HeuristicCatalog.korfInstalled()
                    ? List.of("manhattan", "tiny", "partial", "partial-tiles", "corners", "korf")
                    : List.of("manhattan", "tiny", "partial", "partial-tiles"));
    private final ReadOnlyDoubleWrapper progress = new ReadOnlyDoubleWrapper(this, "progress", 0);
    private final ReadOnlyStringWrapper status = new ReadOnlyStringWrapper(this, "status");
    private final ReadOnlyObjectWrapper<List<ComparisonRow>> comparison =
            new ReadOnlyObjectWrapper<>(this, "comparison", List.of());
    private final ReadOnlyObjectWrapper<ExperimentResult> experimentResult =
            new ReadOnlyObjectWrapper<>(this, "experimentResult");
    private final BooleanBinding hasResults = Bindings.createBooleanBinding(() -> kind.get() == LabKind.SOLVERS
            ? !comparison.get().isEmpty() : experimentResult.get() != null, kind, comparison, experimentResult);

    public LabViewModel() {
        status.set(hint());
        // a new choice explains itself, unless a run is reporting on the status line
        kind.addListener((o, was, now) -> showHint());
        heuristics.addListener((o, was, now) -> showHint());
    }

    private void showHint() {
        if (!runner.isRunning()) {
            status.set(hint());
        }
    }

    private String hint() {
        return switch (kind.get()) {
            case SOLVERS -> "Choose N cubes of K random moves and press Run.";
            case STORE -> "Measures every store layout at d_back = Depth: memory and cache lines per lookup.";
            case HEURISTICS -> "Solves N cubes of K random moves with each heuristic: "
                    + String.join(", ", heuristics.get()) + ".";
            case TABLES -> "One IDA* iteration to Bound on N random cubes, for tables of 2.." + maxEdges.get()
                    + " edges: nodes against table size.";
        };
    }

    /** The tiers the solver comparison can use: Korf's only when its tables are installed. */
    public List<String> tiers() {
        return HeuristicCatalog.korfInstalled() ? List.of("tiny", "korf") : List.of("tiny");
    }

    /** Sets the number of cubes, their random moves and the backward store's depth (tests and demos). */
    public void configure(int cubeCount, int turns, int depth) {
        cubes.set(cubeCount);
        moves.set(turns);
        storeDepth.set(depth);
    }

    /** Sets the table-size experiment's largest edge set, bound and corner table (tests and demos). */
    public void configureTables(int largestEdgeSet, int bound, boolean corners) {
        maxEdges.set(largestEdgeSet);
        iterationBound.set(bound);
        withCorners.set(corners);
    }

    /** Sets the heuristics the heuristic experiment compares (tests and demos). */
    public void configureHeuristics(List<String> names) {
        heuristics.set(List.copyOf(names));
    }

    /** Starts the chosen experiment with the current settings, cancelling any running one. */
    public void run() {
        if (kind.get() == LabKind.SOLVERS) {
            MethodComparison.Config config = MethodComparison.Config.of(cubes.get(), moves.get(), storeDepth.get());
            String tierName = tier.get();
            submit((token, report) -> MethodComparison.run(tierName, config, catalog, token, report::update),
                    rows -> {
                        comparison.set(List.copyOf(rows));
                        long flagged = rows.stream().filter(ComparisonRow::flagged).count();
                        status.set(rows.size() + " solves, all replayed" + (flagged == 0
                                ? "; every method agrees." : "; " + flagged + " rows flagged."));
                    });
        } else {
            Work<ExperimentResult> work = experiment(kind.get());
            submit(work, result -> {
                experimentResult.set(result);
                status.set(result.title() + ": " + result.rows().size() + " rows.");
            });
        }
    }

    /** The chosen Korf or store experiment with the current settings, read now (the job runs later). */
    private Work<ExperimentResult> experiment(LabKind chosen) {
        int cubeCount = cubes.get();
        int turns = moves.get();
        int depth = Math.min(6, storeDepth.get());
        List<Integer> edgeCounts = IntStream.rangeClosed(Math.min(3, maxEdges.get()), maxEdges.get()).boxed().toList();
        int bound = iterationBound.get();
        boolean corners = withCorners.get();
        List<String> names = heuristics.get();
        return (token, report) -> switch (chosen) {
            case STORE -> StoreLayoutExperiment.run(new StoreLayoutExperiment.Config(depth,
                    List.of(0.25, 0.5, 1.0, 2.0), 20_000, 7), token, report);
            // the IJARCCE 2013 paper's exact partial-problem h per cube: seconds each on short scrambles only
            case HEURISTICS -> HeuristicExperiment.run(new HeuristicExperiment.Config(names, cubeCount, turns, 500,
                    1, THREADS, 30, turns <= 10), catalog, token, report);
            default -> TableSizeExperiment.run(new TableSizeExperiment.Config(edgeCounts, corners, cubeCount,
                    bound, 1, THREADS), catalog, token, report);
        };
    }

    private <T> void submit(Work<T> work, Consumer<T> show) {
        LabJob<T> job = new LabJob<>(work);
        // the status line and the bar follow the latest job only; a replaced job's last words are dropped
        job.messageProperty().addListener((o, was, text) -> {
            if (runner.isCurrent(job)) {
                status.set(text);
            }
        });
        job.progressProperty().addListener((o, was, fraction) -> {
            if (runner.isCurrent(job)) {
                progress.set(fraction.doubleValue());
            }
        });
        progress.set(INDETERMINATE);
        status.set("");
        runner.submit(job, show, error -> status.set("The experiment failed: " + error.getMessage()));
    }

    /** Stops the running experiment and says so. */
    public void stop() {
        cancel();
        status.set("Experiment stopped.");
    }

    /** Cancels the running experiment, if any; its result is dropped. */
    public void cancel() {
        runner.cancel();
    }

    /** The shown experiment's table as CSV (what Export CSV saves). */
    public String csv() {
        if (kind.get() == LabKind.SOLVERS) {
            return MethodComparison.toCsv(comparison.get());
        }
        return experimentResult.get() == null ? "" : experimentResult.get().toCsv();
    }

    /** Saves {@link #csv()} to {@code file}; the status line says how it went. */
    public void saveCsv(Path file) {
        try {
            Files.writeString(file, csv(), StandardCharsets.UTF_8);
            status.set("Saved " + file.getFileName() + ".");
        } catch (IOException e) {
            status.set("Cannot save " + file + ": " + e.getMessage());
        }
    }

    /** Saves a snapshot of the shown charts to {@code file}; the status line says how it went. */
    public void savePng(Supplier<Image> snapshot, Path file) {
        try {
            PngExport.write(snapshot.get(), file);
            status.set("Saved " + file.getFileName() + ".");
        } catch (IOException | RuntimeException e) {
            status.set("Cannot save " + file + ": " + e.getMessage());
        }
    }

    public void shutdown() {
        runner.shutdown();
    }

    public ObjectProperty<LabKind> kindProperty() {
        return kind;
    }

    public ObjectProperty<String> tierProperty() {
        return tier;
    }

    public ObjectProperty<Integer> cubesProperty() {
        return cubes;
    }

    public ObjectProperty<Integer> movesProperty() {
        return moves;
    }

    public ObjectProperty<Integer> storeDepthProperty() {
        return storeDepth;
    }

    public ObjectProperty<Integer> maxEdgesProperty() {
        return maxEdges;
    }

    public ObjectProperty<Integer> iterationBoundProperty() {
        return iterationBound;
    }

    public BooleanProperty withCornersProperty() {
        return withCorners;
    }

    public ReadOnlyBooleanProperty runningProperty() {
        return runner.runningProperty();
    }

    /** The running job's fraction done, or indeterminate before it reports. */
    public ReadOnlyDoubleProperty progressProperty() {
        return progress.getReadOnlyProperty();
    }

    /** The line under the settings: a hint, the running job's message, a summary or an error. */
    public ReadOnlyStringProperty statusProperty() {
        return status.getReadOnlyProperty();
    }

    /** The solver comparison's rows, empty before the first run. */
    public ReadOnlyObjectProperty<List<ComparisonRow>> comparisonProperty() {
        return comparison.getReadOnlyProperty();
    }

    public List<ComparisonRow> comparison() {
        return comparison.get();
    }

    /** The result of the last Korf or store experiment, or null. */
    public ReadOnlyObjectProperty<ExperimentResult> experimentResultProperty() {
        return experimentResult.getReadOnlyProperty();
    }

    public ExperimentResult experimentResult() {
        return experimentResult.get();
    }

    /** True when the chosen experiment has results to export. */
    public BooleanBinding hasResults() {
        return hasResults;
    }

    /** An experiment's body: it polls {@code token} and reports through {@code report}. */
    @FunctionalInterface
    private interface Work<T> {
        T run(Cancellation token, Progress report) throws Exception;
    }

    /** A job whose cancellation reaches the engine: the engines stop on their own token, not on the task's. */
    private static final class LabJob<T> extends Task<T> {

        private final Cancellation token = new Cancellation();
        private final Work<T> work;

        LabJob(Work<T> work) {
            this.work = work;
        }

        @Override
        protected T call() throws Exception {
            return work.run(token, (text, fraction) -> {
                updateMessage(text);
                updateProgress(fraction, 1);
            });
        }

        @Override
        protected void cancelled() {
            token.cancel();
        }
    }
}
