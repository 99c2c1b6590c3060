package cubelab.ui.lab;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.chart.BarChart;
import javafx.scene.chart.CategoryAxis;
import javafx.scene.chart.NumberAxis;
import javafx.scene.chart.XYChart;
import javafx.scene.layout.VBox;
import javafx.stage.Stage;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * An exported chart is readable: the PNG written from {@link ChartPrint}'s snapshot, read back,
 * has a white background and dark title, axis label and tick labels, though the chart shows light
 * text on the window's dark theme.
 */
@ExtendWith(ApplicationExtension.class)
class ChartPrintTest {

    private BarChart<String, Number> chart;
    private NumberAxis yAxis;

    @Start
    void start(Stage stage) {
        CategoryAxis x = new CategoryAxis();
        NumberAxis y = new NumberAxis();
        yAxis = y;
        y.setLabel("nodes expanded");
        chart = new BarChart<>(x, y);
        chart.setTitle("Mean nodes by method");
        chart.setAnimated(false);
        chart.setLegendVisible(false);
        XYChart.Series<String, Number> series = new XYChart.Series<>();
        series.getData().add(new XYChart.Data<>("IDA*", 1200));
        series.getData().add(new XYChart.Data<>("BA* extra h", 800));
        chart.getData().add(series);
        VBox lab = new VBox(chart);
        lab.getStyleClass().add("lab-view");
        Scene scene = new Scene(lab, 640, 420);
        scene.getStylesheets().addAll(css("theme.css"), css("lab.css"));
        stage.setScene(scene);
        stage.show();
    }

    private static String css(String name) {
        return ChartPrintTest.class.getResource("/cubelab/ui/" + name).toExternalForm();
    }

    @Test
    void theExportedPngHasDarkTitleLabelsAndTicksOnWhite(@org.junit.jupiter.api.io.TempDir Path dir) throws Exception {
        Path file = dir.resolve("chart.png");
        WaitForAsyncUtils.asyncFx(() -> {
            PngExport.write(ChartPrint.snapshot(chart), file);
            return null;
        }).get(cubelab.ui.UiSupport.LIMIT_SECONDS, TimeUnit.SECONDS);
        BufferedImage png = ImageIO.read(file.toFile());
        assertThat(png.getRGB(2, 2) & 0xFFFFFF).as("background").isEqualTo(0xFFFFFF);
        java.util.Map<String, java.util.function.Supplier<Node>> parts = java.util.Map.of(
                "title", () -> chart.lookup(".chart-title"), "axis label", () -> yAxis.lookup(".axis-label"),
                "tick labels", () -> yAxis);
        for (var part : parts.entrySet()) {
            Bounds bounds = WaitForAsyncUtils.asyncFx(() -> {
                Node node = part.getValue().get();
                return chart.sceneToLocal(node.localToScene(node.getBoundsInLocal()));
            }).get(cubelab.ui.UiSupport.LIMIT_SECONDS, TimeUnit.SECONDS);
            assertThat(darkest(png, bounds)).as(part.getKey() + " is dark on white").isLessThan(90);
        }
        assertThat(WaitForAsyncUtils.asyncFx(() -> chart.getStyleClass().contains(ChartPrint.STYLE_CLASS))
                .get(cubelab.ui.UiSupport.LIMIT_SECONDS, TimeUnit.SECONDS)).as("the window's chart keeps its own colours").isFalse();
    }

    /** The lowest luminance (0..255) of the pixels inside {@code bounds}. */
    private static double darkest(BufferedImage png, Bounds bounds) {
        double darkest = 255;
        for (int y = (int) Math.max(0, bounds.getMinY()); y < Math.min(png.getHeight(), bounds.getMaxY()); y++) {
            for (int x = (int) Math.max(0, bounds.getMinX()); x < Math.min(png.getWidth(), bounds.getMaxX()); x++) {
                int rgb = png.getRGB(x, y);
                double luminance = 0.2126 * (rgb >> 16 & 0xFF) + 0.7152 * (rgb >> 8 & 0xFF) + 0.0722 * (rgb & 0xFF);
                darkest = Math.min(darkest, luminance);
            }
        }
        return darkest;
    }
}
