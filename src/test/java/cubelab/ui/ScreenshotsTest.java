package cubelab.ui;

import cubelab.common.Cancellation;
import cubelab.ui.look.ColorPreset;
import static cubelab.ui.UiSupport.fx;
import static cubelab.ui.UiSupport.fxRun;
import static cubelab.ui.UiSupport.waitIdle;
import static cubelab.ui.UiSupport.waitUntil;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import cubelab.model.Color;
import cubelab.model.CubieCube;
import cubelab.model.FaceletCube;
import cubelab.model.Facelets;
import cubelab.model.InvalidCubeException;
import cubelab.model.RandomMoveScrambler;
import cubelab.notation.Algorithm;
import cubelab.ui.prefs.PreferencesStore;
import cubelab.solve.CubeSolver;
import cubelab.solve.ProgressListener;
import cubelab.solve.Scramble;
import cubelab.solve.SolveCancelledException;
import cubelab.solve.SolveProgress;
import cubelab.solve.SolveResult;
import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import javafx.application.ConditionalFeature;
import javafx.application.Platform;
import javafx.scene.image.WritableImage;
import javafx.stage.Stage;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * Renders the README screenshots with real 3D (xvfb profile). Writes to {@code target/screenshots},
 * or to the directory in {@code -Dcubelab.screenshots=...}. The solver is simulated: it reports
 * search progress at a realistic pace and, for the superflip, answers its known 20-move optimum.
 */
@Tag("xvfb")
@ExtendWith(ApplicationExtension.class)
class ScreenshotsTest {

    /** The superflip; its optimal length in the half-turn metric is 20 (Reid, 1995). */
    private static final Algorithm SUPERFLIP = Algorithm.parse("U R2 F B R B2 R U2 L B2 R U' D' R2 F R' L B2 U2 F2");

    private MainWindow window;
    private Stage stage;
    private boolean real;

    /** Simulates a long optimal search; answers at once for the superflip. */
    static final class DemoSolver implements CubeSolver {

        @Override
        public String name() {
            return "Korf IDA* (simulated for screenshots)";
        }

        @Override
        public Availability availability() {
            return new Availability(true, "corner + 2 × 6-edge pattern databases; typical random cube 1–10 min");
        }

        @Override
        public SolveResult solve(CubieCube cube, ProgressListener progress, Cancellation cancelled) {
            try {
                if (cube.equals(FaceletCube.SOLVED.apply(SUPERFLIP).toCubieCube())) {
                    return new SolveResult(SUPERFLIP.inverse(), true,
                            "proved by IDA*: no solution of 19 moves exists", 9_813_442_117L, Duration.ofSeconds(212));
                }
            } catch (InvalidCubeException e) {
                throw new IllegalStateException(e);
            }
            long start = System.nanoTime();
            while (!cancelled.isCancelled()) {
                double seconds = (System.nanoTime() - start) / 1e9 + 41.7;
                long nodes = (long) (seconds * 38_400_000);
                progress.progress(new SolveProgress(17, nodes, 38_412_906, Duration.ofMillis((long) (seconds * 1000))));
                try {
                    Thread.sleep(20);
                } catch (InterruptedException e) {
                    break;
                }
            }
            throw new SolveCancelledException();
        }
    }

    @Start
    void start(Stage stage) throws Exception {
        this.stage = stage;
        Path prefs = Files.createTempDirectory("cubelab-shots").resolve("ui.properties");
        // the real optimal solver when its tables are built in pdb/, else a simulation
        CubeSolver korf = cubelab.solve.IdaStarSolver.onTier(cubelab.solve.tier.TierRegistry.KORF,
                cubelab.solve.tier.TableLocation.at(Path.of("pdb")), Runtime.getRuntime().availableProcessors());
        real = korf.availability().ready();
        cubelab.solve.TwoPhaseCubeSolver fast = new cubelab.solve.TwoPhaseCubeSolver();
        window = CubeLabApplication.show(stage, new AppServices(
                real ? new cubelab.solve.CombinedSolver(fast, korf) : new DemoSolver(),
                new cubelab.solve.TwoPhaseScrambleSource(new SplittableRandom(11), fast), new PreferencesStore(prefs),
                new SplittableRandom(2024)));
        window.setNotifier(text -> { });
        stage.setWidth(1280);
        stage.setHeight(800);
    }

    @Test
    void renderReadmeScreenshots() throws Exception {
        assumeTrue(Platform.isSupported(ConditionalFeature.SCENE3D), "no 3D pipeline here");
        Path out = Path.of(System.getProperty("cubelab.screenshots", "target/screenshots"));
        Files.createDirectories(out);
        fxRun(() -> window.cubeView().turnMillisProperty().set(0));

        Algorithm scramble = new Algorithm(new RandomMoveScrambler(new SplittableRandom(11)).next(22).stream()
                .map(cubelab.model.FaceTurn::toMove).toList());
        if (real) {
            fxRun(() -> window.scrambles().randomState());
            waitUntil(() -> !window.session().getCube().equals(FaceletCube.SOLVED));
        } else {
            fxRun(() -> window.scrambles().apply(new Scramble(FaceletCube.SOLVED.apply(scramble), scramble, scramble.toString())));
        }
        fxRun(() -> window.cubeView().turnMillisProperty().set(220));
        fxRun(window::startSolve);
        Thread.sleep(real ? 6000 : 2500);
        fxRun(() -> window.cubeView().orbitBy(-8, 4));
        Thread.sleep(400);
        save(out.resolve("solving.png"));
        fxRun(window::cancelSolve);

        fxRun(() -> window.stickerEditing().setEditing(true));
        List<Color> stickers = new ArrayList<>(FaceletCube.SOLVED.apply(scramble).colors(ColorPreset.WESTERN.scheme()));
        Color u = stickers.get(Facelets.U9);
        stickers.set(Facelets.U9, stickers.get(Facelets.F3));
        stickers.set(Facelets.F3, stickers.get(Facelets.R1));
        stickers.set(Facelets.R1, u);
        fxRun(() -> window.editor().setStickers(stickers));
        fxRun(() -> window.editor().brushProperty().set(Color.GREEN));
        Thread.sleep(600);
        save(out.resolve("editor-defect.png"));
        fxRun(() -> window.stickerEditing().setEditing(false));

        Algorithm target = real ? new Algorithm(new RandomMoveScrambler(new SplittableRandom(5)).next(13).stream()
                .map(cubelab.model.FaceTurn::toMove).toList()) : SUPERFLIP;
        fxRun(() -> window.scrambles().apply(new Scramble(FaceletCube.SOLVED.apply(target), target, target.toString())));
        fxRun(window::startSolve);
        org.testfx.util.WaitForAsyncUtils.waitFor(300, java.util.concurrent.TimeUnit.SECONDS,
                () -> fx(() -> window.playback().isLoaded() && !window.solver().isRunning()));
        for (int i = 0; i < 8; i++) {
            fxRun(() -> window.playbackControls().stepForward());
        }
        waitIdle(window);
        fxRun(() -> window.cubeView().turnMillisProperty().set(900));
        fxRun(() -> window.playbackControls().stepForward());
        Thread.sleep(380);
        save(out.resolve("playback.png"));
        waitIdle(window);

        fxRun(() -> {
            stage.setWidth(1920);
            stage.setHeight(1080);
            window.presetProperty().set(ColorPreset.COLOR_BLIND);
        });
        Thread.sleep(800);
        save(out.resolve("playback-1080p-colour-blind.png"));
        fx(() -> true);
        // the key map dialog, for a visual check (not in the README)
        fxRun(() -> window.root().getScene().getWindow().requestFocus());
        org.testfx.api.FxRobot robot = new org.testfx.api.FxRobot();
        robot.push(javafx.scene.input.KeyCode.F1);
        Thread.sleep(600);
        javafx.stage.Window dialog = fx(() -> javafx.stage.Window.getWindows().stream()
                .filter(w -> w != stage && w.isShowing() && w.getScene() != null
                        && w.getScene().lookup("#keyMap") != null)
                .findFirst().orElse(null));
        if (dialog != null) {
            WritableImage image = fx(() -> dialog.getScene().snapshot(null));
            write(image, Path.of("target").resolve("keymap-dialog.png"));
        }
    }

    /**
     * The Lab's table-size experiment (Korf's t ≈ n/m, three edge tables) at 1280×800, then the
     * Cube and Lab tabs at 1024×700, where nothing may be cut short or clipped.
     */
    @Test
    void renderLabAndSmallWindowScreenshots() throws Exception {
        assumeTrue(Platform.isSupported(ConditionalFeature.SCENE3D), "no 3D pipeline here");
        Path out = Path.of(System.getProperty("cubelab.screenshots", "target/screenshots"));
        Files.createDirectories(out);
        Algorithm scramble = real ? new Algorithm(new RandomMoveScrambler(new SplittableRandom(5)).next(13).stream()
                .map(cubelab.model.FaceTurn::toMove).toList()) : SUPERFLIP;
        fxRun(() -> {
            window.cubeView().turnMillisProperty().set(0);
            window.scrambles().apply(new Scramble(FaceletCube.SOLVED.apply(scramble), scramble, scramble.toString()));
        });
        fxRun(window::startSolve);
        org.testfx.util.WaitForAsyncUtils.waitFor(120, java.util.concurrent.TimeUnit.SECONDS,
                () -> fx(() -> window.playback().isLoaded() && !window.solver().isRunning()));
        fxRun(() -> {
            stage.setWidth(1024);
            stage.setHeight(700);
        });
        waitIdle(window);
        settle();
        save(out.resolve("cube-1024x700.png"));

        cubelab.ui.lab.LabViewModel lab = window.labView().model();
        fxRun(() -> {
            stage.setWidth(1280);
            stage.setHeight(800);
            ((javafx.scene.control.TabPane) window.root().lookup("#tabs")).getSelectionModel().select(2);
            lab.kindProperty().set(cubelab.ui.lab.LabKind.TABLES);
            lab.cubesProperty().set(4);
            lab.maxEdgesProperty().set(5);
            lab.iterationBoundProperty().set(10);
            lab.run();
        });
        org.testfx.util.WaitForAsyncUtils.waitFor(180, java.util.concurrent.TimeUnit.SECONDS,
                () -> fx(() -> !lab.runningProperty().get() && lab.experimentResult() != null));
        settle();
        save(out.resolve("lab-tables.png"));
        fxRun(() -> {
            stage.setWidth(1024);
            stage.setHeight(700);
        });
        settle();
        save(out.resolve("lab-1024x700.png"));
    }

    /** Two pulses later the window has laid out and painted what the last change asked for. */
    private static void settle() {
        for (int pulse = 0; pulse < 2; pulse++) {
            java.util.concurrent.CountDownLatch painted = new java.util.concurrent.CountDownLatch(1);
            Platform.runLater(() -> Platform.requestNextPulse());
            Platform.runLater(painted::countDown);
            try {
                painted.await(UiSupport.LIMIT_SECONDS, java.util.concurrent.TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            org.testfx.util.WaitForAsyncUtils.waitForFxEvents();
        }
    }

    private void save(Path file) throws Exception {
        write(fx(() -> stage.getScene().snapshot(null)), file);
    }

    private static void write(WritableImage image, Path file) throws Exception {
        int w = (int) image.getWidth();
        int h = (int) image.getHeight();
        BufferedImage buffered = new BufferedImage(w, h, BufferedImage.TYPE_INT_RGB);
        int[] row = new int[w];
        for (int y = 0; y < h; y++) {
            image.getPixelReader().getPixels(0, y, w, 1, javafx.scene.image.PixelFormat.getIntArgbInstance(), row, 0, w);
            buffered.setRGB(0, y, w, 1, row, 0, w);
        }
        ImageIO.write(buffered, "png", file.toFile());
    }
}
