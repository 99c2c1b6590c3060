package cubelab.ui.lab;

import cubelab.common.Progress;
import cubelab.solve.lab.ComparisonRow;
import cubelab.solve.lab.MethodComparison;

import cubelab.common.Cancellation;
import cubelab.search.lab.ExperimentResult;
import cubelab.search.lab.HeuristicCatalog;
import cubelab.search.lab.HeuristicExperiment;
import cubelab.search.lab.StoreLayoutExperiment;
import cubelab.search.lab.TableSizeExperiment;
import cubelab.tables.TableStore;
import cubelab.ui.look.Icons;
import cubelab.ui.look.PowerOfTenLabels;
import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.function.Function;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.collections.FXCollections;
import javafx.concurrent.Task;
import javafx.css.PseudoClass;
import javafx.scene.Parent;
import javafx.scene.chart.BarChart;
import javafx.scene.chart.CategoryAxis;
import javafx.scene.chart.NumberAxis;
import javafx.scene.chart.XYChart;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ChoiceBox;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressBar;
import javafx.scene.control.Spinner;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableRow;
import javafx.scene.control.TableView;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.stage.FileChooser;

/**
 * The Algorithm Lab tab: an experiment ({@link LabKind}) run in the background on a daemon thread
 * (one job at a time, cancellable, stale results dropped). The seed-003 solver comparison
 * ({@code lab compare}) shows its rows in a table (flagged rows highlighted) with mean nodes (log
 * scale) and mean time per method as bar charts; the store layouts and Korf's two analyses
 * ({@code lab store}, {@code lab heuristics}, {@code lab tables}) show their CSV table and a
 * scatter chart ({@link ExperimentPane}). Charts export as PNG, tables as CSV.
 */
public final class LabView {

    private static final PseudoClass FLAGGED = PseudoClass.getPseudoClass("flagged");

    private final VBox root = new VBox();
    private final ChoiceBox<LabKind> experiment = new ChoiceBox<>(FXCollections.observableArrayList(LabKind.values()));
    private final ChoiceBox<String> tier = new ChoiceBox<>();
    private final Spinner<Integer> count = spinner("labCount", 1, 50, 4, "Random cubes (N)");
    private final Spinner<Integer> moves = spinner("labMoves", 0, 20, 9, "Random moves per cube (K)");
    private final Spinner<Integer> depth = spinner("labDepth", 0, 7, 5, "Backward store depth d_back");
    private final Spinner<Integer> edges = spinner("labEdges", 2, 7, 5,
            "Largest edge set: tables of 2..k edges (6 takes ~10 s to build, 7 minutes and ~2 GB)");
    private final Spinner<Integer> bound = spinner("labBound", 1, 14, 10, "Depth bound of the measured IDA* iteration");
    private final CheckBox corners = new CheckBox("corners");
    private final ExperimentPane experimentPane = new ExperimentPane();
    private final HeuristicCatalog catalog = new HeuristicCatalog(
            MethodComparison.korfAvailable() ? TableStore.standard() : null, Math.max(1, Runtime.getRuntime().availableProcessors()));
    private final ReadOnlyBooleanWrapper hasResults = new ReadOnlyBooleanWrapper(this, "hasResults");
    private List<String> heuristics = MethodComparison.korfAvailable()
            ? List.of("manhattan", "tiny", "partial", "partial-tiles", "corners", "korf")
            : List.of("manhattan", "tiny", "partial", "partial-tiles");
    private final Button run = Icons.decorate(new Button("Run"), "labRun", "mdi2p-play", "Run the experiment");
    private final Button stop = Icons.decorate(new Button(), "labStop", "mdi2s-stop", "Stop the experiment");
    private final Button exportPng = Icons.decorate(new Button("Export chart as PNG"), "labExportPng",
            "mdi2i-image-outline", "Save the charts as a PNG image");
    private final Button exportCsv = Icons.decorate(new Button("Export CSV"), "labExportCsv",
            "mdi2f-file-delimited-outline", "Save the results table as CSV");
    private final ProgressBar progress = new ProgressBar(0);
    private final Label status = new Label("Choose N cubes of K random moves and press Run.");
    private final TableView<ComparisonRow> table = new TableView<>();
    private final NumberAxis nodesAxis = new NumberAxis(0, 6, 1);
    private final BarChart<String, Number> nodesChart = new BarChart<>(new CategoryAxis(), nodesAxis);
    private final BarChart<String, Number> timeChart = new BarChart<>(new CategoryAxis(), new NumberAxis());
    private final HBox charts = new HBox(10, nodesChart, timeChart);
    private final ReadOnlyBooleanWrapper running = new ReadOnlyBooleanWrapper(this, "running");
    private final ReadOnlyObjectWrapper<List<ComparisonRow>> results = new ReadOnlyObjectWrapper<>(this, "results", List.of());
    private final ExecutorService executor = Executors.newSingleThreadExecutor(r -> {
        Thread thread = new Thread(r, "cubelab-lab");
        thread.setDaemon(true);
        return thread;
    });
    private final VBox content = new VBox(8);
    private final List<HBox> fields = new java.util.ArrayList<>();
    private Task<?> current;
    private Cancellation token;

    public LabView() {
        root.setId("labView");
        root.getStyleClass().add("lab-view");
        root.getStylesheets().add(LabView.class.getResource("/cubelab/ui/lab.css").toExternalForm());
        tier.setId("labTier");
        tier.setTooltip(new Tooltip("Heuristic: tiny tables built in memory, or Korf's tables if installed"));
        tier.setItems(FXCollections.observableArrayList(MethodComparison.korfAvailable()
                ? List.of("tiny", "korf") : List.of("tiny")));
        tier.setValue("tiny");
        progress.setId("labProgress");
        progress.setPrefWidth(160);
        progress.setVisible(false);
        status.setId("labStatus");
        status.getStyleClass().add("hint");
        run.getStyleClass().add("accent");
        run.disableProperty().bind(running);
        stop.visibleProperty().bind(running);
        run.setOnAction(e -> start());
        stop.setOnAction(e -> {
            cancel();
            status.setText("Experiment stopped.");
        });
        exportPng.setOnAction(e -> choosePng());
        exportCsv.setOnAction(e -> chooseCsv());
        exportCsv.disableProperty().bind(hasResults.not());
        experiment.setId("labExperiment");
        experiment.setTooltip(new Tooltip("The experiment to run"));
        experiment.setValue(LabKind.SOLVERS);
        experiment.valueProperty().addListener((o, was, now) -> showControls(now));
        corners.setId("labCorners");
        corners.setTooltip(new Tooltip("Add Korf's corner table (88 M entries) to every edge set"));
        corners.setSelected(false);
        Region spacer = new Region();
        HBox.setHgrow(spacer, Priority.ALWAYS);
        HBox settings = new HBox(8);
        fields.addAll(List.of(field("Heuristic", tier), field("N", count), field("K", moves), field("Depth", depth),
                field("Edges ≤", edges), field("Bound", bound), field("", corners)));
        settings.getChildren().addAll(fields);
        settings.getStyleClass().add("lab-bar");
        HBox top = new HBox(8, field("Experiment", experiment), run, stop, progress, spacer, exportPng, exportCsv);
        top.getStyleClass().add("lab-bar");
        buildTable();
        buildCharts();
        VBox.setVgrow(charts, Priority.ALWAYS);
        VBox.setVgrow(table, Priority.SOMETIMES);
        VBox.setVgrow(content, Priority.ALWAYS);
        VBox.setVgrow(experimentPane.root(), Priority.ALWAYS);
        root.getChildren().addAll(top, settings, status, content);
        showControls(LabKind.SOLVERS);
    }

    /** Shows the settings and the result area of {@code kind}. */
    private void showControls(LabKind kind) {
        boolean[] shown = switch (kind) {
            case SOLVERS -> new boolean[] {true, true, true, true, false, false, false};
            case STORE -> new boolean[] {false, false, false, true, false, false, false};
            case HEURISTICS -> new boolean[] {false, true, true, false, false, false, false};
            case TABLES -> new boolean[] {false, true, false, false, true, true, true};
        };
        for (int i = 0; i < fields.size(); i++) {
            fields.get(i).setVisible(shown[i]);
            fields.get(i).setManaged(shown[i]);
        }
        if (kind == LabKind.SOLVERS) {
            content.getChildren().setAll(charts, table);
            hasResults.set(!results.get().isEmpty());
        } else {
            content.getChildren().setAll(experimentPane.root());
            hasResults.set(experimentPane.result() != null);
        }
        if (!running.get()) {
            status.setText(switch (kind) {
                case SOLVERS -> "Choose N cubes of K random moves and press Run.";
                case STORE -> "Measures every store layout at d_back = Depth: memory and cache lines per lookup.";
                case HEURISTICS -> "Solves N cubes of K random moves with each heuristic: " + String.join(", ", heuristics) + ".";
                case TABLES -> "One IDA* iteration to Bound on N random cubes, for tables of 2.." + edges.getValue()
                        + " edges: nodes against table size.";
            });
        }
    }

    private static Spinner<Integer> spinner(String id, int min, int max, int value, String tip) {
        Spinner<Integer> spinner = new Spinner<>(min, max, value);
        spinner.setId(id);
        spinner.setEditable(true);
        spinner.setPrefWidth(76);
        spinner.setTooltip(new Tooltip(tip));
        return spinner;
    }

    private static HBox field(String text, javafx.scene.Node control) {
        Label label = new Label(text);
        label.getStyleClass().add("field-label");
        HBox box = new HBox(4, label, control);
        box.getStyleClass().add("lab-field");
        return box;
    }

    private void buildTable() {
        table.setId("labTable");
        table.setPlaceholder(new Label("No results yet"));
        table.getColumns().add(column("Cube", r -> Integer.toString(r.cube()), 50));
        table.getColumns().add(column("Method", ComparisonRow::method, 200));
        table.getColumns().add(column("Length", r -> r.length() < 0 ? "—" : Integer.toString(r.length()), 60));
        table.getColumns().add(column("Nodes", r -> String.format(Locale.ROOT, "%,d", r.nodes()), 110));
        table.getColumns().add(column("Seconds", r -> String.format(Locale.ROOT, "%.3f", r.seconds()), 80));
        table.getColumns().add(column("Check", r -> r.flagged() ? "⚠ " + r.flag() : "✓ replayed", 300));
        table.setRowFactory(view -> new TableRow<>() {
            @Override
            protected void updateItem(ComparisonRow row, boolean empty) {
                super.updateItem(row, empty);
                pseudoClassStateChanged(FLAGGED, !empty && row != null && row.flagged());
            }
        });
        table.setPrefHeight(220);
    }

    private static TableColumn<ComparisonRow, String> column(String title, Function<ComparisonRow, String> text, double width) {
        TableColumn<ComparisonRow, String> column = new TableColumn<>(title);
        column.setCellValueFactory(cell -> new javafx.beans.property.SimpleStringProperty(text.apply(cell.getValue())));
        column.setPrefWidth(width);
        column.setSortable(false);
        return column;
    }

    private void buildCharts() {
        charts.setId("labCharts");
        charts.getStyleClass().add("lab-charts");
        nodesChart.setId("labNodesChart");
        nodesChart.setTitle("Mean nodes per method (log scale)");
        nodesChart.setLegendVisible(false);
        nodesChart.setAnimated(false);
        nodesAxis.setLabel("nodes");
        nodesAxis.setMinorTickVisible(false);
        nodesAxis.setTickLabelFormatter(new PowerOfTenLabels());
        timeChart.setId("labTimeChart");
        timeChart.setTitle("Mean seconds per method");
        timeChart.setLegendVisible(false);
        timeChart.setAnimated(false);
        timeChart.getYAxis().setLabel("seconds");
        HBox.setHgrow(nodesChart, Priority.ALWAYS);
        HBox.setHgrow(timeChart, Priority.ALWAYS);
    }

    /** Sets the spinners and heuristic (for tests and demos). */
    public void configure(int cubes, int turns, int storeDepth) {
        count.getValueFactory().setValue(cubes);
        moves.getValueFactory().setValue(turns);
        depth.getValueFactory().setValue(storeDepth);
    }

    /** Chooses the experiment (for tests and demos). */
    public void select(LabKind kind) {
        experiment.setValue(kind);
    }

    /** Sets the table-size experiment's largest edge set, bound and corner table (for tests and demos). */
    public void configureTables(int maxEdges, int iterationBound, boolean withCorners) {
        edges.getValueFactory().setValue(maxEdges);
        bound.getValueFactory().setValue(iterationBound);
        corners.setSelected(withCorners);
    }

    /** Sets the heuristics the heuristic experiment compares (for tests and demos). */
    public void configureHeuristics(List<String> names) {
        heuristics = List.copyOf(names);
        showControls(experiment.getValue());
    }

    /** Starts the chosen experiment with the current settings, cancelling any running one. */
    public void start() {
        if (experiment.getValue() != LabKind.SOLVERS) {
            startExperiment(experiment.getValue());
            return;
        }
        cancel();
        MethodComparison.Config config = MethodComparison.Config.of(count.getValue(), moves.getValue(),
                depth.getValue());
        String tierName = tier.getValue();
        Cancellation cancellation = new Cancellation();
        Task<List<ComparisonRow>> task = new Task<>() {
            @Override
            protected List<ComparisonRow> call() throws Exception {
                return MethodComparison.run(tierName, config, catalog, cancellation, (text, fraction) -> {
                    updateMessage(text);
                    updateProgress(fraction, 1);
                });
            }

            @Override
            protected void succeeded() {
                if (finish(this)) {
                    show(getValue());
                }
            }

            @Override
            protected void failed() {
                if (finish(this) && !(getException() instanceof CancellationException)) {
                    status.setText("The experiment failed: " + getException().getMessage());
                }
            }
        };
        launch(task, cancellation);
    }

    private void launch(Task<?> task, Cancellation cancellation) {
        current = task;
        token = cancellation;
        running.set(true);
        progress.progressProperty().bind(task.progressProperty());
        progress.setVisible(true);
        status.textProperty().bind(task.messageProperty());
        executor.execute(task);
    }

    private void startExperiment(LabKind kind) {
        cancel();
        int cubes = count.getValue();
        int turns = moves.getValue();
        int storeDepth = Math.min(6, depth.getValue());
        int threads = Math.max(1, Runtime.getRuntime().availableProcessors());
        List<Integer> edgeCounts = java.util.stream.IntStream.rangeClosed(Math.min(3, edges.getValue()), edges.getValue())
                .boxed().toList();
        int iterationBound = bound.getValue();
        boolean withCorners = corners.isSelected();
        List<String> names = heuristics;
        Cancellation cancellation = new Cancellation();
        Task<ExperimentResult> task = new Task<>() {
            @Override
            protected ExperimentResult call() throws Exception {
                Progress report = (text, fraction) -> {
                    updateMessage(text);
                    updateProgress(fraction, 1);
                };
                return switch (kind) {
                    case STORE -> StoreLayoutExperiment.run(new StoreLayoutExperiment.Config(storeDepth,
                            List.of(0.25, 0.5, 1.0, 2.0), 20_000, 7), cancellation, report);
                    // the IJARCCE 2013 paper's exact partial-problem h per cube: seconds each on short scrambles only
                    case HEURISTICS -> HeuristicExperiment.run(new HeuristicExperiment.Config(names, cubes, turns, 500,
                            1, threads, 30, turns <= 10), catalog, cancellation, report);
                    default -> TableSizeExperiment.run(new TableSizeExperiment.Config(edgeCounts, withCorners, cubes,
                            iterationBound, 1, threads), catalog, cancellation, report);
                };
            }

            @Override
            protected void succeeded() {
                if (finish(this)) {
                    experimentPane.show(getValue());
                    hasResults.set(true);
                    status.setText(getValue().title() + ": " + getValue().rows().size() + " rows.");
                }
            }

            @Override
            protected void failed() {
                if (finish(this) && !(getException() instanceof CancellationException)) {
                    status.setText("The experiment failed: " + getException().getMessage());
                }
            }
        };
        launch(task, cancellation);
    }

    /** True if {@code task} is still the current job (its result is not stale); stops the progress display. */
    private boolean finish(Task<?> task) {
        if (task != current) {
            return false;
        }
        current = null;
        token = null;
        unbindProgress();
        return true;
    }

    private void unbindProgress() {
        running.set(false);
        progress.progressProperty().unbind();
        progress.setVisible(false);
        status.textProperty().unbind();
    }

    /** Cancels the running experiment, if any; its result is dropped. */
    public void cancel() {
        if (token != null) {
            token.cancel();
        }
        if (current != null) {
            current.cancel(false);
        }
        current = null;
        token = null;
        unbindProgress();
    }

    private void show(List<ComparisonRow> rows) {
        results.set(List.copyOf(rows));
        hasResults.set(true);
        table.setItems(FXCollections.observableArrayList(rows));
        XYChart.Series<String, Number> nodes = new XYChart.Series<>();
        int maxExponent = 1;
        for (Map.Entry<String, Double> entry : MethodComparison.meanByMethod(rows, ComparisonRow::nodes).entrySet()) {
            double log = Math.log10(Math.max(1, entry.getValue()));
            maxExponent = Math.max(maxExponent, (int) Math.ceil(log));
            nodes.getData().add(new XYChart.Data<>(shortName(entry.getKey()), log));
        }
        nodesAxis.setUpperBound(maxExponent);
        XYChart.Series<String, Number> time = new XYChart.Series<>();
        MethodComparison.meanByMethod(rows, ComparisonRow::seconds)
                .forEach((method, seconds) -> time.getData().add(new XYChart.Data<>(shortName(method), seconds)));
        nodesChart.getData().setAll(List.of(nodes));
        timeChart.getData().setAll(List.of(time));
        long flagged = rows.stream().filter(ComparisonRow::flagged).count();
        status.setText(rows.size() + " solves, all replayed" + (flagged == 0 ? "; every method agrees."
                : "; " + flagged + " rows flagged."));
    }

    /** Short chart labels, so that every category fits under its bar. */
    static String shortName(String method) {
        return method.startsWith("bidirectional-")
                ? "BA* " + method.substring("bidirectional-".length()).replace("extra_heuristic", "extra h")
                : method.equals("ida") ? "IDA*" : method;
    }

    private void choosePng() {
        FileChooser chooser = new FileChooser();
        chooser.setTitle("Export chart as PNG");
        chooser.setInitialFileName("lab-chart.png");
        chooser.getExtensionFilters().add(new FileChooser.ExtensionFilter("PNG image", "*.png"));
        File file = chooser.showSaveDialog(root.getScene() == null ? null : root.getScene().getWindow());
        if (file != null) {
            try {
                javafx.scene.Node shown = experiment.getValue() == LabKind.SOLVERS ? charts : experimentPane.chart();
                PngExport.write(shown.snapshot(null, null), file.toPath());
                status.setText("Saved " + file.getName() + ".");
            } catch (IOException | RuntimeException e) {
                status.setText("Cannot save " + file + ": " + e.getMessage());
            }
        }
    }

    private void chooseCsv() {
        FileChooser chooser = new FileChooser();
        chooser.setTitle("Export CSV");
        chooser.setInitialFileName("lab.csv");
        chooser.getExtensionFilters().add(new FileChooser.ExtensionFilter("CSV", "*.csv"));
        File file = chooser.showSaveDialog(root.getScene() == null ? null : root.getScene().getWindow());
        if (file != null) {
            try {
                Files.writeString(file.toPath(), csv(), StandardCharsets.UTF_8);
                status.setText("Saved " + file.getName() + ".");
            } catch (IOException e) {
                status.setText("Cannot save " + file + ": " + e.getMessage());
            }
        }
    }

    /** The shown experiment's table as CSV (what Export CSV saves). */
    public String csv() {
        return experiment.getValue() == LabKind.SOLVERS ? MethodComparison.toCsv(results.get())
                : experimentPane.result() == null ? "" : experimentPane.result().toCsv();
    }

    /** The result of the last Korf or store experiment, or null. */
    public ExperimentResult experimentResult() {
        return experimentPane.result();
    }

    public Parent root() {
        return root;
    }

    public List<ComparisonRow> results() {
        return results.get();
    }

    public ReadOnlyBooleanProperty runningProperty() {
        return running.getReadOnlyProperty();
    }

    public void shutdown() {
        cancel();
        executor.shutdownNow();
    }
}
