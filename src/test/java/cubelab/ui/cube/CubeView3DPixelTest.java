package cubelab.ui.cube;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import cubelab.model.Facelets;
import cubelab.notation.Move;
import cubelab.notation.Turn;
import java.util.concurrent.TimeUnit;
import javafx.application.ConditionalFeature;
import javafx.application.Platform;
import javafx.geometry.Point2D;
import javafx.geometry.Point3D;
import javafx.scene.Scene;
import javafx.scene.image.WritableImage;
import javafx.scene.paint.Color;
import javafx.stage.Stage;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Real 3D pixels: only under Xvfb with es2 and prism.forceGPU ({@code mvn test -Pxvfb -DnoMonocle}
 * inside xvfb-run). Projects sticker centres to the screen and checks the colour found there.
 */
@Tag("xvfb")
@ExtendWith(ApplicationExtension.class)
class CubeView3DPixelTest {

    private CubeView3D view;
    private Scene scene;

    @Start
    void start(Stage stage) {
        view = new CubeView3D();
        view.turnMillisProperty().set(0);
        scene = new Scene(view, 640, 640);
        stage.setScene(scene);
        stage.show();
    }

    @Test
    void stickerColoursAppearWhereExpected() throws Exception {
        assumeTrue(Platform.isSupported(ConditionalFeature.SCENE3D), "no 3D pipeline here");
        WritableImage solved = snapshot();
        assertColour(solved, Facelets.U5, "white");
        assertColour(solved, Facelets.F5, "green");
        assertColour(solved, Facelets.R5, "red");
        assertColour(solved, Facelets.F3, "green");

        WaitForAsyncUtils.asyncFx(() -> view.enqueue(Move.of(Turn.R, 1))).get(cubelab.ui.UiSupport.LIMIT_SECONDS, TimeUnit.SECONDS);
        WaitForAsyncUtils.waitForFxEvents();
        WritableImage turned = snapshot();
        assertColour(turned, Facelets.F3, "yellow");
        assertColour(turned, Facelets.U9, "green");
        assertColour(turned, Facelets.F1, "green");
    }

    @Test
    void clickingAStickerPicksItsFacelet(org.testfx.api.FxRobot robot) throws Exception {
        assumeTrue(Platform.isSupported(ConditionalFeature.SCENE3D), "no 3D pipeline here");
        java.util.List<Integer> clicked = new java.util.concurrent.CopyOnWriteArrayList<>();
        WaitForAsyncUtils.asyncFx(() -> view.setOnStickerClicked(clicked::add)).get(cubelab.ui.UiSupport.LIMIT_SECONDS, TimeUnit.SECONDS);
        for (int facelet : new int[] {Facelets.U5, Facelets.F7, Facelets.R3}) {
            Point2D screen = WaitForAsyncUtils.asyncFx(() -> view.stickerNode(facelet).localToScreen(Point3D.ZERO))
                    .get(cubelab.ui.UiSupport.LIMIT_SECONDS, TimeUnit.SECONDS);
            robot.clickOn(screen);
            WaitForAsyncUtils.waitForFxEvents();
            assertThat(clicked).as("clicked %s", Facelets.name(facelet)).endsWith(facelet);
        }
    }

    @Test
    void draggingAFaceTurnsItsLayer(org.testfx.api.FxRobot robot) throws Exception {
        assumeTrue(Platform.isSupported(ConditionalFeature.SCENE3D), "no 3D pipeline here");
        java.util.List<Move> turns = new java.util.concurrent.CopyOnWriteArrayList<>();
        WaitForAsyncUtils.asyncFx(() -> view.setOnDragTurn(turns::add)).get(cubelab.ui.UiSupport.LIMIT_SECONDS, TimeUnit.SECONDS);
        drag(robot, Facelets.F1, 70, 0);
        drag(robot, Facelets.F3, 0, -70);
        drag(robot, Facelets.U5, 0, 60);
        assertThat(turns).containsExactly(Move.of(Turn.U, 3), Move.of(Turn.R, 1), Move.of(Turn.M, 1));
    }

    private void drag(org.testfx.api.FxRobot robot, int facelet, double dx, double dy) throws Exception {
        Point2D screen = WaitForAsyncUtils.asyncFx(() -> view.stickerNode(facelet).localToScreen(Point3D.ZERO))
                .get(cubelab.ui.UiSupport.LIMIT_SECONDS, TimeUnit.SECONDS);
        robot.drag(screen, javafx.scene.input.MouseButton.PRIMARY).moveBy(dx, dy).release(javafx.scene.input.MouseButton.PRIMARY);
        WaitForAsyncUtils.waitForFxEvents();
    }

    private WritableImage snapshot() throws Exception {
        return WaitForAsyncUtils.asyncFx(() -> scene.snapshot(null)).get(cubelab.ui.UiSupport.LIMIT_SECONDS, TimeUnit.SECONDS);
    }

    private void assertColour(WritableImage image, int facelet, String expected) throws Exception {
        Point3D point = WaitForAsyncUtils.asyncFx(() -> view.stickerNode(facelet).localToScene(Point3D.ZERO, true))
                .get(cubelab.ui.UiSupport.LIMIT_SECONDS, TimeUnit.SECONDS);
        Point2D at = new Point2D(point.getX(), point.getY());
        Color c = image.getPixelReader().getColor((int) at.getX(), (int) at.getY());
        int r = (int) (c.getRed() * 255);
        int g = (int) (c.getGreen() * 255);
        int b = (int) (c.getBlue() * 255);
        String where = Facelets.name(facelet) + " at " + at + " is " + c;
        switch (expected) {
            case "white" -> assertThat(Math.min(r, Math.min(g, b))).as(where).isGreaterThan(150);
            case "green" -> assertThat(g - Math.max(r, b)).as(where).isGreaterThan(40);
            case "red" -> assertThat(r - Math.max(g, b)).as(where).isGreaterThan(50);
            case "yellow" -> assertThat(Math.min(r, g) - b).as(where).isGreaterThan(80);
            default -> throw new IllegalArgumentException(expected);
        }
    }
}
