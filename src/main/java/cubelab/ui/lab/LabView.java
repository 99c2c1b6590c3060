package cubelab.ui.lab;

import cubelab.solve.lab.ComparisonRow;
import cubelab.solve.lab.MethodComparison;
import cubelab.ui.look.Icons;
import cubelab.ui.look.PowerOfTenLabels;
import java.io.File;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Function;
import javafx.beans.Observable;
import javafx.beans.property.SimpleStringProperty;
import javafx.collections.FXCollections;
import javafx.css.PseudoClass;
import javafx.scene.Node;
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
import javafx.stage.Window;

/**
 * The Algorithm Lab tab's controls, bound to a {@link LabViewModel} that holds the state and runs
 * the experiments ({@link LabKind}). The solver comparison of bidirectional A* with pre-stored backward states (IJARCCE 2013, {@code lab compare}) shows
 * its rows in a table (flagged rows highlighted) with mean nodes (log scale) and mean time per
 * method as bar charts; the store layouts and Korf's two analyses ({@code lab store},
 * {@code lab heuristics}, {@code lab tables}) show their CSV table and a scatter chart
 * ({@link ExperimentPane}). Charts export as PNG, tables as CSV.
 */
public final class LabView {

    private static final PseudoClass FLAGGED = PseudoClass.getPseudoClass("flagged");

    private final LabViewModel model;
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
    private final Button run = Icons.decorate(new Button("Run"), "labRun", "mdi2p-play", "Run the experiment");
    private final Button stop = Icons.decorate(new Button(), "labStop", "mdi2s-stop", "Stop the experiment");
    private final Button exportPng = Icons.decorate(new Button("Export chart as PNG"), "labExportPng",
            "mdi2i-image-outline", "Save the charts as a PNG image");
    private final Button exportCsv = Icons.decorate(new Button("Export CSV"), "labExportCsv",
            "mdi2f-file-delimited-outline", "Save the results table as CSV");
    private final ProgressBar progress = new ProgressBar(0);
    private final Label status = new Label();
    private final TableView<ComparisonRow> table = new TableView<>();
    private final NumberAxis nodesAxis = new NumberAxis(0, 6, 1);
    private final BarChart<String, Number> nodesChart = new BarChart<>(new CategoryAxis(), nodesAxis);
    private final BarChart<String, Number> timeChart = new BarChart<>(new CategoryAxis(), new NumberAxis());
    private final HBox charts = new HBox(10, nodesChart, timeChart);
    private final VBox content = new VBox(8);
    private final List<HBox> fields = new ArrayList<>();

    public LabView(LabViewModel model) {
        this.model = model;
        root.setId("labView");
        root.getStyleClass().add("lab-view");
        root.getStylesheets().add(LabView.class.getResource("/cubelab/ui/lab.css").toExternalForm());
        tier.setId("labTier");
        tier.setTooltip(new Tooltip("Heuristic: tiny tables built in memory, or Korf's tables if installed"));
        tier.setItems(FXCollections.observableArrayList(model.tiers()));
        progress.setId("labProgress");
        progress.setPrefWidth(120);
        status.setId("labStatus");
        status.getStyleClass().add("hint");
        run.getStyleClass().add("accent");
        run.setOnAction(e -> model.run());
        stop.setOnAction(e -> model.stop());
        exportPng.setOnAction(e -> choosePng());
        exportCsv.setOnAction(e -> chooseCsv());
        experiment.setId("labExperiment");
        experiment.setTooltip(new Tooltip("The experiment to run"));
        corners.setId("labCorners");
        corners.setTooltip(new Tooltip("Add Korf's corner table (88 M entries) to every edge set"));
        bind();
        Region spacer = new Region();
        HBox.setHgrow(spacer, Priority.ALWAYS);
        HBox settings = new HBox(8);
        fields.addAll(List.of(field("Heuristic", tier), field("N", count), field("K", moves), field("Depth", depth),
                field("Edges ≤", edges), field("Bound", bound), field("", corners)));
        settings.getChildren().addAll(fields);
        settings.getStyleClass().add("lab-bar");
        // the buttons keep their whole text at 1024 px; the chooser gives way while a run shows its progress
        for (Region button : List.of(run, stop, exportPng, exportCsv)) {
            button.setMinWidth(Region.USE_PREF_SIZE);
        }
        experiment.setMinWidth(200);
        stop.managedProperty().bind(stop.visibleProperty());
        progress.managedProperty().bind(progress.visibleProperty());
        HBox top = new HBox(8, field("Experiment", experiment), run, stop, progress, spacer, exportPng, exportCsv);
        top.getStyleClass().add("lab-bar");
        buildTable();
        buildCharts();
        VBox.setVgrow(charts, Priority.ALWAYS);
        VBox.setVgrow(table, Priority.SOMETIMES);
        VBox.setVgrow(content, Priority.ALWAYS);
        VBox.setVgrow(experimentPane.root(), Priority.ALWAYS);
        root.getChildren().addAll(top, settings, status, content);
        showControls(model.kindProperty().get());
    }

    /** The controls follow the model both ways; the results and the running job only the model. */
    private void bind() {
        experiment.valueProperty().bindBidirectional(model.kindProperty());
        tier.valueProperty().bindBidirectional(model.tierProperty());
        count.getValueFactory().valueProperty().bindBidirectional(model.cubesProperty());
        moves.getValueFactory().valueProperty().bindBidirectional(model.movesProperty());
        depth.getValueFactory().valueProperty().bindBidirectional(model.storeDepthProperty());
        edges.getValueFactory().valueProperty().bindBidirectional(model.maxEdgesProperty());
        bound.getValueFactory().valueProperty().bindBidirectional(model.iterationBoundProperty());
        corners.selectedProperty().bindBidirectional(model.withCornersProperty());
        run.disableProperty().bind(model.runningProperty());
        stop.visibleProperty().bind(model.runningProperty());
        progress.visibleProperty().bind(model.runningProperty());
        progress.progressProperty().bind(model.progressProperty());
        status.textProperty().bind(model.statusProperty());
        exportCsv.disableProperty().bind(model.hasResults().not());
        // a chart with no results is an empty picture
        exportPng.disableProperty().bind(model.hasResults().not());
        model.kindProperty().addListener((o, was, now) -> showControls(now));
        // invalidation, not change: a new run with equal rows is drawn again too
        model.comparisonProperty().addListener((Observable o) -> showComparison(model.comparison()));
        model.experimentResultProperty().addListener((Observable o) -> {
            if (model.experimentResult() != null) {
                experimentPane.show(model.experimentResult());
            }
        });
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
        } else {
            content.getChildren().setAll(experimentPane.root());
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

    private static HBox field(String text, Node control) {
        Label label = new Label(text);
        label.getStyleClass().add("field-label");
        label.setMinWidth(Region.USE_PREF_SIZE);
        HBox box = new HBox(4, label, control);
        box.getStyleClass().add("lab-field");
        return box;
    }

    private void buildTable() {
        table.setId("labTable");
        table.setPlaceholder(new Label("No results yet"));
        table.getColumns().add(column("Cube", r -> Integer.toString(r.cube()), 50));
        // the same short names as under the chart bars (the CSV keeps the full ones)
        table.getColumns().add(column("Method", row -> shortName(row.method()), 200));
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
        column.setCellValueFactory(cell -> new SimpleStringProperty(text.apply(cell.getValue())));
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

    private void showComparison(List<ComparisonRow> rows) {
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
    }

    /** Short chart labels, so that every category fits under its bar. */
    static String shortName(String method) {
        return method.startsWith("bidirectional-")
                ? "BA* " + method.substring("bidirectional-".length()).replace("extra_heuristic", "extra h")
                : method.equals("ida") ? "IDA*" : method;
    }

    private void choosePng() {
        File file = chooseFile("Export chart as PNG", "lab-chart.png", "PNG image", "*.png");
        if (file != null) {
            Node shown = model.kindProperty().get() == LabKind.SOLVERS ? charts : experimentPane.chart();
            model.savePng(() -> ChartPrint.snapshot(shown), file.toPath());
        }
    }

    private void chooseCsv() {
        File file = chooseFile("Export CSV", "lab.csv", "CSV", "*.csv");
        if (file != null) {
            model.saveCsv(file.toPath());
        }
    }

    private File chooseFile(String title, String name, String description, String pattern) {
        FileChooser chooser = new FileChooser();
        chooser.setTitle(title);
        chooser.setInitialFileName(name);
        chooser.getExtensionFilters().add(new FileChooser.ExtensionFilter(description, pattern));
        Window owner = root.getScene() == null ? null : root.getScene().getWindow();
        return chooser.showSaveDialog(owner);
    }

    /** The state and commands behind these controls. */
    public LabViewModel model() {
        return model;
    }

    public Parent root() {
        return root;
    }
}
