package cubelab.ui;

import static cubelab.ui.UiSupport.fx;
import static cubelab.ui.UiSupport.fxRun;
import static cubelab.ui.UiSupport.waitUntil;
import static org.assertj.core.api.Assertions.assertThat;

import cubelab.notation.Algorithm;
import cubelab.solve.lab.ComparisonRow;
import java.nio.file.Path;
import javafx.scene.chart.BarChart;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.control.TableView;
import javafx.stage.Stage;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/** The Algorithm Lab tab in the real window: a tiny experiment fills the table and both charts. */
@ExtendWith(ApplicationExtension.class)
@Tag("heavy")
class LabTabTest {

    /** The window's preferences, in a folder JUnit deletes after each test. */
    @TempDir
    Path preferencesFolder;

    private MainWindow window;

    @Start
    void start(Stage stage) throws Exception {
        window = UiSupport.quietWindow(stage, preferencesFolder);
    }

    @Test
    @SuppressWarnings("unchecked")
    void aTinyExperimentFillsTheTableAndTheCharts(FxRobot robot) {
        TabPane tabs = robot.lookup("#tabs").queryAs(TabPane.class);
        Tab lab = fx(() -> tabs.getTabs().stream().filter(t -> "labTab".equals(t.getId())).findFirst().orElseThrow());
        assertThat(fx(() -> lab.getContent().getId())).isEqualTo("labView");
        fxRun(() -> tabs.getSelectionModel().select(lab));
        fxRun(() -> window.labView().model().configure(1, 4, 3));
        // nothing to export before a run: no empty chart, no empty CSV
        assertThat(fx(() -> robot.lookup("#labExportPng").queryButton().isDisabled())).isTrue();
        assertThat(fx(() -> robot.lookup("#labExportCsv").queryButton().isDisabled())).isTrue();
        robot.clickOn("#labRun");
        waitUntil(() -> fx(() -> !window.labView().model().comparison().isEmpty()), 60);
        assertThat(fx(() -> window.labView().model().runningProperty().get())).isFalse();
        TableView<ComparisonRow> table = robot.lookup("#labTable").queryAs(TableView.class);
        assertThat(fx(() -> table.getItems().size())).isEqualTo(5);
        assertThat(fx(() -> table.getItems().stream().noneMatch(ComparisonRow::flagged))).isTrue();
        BarChart<String, Number> nodes = robot.lookup("#labNodesChart").queryAs(BarChart.class);
        BarChart<String, Number> time = robot.lookup("#labTimeChart").queryAs(BarChart.class);
        assertThat(fx(() -> nodes.getData().get(0).getData().size())).isEqualTo(5);
        assertThat(fx(() -> time.getData().get(0).getData().size())).isEqualTo(5);
        assertThat(robot.lookup("#labExportCsv").queryButton().isDisabled()).isFalse();
        assertThat(robot.lookup("#labExportPng").queryButton().isDisabled()).isFalse();
        // one name per method: the table's names are the chart's categories
        java.util.Set<Object> tableNames = fx(() -> {
            var column = table.getColumns().stream().filter(c -> c.getText().equals("Method")).findFirst().orElseThrow();
            java.util.Set<Object> names = new java.util.TreeSet<>();
            for (int row = 0; row < table.getItems().size(); row++) {
                names.add(column.getCellData(row));
            }
            return names;
        });
        java.util.Set<Object> chartNames = fx(() -> new java.util.TreeSet<>(nodes.getData().get(0).getData().stream()
                .map(javafx.scene.chart.XYChart.Data::getXValue).toList()));
        assertThat(tableNames).isEqualTo(chartNames);
    }
}
