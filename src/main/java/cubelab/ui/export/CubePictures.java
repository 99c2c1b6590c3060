package cubelab.ui.export;

import cubelab.model.FaceletCube;
import cubelab.common.AtomicFiles;
import cubelab.ui.lab.PngExport;
import cubelab.ui.look.ColorPreset;
import cubelab.ui.net.NetPicture;
import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import javafx.scene.Node;
import javafx.scene.SnapshotParameters;
import javax.imageio.ImageIO;

/** The cube as a PNG to share: the 3D view as shown, or the net; written atomically. */
public final class CubePictures {

    /** Pixels a sticker in an exported net. */
    public static final int NET_CELL = 40;
    /** Space round an exported net. */
    public static final int NET_MARGIN = 16;

    private CubePictures() {
    }

    /** The net of {@code cube}, {@value #NET_CELL} pixels a sticker, on a transparent background. */
    public static BufferedImage net(FaceletCube cube, ColorPreset preset) {
        BufferedImage image = new BufferedImage(NetPicture.COLUMNS * NET_CELL + 2 * NET_MARGIN,
                NetPicture.ROWS * NET_CELL + 2 * NET_MARGIN, BufferedImage.TYPE_INT_ARGB);
        Graphics2D g = image.createGraphics();
        try {
            NetPicture.draw(g, cube, preset, NET_MARGIN, NET_MARGIN, NET_CELL);
        } finally {
            g.dispose();
        }
        return image;
    }

    /** What {@code view} shows now, pixel for pixel (FX thread). */
    public static BufferedImage snapshot(Node view) {
        return PngExport.toBufferedImage(view.snapshot(new SnapshotParameters(), null));
    }

    /** Writes {@code image} as a PNG: to a temporary file beside {@code file}, then moved onto it. */
    public static void writePng(BufferedImage image, Path file) throws IOException {
        Path absolute = file.toAbsolutePath();
        Path temporary = Files.createTempFile(absolute.getParent(), "." + absolute.getFileName(), ".tmp");
        try {
            if (!ImageIO.write(image, "png", temporary.toFile())) {
                throw new IOException("no PNG writer available");
            }
            AtomicFiles.moveIntoPlace(temporary, absolute);
        } finally {
            Files.deleteIfExists(temporary);
        }
    }
}
