package cubelab.ui;

import static cubelab.ui.UiSupport.fx;
import static cubelab.ui.UiSupport.fxRun;
import static org.assertj.core.api.Assertions.assertThat;

import cubelab.model.FaceletCube;
import cubelab.notation.Algorithm;
import cubelab.solve.Scramble;
import cubelab.ui.prefs.PreferencesStore;
import java.nio.file.Path;
import java.util.SplittableRandom;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import javafx.scene.control.Button;
import javafx.stage.Stage;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * A random state is drawn in the background; a scramble the user chooses while it is drawn (the
 * Moves button, which stays on) is what the cube keeps: the draw that ends after it is dropped.
 */
@ExtendWith(ApplicationExtension.class)
@Tag("heavy")
class RandomStateDrawTest {

    /** The window's preferences, in a folder JUnit deletes after each test. */
    @TempDir
    Path preferencesFolder;

    private static final Algorithm DRAWN = Algorithm.parse("R U R' U' F2");

    private MainWindow window;
    private final CountDownLatch asked = new CountDownLatch(1);
    private final CountDownLatch release = new CountDownLatch(1);
    private final CountDownLatch returned = new CountDownLatch(1);
    private final AtomicReference<Thread> drawer = new AtomicReference<>();

    @Start
    void start(Stage stage) throws Exception {
        window = CubeLabApplication.show(stage, new AppServices(new FakeSolver(Algorithm.EMPTY), cancelled -> {
            drawer.set(Thread.currentThread());
            asked.countDown();
            try {
                release.await(2 * UiSupport.LIMIT_SECONDS, TimeUnit.SECONDS);
                return new Scramble(FaceletCube.SOLVED.apply(DRAWN), DRAWN, DRAWN.toString());
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException(e);
            } finally {
                returned.countDown();
            }
        }, new PreferencesStore(preferencesFolder.resolve("ui.properties")), new SplittableRandom(3)));
        window.setNotifier(text -> { });
    }

    @Test
    void aScrambleChosenWhileTheRandomStateIsDrawnStays(FxRobot robot) throws Exception {
        fxRun(() -> button(robot, "#scrambleRandom").fire());
        assertThat(asked.await(UiSupport.LIMIT_SECONDS, TimeUnit.SECONDS)).as("the draw started").isTrue();
        fxRun(() -> button(robot, "#scrambleMoves").fire());
        FaceletCube chosen = fx(() -> window.session().getCube());
        String chosenText = fx(() -> window.scrambles().text());
        assertThat(chosen).isNotEqualTo(FaceletCube.SOLVED).isNotEqualTo(FaceletCube.SOLVED.apply(DRAWN));

        release.countDown();
        assertThat(returned.await(UiSupport.LIMIT_SECONDS, TimeUnit.SECONDS)).isTrue();
        UiSupport.waitUntilBackInItsPool(drawer.get());

        assertThat(fx(() -> window.session().getCube())).as("the scramble chosen last").isEqualTo(chosen);
        assertThat(fx(() -> window.scrambles().text())).isEqualTo(chosenText);
        assertThat(fx(() -> window.statusProperty().get())).startsWith("Scrambled: ");
        assertThat(fx(() -> button(robot, "#scrambleRandom").isDisabled())).as("a new draw can start").isFalse();
    }

    private static Button button(FxRobot robot, String id) {
        return robot.lookup(id).queryButton();
    }
}
