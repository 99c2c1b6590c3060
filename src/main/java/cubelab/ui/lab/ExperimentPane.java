package cubelab.ui.lab;

import cubelab.solve.lab.ExperimentResult;
import cubelab.ui.look.PowerOfTenLabels;
import java.util.List;
import javafx.beans.property.SimpleStringProperty;
import javafx.collections.FXCollections;
import javafx.scene.chart.NumberAxis;
import javafx.scene.chart.ScatterChart;
import javafx.scene.chart.XYChart;
import javafx.scene.control.Label;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;

/**
 * Shows an {@link ExperimentResult} of the Korf and store experiments: its chart as a scatter
 * chart (log axes labelled 10ⁿ, one legend entry per series) and its table with the columns the
 * CSV has. FX thread only.
 */
final class ExperimentPane {

    private final NumberAxis xAxis = new NumberAxis();
    private final NumberAxis yAxis = new NumberAxis();
    private final ScatterChart<Number, Number> chart = new ScatterChart<>(xAxis, yAxis);
    private final TableView<List<String>> table = new TableView<>();
    private final VBox root = new VBox(8, chart, table);

    ExperimentPane() {
        root.setId("labExperimentPane");
        chart.setId("labScatterChart");
        chart.setAnimated(false);
        chart.setTitle("Run an experiment to see its chart");
        xAxis.setAutoRanging(true);
        yAxis.setAutoRanging(true);
        xAxis.setForceZeroInRange(false);
        yAxis.setForceZeroInRange(false);
        // no numbers on the axes until there is something to plot
        xAxis.setTickLabelsVisible(false);
        yAxis.setTickLabelsVisible(false);
        table.setId("labResultTable");
        table.setPlaceholder(new Label("No results yet"));
        table.setPrefHeight(200);
        VBox.setVgrow(chart, Priority.ALWAYS);
        VBox.setVgrow(table, Priority.SOMETIMES);
    }

    VBox root() {
        return root;
    }

    /** The chart alone, for PNG export. */
    ScatterChart<Number, Number> chart() {
        return chart;
    }

    void show(ExperimentResult shown) {
        ExperimentResult.Chart spec = shown.chart();
        chart.setTitle(spec.title());
        xAxis.setTickLabelsVisible(true);
        yAxis.setTickLabelsVisible(true);
        configure(xAxis, spec.xLabel(), spec.logX());
        configure(yAxis, spec.yLabel(), spec.logY());
        chart.getData().clear();
        for (ExperimentResult.Series series : spec.series()) {
            XYChart.Series<Number, Number> data = new XYChart.Series<>();
            data.setName(series.name());
            for (double[] point : series.points()) {
                data.getData().add(new XYChart.Data<>(point[0], point[1]));
            }
            chart.getData().add(data);
        }
        fit(xAxis, spec, spec.logX(), 0);
        fit(yAxis, spec, spec.logY(), 1);
        table.getColumns().clear();
        for (int i = 0; i < shown.columns().size(); i++) {
            int index = i;
            TableColumn<List<String>, String> column = new TableColumn<>(shown.columns().get(i).replace('_', ' '));
            column.setCellValueFactory(cell -> new SimpleStringProperty(cell.getValue().get(index)));
            column.setSortable(false);
            // wide enough for the header and the longest value (the table scrolls sideways)
            // (the header is bold, so its letters are wider than the values')
            int characters = 0;
            for (List<String> row : shown.rows()) {
                characters = Math.max(characters, row.get(index).length());
            }
            column.setPrefWidth(Math.max(60, Math.max(column.getText().length() * 8.8, characters * 7.5) + 20));
            table.getColumns().add(column);
        }
        table.setItems(FXCollections.observableArrayList(shown.rows()));
    }

    private static void configure(NumberAxis axis, String label, boolean log) {
        axis.setLabel(log ? label + " (log scale)" : label);
        axis.setTickLabelFormatter(log ? new PowerOfTenLabels() : null);
        axis.setMinorTickVisible(!log);
        if (log) {
            // whole powers of ten as ticks, with a little room around the points
            axis.setAutoRanging(false);
            axis.setTickUnit(1);
        } else {
            axis.setAutoRanging(true);
        }
    }

    /** Fits a log axis to whole powers of ten around the values. */
    private static void fit(NumberAxis axis, ExperimentResult.Chart spec, boolean log, int coordinate) {
        if (!log) {
            return;
        }
        double min = Double.MAX_VALUE;
        double max = -Double.MAX_VALUE;
        for (ExperimentResult.Series series : spec.series()) {
            for (double[] point : series.points()) {
                min = Math.min(min, point[coordinate]);
                max = Math.max(max, point[coordinate]);
            }
        }
        if (min > max) {
            min = 0;
            max = 1;
        }
        axis.setLowerBound(Math.floor(min - 0.25));
        axis.setUpperBound(Math.max(Math.ceil(max + 0.25), Math.floor(min - 0.25) + 1));
    }
}
