package cubelab.ui.tables;

import cubelab.common.Cancellation;
import static cubelab.ui.UiSupport.clickLaidOut;
import static cubelab.ui.UiSupport.fx;
import static cubelab.ui.UiSupport.fxRun;
import static cubelab.ui.UiSupport.waitUntil;
import static org.assertj.core.api.Assertions.assertThat;

import cubelab.model.CubieCube;
import cubelab.model.FaceletCube;
import cubelab.notation.Algorithm;
import cubelab.solve.CubeSolver;
import cubelab.solve.ProgressListener;
import cubelab.solve.Scramble;
import cubelab.solve.SolveCancelledException;
import cubelab.solve.SolveProgress;
import cubelab.solve.SolveResult;
import cubelab.solve.tier.SolverTier;
import cubelab.solve.tier.TierRegistry;
import cubelab.solve.tier.TierStatus;
import cubelab.solve.tier.TimeEstimate;
import cubelab.ui.AppServices;
import cubelab.ui.CubeLabApplication;
import cubelab.ui.MainWindow;
import cubelab.ui.prefs.PreferencesStore;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.CopyOnWriteArrayList;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressBar;
import javafx.stage.Stage;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * The solver tables in the window, on fake tables whose builds move one step when the test says:
 * the one-time offer, a build's progress in the Solver tables window, pause and resume, cancel,
 * the next solve using a finished tier, and what a cancelled search says.
 */
@ExtendWith(ApplicationExtension.class)
@Tag("heavy")
class TablesUiTest {

    /** A folder of the test's own, which JUnit deletes after each test. */
    @TempDir
    Path temporaryFolder;

    private static final Algorithm SCRAMBLE = Algorithm.parse("R U F' L2 D B");

    private final FakeTierTables tables = new FakeTierTables();
    private final List<String> notices = new CopyOnWriteArrayList<>();
    private TierSolver solver;
    private PreferencesStore store;
    private MainWindow window;

    /** Solves on the fastest tier the fake tables have built; while {@code hold}, searches until cancelled. */
    final class TierSolver implements CubeSolver {
        volatile boolean hold;

        SolverTier tier() {
            List<SolverTier> fastestFirst = new java.util.ArrayList<>(TierRegistry.SOLVING);
            java.util.Collections.reverse(fastestFirst);
            return fastestFirst.stream().filter(tier -> tables.status.get(tier) == TierStatus.BUILT).findFirst()
                    .orElseThrow();
        }

        @Override
        public String name() {
            return "IDA* on the " + tier().name() + " tier";
        }

        @Override
        public Availability availability() {
            return new Availability(true, tier().name() + " tier");
        }

        @Override
        public SolveResult solve(CubieCube cube, ProgressListener progress, Cancellation cancelled) {
            String tier = tier().name();
            progress.expectation(TimeEstimate.of(tier.equals("korf") ? 7200 : 10), 12, tier);
            long nodes = 0;
            if (hold) {
                // a search that runs until the user cancels it: one report, then wait for the cancel
                nodes = 1000;
                progress.progress(new SolveProgress(16, nodes, 1e6, Duration.ofMillis(1), 19));
                try {
                    if (cancelled.await(Duration.ofMinutes(1))) {
                        throw new SolveCancelledException();
                    }
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    throw new SolveCancelledException();
                }
                throw new IllegalStateException("the held search was never cancelled");
            }
            return new SolveResult(SCRAMBLE.inverse(), true, "solved on the " + tier + " tier", nodes,
                    Duration.ofMillis(1));
        }
    }

    @Start
    void start(Stage stage) throws Exception {
        store = new PreferencesStore(temporaryFolder.resolve("ui.properties"));
        solver = new TierSolver();
        window = open(stage);
    }

    private MainWindow open(Stage stage) {
        MainWindow shown = CubeLabApplication.show(stage, new AppServices(solver,
                cancelled -> new Scramble(FaceletCube.SOLVED.apply(SCRAMBLE), SCRAMBLE, ""), store,
                new SplittableRandom(1), null, tables));
        shown.setNotifier(notices::add);
        return shown;
    }

    private String text(FxRobot robot, String id) {
        return fx(() -> robot.lookup(id).queryAs(Label.class).getText());
    }

    @Test
    void theOfferAppearsOnceAndRemembersNotNow(FxRobot robot) {
        waitUntil(() -> window.tablesPrompt().isVisible());
        assertThat(text(robot, "#promptText")).contains("standard").contains("2.7 GB").contains("about 4 s");
        clickLaidOut(robot, "#promptLater");
        waitUntil(() -> !window.tablesPrompt().isVisible());
        assertThat(store.load().preferences().tablesPrompt()).isEqualTo("not now");
        assertThat(tables.started).isEmpty();

        fxRun(() -> window.root().getScene().getWindow().hide());
        MainWindow again = fx(() -> open(new Stage()));
        waitUntil(() -> again.tablesFlow().builds().rows().size() == TierRegistry.SOLVING.size());
        assertThat(fx(() -> again.tablesPrompt().isVisible())).as("asked once only").isFalse();
        fxRun(() -> again.root().getScene().getWindow().hide());
    }

    @Test
    void aBuildReportsProgressPausesResumesAndIsUsedByTheNextSolve(FxRobot robot) {
        waitUntil(() -> window.tablesPrompt().isVisible());
        clickLaidOut(robot, "#promptBuild");
        waitUntil(() -> tables.started.contains(TierRegistry.STANDARD));
        assertThat(store.load().preferences().buildingTier()).as("resumed if the app closes now").isEqualTo("standard");
        fxRun(() -> window.tablesFlow().open());
        waitUntil(() -> robot.lookup("#status-standard").tryQuery().isPresent()
                && text(robot, "#status-standard").equals("building"));
        assertThat(text(robot, "#name-korf")).endsWith("in use");

        tables.step();
        waitUntil(() -> robot.lookup("#tablesProgress").queryAs(ProgressBar.class).getProgress() == 0.25);
        assertThat(text(robot, "#tablesProgressText")).contains("25 %").contains("pass 1/4");
        assertThat(window.statusProperty().get()).contains("standard").contains("25 %");

        clickLaidOut(robot, "#pause-standard");
        waitUntil(() -> text(robot, "#status-standard").equals("paused, 25 %"));
        assertThat(robot.lookup("#discard-standard").tryQuery()).as("a paused build can be discarded").isPresent();
        clickLaidOut(robot, "#resume-standard");
        waitUntil(() -> text(robot, "#status-standard").equals("building"));
        for (int i = 0; i < FakeTierTables.STEPS; i++) {
            tables.step();
        }
        waitUntil(() -> text(robot, "#status-standard").equals("built"));
        waitUntil(() -> text(robot, "#name-standard").endsWith("in use"));
        assertThat(text(robot, "#name-korf")).doesNotContain("in use");
        assertThat(tables.stepsDone.get(TierRegistry.STANDARD)).as("resumed, not restarted").isEqualTo(4);
        assertThat(tables.started).containsExactly(TierRegistry.STANDARD, TierRegistry.STANDARD);
        assertThat(notices).anyMatch(n -> n.contains("standard tables are ready"));
        assertThat(store.load().preferences().buildingTier()).isEmpty();

        // closed as a user would: with a row a tier the tables window reaches over the Solve button
        fxRun(() -> robot.listWindows().stream().filter(shown -> shown != window.root().getScene().getWindow())
                .toList().forEach(javafx.stage.Window::hide));
        clickLaidOut(robot, "#solveButton");
        waitUntil(() -> text(robot, "#solveResult").contains("optimal"));
        assertThat(text(robot, "#solveResult")).contains("solved on the standard tier");
    }

    @Test
    void cancellingABuildKeepsNothingOfIt(FxRobot robot) {
        fxRun(() -> window.tablesFlow().open());
        waitUntil(() -> robot.lookup("#build-large").tryQuery().isPresent());
        clickLaidOut(robot, "#build-large");
        tables.step();
        waitUntil(() -> tables.stepsDone.getOrDefault(TierRegistry.LARGE, 0) == 1);
        clickLaidOut(robot, "#cancel-large");
        waitUntil(() -> tables.discarded.contains(TierRegistry.LARGE) && text(robot, "#status-large").equals("missing"));
        assertThat(tables.status.get(TierRegistry.LARGE)).isEqualTo(TierStatus.MISSING);
        assertThat(notices).anyMatch(n -> n.contains("cancelled"));
        clickLaidOut(robot, "#dialogClose"); // the tables window lies over the Solve button
        clickLaidOut(robot, "#solveButton");
        waitUntil(() -> text(robot, "#solveResult").contains("optimal"));
        assertThat(text(robot, "#solveResult")).contains("korf tier");
    }

    @Test
    void theTablesWindowIsAsTallAsItsRowsAsABuildComesAndGoes(FxRobot robot) {
        fxRun(() -> window.tablesFlow().open());
        waitUntil(() -> robot.lookup("#build-large").tryQuery().isPresent());
        waitUntil(() -> bandBelowTheRows(robot) >= 0 && bandBelowTheRows(robot) < 20);
        clickLaidOut(robot, "#build-large");
        tables.step();
        waitUntil(() -> robot.lookup("#tablesProgress").tryQuery().map(javafx.scene.Node::isVisible).orElse(false));
        // the progress line makes the building row taller: the window grows with it
        waitUntil(() -> bandBelowTheRows(robot) >= 0 && bandBelowTheRows(robot) < 20);
        clickLaidOut(robot, "#cancel-large");
        waitUntil(() -> text(robot, "#status-large").equals("missing"));
        waitUntil(() -> bandBelowTheRows(robot) >= 0 && bandBelowTheRows(robot) < 20);
    }

    /**
     * Pixels between the last row of the Solver tables window and the bottom of the part that holds
     * the rows, above the window's Close row (negative: rows cut off).
     */
    private double bandBelowTheRows(FxRobot robot) {
        return fx(() -> {
            javafx.scene.Node grid = robot.lookup("#tablesGrid").query();
            // down to the row of buttons at the window's foot (Close)
            javafx.scene.Node foot = grid.getScene().lookup(".dialog-buttons");
            return foot.localToScene(foot.getBoundsInLocal()).getMinY() - grid.localToScene(grid.getBoundsInLocal()).getMaxY();
        });
    }

    @Test
    void eachTierSaysWhatItGivesAndItsDesignWaitsBehindDetails(FxRobot robot) {
        fxRun(() -> window.tablesFlow().open());
        waitUntil(() -> robot.lookup("#build-large").tryQuery().isPresent());
        assertThat(text(robot, "#gives-standard")).isEqualTo("Solves a typical random cube in seconds.");
        java.util.function.Predicate<javafx.scene.Node> speaksDesign = node -> node instanceof Label label
                && label.isVisible() && label.getText() != null
                && (label.getText().contains("nxopt") || label.getText().contains("Tronto") || label.getText().contains("bits an entry"));
        assertThat(robot.lookup(speaksDesign).tryQuery()).as("no design words before Details").isEmpty();
        clickLaidOut(robot, "#tablesDetails");
        waitUntil(() -> robot.lookup("#design-huge").tryQuery().isPresent());
        assertThat(text(robot, "#design-huge")).isEqualTo(TierRegistry.HUGE.summary());
        assertThat(text(robot, "#design-standard")).isEqualTo(TierRegistry.STANDARD.summary());
        clickLaidOut(robot, "#tablesDetails");
        waitUntil(() -> robot.lookup("#design-huge").tryQuery().isEmpty());
    }

    @Test
    void aTierThatDoesNotFitSaysWhyAndCannotBeStarted(FxRobot robot) {
        tables.unfit.put(TierRegistry.LARGE, "coset-eo12-pairs needs 8.05 GB of free memory");
        fxRun(() -> window.tablesFlow().open());
        waitUntil(() -> robot.lookup("#build-large").tryQuery().isPresent());
        assertThat(fx(() -> robot.lookup("#build-large").queryButton().isDisabled())).isTrue();
        assertThat(fx(() -> robot.lookup("#build-standard").queryButton().isDisabled())).isFalse();
        assertThat(robot.lookup(node -> node instanceof Label label
                && label.getText() != null && label.getText().contains("Does not fit this machine: coset-eo12-pairs needs 8.05 GB")).tryQuery())
                .isPresent();
        assertThat(tables.started).isEmpty();
    }

    @Test
    void aPausedBuildShowsItsShareWithResumeAndDiscardAndDiscardKeepsNothing(FxRobot robot) {
        fxRun(() -> window.tablesFlow().open());
        waitUntil(() -> robot.lookup("#build-large").tryQuery().isPresent());
        String wholeBuild = text(robot, "#buildTime-large");
        clickLaidOut(robot, "#build-large");
        tables.step();
        tables.step();
        waitUntil(() -> tables.stepsDone.getOrDefault(TierRegistry.LARGE, 0) == 2);
        clickLaidOut(robot, "#pause-large");
        waitUntil(() -> text(robot, "#status-large").equals("paused, 50 %"));
        assertThat(fx(() -> robot.lookup("#resume-large").queryButton().isDisabled())).isFalse();
        assertThat(robot.lookup("#build-large").tryQuery()).as("Resume, not Build").isEmpty();
        assertThat(notices).anyMatch(n -> n.contains("paused") && n.contains("Resume"));
        assertThat(text(robot, "#buildTime-large")).as("what is left of the build, half of it")
                .endsWith(" more").isNotEqualTo(wholeBuild + " more");

        clickLaidOut(robot, "#discard-large");
        waitUntil(() -> text(robot, "#status-large").equals("missing"));
        assertThat(tables.discarded).containsExactly(TierRegistry.LARGE);
        assertThat(tables.deleted).as("discarding removes the paused build only").isEmpty();
        clickLaidOut(robot, "#build-large");
        waitUntil(() -> tables.started.size() == 2);
        tables.step();
        waitUntil(() -> tables.stepsDone.getOrDefault(TierRegistry.LARGE, 0) == 1);
        assertThat(tables.stepsDone.get(TierRegistry.LARGE)).as("started afresh").isEqualTo(1);
        clickLaidOut(robot, "#cancel-large");
        waitUntil(() -> text(robot, "#status-large").equals("missing"));
    }

    @Test
    void deleteAsksNamingTheSizeAndTheRebuildTimeAndNeverHoldsTheFocus(FxRobot robot) {
        tables.status.put(TierRegistry.STANDARD, TierStatus.BUILT);
        fxRun(() -> window.tablesFlow().open());
        waitUntil(() -> robot.lookup("#delete-standard").tryQuery().isPresent());
        assertThat(fx(() -> robot.lookup("#delete-standard").queryButton().isDefaultButton())).isFalse();
        assertThat(fx(() -> focusedId(robot))).as("the window opens with Delete unfocused").doesNotStartWith("delete-");

        clickLaidOut(robot, "#delete-standard");
        waitUntil(() -> robot.lookup("#deleteQuestion-standard").tryQuery().isPresent());
        assertThat(text(robot, "#deleteQuestion-standard")).contains("2.7 GB").contains("building them again takes");
        assertThat(fx(() -> focusedId(robot))).as("the question waits on Keep").isEqualTo("keepTables-standard");
        assertThat(fx(() -> robot.lookup("#confirmDelete-standard").queryButton().isDefaultButton())).isFalse();
        robot.type(javafx.scene.input.KeyCode.SPACE);
        waitUntil(() -> robot.lookup("#deleteQuestion-standard").tryQuery().isEmpty());
        assertThat(tables.deleted).as("a key press keeps the tables").isEmpty();

        clickLaidOut(robot, "#delete-standard");
        waitUntil(() -> robot.lookup("#confirmDelete-standard").tryQuery().isPresent());
        clickLaidOut(robot, "#confirmDelete-standard");
        waitUntil(() -> tables.deleted.contains(TierRegistry.STANDARD) && text(robot, "#status-standard").equals("missing"));
    }

    private static String focusedId(FxRobot robot) {
        javafx.scene.Node focused = robot.listWindows().stream().filter(w -> w.isFocused() || w.isShowing())
                .map(w -> w.getScene().getFocusOwner()).filter(node -> node != null && node.getId() != null
                        && node.getId().matches("(delete|confirmDelete|keepTables|build|resume)-.*"))
                .findFirst().orElse(null);
        return focused == null ? "" : focused.getId();
    }

    @Test
    void aTierThatDoesNotFitIsNeitherRecommendedNorOffered(FxRobot robot) throws Exception {
        tables.unfit.put(TierRegistry.STANDARD, "coset-eo12 needs 2.70 GB of free memory");
        fxRun(() -> window.root().getScene().getWindow().hide());
        store.save(store.load().preferences().withTablesPrompt(""));
        MainWindow again = fx(() -> open(new Stage()));
        waitUntil(() -> again.tablesFlow().builds().rows().size() == TierRegistry.SOLVING.size());
        assertThat(fx(() -> again.tablesPrompt().isVisible())).as("no offer of a tier that does not fit").isFalse();
        fxRun(() -> again.tablesFlow().open());
        waitUntil(() -> robot.lookup("#build-standard").tryQuery().isPresent());
        assertThat(text(robot, "#name-standard")).doesNotContain("recommended");
        assertThat(fx(() -> robot.lookup("#build-standard").queryButton().isDisabled())).isTrue();
        assertThat(tables.started).isEmpty();
        fxRun(() -> again.root().getScene().getWindow().hide());
    }

    @Test
    void aCancelledSearchSaysTheBestLengthAndTheProvedBound(FxRobot robot) {
        solver.hold = true;
        clickLaidOut(robot, "#solveButton");
        waitUntil(() -> text(robot, "#solveBounds").contains("Best so far: 19 moves"));
        assertThat(text(robot, "#solveBounds")).contains("optimal ≥ 16 moves");
        assertThat(text(robot, "#solveExpectation")).contains("about 2.0 h on the korf tier")
                .contains("Solver tables");
        clickLaidOut(robot, "#cancelSolve");
        waitUntil(() -> !window.solver().isRunning());
        assertThat(text(robot, "#solveResult"))
                .isEqualTo("Cancelled: best found 19 moves; optimal is at least 16 (proved)");
        solver.hold = false;

        // a new cube: nothing of the last search stays on the panel
        clickLaidOut(robot, "#resetCube");
        waitUntil(() -> text(robot, "#solveResult").isEmpty());
        assertThat(text(robot, "#progressBound")).isEqualTo("–");
        assertThat(text(robot, "#progressNodes")).isEqualTo("–");
        assertThat(text(robot, "#solveBounds")).isEmpty();
        assertThat(text(robot, "#solveExpectation")).isEmpty();
    }
}
