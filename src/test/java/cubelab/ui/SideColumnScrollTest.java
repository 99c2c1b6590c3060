package cubelab.ui;

import static cubelab.ui.UiSupport.fx;
import static cubelab.ui.UiSupport.fxRun;
import static org.assertj.core.api.Assertions.assertThat;

import javafx.scene.control.ScrollPane;
import javafx.scene.control.TextField;
import javafx.stage.Stage;
import org.assertj.core.data.Offset;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * At 1024×700 the Cube tab's side column scrolls; when a card grows (here the Turn card shows a
 * parse error), the column keeps its scrolled distance, so what is under the pointer stays put.
 * (JavaFX's scroll pane keeps the distance in pixels, not the ratio; this guards the layout that
 * relies on it.)
 */
@ExtendWith(ApplicationExtension.class)
class SideColumnScrollTest {

    private static final cubelab.notation.Algorithm SCRAMBLE = cubelab.notation.Algorithm.parse("R U F' L2 D B R'");
    private static final cubelab.model.FaceletCube SCRAMBLED = cubelab.model.FaceletCube.SOLVED.apply(SCRAMBLE);

    private MainWindow window;
    private Stage stage;

    @Start
    void start(Stage stage) throws java.io.IOException {
        this.stage = stage;
        window = CubeLabApplication.show(stage, new AppServices(new FakeSolver(SCRAMBLE),
                cancelled -> new cubelab.solve.Scramble(SCRAMBLED, SCRAMBLE, SCRAMBLE.toString()),
                new cubelab.ui.prefs.PreferencesStore(java.nio.file.Files.createTempDirectory("cubelab-side-scroll")
                        .resolve("ui.properties")), new java.util.SplittableRandom(3)));
        window.setNotifier(text -> { });
        stage.setWidth(1024);
        stage.setHeight(700);
    }

    @Test
    void aGrowingCardDoesNotMoveTheScrolledColumn() {
        ScrollPane side = fx(() -> (ScrollPane) window.root().lookup("#sideScroll"));
        fxRun(() -> {
            window.root().applyCss();
            window.root().layout();
        });
        assertThat(fx(() -> side.getContent().getLayoutBounds().getHeight() - side.getViewportBounds().getHeight()))
                .as("the column scrolls at 1024x700").isGreaterThan(60);
        fxRun(() -> side.setVvalue(0.5));
        fxRun(() -> window.root().layout());
        double before = fx(() -> scrolledPixels(side));
        fxRun(() -> {
            TextField field = (TextField) window.root().lookup("#algorithmField");
            field.setText("R U Q2 and a long tail of text that wraps the error message onto more lines than one");
            field.fireEvent(new javafx.event.ActionEvent());
        });
        fxRun(() -> window.root().layout());
        assertThat(fx(() -> window.root().lookup("#algorithmError").isVisible())).as("the card grew").isTrue();
        assertThat(fx(() -> scrolledPixels(side))).isCloseTo(before, Offset.offset(1.0));
    }

    /** Solve turns its own button off while it runs; the focus leaving it must not scroll the column. */
    @Test
    void solvingFromTheCardDoesNotMoveTheScrolledColumn(org.testfx.api.FxRobot robot) {
        ScrollPane side = fx(() -> (ScrollPane) window.root().lookup("#sideScroll"));
        fxRun(() -> window.session().replace(SCRAMBLED, cubelab.ui.session.CubeSession.Origin.SCRAMBLE));
        fxRun(() -> side.setVvalue(0.5));
        fxRun(() -> window.root().layout());
        double before = fx(() -> scrolledPixels(side));
        robot.clickOn("#solveButton");
        UiSupport.waitUntil(() -> !window.solver().isRunning() && window.playback().isLoaded());
        fxRun(() -> window.root().layout());
        assertThat(fx(() -> scrolledPixels(side))).isCloseTo(before, Offset.offset(1.0));
    }

    /** How far the column is scrolled, in pixels. */
    private static double scrolledPixels(ScrollPane side) {
        double range = side.getContent().getLayoutBounds().getHeight() - side.getViewportBounds().getHeight();
        return side.getVvalue() / side.getVmax() * range;
    }
}
