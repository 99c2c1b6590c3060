package cubelab.ui;

import cubelab.notation.Algorithm;
import cubelab.ui.cube.CubeView3D;
import cubelab.ui.export.CubePictures;
import cubelab.ui.export.SolutionStrip;
import cubelab.ui.look.ColorPreset;
import cubelab.ui.playback.Playback;
import cubelab.ui.session.CubeSession;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.util.List;
import java.util.function.Supplier;
import javafx.beans.value.ObservableValue;
import javafx.scene.control.MenuItem;

/**
 * The File menu's pictures to share: the cube as the 3D view shows it, the cube as a net, and
 * the solution as a strip of nets after each move; each asks where to save with the window's
 * file dialog and writes a PNG atomically. FX thread only.
 */
final class PictureExports {

    private final CubeSession session;
    private final CubeView3D view;
    private final ObservableValue<ColorPreset> preset;
    private final Playback playback;
    private final WindowNotices notices;
    private final WindowDialogs dialogs;

    /**
     * @param session the cube drawn as a net
     * @param view    the 3D view, drawn as it shows the cube
     * @param preset  the colours the net and the strip are drawn in
     */
    PictureExports(CubeSession session, CubeView3D view, ObservableValue<ColorPreset> preset, Playback playback,
            WindowNotices notices, WindowDialogs dialogs) {
        this.session = session;
        this.view = view;
        this.preset = preset;
        this.playback = playback;
        this.notices = notices;
        this.dialogs = dialogs;
    }

    List<MenuItem> items() {
        return List.of(
                item("Export cube picture (3D view)…", "export3dPicture", "mdi2i-image", "cube-3d.png",
                        () -> CubePictures.snapshot(view)),
                item("Export cube picture (net)…", "exportNetPicture", "mdi2v-view-grid", "cube-net.png",
                        () -> CubePictures.net(session.getCube(), preset.getValue())),
                item("Export solution strip…", "exportSolutionStrip", "mdi2f-file-image", "solution-strip.png",
                        this::strip));
    }

    /** The strip of the loaded solution from its start; null (and a notice) when there is none. */
    private BufferedImage strip() {
        Algorithm solution = playback.getSolution();
        if (!playback.isLoaded() || solution.isEmpty()) {
            notices.notice("There is no solution to draw: solve the cube first.");
            return null;
        }
        return SolutionStrip.draw(playback.getStart(), solution, preset.getValue());
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
        dialogs.files().choose("Export picture", fileName).ifPresent(file -> {
            try {
                CubePictures.writePng(image, file);
                notices.status("Saved " + file.getFileName() + " (" + image.getWidth() + " × "
                        + image.getHeight() + " pixels)");
            } catch (IOException e) {
                notices.notice("Could not write the picture: " + e.getMessage());
            }
        });
    }
}
