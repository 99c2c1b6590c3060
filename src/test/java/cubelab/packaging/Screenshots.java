package cubelab.packaging;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.Set;
import javax.imageio.ImageIO;

/** What the packaging tests read from a screenshot of the started app. */
final class Screenshots {

    private Screenshots() {
    }

    /** The distinct colours on a grid of every 8th pixel: a drawn window has dozens, a blank one one. */
    static int distinctColours(Path png) throws IOException {
        BufferedImage image = ImageIO.read(png.toFile());
        if (image == null) {
            throw new IOException(png + " is not an image");
        }
        Set<Integer> colours = new HashSet<>();
        for (int y = 0; y < image.getHeight(); y += 8) {
            for (int x = 0; x < image.getWidth(); x += 8) {
                colours.add(image.getRGB(x, y));
            }
        }
        return colours.size();
    }
}
