package cubelab.ui.lab;

import cubelab.search.Cancellation;
import cubelab.ui.Icons;
import cubelab.ui.PowerOfTenLabels;
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
 * The Algorithm Lab tab: the {@code lab compare} experiment run in the background on a daemon
 * thread (one job at a time, cancellable, stale results dropped), its rows in a table (flagged
 * rows highlighted), mean nodes per method (log scale) and mean time per method as bar charts,
 * and PNG / CSV export.
 */
public final class LabView {

    private static final PseudoClass FLAGGED = PseudoClass.getPseudoClass("flagged");

    private final VBox root = new VBox();
    private final ChoiceBox<String> tier = new ChoiceBox<>();
    private final Spinner<Integer> count = spinner("labCount", 1, 50, 4, "Random cubes (N)");
    private final Spinner<Integer> moves = spinner("labMoves", 0, 20, 9, "Random moves per cube (K)");
    private final Spinner<Integer> depth = spinner("labDepth", 0, 7, 5, "Backward store depth d_back");
    private final Button run = Icons.decorate(new Button("Run"), "labRun", "mdi2p-play", "Run the experiment");
    private final Button stop = Icons.decorate(new Button(), "labStop", "mdi2s-stop", "Stop the experiment");
    private final Button exportPng = Icons.decorate(new Button("Export chart as PNG"), "labExportPng",
            "mdi2i-image-outline", "Save the charts as a PNG image");
    private final Button exportCsv = Icons.decorate(new Button("Export CSV"), "labExportCsv",
            "mdi2f-file-delimited-outline", "Save the results table as CSV");
    private final ProgressBar progress = new ProgressBar(0);
    private final Label status = new Label("Choose N cubes of K random moves and press Run.");
    private final TableView<LabRow> table = new TableView<>();
    private final NumberAxis nodesAxis = new NumberAxis(0, 6, 1);
    private final BarChart<String, Number> nodesChart = new BarChart<>(new CategoryAxis(), nodesAxis);
    private final BarChart<String, Number> timeChart = new BarChart<>(new CategoryAxis(), new NumberAxis());
    private final HBox charts = new HBox(10, nodesChart, timeChart);
    private final ReadOnlyBooleanWrapper running = new ReadOnlyBooleanWrapper(this, "running");
    private final ReadOnlyObjectWrapper<List<LabRow>> results = new ReadOnlyObjectWrapper<>(this, "results", List.of());
    private final ExecutorService executor = Executors.newSingleThreadExecutor(r -> {
        Thread thread = new Thread(r, "cubelab-lab");
        thread.setDaemon(true);
        return thread;
    });
    private Task<List<LabRow>> current;
    private Cancellation token;

    public LabView() {
        root.setId("labView");
        root.getStyleClass().add("lab-view");
        root.getStylesheets().add(LabView.class.getResource("/cubelab/ui/lab.css").toExternalForm());
        tier.setId("labTier");
        tier.setTooltip(new Tooltip("Heuristic: tiny tables built in memory, or Korf's tables if installed"));
        tier.setItems(FXCollections.observableArrayList(LabExperiment.korfAvailable()
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
        exportCsv.disableProperty().bind(results.isEqualTo(List.of()));
        Region spacer = new Region();
        HBox.setHgrow(spacer, Priority.ALWAYS);
        HBox bar = new HBox(8, field("Heuristic", tier), field("N", count), field("K", moves), field("Depth", depth),
                run, stop, progress, spacer, exportPng, exportCsv);
        bar.getStyleClass().add("lab-bar");
        buildTable();
        buildCharts();
        VBox.setVgrow(charts, Priority.ALWAYS);
        VBox.setVgrow(table, Priority.SOMETIMES);
        root.getChildren().addAll(bar, status, charts, table);
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
        table.getColumns().add(column("Method", LabRow::method, 200));
        table.getColumns().add(column("Length", r -> r.length() < 0 ? "—" : Integer.toString(r.length()), 60));
        table.getColumns().add(column("Nodes", r -> String.format(Locale.ROOT, "%,d", r.nodes()), 110));
        table.getColumns().add(column("Seconds", r -> String.format(Locale.ROOT, "%.3f", r.seconds()), 80));
        table.getColumns().add(column("Check", r -> r.flagged() ? "⚠ " + r.flag() : "✓ replayed", 300));
        table.setRowFactory(view -> new TableRow<>() {
            @Override
            protected void updateItem(LabRow row, boolean empty) {
                super.updateItem(row, empty);
                pseudoClassStateChanged(FLAGGED, !empty && row != null && row.flagged());
            }
        });
        table.setPrefHeight(220);
    }

    private static TableColumn<LabRow, String> column(String title, Function<LabRow, String> text, double width) {
        TableColumn<LabRow, String> column = new TableColumn<>(title);
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

    /** "10³" style labels for the log axis. */

    /** Sets the spinners and heuristic (for tests and demos). */
    public void configure(int cubes, int turns, int storeDepth) {
        count.getValueFactory().setValue(cubes);
        moves.getValueFactory().setValue(turns);
        depth.getValueFactory().setValue(storeDepth);
    }

    /** Starts the experiment with the current settings, cancelling any running one. */
    public void start() {
        cancel();
        LabExperiment.Config config = LabExperiment.Config.of(tier.getValue(), count.getValue(), moves.getValue(),
                depth.getValue());
        Cancellation cancellation = new Cancellation();
        Task<List<LabRow>> task = new Task<>() {
            @Override
            protected List<LabRow> call() throws Exception {
                return LabExperiment.run(config, cancellation, (text, fraction) -> {
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
        current = task;
        token = cancellation;
        running.set(true);
        progress.progressProperty().bind(task.progressProperty());
        progress.setVisible(true);
        status.textProperty().bind(task.messageProperty());
        executor.execute(task);
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

    private void show(List<LabRow> rows) {
        results.set(List.copyOf(rows));
        table.setItems(FXCollections.observableArrayList(rows));
        XYChart.Series<String, Number> nodes = new XYChart.Series<>();
        int maxExponent = 1;
        for (Map.Entry<String, Double> entry : LabExperiment.meanByMethod(rows, LabRow::nodes).entrySet()) {
            double log = Math.log10(Math.max(1, entry.getValue()));
            maxExponent = Math.max(maxExponent, (int) Math.ceil(log));
            nodes.getData().add(new XYChart.Data<>(shortName(entry.getKey()), log));
        }
        nodesAxis.setUpperBound(maxExponent);
        XYChart.Series<String, Number> time = new XYChart.Series<>();
        LabExperiment.meanByMethod(rows, LabRow::seconds)
                .forEach((method, seconds) -> time.getData().add(new XYChart.Data<>(shortName(method), seconds)));
        nodesChart.getData().setAll(List.of(nodes));
        timeChart.getData().setAll(List.of(time));
        long flagged = rows.stream().filter(LabRow::flagged).count();
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
                PngExport.write(charts.snapshot(null, null), file.toPath());
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
                Files.writeString(file.toPath(), LabExperiment.toCsv(results.get()), StandardCharsets.UTF_8);
                status.setText("Saved " + file.getName() + ".");
            } catch (IOException e) {
                status.setText("Cannot save " + file + ": " + e.getMessage());
            }
        }
    }

    public Parent root() {
        return root;
    }

    public List<LabRow> results() {
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
