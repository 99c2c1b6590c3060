package cubelab.ui.scan;

import static org.assertj.core.api.Assertions.assertThat;

import cubelab.model.FaceletCube;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import javafx.geometry.Point2D;
import javafx.scene.Scene;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** The Scan cube view over the public photos: grids drawn, doubts outlined, a click opens the editor. */
@ExtendWith(ApplicationExtension.class)
class ScanViewTest {

    private static final Path PHOTOS = Path.of("src", "test", "resources", "scan", "cube-tracker");
    private static final String CUBE = "LBBUURDDRDDLBRFRBDLLFRFRBLURFFLDLDBLURFULFBUUUDFDBFBUR";

    private final AtomicReference<FaceletCube> edited = new AtomicReference<>();
    private ScanView view;

    @Start
    void start(Stage stage) {
        view = new ScanView(edited::set, cube -> { });
        Scene scene = new Scene(view, 1000, 760);
        scene.getStylesheets().addAll(css("theme.css"), css("scan.css"));
        stage.setScene(scene);
        stage.show();
    }

    @Test
    void readsThePhotosOutlinesTheDoubtsAndOpensTheEditorOnAClick(FxRobot robot) throws Exception {
        // named by face, given in another order: the names decide
        List<Path> photos = new ArrayList<>();
        for (String face : List.of("B", "L", "D", "F", "R", "U")) {
            photos.add(PHOTOS.resolve("rubiks-side-" + face + ".png"));
        }
        robot.interact(() -> view.load(photos));
        waitForReading(robot);

        assertThat(view.statusText()).contains("in doubt");
        int outlined = view.panes().stream().mapToInt(PhotoPane::doubtfulShown).sum();
        assertThat(outlined).isPositive();
        assertThat(robot.lookup("#scanEdit").queryButton().isDisabled()).isFalse();
        assertThat(robot.lookup("#scanSolve").queryButton().isDisabled()).isTrue();

        PhotoPane front = view.panes().get(2);
        double[] middle = front.stickerPoint(4);
        javafx.scene.Node overlay = front.lookupAll("Canvas").iterator().next();
        Point2D point = overlay.localToScreen(middle[0], middle[1]);
        robot.clickOn(point);
        WaitForAsyncUtils.waitForFxEvents();

        assertThat(edited.get()).isNotNull();
        assertThat(edited.get().toString()).isEqualTo(CUBE);
    }

    @Test
    void oneFaceTwiceIsSaidInTheStatusLine(FxRobot robot) throws Exception {
        List<Path> photos = new ArrayList<>();
        for (String face : List.of("U", "R", "F", "U", "L", "B")) {
            photos.add(PHOTOS.resolve("rubiks-side-" + face + ".png"));
        }
        robot.interact(() -> view.load(photos));
        waitForReading(robot);

        assertThat(view.statusText()).isEqualTo(
                "The U and D photos show the same face: each face must be photographed once.");
        assertThat(robot.lookup("#scanEdit").queryButton().isDisabled()).isTrue();
    }

    @Test
    void fewerThanSixPhotosAreRefused(FxRobot robot) {
        robot.interact(() -> view.load(List.of(PHOTOS.resolve("rubiks-side-U.png"))));

        assertThat(view.statusText()).isEqualTo("Six photos are needed, one per face; got 1.");
    }

    private void waitForReading(FxRobot robot) throws Exception {
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> !view.statusText().startsWith("Reading"));
        WaitForAsyncUtils.waitForFxEvents();
    }

    private static String css(String name) {
        return ScanViewTest.class.getResource("/cubelab/ui/" + name).toExternalForm();
    }
}
