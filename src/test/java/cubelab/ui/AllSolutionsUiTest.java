package cubelab.ui;

import static cubelab.ui.UiSupport.assertShows;
import static cubelab.ui.UiSupport.fx;
import static cubelab.ui.UiSupport.fxRun;
import static cubelab.ui.UiSupport.waitUntil;
import static org.assertj.core.api.Assertions.assertThat;

import cubelab.common.Cancellation;
import cubelab.model.CubieCube;
import cubelab.model.FaceletCube;
import cubelab.notation.Algorithm;
import cubelab.search.PieceHeuristic;
import cubelab.solve.CubeSolver;
import cubelab.solve.IdaStarSolver;
import cubelab.solve.OptimalSolutions;
import cubelab.solve.ProgressListener;
import cubelab.solve.Scramble;
import cubelab.solve.SolveResult;
import cubelab.solve.SolverUnavailableException;
import cubelab.ui.prefs.PreferencesStore;
import cubelab.ui.session.CubeSession.Origin;
import java.nio.file.Path;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import javafx.stage.Stage;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/** The All optimal solutions card: live listing from the real search, choosing one to play, stale lists cleared. */
@ExtendWith(ApplicationExtension.class)
@Tag("heavy")
class AllSolutionsUiTest {

    /** (R2 U2)^3 = (U2 R2)^3: several six-move optimal solutions. */
    private static final Algorithm SCRAMBLE = Algorithm.parse("R2 U2 R2 U2 R2 U2");
    private static final FaceletCube SCRAMBLED = FaceletCube.SOLVED.apply(SCRAMBLE);

    private MainWindow window;
    /** The window's preferences, in a folder JUnit deletes after each test. */
    @TempDir
    Path preferencesFolder;
    private final GatedSolver solver = new GatedSolver();

    /**
     * The real IDA* (a table-free heuristic), except that while the gate is closed the first
     * solution found waits there, so the test sees the list grow while the search still runs (one
     * search thread, so exactly one solution is listed then).
     */
    static final class GatedSolver implements CubeSolver {
        final IdaStarSolver real = IdaStarSolver.of("test IDA*", PieceHeuristic.manhattan(), 1);
        volatile CountDownLatch gate = new CountDownLatch(0);

        @Override
        public String name() {
            return real.name();
        }

        @Override
        public Availability availability() {
            return real.availability();
        }

        @Override
        public SolveResult solve(CubieCube cube, ProgressListener progress, Cancellation cancelled)
                throws SolverUnavailableException {
            return real.solve(cube, progress, cancelled);
        }

        @Override
        public OptimalSolutions solveAll(CubieCube cube, int limit, Consumer<Algorithm> onSolution,
                ProgressListener progress, Cancellation cancelled) throws SolverUnavailableException {
            return real.solveAll(cube, limit, solution -> {
                onSolution.accept(solution);
                try {
                    gate.await(2 * UiSupport.LIMIT_SECONDS, TimeUnit.SECONDS);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            }, progress, cancelled);
        }
    }

    @Start
    void start(Stage stage) throws Exception {
        window = CubeLabApplication.show(stage, new AppServices(solver,
                cancelled -> new Scramble(FaceletCube.SOLVED, Algorithm.EMPTY, ""),
                new PreferencesStore(preferencesFolder.resolve("ui.properties")),
                new SplittableRandom(3)));
        window.setNotifier(text -> { });
    }

    /**
     * In a 1024×700 window the listing takes the list's room when it starts, folding cards above
     * if need be: the list is shown whole, the side column does not scroll.
     */
    @Test
    void theListIsShownWholeInASmallWindow(FxRobot robot) {
        fxRun(() -> {
            javafx.stage.Window stage = window.root().getScene().getWindow();
            stage.setWidth(1024);
            stage.setHeight(700);
        });
        UiSupport.layOut(window);
        fxRun(() -> window.session().replace(SCRAMBLED, Origin.SCRAMBLE));
        CardSupport.open(robot, "#allSolutionsCard");
        robot.clickOn("#listAllSolutions");
        waitUntil(() -> !window.explore().allSolutions().isRunning()
                && window.explore().allSolutionsPanel().solutionList().getItems().size() > 1);
        UiSupport.layOut(window);
        assertThat(fx(() -> window.explore().allSolutionsPanel().solutionList().getItems()))
                .allSatisfy(solution -> assertThat(SCRAMBLED.apply(solution)).isEqualTo(FaceletCube.SOLVED));
        javafx.scene.control.ScrollPane side = fx(() -> (javafx.scene.control.ScrollPane) window.root().lookup("#sideScroll"));
        assertThat(fx(() -> side.getContent().getLayoutBounds().getHeight() - side.getViewportBounds().getHeight()))
                .as("the column does not scroll").isLessThanOrEqualTo(0.5);
        javafx.geometry.Bounds list = fx(() -> {
            javafx.scene.Node node = window.root().lookup("#allSolutionsList");
            return node.localToScene(node.getBoundsInLocal());
        });
        javafx.geometry.Bounds column = fx(() -> side.localToScene(side.getBoundsInLocal()));
        assertThat(list.getMaxY()).as("the list's bottom is in the column").isLessThanOrEqualTo(column.getMaxY());
    }

    @Test
    void listsEveryOptimalSolutionLiveAndPlaysTheChosenOne(FxRobot robot) {
        solver.gate = new CountDownLatch(1);
        fxRun(() -> window.session().replace(SCRAMBLED, Origin.SCRAMBLE));
        CardSupport.open(robot, "#allSolutionsCard");
        robot.clickOn("#listAllSolutions");
        waitUntil(() -> window.explore().allSolutionsPanel().solutionList().getItems().size() == 1);
        assertThat(fx(() -> window.explore().allSolutions().isRunning())).as("listed while the search runs").isTrue();
        assertThat(fx(() -> window.explore().allSolutionsPanel().stopButton().isDisabled())).isFalse();
        solver.gate.countDown();
        waitUntil(() -> !window.explore().allSolutions().isRunning());
        List<Algorithm> listed = fx(() -> List.copyOf(window.explore().allSolutionsPanel().solutionList().getItems()));
        assertThat(listed).hasSizeGreaterThan(1).doesNotHaveDuplicates()
                .contains(SCRAMBLE, Algorithm.parse("U2 R2 U2 R2 U2 R2"));
        for (Algorithm solution : listed) {
            assertThat(solution.size()).isEqualTo(6);
            assertThat(SCRAMBLED.apply(solution)).as("%s solves the cube", solution).isEqualTo(FaceletCube.SOLVED);
        }
        assertThat(fx(() -> window.explore().allSolutionsPanel().stateLabel().getText()))
                .startsWith(listed.size() + " optimal solutions of 6 moves: all of them");

        // choosing the second one loads it into playback; playing it to the end solves the cube
        robot.clickOn(fx(() -> window.explore().allSolutionsPanel().solutionList().lookupAll(".list-cell").stream()
                .filter(cell -> listed.get(1).equals(((javafx.scene.control.ListCell<?>) cell).getItem()))
                .findFirst().orElseThrow()));
        assertThat(fx(() -> window.playback().getSolution())).isEqualTo(listed.get(1));
        assertThat(fx(() -> window.playback().getStart())).isEqualTo(SCRAMBLED);
        robot.clickOn("#playEnd");
        assertShows(window, FaceletCube.SOLVED);

        // choosing another one while the cube shows the end of the first starts it from the scrambled cube
        fxRun(() -> window.explore().allSolutionsPanel().solutionList().getSelectionModel().select(listed.get(0)));
        assertShows(window, SCRAMBLED);
        assertThat(fx(() -> window.playback().getSolution())).isEqualTo(listed.get(0));
        assertThat(fx(() -> window.explore().allSolutionsPanel().solutionList().getItems())).as("playback keeps the list")
                .hasSize(listed.size());
    }

    @Test
    void aCubeChangedByHandClearsTheListThatDescribedTheCubeBefore(FxRobot robot) {
        fxRun(() -> window.session().replace(SCRAMBLED, Origin.SCRAMBLE));
        CardSupport.open(robot, "#allSolutionsCard");
        robot.clickOn("#listAllSolutions");
        waitUntil(() -> !window.explore().allSolutions().isRunning()
                && !window.explore().allSolutionsPanel().solutionList().getItems().isEmpty());
        fxRun(() -> window.session().turn(Algorithm.parse("F")));
        assertThat(fx(() -> window.explore().allSolutionsPanel().solutionList().getItems())).isEmpty();
        assertThat(fx(() -> window.explore().allSolutionsPanel().stateLabel().getText())).contains("cube changed");
    }

    @Test
    void escapeStopsTheListingAndKeepsWhatWasFound(FxRobot robot) {
        solver.gate = new CountDownLatch(1);
        fxRun(() -> window.session().replace(SCRAMBLED, Origin.SCRAMBLE));
        CardSupport.open(robot, "#allSolutionsCard");
        robot.clickOn("#listAllSolutions");
        waitUntil(() -> window.explore().allSolutionsPanel().solutionList().getItems().size() == 1);
        robot.type(javafx.scene.input.KeyCode.ESCAPE); // Esc stops it, as it stops a solve
        solver.gate.countDown();
        assertThat(fx(() -> window.explore().allSolutions().isRunning())).isFalse();
        assertThat(fx(() -> window.explore().allSolutionsPanel().stateLabel().getText())).startsWith("Stopped: 1 optimal solution");
        Algorithm kept = fx(() -> window.explore().allSolutionsPanel().solutionList().getItems().get(0));
        assertThat(SCRAMBLED.apply(kept)).isEqualTo(FaceletCube.SOLVED);
    }
}
