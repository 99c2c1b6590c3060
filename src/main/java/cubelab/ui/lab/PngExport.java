package cubelab.ui.lab;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Path;
import javafx.scene.image.Image;
import javafx.scene.image.PixelReader;
import javax.imageio.ImageIO;

/** A JavaFX image (a chart snapshot) as a PNG file, without javafx-swing: pixel by pixel into AWT. */
public final class PngExport {

    private PngExport() {
    }

    /** Copies the ARGB pixels of {@code image} into a new {@link BufferedImage}. */
    public static BufferedImage toBufferedImage(Image image) {
        int width = (int) image.getWidth();
        int height = (int) image.getHeight();
        PixelReader reader = image.getPixelReader();
        if (reader == null || width < 1 || height < 1) {
            throw new IllegalArgumentException("the image has no readable pixels");
        }
        BufferedImage out = new BufferedImage(width, height, BufferedImage.TYPE_INT_ARGB);
        int[] row = new int[width];
        for (int y = 0; y < height; y++) {
            reader.getPixels(0, y, width, 1, javafx.scene.image.PixelFormat.getIntArgbInstance(), row, 0, width);
            out.setRGB(0, y, width, 1, row, 0, width);
        }
        return out;
    }

    /** Writes {@code image} to {@code file} as PNG. */
    public static void write(Image image, Path file) throws IOException {
        if (!ImageIO.write(toBufferedImage(image), "png", file.toFile())) {
            throw new IOException("no PNG writer available");
        }
    }
}
