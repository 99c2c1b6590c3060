package cubelab.ui;

import static cubelab.ui.UiSupport.fx;
import static cubelab.ui.UiSupport.fxRun;
import static cubelab.ui.UiSupport.waitUntil;

import cubelab.model.FaceletCube;
import cubelab.notation.Algorithm;
import cubelab.race.board.Board;
import cubelab.race.board.Metric;
import cubelab.race.board.Scramblers;
import cubelab.race.board.Target;
import cubelab.race.board.TileMove;
import cubelab.solve.Scramble;
import cubelab.ui.prefs.PreferencesStore;
import cubelab.ui.race.RaceView;
import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.SplittableRandom;
import javafx.scene.control.TabPane;
import javafx.scene.control.ToggleButton;
import javafx.scene.image.WritableImage;
import javafx.stage.Stage;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * Renders the Rubik's Race screenshots (xvfb profile): a game in progress with a hint, the board
 * editor with a defect, and the chart from a quick experiment. Writes to {@code target/screenshots}
 * or {@code -Dcubelab.screenshots=...}.
 */
@Tag("xvfb")
@ExtendWith(ApplicationExtension.class)
class RaceScreenshotsTest {

    private MainWindow window;
    private Stage stage;

    @Start
    void start(Stage stage) throws Exception {
        this.stage = stage;
        Path prefs = Files.createTempDirectory("cubelab-race-shots").resolve("ui.properties");
        Algorithm none = Algorithm.EMPTY;
        window = CubeLabApplication.show(stage, new AppServices(new FakeSolver(none),
                cancelled -> new Scramble(FaceletCube.SOLVED, none, ""), new PreferencesStore(prefs),
                new SplittableRandom(2024)));
        window.setNotifier(text -> { });
        stage.setWidth(1280);
        stage.setHeight(800);
        fxRun(() -> ((TabPane) window.root().lookup("#tabs")).getSelectionModel().select(1));
    }

    @Test
    void renderRaceScreenshots() throws Exception {
        Path out = Path.of(System.getProperty("cubelab.screenshots", "target/screenshots"));
        Files.createDirectories(out);
        RaceView race = window.raceView();
        SplittableRandom random = new SplittableRandom(31);
        Target target = Target.rollDice(5, random);
        Board board = Scramblers.randomWalk(target, 18, random);
        fxRun(() -> race.game().reset(board, target));
        // a few moves into the game, then ask for a hint
        Board current = board;
        for (int i = 0; i < 3; i++) {
            TileMove move = current.legalMoves(Metric.PUSH).get(i % 2);
            current = current.apply(move, Metric.PUSH);
            fxRun(() -> race.game().play(move));
        }
        Thread.sleep(1300);
        if (Boolean.getBoolean("cubelab.slideShot")) {
            // a slowed-down push half-way, to check the animation by eye
            Board at = current;
            TileMove push = at.legalMoves(Metric.PUSH).stream()
                    .filter(m -> Math.abs(m.cell(5) - at.blankCell()) >= 2 && Math.abs(m.cell(5) - at.blankCell()) < 5)
                    .findFirst().orElse(at.legalMoves(Metric.PUSH).get(0));
            fxRun(() -> race.setSlideMillis(1600));
            fxRun(() -> race.game().play(push));
            Thread.sleep(500);
            save(out.resolve("race-slide.png"));
            Thread.sleep(1300);
            fxRun(race.game()::undo);
            Thread.sleep(1800);
            fxRun(() -> race.setSlideMillis(110));
        }
        fxRun(() -> ((javafx.scene.control.Button) race.root().lookup("#hintButton")).fire());
        waitUntil(() -> race.root().lookup("#hintLabel") instanceof javafx.scene.control.Label label
                && label.getText().startsWith("Move"));
        Thread.sleep(500);
        save(out.resolve("race.png"));

        fxRun(() -> ((ToggleButton) race.root().lookup("#editBoard")).setSelected(true));
        fxRun(() -> race.root().lookup("#brush-w").getProperties());
        fxRun(() -> ((ToggleButton) race.root().lookup("#brush-w")).setSelected(true));
        fxRun(() -> race.root().lookup("#cell-b2").getOnMouseClicked().handle(null));
        Thread.sleep(400);
        save(out.resolve("race-editor.png"));
        fxRun(() -> ((ToggleButton) race.root().lookup("#editBoard")).setSelected(false));
        fxRun(() -> ((javafx.scene.control.Button) race.root().lookup("#showSolution")).fire());
        waitUntil(() -> race.game().isSolved());
        Thread.sleep(700);
        save(out.resolve("race-solved.png"));

        for (int size : new int[] {3, 7}) {
            fxRun(() -> ((javafx.scene.control.Spinner<?>) race.root().lookup("#raceSize")).getValueFactory()
                    .increment(size - race.game().getBoard().size()));
            Thread.sleep(400);
            save(out.resolve("race-" + size + "x" + size + ".png"));
        }

        fxRun(() -> ((ToggleButton) race.root().lookup("#modeChart")).setSelected(true));
        fxRun(() -> ((javafx.scene.control.Button) race.root().lookup("#runBench")).fire());
        org.testfx.util.WaitForAsyncUtils.waitFor(240, java.util.concurrent.TimeUnit.SECONDS,
                () -> fx(() -> !race.root().lookup("#stopBench").isVisible()));
        Thread.sleep(600);
        save(out.resolve("race-chart.png"));
    }

    /** A race against the computer under way: both boards, the computer a few moves in. */
    @Test
    void renderRaceAgainstTheComputer() throws Exception {
        Path out = Path.of(System.getProperty("cubelab.screenshots", "target/screenshots"));
        Files.createDirectories(out);
        RaceView race = window.raceView();
        raceUnderWay(race);
        org.testfx.util.WaitForAsyncUtils.waitForFxEvents();
        save(out.resolve("race-vs-computer.png"));
        // the computer finishes first: the result over the boards
        waitUntil(() -> race.root().lookup("#raceResultPane").isVisible(), 60);
        org.testfx.util.WaitForAsyncUtils.waitForFxEvents();
        save(out.resolve("race-vs-computer-result.png"));
    }

    /**
     * The same race under way in the smallest window we design for and on a full HD screen: both
     * boards, the scrambler, the clock and the side cards must show whole and apart at either size.
     */
    @Test
    void renderRaceAgainstTheComputerAtTwoSizes() throws Exception {
        Path out = Path.of(System.getProperty("cubelab.screenshots", "target/screenshots"));
        Files.createDirectories(out);
        RaceView race = window.raceView();
        for (int[] size : new int[][] {{1024, 700}, {1920, 1080}}) {
            fxRun(() -> {
                stage.setWidth(size[0]);
                stage.setHeight(size[1]);
            });
            raceUnderWay(race);
            settle();
            save(out.resolve("race-vs-computer-" + size[0] + "x" + size[1] + ".png"));
            // a new board calls this race off before the next size
            fxRun(() -> ((javafx.scene.control.Button) race.root().lookup("#newBoard")).fire());
        }
    }

    /**
     * The race of the README's pictures: seed 41's board and dice, a record of 6 races and 2 wins,
     * the computer three moves in at the normal pace and the player two.
     */
    private static void raceUnderWay(RaceView race) {
        SplittableRandom random = new SplittableRandom(41);
        Target target = Target.rollDice(5, random);
        Board board = Scramblers.randomWalk(target, 20, random);
        fxRun(() -> {
            race.game().reset(board, target);
            race.setRaceStatistics(new cubelab.ui.prefs.RaceStatistics(6, 2, 41_700));
            ((javafx.scene.control.Button) race.root().lookup("#startRace")).fire();
        });
        waitUntil(() -> race.root().lookup("#rivalMoves") instanceof javafx.scene.control.Label label
                && label.getText().equals("· 3 moves"), 30);
        Board current = fx(() -> race.game().getBoard());
        for (int i = 0; i < 2; i++) {
            TileMove move = current.legalMoves(Metric.PUSH).get(1);
            current = current.apply(move, Metric.PUSH);
            fxRun(() -> race.game().play(move));
        }
    }

    /** Two pulses later the window has laid out and painted what the last change asked for. */
    private static void settle() throws InterruptedException {
        for (int pulse = 0; pulse < 2; pulse++) {
            java.util.concurrent.CountDownLatch painted = new java.util.concurrent.CountDownLatch(1);
            javafx.application.Platform.runLater(javafx.application.Platform::requestNextPulse);
            javafx.application.Platform.runLater(painted::countDown);
            painted.await(UiSupport.LIMIT_SECONDS, java.util.concurrent.TimeUnit.SECONDS);
            org.testfx.util.WaitForAsyncUtils.waitForFxEvents();
        }
    }

    private void save(Path file) throws Exception {
        WritableImage image = fx(() -> stage.getScene().snapshot(null));
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
