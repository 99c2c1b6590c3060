package cubelab.ui;

import static cubelab.ui.UiSupport.fx;
import static cubelab.ui.UiSupport.fxRun;
import static cubelab.ui.UiSupport.waitIdle;
import static cubelab.ui.UiSupport.waitUntil;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import cubelab.model.CubePattern;
import cubelab.model.FaceletCube;
import cubelab.notation.Algorithm;
import cubelab.search.PieceHeuristic;
import cubelab.solve.IdaStarSolver;
import cubelab.solve.Scramble;
import cubelab.ui.export.CubePictures;
import cubelab.ui.export.SolutionStrip;
import cubelab.ui.prefs.PreferencesStore;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.SplittableRandom;
import javafx.application.ConditionalFeature;
import javafx.application.Platform;
import javafx.stage.Stage;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * Renders the README pictures of the newer features with real 3D (xvfb profile): every optimal
 * solution listed, the timeline held mid-turn, a pattern, and an exported solution strip. The
 * solver is the real IDA* on a table-free heuristic, so the cubes are a few moves deep. Writes to
 * {@code target/screenshots}, or to {@code -Dcubelab.screenshots=...}.
 */
@Tag("xvfb")
@ExtendWith(ApplicationExtension.class)
class FeatureScreenshotsTest {

    /** The checkerboard: its three pairs of half turns go in any order, so it has several optimal solutions. */
    private static final Algorithm SCRAMBLE = CubePattern.CHECKERBOARD.algorithm();

    private MainWindow window;
    private Stage stage;

    @Start
    void start(Stage stage) throws Exception {
        this.stage = stage;
        window = CubeLabApplication.show(stage, new AppServices(IdaStarSolver.of("IDA*", PieceHeuristic.manhattan(), 2),
                cancelled -> new Scramble(FaceletCube.SOLVED, Algorithm.EMPTY, ""),
                new PreferencesStore(Files.createTempDirectory("cubelab-feature-shots").resolve("ui.properties")),
                new SplittableRandom(7)));
        window.setNotifier(text -> { });
    }

    @Test
    void renderFeatureScreenshots() throws Exception {
        assumeTrue(Platform.isSupported(ConditionalFeature.SCENE3D), "no 3D pipeline here");
        Path out = Path.of(System.getProperty("cubelab.screenshots", "target/screenshots"));
        Files.createDirectories(out);
        for (int[] size : new int[][] {{1280, 800}, {1024, 700}}) {
            fxRun(() -> {
                stage.setWidth(size[0]);
                stage.setHeight(size[1]);
                window.scrambles().apply(new Scramble(FaceletCube.SOLVED.apply(SCRAMBLE), SCRAMBLE, SCRAMBLE.toString()));
            });
            waitIdle(window);
            fxRun(() -> window.explore().allSolutions().start());
            waitUntil(() -> !window.explore().allSolutions().isRunning(), 120);
            fxRun(() -> {
                window.explore().allSolutionsPanel().solutionList().getSelectionModel().select(1);
                window.explore().allSolutionsPanel().reveal();
            });
            waitIdle(window);
            fxRun(() -> window.explore().timeline().scrubTo(2.45));
            Thread.sleep(700);
            save(out.resolve("all-solutions-timeline-" + size[0] + "x" + size[1] + ".png"));
        }

        // the strip of the optimal solution chosen above
        Algorithm chosen = fx(() -> window.playback().getSolution());
        CubePictures.writePng(SolutionStrip.draw(FaceletCube.SOLVED.apply(SCRAMBLE), chosen,
                fx(() -> window.presetProperty().get())), out.resolve("solution-strip.png"));
        fxRun(() -> {
            stage.setWidth(1920);
            stage.setHeight(1080);
            window.explore().patterns().show(CubePattern.CUBE_IN_A_CUBE);
        });
        waitIdle(window);
        Thread.sleep(700);
        save(out.resolve("pattern-cube-in-a-cube-1080p.png"));

    }

    private void save(Path file) throws Exception {
        CubePictures.writePng(fx(() -> CubePictures.snapshot(stage.getScene().getRoot())), file);
    }
}
