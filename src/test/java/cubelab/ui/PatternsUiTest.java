package cubelab.ui;

import static cubelab.ui.UiSupport.assertShows;
import static cubelab.ui.UiSupport.fx;
import static cubelab.ui.UiSupport.fxRun;
import static cubelab.ui.UiSupport.waitUntil;
import static org.assertj.core.api.Assertions.assertThat;

import cubelab.model.CubePattern;
import cubelab.model.FaceletCube;
import cubelab.notation.Algorithm;
import cubelab.search.PieceHeuristic;
import cubelab.solve.IdaStarSolver;
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

/** The Patterns menu: show a pattern, solve to one from the cube shown (a real, table-free IDA*), replayed. */
@ExtendWith(ApplicationExtension.class)
@Tag("heavy")
class PatternsUiTest {

    private MainWindow window;
    /** The window's preferences, in a folder JUnit deletes after each test. */
    @TempDir
    Path preferencesFolder;

    @Start
    void start(Stage stage) throws Exception {
        window = CubeLabApplication.show(stage, new AppServices(IdaStarSolver.of("test IDA*", PieceHeuristic.manhattan(), 2),
                cancelled -> new Scramble(FaceletCube.SOLVED, Algorithm.EMPTY, ""),
                new PreferencesStore(preferencesFolder.resolve("ui.properties")),
                new SplittableRandom(3)));
        window.setNotifier(text -> { });
    }

    /** A Patterns menu item by id, from the window's own menu bar. */
    private javafx.scene.control.MenuItem menuItem(String id) {
        javafx.scene.control.MenuBar bar = (javafx.scene.control.MenuBar) window.root().lookup("#menuBar");
        return bar.getMenus().stream().filter(menu -> "patternsMenu".equals(menu.getId()))
                .flatMap(menu -> menu.getItems().stream())
                .filter(item -> item instanceof javafx.scene.control.Menu)
                .flatMap(sub -> ((javafx.scene.control.Menu) sub).getItems().stream())
                .filter(item -> id.equals(item.getId())).findFirst().orElseThrow();
    }

    @Test
    void theMenuShowsAPatternAndTheStatusNamesIt(FxRobot robot) {
        robot.clickOn("Patterns").clickOn("Show pattern").clickOn("#showPattern-SUPERFLIP");
        assertShows(window, CubePattern.SUPERFLIP.cube());
        assertThat(fx(() -> window.statusProperty().get())).startsWith("Pattern: Superflip");
        assertThat(fx(() -> window.scrambles().text())).as("its moves in the Scramble card")
                .isEqualTo(CubePattern.SUPERFLIP.algorithm().toString());
    }

    @Test
    void solvingToACheckerboardFromTheSolvedCubeTakesSixMovesThatPlayToIt(FxRobot robot) {
        fxRun(() -> menuItem("solveToPattern-CHECKERBOARD").fire());
        waitUntil(() -> !window.explore().patterns().isRunning() && window.playback().isLoaded());
        Algorithm solution = fx(() -> window.playback().getSolution());
        assertThat(solution.size()).isEqualTo(6);
        assertThat(FaceletCube.SOLVED.apply(solution)).isEqualTo(CubePattern.CHECKERBOARD.cube());
        assertThat(fx(() -> window.statusProperty().get())).startsWith("To Checkerboard: 6 moves (HTM), optimal");
        robot.clickOn("#playEnd");
        assertShows(window, CubePattern.CHECKERBOARD.cube());
    }

    @Test
    void fromACubeNearSixSpotsBackToThemInTheFewestMoves() {
        fxRun(() -> window.explore().patterns().show(CubePattern.SIX_SPOTS));
        fxRun(() -> window.session().turn(Algorithm.parse("R U'")));
        FaceletCube near = fx(() -> window.session().getCube());
        fxRun(() -> window.explore().patterns().solveTo(CubePattern.SIX_SPOTS));
        waitUntil(() -> !window.explore().patterns().isRunning() && window.playback().isLoaded());
        Algorithm solution = fx(() -> window.playback().getSolution());
        assertThat(solution.size()).isEqualTo(2);
        assertThat(near.apply(solution)).isEqualTo(CubePattern.SIX_SPOTS.cube());
        fxRun(() -> window.playbackControls().seekEnd());
        assertShows(window, CubePattern.SIX_SPOTS.cube());
    }
}
