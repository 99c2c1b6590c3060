package cubelab.ui.lab;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import javafx.scene.image.WritableImage;
import javafx.scene.paint.Color;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The chart snapshot → PNG conversion, round-tripped through ImageIO (WritableImage needs no toolkit). */
class PngExportTest {

    @Test
    void aWritableImageIsWrittenAsAPngWithTheSamePixels(@TempDir Path dir) throws Exception {
        WritableImage image = new WritableImage(3, 2);
        for (int x = 0; x < 3; x++) {
            for (int y = 0; y < 2; y++) {
                image.getPixelWriter().setColor(x, y, x == 1 && y == 0 ? Color.RED : Color.rgb(10, 20, 30));
            }
        }
        Path file = dir.resolve("chart.png");
        PngExport.write(image, file);
        assertThat(Files.size(file)).isPositive();
        BufferedImage read = ImageIO.read(file.toFile());
        assertThat(read.getWidth()).isEqualTo(3);
        assertThat(read.getHeight()).isEqualTo(2);
        assertThat(read.getRGB(1, 0)).isEqualTo(0xFFFF0000);
        assertThat(read.getRGB(0, 1)).isEqualTo(0xFF0A141E);
    }
}
