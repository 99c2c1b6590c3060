package cubelab.ui.scan;

import static org.assertj.core.api.Assertions.assertThat;

import cubelab.model.FaceletCube;
import cubelab.ui.UiSupport;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import javafx.geometry.Point2D;
import javafx.scene.Scene;
import javafx.stage.Stage;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** The Scan cube view over the public photos: grids drawn, the cube read, a click opens the editor. */
@ExtendWith(ApplicationExtension.class)
@Tag("heavy")
class ScanViewTest {

    private static final Path PHOTOS = Path.of("src", "test", "resources", "scan", "cube-tracker");
    private static final String CUBE = "LBBUURDDRDDLBRFRBDLLFRFRBLURFFLDLDBLURFULFBUUUDFDBFBUR";

    private final AtomicReference<FaceletCube> edited = new AtomicReference<>();
    private final AtomicReference<FaceletCube> solved = new AtomicReference<>();
    private ScanView view;
    private Stage stage;

    @Start
    void start(Stage stage) {
        this.stage = stage;
        view = new ScanView(edited::set, solved::set);
        Scene scene = new Scene(view, 800, 600);
        scene.getStylesheets().addAll(css("theme.css"), css("scan.css"));
        stage.setScene(scene);
        stage.show();
    }

    @Test
    void readsThePhotosWithoutDoubtAndOpensTheEditorOnAClick(FxRobot robot) throws Exception {
        // named by face, given in another order: the names decide
        robot.interact(() -> view.load(photos("B", "L", "D", "F", "R", "U")));
        waitForReading();

        assertThat(view.statusText()).isEqualTo("Every sticker read clearly: " + CUBE);
        assertThat(view.panes().stream().mapToInt(PhotoPane::doubtfulShown).sum()).isZero();
        assertThat(robot.lookup("#scanSolve").queryButton().isDisabled()).isFalse();

        PhotoPane front = view.panes().get(2);
        double[] middle = front.stickerPoint(4);
        javafx.scene.Node overlay = front.lookupAll("Canvas").iterator().next();
        Point2D point = overlay.localToScreen(middle[0], middle[1]);
        robot.clickOn(point);
        WaitForAsyncUtils.waitForFxEvents();

        assertThat(edited.get()).isNotNull();
        assertThat(edited.get().toString()).isEqualTo(CUBE);

        robot.clickOn("#scanSolve");
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(solved.get().toString()).isEqualTo(CUBE);
    }

    @Test
    void thePhotosGrowWithTheWindow(FxRobot robot) throws Exception {
        robot.interact(() -> view.load(photos("U", "R", "F", "D", "L", "B")));
        waitForReading();
        double[] small = UiSupport.fx(() -> view.panes().stream().mapToDouble(PhotoPane::photoWidth).toArray());
        double[] smallPoint = UiSupport.fx(() -> view.panes().get(0).stickerPoint(8));

        robot.interact(() -> {
            stage.setWidth(1200);
            stage.setHeight(800);
        });
        // a resize is laid out over the next pulses, which a loaded machine can hold back for a
        // while: wait until every tile has grown rather than until one short interval saw no change
        UiSupport.waitUntil(() -> grownBeyond(small, 1.1));

        // the window grew by half its width and a third of its height; each tile grows with it
        double[] grown = UiSupport.fx(() -> view.panes().stream().mapToDouble(PhotoPane::photoWidth).toArray());
        for (int face = 0; face < 6; face++) {
            assertThat(grown[face]).as("face %d", face).isGreaterThan(1.1 * small[face]);
        }
        // the grid is drawn at the photo's new size: the stickers move out with it (read in one FX
        // event with the width, so that no layout comes between the two)
        double[] widthAndPoint = UiSupport.fx(() -> new double[] {view.panes().get(0).photoWidth(),
                view.panes().get(0).stickerPoint(8)[0]});
        double scale = widthAndPoint[0] / small[0];
        assertThat(widthAndPoint[1]).isCloseTo(smallPoint[0] * scale, org.assertj.core.data.Offset.offset(1.0));
    }

    /** Whether every tile is drawn more than {@code factor} times as wide as in {@code before}. */
    private boolean grownBeyond(double[] before, double factor) {
        for (int face = 0; face < 6; face++) {
            if (view.panes().get(face).photoWidth() <= factor * before[face]) {
                return false;
            }
        }
        return true;
    }

    @Test
    void oneFaceTwiceIsSaidInTheStatusLine(FxRobot robot) throws Exception {
        robot.interact(() -> view.load(photos("U", "R", "F", "U", "L", "B")));
        waitForReading();

        assertThat(view.statusText()).isEqualTo(
                "The U and D photos show the same face: each face must be photographed once.");
        assertThat(robot.lookup("#scanEdit").queryButton().isDisabled()).isTrue();
    }

    @Test
    void aCubeOfAnotherSizeIsSaidInTheStatusLine(FxRobot robot) throws Exception {
        List<Path> files = photos("U", "R", "F", "D", "L", "B");
        files.set(4, PHOTOS.resolve("2x2x2-side-U.png"));
        robot.interact(() -> view.load(files));
        waitForReading();

        assertThat(view.statusText()).isEqualTo(
                "The L photo shows a 2×2 cube (two stickers in a row), where a 3×3 is needed.");
        assertThat(robot.lookup("#scanSolve").queryButton().isDisabled()).isTrue();
    }

    @Test
    void fewerThanSixPhotosAreRefused(FxRobot robot) {
        robot.interact(() -> view.load(List.of(PHOTOS.resolve("rubiks-side-U.png"))));

        assertThat(view.statusText()).isEqualTo("Six photos are needed, one per face; got 1.");
    }

    private static List<Path> photos(String... faces) {
        List<Path> photos = new ArrayList<>();
        for (String face : faces) {
            photos.add(PHOTOS.resolve("rubiks-side-" + face + ".png"));
        }
        return photos;
    }

    /**
     * Waits until the photos are read, then lays the view out at once: the grids are drawn at the
     * size of that layout, which the next pulse would make, and a loaded machine may hold the pulse
     * back past the test's next read of a sticker's place.
     */
    private void waitForReading() throws Exception {
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> !UiSupport.fx(view::statusText).startsWith("Reading"));
        UiSupport.fxRun(() -> {
            view.applyCss();
            view.layout();
        });
    }

    private static String css(String name) {
        return ScanViewTest.class.getResource("/cubelab/ui/" + name).toExternalForm();
    }
}
