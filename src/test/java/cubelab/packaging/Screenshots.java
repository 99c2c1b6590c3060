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

    /**
     * More distinct colours than {@link #distinctColours} finds in the "Opening the window…" card the
     * app shows while its tables load (about twenty) and fewer than in the drawn window (hundreds).
     */
    static final int DRAWN_WINDOW_COLOURS = 100;

    /**
     * A bash fragment that waits for the window titled CubeLab, then takes screenshots of the
     * display into {@code png} every second until the window has drawn more than the opening card
     * (counted by ImageMagick on every pixel: the card has under a thousand colours, the window
     * thousands), for at most three minutes: a busy machine takes far longer than an idle one.
     */
    static String waitForDrawnWindow(Path png) {
        String file = "\"" + png.toAbsolutePath() + "\"";
        return "for i in $(seq 1 900); do xwininfo -root -tree | grep -q '\"CubeLab\"' && break; sleep 0.2; done; "
                + "for i in $(seq 1 180); do sleep 1; import -window root " + file + "; "
                + "[ \"$(identify -format %k " + file + ")\" -gt 2000 ] && break; done; ";
    }

    /** The distinct colours on a grid of every 8th pixel: a drawn window has hundreds, a blank one one. */
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
