package cubelab.ui;

import cubelab.notation.Algorithm;
import cubelab.ui.export.CubePictures;
import cubelab.ui.export.SolutionStrip;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.util.List;
import java.util.function.Supplier;
import javafx.scene.control.MenuItem;

/**
 * The File menu's pictures to share: the cube as the 3D view shows it, the cube as a net, and
 * the solution as a strip of nets after each move; each asks where to save with the window's
 * file dialog and writes a PNG atomically. FX thread only.
 */
final class PictureExports {

    private final MainWindow window;

    PictureExports(MainWindow window) {
        this.window = window;
    }

    List<MenuItem> items() {
        return List.of(
                item("Export cube picture (3D view)…", "export3dPicture", "mdi2i-image", "cube-3d.png",
                        () -> CubePictures.snapshot(window.cubeView())),
                item("Export cube picture (net)…", "exportNetPicture", "mdi2v-view-grid", "cube-net.png",
                        () -> CubePictures.net(window.session().getCube(), window.presetProperty().get())),
                item("Export solution strip…", "exportSolutionStrip", "mdi2f-file-image", "solution-strip.png",
                        this::strip));
    }

    /** The strip of the loaded solution from its start; null (and a notice) when there is none. */
    private BufferedImage strip() {
        Algorithm solution = window.playback().getSolution();
        if (!window.playback().isLoaded() || solution.isEmpty()) {
            window.notice("There is no solution to draw: solve the cube first.");
            return null;
        }
        return SolutionStrip.draw(window.playback().getStart(), solution, window.presetProperty().get());
    }

    private MenuItem item(String text, String id, String icon, String fileName, Supplier<BufferedImage> picture) {
        MenuItem item = new MenuItem(text, cubelab.ui.look.Icons.icon(icon));
        item.setId(id);
        item.setOnAction(e -> save(fileName, picture));
        return item;
    }

    private void save(String fileName, Supplier<BufferedImage> picture) {
        BufferedImage image = picture.get();
        if (image == null) {
            return;
        }
        window.files().choose("Export picture", fileName).ifPresent(file -> {
            try {
                CubePictures.writePng(image, file);
                window.statusProperty().set("Saved " + file.getFileName() + " (" + image.getWidth() + " × "
                        + image.getHeight() + " pixels)");
            } catch (IOException e) {
                window.notice("Could not write the picture: " + e.getMessage());
            }
        });
    }
}
