package cubelab.ui;

import static cubelab.ui.UiSupport.fx;
import static cubelab.ui.UiSupport.waitUntil;
import static org.assertj.core.api.Assertions.assertThat;

import cubelab.model.FaceletCube;
import cubelab.notation.Algorithm;
import cubelab.solve.Scramble;
import cubelab.ui.prefs.PreferencesStore;
import java.nio.file.Path;
import java.util.SplittableRandom;
import javafx.stage.Stage;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/** Solving a cube that is already solved says so, rather than "Solved in 0.0 s:" and nothing after. */
@ExtendWith(ApplicationExtension.class)
@Tag("heavy")
class SolvedCubeSolveTest {

    @TempDir
    Path folder;

    private MainWindow window;

    @Start
    void start(Stage stage) {
        AppServices services = new AppServices(new FakeSolver(Algorithm.EMPTY),
                cancelled -> new Scramble(FaceletCube.SOLVED, Algorithm.EMPTY, ""),
                new PreferencesStore(folder.resolve("ui.properties")), new SplittableRandom(7));
        window = CubeLabApplication.show(stage, services);
    }

    @Test
    void theStatusSaysTheCubeIsAlreadySolved(FxRobot robot) {
        robot.clickOn("#solveButton");
        waitUntil(() -> !window.solver().isRunning() && !fx(() -> window.statusProperty().get()).isEmpty());

        assertThat(fx(() -> window.statusProperty().get())).isEqualTo("The cube is already solved");
    }
}
