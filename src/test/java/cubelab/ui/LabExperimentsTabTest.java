package cubelab.ui;

import static cubelab.ui.UiSupport.fx;
import static cubelab.ui.UiSupport.fxRun;
import static cubelab.ui.UiSupport.waitUntil;
import static org.assertj.core.api.Assertions.assertThat;

import cubelab.solve.lab.ExperimentResult;
import cubelab.ui.lab.LabKind;
import cubelab.ui.lab.PngExport;
import java.nio.file.Path;
import java.util.List;
import javafx.scene.chart.ScatterChart;
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

/** Korf's two analyses in the Algorithm Lab tab, on small tables: a table, a chart, CSV. */
@ExtendWith(ApplicationExtension.class)
@Tag("heavy")
class LabExperimentsTabTest {

    /** The window's preferences, in a folder JUnit deletes after each test. */
    @TempDir
    Path preferencesFolder;

    private MainWindow window;

    @Start
    void start(Stage stage) throws Exception {
        window = UiSupport.quietWindow(stage, preferencesFolder);
    }

    private void selectLab(FxRobot robot) {
        TabPane tabs = robot.lookup("#tabs").queryAs(TabPane.class);
        fxRun(() -> tabs.getSelectionModel().select(tabs.getTabs().stream()
                .filter(t -> "labTab".equals(t.getId())).findFirst().orElseThrow()));
    }

    @Test
    @SuppressWarnings("unchecked")
    void theHeuristicExperimentPlotsOnePointPerHeuristicAndExportsCsv(FxRobot robot) {
        selectLab(robot);
        fxRun(() -> {
            window.labView().model().kindProperty().set(LabKind.HEURISTICS);
            window.labView().model().configure(2, 5, 3);
            window.labView().model().configureHeuristics(List.of("manhattan", "tiny"));
        });
        assertThat(fx(() -> robot.lookup("#labEdges").query().getParent().isVisible())).isFalse();
        robot.clickOn("#labRun");
        waitUntil(() -> window.labView().model().experimentResult() != null && !window.labView().model().runningProperty().get(), 60);
        ExperimentResult result = fx(() -> window.labView().model().experimentResult());
        assertThat(result.rows()).extracting(row -> row.get(0)).containsExactly("manhattan", "tiny");
        assertThat(result.rows()).allSatisfy(row -> {
            assertThat(row.get(result.columns().indexOf("solved"))).isEqualTo("2");
            assertThat(row.get(result.columns().indexOf("check"))).isEqualTo("ok");
        });
        ScatterChart<Number, Number> chart = robot.lookup("#labScatterChart").queryAs(ScatterChart.class);
        assertThat(fx(() -> chart.getData().size())).isEqualTo(2);
        TableView<List<String>> table = robot.lookup("#labResultTable").queryAs(TableView.class);
        assertThat(fx(() -> table.getItems().size())).isEqualTo(2);
        assertThat(fx(() -> window.labView().model().csv())).startsWith("heuristic,entries,").contains("\ntiny,570240,");
        assertThat(robot.lookup("#labExportCsv").queryButton().isDisabled()).isFalse();
        assertThat(fx(() -> PngExport.toBufferedImage(chart.snapshot(null, null)).getWidth())).isPositive();
    }

    @Test
    @SuppressWarnings("unchecked")
    void theTableSizeExperimentPlotsNodesAgainstEntriesOnLogAxes(FxRobot robot) {
        selectLab(robot);
        fxRun(() -> {
            window.labView().model().kindProperty().set(LabKind.TABLES);
            window.labView().model().configure(1, 5, 3);
            window.labView().model().configureTables(4, 6, false);
        });
        assertThat(fx(() -> robot.lookup("#labTier").query().getParent().isVisible())).isFalse();
        robot.clickOn("#labRun");
        waitUntil(() -> window.labView().model().experimentResult() != null && !window.labView().model().runningProperty().get(), 60);
        ExperimentResult result = fx(() -> window.labView().model().experimentResult());
        assertThat(result.rows()).extracting(row -> row.get(0)).containsExactly("edges3", "edges4");
        ScatterChart<Number, Number> chart = robot.lookup("#labScatterChart").queryAs(ScatterChart.class);
        assertThat(fx(() -> chart.getData().get(0).getData().size())).isEqualTo(2);
        assertThat(fx(() -> chart.getYAxis().getLabel())).contains("log");
        // bigger tables, fewer nodes
        double small = Double.parseDouble(result.rows().get(0).get(result.columns().indexOf("mean_nodes")));
        double large = Double.parseDouble(result.rows().get(1).get(result.columns().indexOf("mean_nodes")));
        assertThat(large).isLessThan(small);
    }
}
