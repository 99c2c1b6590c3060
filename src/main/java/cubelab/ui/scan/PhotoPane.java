package cubelab.ui.scan;

import cubelab.model.Face;
import cubelab.scan.FaceScan;
import cubelab.scan.ScanResult;
import java.util.function.IntConsumer;
import javafx.geometry.Insets;
import javafx.scene.canvas.Canvas;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.control.Label;
import javafx.scene.image.Image;
import javafx.scene.image.ImageView;
import javafx.scene.layout.Region;
import javafx.scene.paint.Color;

/**
 * One face's photo with the grid found drawn over it, a swatch of the colour read in each sticker,
 * and the stickers in doubt outlined; a click on a sticker reports its facelet index. The photo
 * is drawn as large as the pane allows with its caption below it, so it grows with the window.
 */
final class PhotoPane extends Region {

    /** The width a pane asks for; it takes whatever its cell gives it. */
    private static final double PREFERRED_WIDTH = 300;
    /** The narrowest a photo is drawn: its stickers stay large enough to click. */
    private static final double NARROWEST = 120;
    /** A photo's height over its width before the photo has loaded: a camera's 16:9. */
    private static final double FIRST_ASPECT = 9.0 / 16.0;
    private static final double GAP = 4;
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
        photo.setSmooth(true);
        caption.getStyleClass().add("scan-caption");
        caption.setText(face + ": " + Guide.hold(face));
        caption.setWrapText(true);
        getChildren().addAll(photo, overlay, caption);
        overlay.setOnMouseClicked(e -> {
            int sticker = stickerAt(e.getX(), e.getY());
            if (sticker >= 0) {
                onSticker.accept(face.ordinal() * 9 + sticker);
            }
        });
    }

    /** Shows a photo (it may still be loading in the background) without a scan. */
    void showPhoto(Image image) {
        photo.setImage(image);
        scan = null;
        result = null;
        // a photo loaded in the background has its size only once loaded
        image.widthProperty().addListener((observable, before, after) -> requestLayout());
        requestLayout();
        redraw();
    }

    void showScan(FaceScan faceScan, ScanResult scanResult) {
        scan = faceScan;
        result = scanResult;
        requestLayout();
        redraw();
    }

    /** How many stickers of this face are outlined as doubtful. */
    int doubtfulShown() {
        return result == null ? 0 : (int) result.doubtful().stream().filter(f -> f / 9 == face.ordinal()).count();
    }

    /** The width the photo is drawn at now. */
    double photoWidth() {
        return overlay.getWidth();
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

    @Override
    protected double computePrefWidth(double height) {
        return PREFERRED_WIDTH + horizontalInsets();
    }

    @Override
    protected double computePrefHeight(double width) {
        double inner = (width > 0 ? width : PREFERRED_WIDTH + horizontalInsets()) - horizontalInsets();
        return inner * aspect() + GAP + caption.prefHeight(inner) + verticalInsets();
    }

    @Override
    protected double computeMinWidth(double height) {
        return NARROWEST + horizontalInsets();
    }

    @Override
    protected double computeMinHeight(double width) {
        return NARROWEST * aspect() + GAP + caption.minHeight(NARROWEST) + verticalInsets();
    }

    @Override
    protected void layoutChildren() {
        Insets insets = getInsets();
        double width = Math.max(0, getWidth() - horizontalInsets());
        double height = Math.max(0, getHeight() - verticalInsets());
        double captionHeight = caption.prefHeight(width);
        double shownWidth = Math.max(1, Math.min(width, (height - captionHeight - GAP) / aspect()));
        double shownHeight = shownWidth * aspect();
        double left = insets.getLeft() + (width - shownWidth) / 2;
        photo.setFitWidth(shownWidth);
        photo.relocate(left, insets.getTop());
        overlay.relocate(left, insets.getTop());
        if (overlay.getWidth() != shownWidth || overlay.getHeight() != shownHeight) {
            overlay.setWidth(shownWidth);
            overlay.setHeight(shownHeight);
            redraw();
        }
        caption.resizeRelocate(insets.getLeft(), insets.getTop() + shownHeight + GAP, width, captionHeight);
    }

    private double horizontalInsets() {
        return getInsets().getLeft() + getInsets().getRight();
    }

    private double verticalInsets() {
        return getInsets().getTop() + getInsets().getBottom();
    }

    /** The photo's height over its width: from the scan where there is one, else from the picture shown. */
    private double aspect() {
        if (scan != null) {
            return scan.photoHeight() / (double) scan.photoWidth();
        }
        Image image = photo.getImage();
        return image == null || image.getWidth() <= 0 ? FIRST_ASPECT : image.getHeight() / image.getWidth();
    }

    /** Overlay pixels per photo pixel (the photo as the scan read it, whatever size it is drawn from). */
    private double scale() {
        return scan == null ? 1 : overlay.getWidth() / scan.photoWidth();
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
            drawSticker(g, scale, i);
        }
    }

    private void drawSticker(GraphicsContext g, double scale, int i) {
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
        if (result == null) {
            return;
        }
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

    private void line(GraphicsContext g, double scale, double u1, double v1, double u2, double v2) {
        double[] a = scan.grid().point(u1, v1);
        double[] b = scan.grid().point(u2, v2);
        g.strokeLine(a[0] * scale, a[1] * scale, b[0] * scale, b[1] * scale);
    }
}
