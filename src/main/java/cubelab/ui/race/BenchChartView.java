package cubelab.ui.race;

import cubelab.race.bench.BenchData;
import cubelab.race.bench.BenchExperiment;
import cubelab.race.board.Metric;
import cubelab.ui.jobs.EngineJob;
import cubelab.ui.jobs.LatestJobRunner;
import cubelab.ui.dialog.FileDialogs;
import cubelab.ui.look.Icons;
import cubelab.ui.look.PowerOfTenLabels;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Supplier;
import javafx.application.Platform;
import javafx.collections.FXCollections;
import javafx.scene.chart.LineChart;
import javafx.scene.chart.NumberAxis;
import javafx.scene.chart.XYChart;
import javafx.scene.control.Button;
import javafx.scene.control.ChoiceBox;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressBar;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.stage.FileChooser;

/**
 * the comparison of Solving Rubik's Race (AUA 2023): mean nodes expanded (log scale) per algorithm/heuristic against the
 * scramble distance, from {@code race bench} CSV loaded from a file, or from a small experiment run
 * here in the background with the same engine calls (a latest job on threads {@code cubelab-race-bench-N}).
 */
final class BenchChartView extends VBox {

    private final NumberAxis walkAxis = new NumberAxis();
    private final NumberAxis nodesAxis = new NumberAxis();
    private final LineChart<Number, Number> chart = new LineChart<>(walkAxis, nodesAxis);
    private final Button load = Icons.decorate(new Button("Load CSV…"), "loadBench", "mdi2f-file-chart-outline",
            "Load the output of: cubelab race bench --output bench.csv");
    private final Button run = Icons.decorate(new Button("Run quick experiment"), "runBench", "mdi2f-flask-outline",
            "Random walks of 4..20 moves on 5×5, 3 boards each, every algorithm, in the move metric of the game"
                    + " (BFS and A* capped at 50 000 nodes, every solve at 1 s)");
    private final Button stop = Icons.decorate(new Button(), "stopBench", "mdi2s-stop", "Stop the experiment");
    private final ChoiceBox<Integer> size = new ChoiceBox<>();
    private final ProgressBar progress = new ProgressBar(0);
    private final Label status = new Label("Load race bench CSV, or run a quick experiment here.");
    private final LatestJobRunner experiments = new LatestJobRunner("cubelab-race-bench");
    private BenchData data = new BenchData(List.of());
    /** The metric the game card has selected: the quick experiment counts in it. */
    private final Supplier<Metric> metric;

    BenchChartView(Supplier<Metric> metric) {
        this.metric = metric;
        getStyleClass().add("bench-view");
        setId("benchView");
        chart.setId("benchChart");
        chart.setTitle("Nodes expanded vs scramble distance");
        chart.setCreateSymbols(true);
        chart.setAnimated(false);
        walkAxis.setLabel("scramble distance (random-walk moves)");
        walkAxis.setForceZeroInRange(false);
        nodesAxis.setLabel("mean nodes expanded (log scale)");
        nodesAxis.setAutoRanging(false);
        nodesAxis.setLowerBound(0);
        nodesAxis.setUpperBound(6);
        nodesAxis.setTickUnit(1);
        nodesAxis.setMinorTickVisible(false);
        nodesAxis.setTickLabelFormatter(new PowerOfTenLabels());
        size.setId("benchSize");
        size.setTooltip(new Tooltip("Board size"));
        size.valueProperty().addListener((o, a, n) -> plot());
        progress.setId("benchProgress");
        progress.setVisible(false);
        progress.setPrefWidth(140);
        status.setId("benchStatus");
        status.getStyleClass().add("hint");
        stop.visibleProperty().bind(experiments.runningProperty());
        run.disableProperty().bind(experiments.runningProperty());
        load.setOnAction(e -> chooseFile());
        run.setOnAction(e -> runExperiment());
        stop.setOnAction(e -> {
            experiments.cancel();
            progress.setVisible(false);
            status.setText("Experiment stopped.");
        });
        Region spacer = new Region();
        HBox.setHgrow(spacer, Priority.ALWAYS);
        Label sizeLabel = new Label("Board");
        sizeLabel.getStyleClass().add("field-label");
        HBox bar = new HBox(8, load, run, stop, progress, spacer, sizeLabel, size);
        bar.getStyleClass().add("bench-bar");
        VBox.setVgrow(chart, Priority.ALWAYS);
        getChildren().addAll(bar, chart, status);
    }

    private void chooseFile() {
        FileChooser chooser = new FileChooser();
        chooser.setTitle("Open race bench CSV");
        chooser.getExtensionFilters().add(new FileChooser.ExtensionFilter("CSV", "*.csv", "*.txt"));
        java.io.File file = FileDialogs.open(chooser, getScene() == null ? null : getScene().getWindow());
        if (file != null) {
            load(file.toPath());
        }
    }

    /** Reads a CSV file and plots it; a bad file is reported in the status line. */
    void load(Path file) {
        try {
            setData(BenchData.parse(Files.readAllLines(file, StandardCharsets.UTF_8)));
            status.setText("Loaded " + data.rows().size() + " runs from " + file.getFileName() + ".");
        } catch (IOException e) {
            status.setText("Cannot read " + file + ": " + e.getMessage());
        } catch (BenchData.BenchFormatException e) {
            status.setText("Not race bench CSV (" + file.getFileName() + ", " + e.getMessage() + ")");
        }
    }

    /** The experiment Run starts now: 5×5 in the game's metric. */
    BenchExperiment quickExperiment() {
        return BenchExperiment.quick(5, metric.get());
    }

    void runExperiment() {
        BenchExperiment experiment = quickExperiment();
        String metricName = experiment.metric().name().toLowerCase(Locale.ROOT) + " metric";
        int total = experiment.solveCount();
        progress.setProgress(0);
        progress.setVisible(true);
        status.setText("Running " + total + " solves on 5×5, " + metricName + "…");
        // a cancelled job's token is set on the FX thread as it is cancelled: its late progress is dropped
        experiments.submit(new EngineJob<>(token -> experiment.run(token, done -> Platform.runLater(() -> {
                    if (!token.isCancelled()) {
                        progress.setProgress((double) done / total);
                    }
                }))),
                result -> {
                    progress.setVisible(false);
                    setData(result);
                    status.setText("Quick experiment: " + result.rows().size()
                            + " solves (" + metricName + "; BFS and A* capped at 50 000 nodes, counted at the cap; 1 s a solve).");
                },
                error -> {
                    progress.setVisible(false);
                    status.setText("The experiment failed: " + error.getMessage());
                });
    }

    void setData(BenchData next) {
        data = next;
        List<Integer> sizes = data.sizes();
        Integer keep = size.getValue();
        size.setItems(FXCollections.observableArrayList(sizes));
        size.setValue(sizes.contains(keep) ? keep : sizes.isEmpty() ? null : sizes.get(0));
        plot();
    }

    BenchData data() {
        return data;
    }

    private void plot() {
        chart.getData().clear();
        Integer board = size.getValue();
        if (board == null) {
            return;
        }
        int maxExponent = 1;
        for (Map.Entry<String, List<BenchData.Point>> entry : data.series(board).entrySet()) {
            XYChart.Series<Number, Number> series = new XYChart.Series<>();
            int runs = entry.getValue().stream().mapToInt(BenchData.Point::runs).sum();
            int solved = entry.getValue().stream().mapToInt(BenchData.Point::solved).sum();
            // hill climbing fails on some boards, capped searches stop: say how often
            series.setName(solved == runs ? entry.getKey()
                    : entry.getKey() + " (" + Math.round(100.0 * solved / runs) + "% solved)");
            for (BenchData.Point point : entry.getValue()) {
                double log = Math.log10(Math.max(1, point.meanExpanded()));
                maxExponent = Math.max(maxExponent, (int) Math.ceil(log));
                series.getData().add(new XYChart.Data<>(point.walk(), log));
            }
            chart.getData().add(series);
        }
        nodesAxis.setUpperBound(maxExponent);
    }

    /** Cancels the experiment and stops its threads (the window is closing). */
    void shutdown() {
        experiments.shutdown();
    }
}
