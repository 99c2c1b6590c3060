package cubelab.ui.lab;

import javafx.scene.Node;
import javafx.scene.SnapshotParameters;
import javafx.scene.image.Image;
import javafx.scene.paint.Color;

/**
 * A chart as a picture to share: dark titles, labels and axes on white, whatever the window's
 * dark theme. The on-screen colours (light text on a transparent background) would come out light
 * grey on white in a PNG. The {@code chart-print} style class (lab.css) holds the print colours;
 * it is on only while the snapshot is taken. FX thread only.
 */
final class ChartPrint {

    static final String STYLE_CLASS = "chart-print";

    private ChartPrint() {
    }

    /** A snapshot of {@code chart} (a chart or a box of charts) in print colours on white. */
    static Image snapshot(Node chart) {
        chart.getStyleClass().add(STYLE_CLASS);
        try {
            chart.applyCss();
            SnapshotParameters white = new SnapshotParameters();
            white.setFill(Color.WHITE);
            return chart.snapshot(white, null);
        } finally {
            chart.getStyleClass().remove(STYLE_CLASS);
            chart.applyCss();
        }
    }
}
