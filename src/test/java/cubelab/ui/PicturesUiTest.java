package cubelab.ui;

import static cubelab.ui.UiSupport.fx;
import static cubelab.ui.UiSupport.fxRun;
import static cubelab.ui.UiSupport.waitIdle;
import static cubelab.ui.UiSupport.waitUntil;
import static org.assertj.core.api.Assertions.assertThat;

import cubelab.model.Color;
import cubelab.model.FaceletCube;
import cubelab.notation.Algorithm;
import cubelab.solve.Scramble;
import cubelab.ui.export.CubePictures;
import cubelab.ui.export.SolutionStrip;
import cubelab.ui.look.ColorPreset;
import cubelab.ui.net.NetPicture;
import cubelab.ui.prefs.PreferencesStore;
import cubelab.ui.session.CubeSession.Origin;
import java.awt.image.BufferedImage;
import java.io.File;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuItem;
import javafx.stage.Stage;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/** File → Export cube picture / solution strip: the PNG the window writes, read back. */
@ExtendWith(ApplicationExtension.class)
class PicturesUiTest {

    /** A folder of the test's own, which JUnit deletes after each test. */
    @TempDir
    Path temporaryFolder;

    private static final Algorithm SCRAMBLE = Algorithm.parse("R U F' L2 D B");
    private static final FaceletCube SCRAMBLED = FaceletCube.SOLVED.apply(SCRAMBLE);

    private MainWindow window;
    private Path folder;
    /** The names the file dialog was opened with. */
    private final List<String> asked = new ArrayList<>();

    @Start
    void start(Stage stage) throws Exception {
        folder = temporaryFolder;
        window = CubeLabApplication.show(stage, new AppServices(new FakeSolver(SCRAMBLE),
                cancelled -> new Scramble(FaceletCube.SOLVED, Algorithm.EMPTY, ""),
                new PreferencesStore(folder.resolve("ui.properties")), new SplittableRandom(3)));
        window.setNotifier(text -> { });
        window.setFileTransfer(new FileTransfer(stage, (title, initialName) -> {
            asked.add(initialName);
            return folder.resolve("chosen-" + initialName).toFile();
        }));
    }

    private MenuItem fileItem(String id) {
        MenuBar bar = (MenuBar) window.root().lookup("#menuBar");
        return bar.getMenus().get(0).getItems().stream().filter(item -> id.equals(item.getId())).findFirst().orElseThrow();
    }

    @Test
    void theNetPictureIsTheCubeShown() throws Exception {
        fxRun(() -> window.session().replace(SCRAMBLED, Origin.SCRAMBLE));
        fxRun(() -> fileItem("exportNetPicture").fire());
        File file = folder.resolve("chosen-cube-net.png").toFile();
        assertThat(asked).containsExactly("cube-net.png");
        BufferedImage read = ImageIO.read(file);
        assertThat(read.getWidth()).isEqualTo(12 * CubePictures.NET_CELL + 2 * CubePictures.NET_MARGIN);
        ColorPreset preset = fx(() -> window.presetProperty().get());
        List<Color> colors = SCRAMBLED.colors(preset.scheme());
        for (int facelet : new int[] {0, 4, 13, 20, 31, 44, 53}) {
            int[] centre = NetPicture.stickerCentre(facelet, CubePictures.NET_CELL);
            assertThat(read.getRGB(CubePictures.NET_MARGIN + centre[0], CubePictures.NET_MARGIN + centre[1]))
                    .isEqualTo(java.awt.Color.decode(preset.shade(colors.get(facelet))).getRGB());
        }
        assertThat(fx(() -> window.statusProperty().get())).startsWith("Saved chosen-cube-net.png");
    }

    @Test
    void theThreeDPictureHasTheViewsSize() throws Exception {
        waitIdle(window);
        fxRun(() -> fileItem("export3dPicture").fire());
        BufferedImage read = ImageIO.read(folder.resolve("chosen-cube-3d.png").toFile());
        assertThat(read.getWidth()).isEqualTo(fx(() -> (int) Math.ceil(window.cubeView().getWidth())));
        assertThat(read.getHeight()).isEqualTo(fx(() -> (int) Math.ceil(window.cubeView().getHeight())));
    }

    @Test
    void theStripNeedsASolutionAndThenShowsEveryMove(FxRobot robot) throws Exception {
        fxRun(() -> fileItem("exportSolutionStrip").fire());
        assertThat(asked).as("no dialog without a solution").isEmpty();
        assertThat(fx(() -> window.statusProperty().get())).contains("no solution to draw");

        fxRun(() -> window.session().replace(SCRAMBLED, Origin.SCRAMBLE));
        robot.clickOn("#solveButton");
        waitUntil(() -> window.playback().isLoaded() && !window.solver().isRunning());
        Algorithm solution = fx(() -> window.playback().getSolution());
        fxRun(() -> fileItem("exportSolutionStrip").fire());
        BufferedImage read = ImageIO.read(folder.resolve("chosen-solution-strip.png").toFile());
        assertThat(read.getWidth()).isEqualTo(7 * (12 * SolutionStrip.CELL + 2 * SolutionStrip.PADDING));
        ColorPreset preset = fx(() -> window.presetProperty().get());
        int[] last = SolutionStrip.netOrigin(solution.size(), solution.size());
        List<Color> solved = FaceletCube.SOLVED.colors(preset.scheme());
        for (int facelet = 0; facelet < 54; facelet += 5) {
            int[] centre = NetPicture.stickerCentre(facelet, SolutionStrip.CELL);
            assertThat(read.getRGB(last[0] + centre[0], last[1] + centre[1])).as("the last frame is solved")
                    .isEqualTo(java.awt.Color.decode(preset.shade(solved.get(facelet))).getRGB());
        }
    }
}
