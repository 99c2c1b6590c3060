package cubelab.ui.scan;

import cubelab.model.Face;
import cubelab.scan.FaceScan;
import cubelab.scan.ScanResult;
import java.util.function.IntConsumer;
import javafx.scene.canvas.Canvas;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.control.Label;
import javafx.scene.image.Image;
import javafx.scene.image.ImageView;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;
import javafx.scene.paint.Color;

/**
 * One face's photo with the grid found drawn over it, a swatch of the colour read in each sticker,
 * and the stickers in doubt outlined; a click on a sticker reports its facelet index.
 */
final class PhotoPane extends VBox {

    static final double WIDTH = 300;
    private static final double SWATCH = 0.22;

    private final ImageView photo = new ImageView();
    private final Canvas overlay = new Canvas();
    private final Label caption = new Label();
    private final Face face;
    private FaceScan scan;
    private ScanResult result;

    PhotoPane(Face face, IntConsumer onSticker) {
        this.face = face;
        getStyleClass().add("scan-photo");
        setId("scanPhoto" + face);
        photo.setPreserveRatio(true);
        photo.setFitWidth(WIDTH);
        caption.getStyleClass().add("scan-caption");
        caption.setText(face + ": " + Guide.hold(face));
        caption.setWrapText(true);
        caption.setMaxWidth(WIDTH);
        getChildren().addAll(new StackPane(photo, overlay), caption);
        overlay.setOnMouseClicked(e -> {
            int sticker = stickerAt(e.getX(), e.getY());
            if (sticker >= 0) {
                onSticker.accept(face.ordinal() * 9 + sticker);
            }
        });
    }

    void showPhoto(Image image) {
        photo.setImage(image);
        scan = null;
        result = null;
        overlay.setWidth(WIDTH);
        overlay.setHeight(image.getHeight() * WIDTH / image.getWidth());
        redraw();
    }

    void showScan(FaceScan faceScan, ScanResult scanResult) {
        scan = faceScan;
        result = scanResult;
        redraw();
    }

    /** How many stickers of this face are outlined as doubtful. */
    int doubtfulShown() {
        return result == null ? 0 : (int) result.doubtful().stream().filter(f -> f / 9 == face.ordinal()).count();
    }

    /** The centre of sticker {@code index} (0..8) on the overlay, or null before a scan. */
    double[] stickerPoint(int index) {
        if (scan == null) {
            return null;
        }
        double[] p = scan.grid().stickerCentre(index);
        double scale = scale();
        return new double[] {p[0] * scale, p[1] * scale};
    }

    private double scale() {
        Image image = photo.getImage();
        return image == null ? 1 : WIDTH / image.getWidth();
    }

    private int stickerAt(double x, double y) {
        if (scan == null) {
            return -1;
        }
        int best = -1;
        double bestDistance = Double.MAX_VALUE;
        for (int i = 0; i < 9; i++) {
            double[] p = stickerPoint(i);
            double distance = Math.hypot(p[0] - x, p[1] - y);
            if (distance < bestDistance) {
                best = i;
                bestDistance = distance;
            }
        }
        double[] a = stickerPoint(0);
        double[] b = stickerPoint(1);
        return bestDistance < Math.hypot(a[0] - b[0], a[1] - b[1]) * 0.6 ? best : -1;
    }

    private void redraw() {
        GraphicsContext g = overlay.getGraphicsContext2D();
        g.clearRect(0, 0, overlay.getWidth(), overlay.getHeight());
        if (scan == null) {
            return;
        }
        double scale = scale();
        g.setStroke(Color.web("#ff00ff"));
        g.setLineWidth(1.5);
        for (int k = 0; k <= 3; k++) {
            line(g, scale, -0.5 + k, -0.5, -0.5 + k, 2.5);
            line(g, scale, -0.5, -0.5 + k, 2.5, -0.5 + k);
        }
        for (int i = 0; i < 9; i++) {
            double u = i % 3;
            double v = i / 3;
            int rgb = scan.stickers().get(i).rgb();
            double[] corner = scan.grid().point(u - SWATCH, v - SWATCH);
            double[] opposite = scan.grid().point(u + SWATCH, v + SWATCH);
            double x = corner[0] * scale;
            double y = corner[1] * scale;
            double side = Math.max(4, (opposite[0] - corner[0]) * scale);
            g.setFill(Color.rgb((rgb >> 16) & 0xFF, (rgb >> 8) & 0xFF, rgb & 0xFF));
            g.fillRect(x, y, side, side);
            g.setStroke(Color.BLACK);
            g.setLineWidth(1);
            g.strokeRect(x, y, side, side);
            int facelet = face.ordinal() * 9 + i;
            if (result != null) {
                g.setFill(Color.BLACK);
                g.fillText(String.valueOf(result.cube().get(facelet).letter()), x + side / 2 - 3, y + side / 2 + 4);
                if (result.doubtful().contains(facelet)) {
                    double[] a = scan.grid().point(u - 0.45, v - 0.45);
                    double[] c = scan.grid().point(u + 0.45, v + 0.45);
                    g.setStroke(Color.web("#ffd400"));
                    g.setLineWidth(3);
                    g.strokeRect(a[0] * scale, a[1] * scale, (c[0] - a[0]) * scale, (c[1] - a[1]) * scale);
                }
            }
        }
    }

    private void line(GraphicsContext g, double scale, double u1, double v1, double u2, double v2) {
        double[] a = scan.grid().point(u1, v1);
        double[] b = scan.grid().point(u2, v2);
        g.strokeLine(a[0] * scale, a[1] * scale, b[0] * scale, b[1] * scale);
    }
}
