package cubelab.ui;

import static cubelab.ui.UiSupport.fx;
import static cubelab.ui.UiSupport.fxRun;
import static org.assertj.core.api.Assertions.assertThat;

import cubelab.ui.panel.Card;
import java.nio.file.Path;
import java.util.List;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.TextField;
import javafx.stage.Stage;
import org.assertj.core.data.Offset;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * The Cube tab's side column fits the window instead of scrolling: at 1024×700 and 1280×800 cards
 * fold to their title rows, the one in use stays open, a card the user opens stays under the
 * pointer, a card that grows makes another fold, one the user folded stays folded, and room coming
 * back opens what the column folded.
 */
@ExtendWith(ApplicationExtension.class)
@Tag("heavy")
class SideColumnFitTest {

    /** A folder of the test's own, which JUnit deletes after each test. */
    @TempDir
    Path temporaryFolder;

    private static final cubelab.notation.Algorithm SCRAMBLE = cubelab.notation.Algorithm.parse("R U F' L2 D B R'");
    private static final cubelab.model.FaceletCube SCRAMBLED = cubelab.model.FaceletCube.SOLVED.apply(SCRAMBLE);
    private static final List<String> CARDS = List.of("#scrambleCard", "#solveCard", "#turnCard", "#allSolutionsCard");

    private MainWindow window;
    private Stage stage;
    private FakeSolver solver;

    @Start
    void start(Stage stage) throws java.io.IOException {
        this.stage = stage;
        solver = new FakeSolver(SCRAMBLE);
        window = CubeLabApplication.show(stage, new AppServices(solver,
                cancelled -> new cubelab.solve.Scramble(SCRAMBLED, SCRAMBLE, SCRAMBLE.toString()),
                new cubelab.ui.prefs.PreferencesStore(temporaryFolder.resolve("ui.properties")),
                new java.util.SplittableRandom(3)));
        window.setNotifier(text -> { });
    }

    @ParameterizedTest
    @CsvSource({"1024, 700", "1280, 800"})
    void theColumnFitsWithTheSolveCardOpen(int width, int height) {
        resize(width, height);
        assertFits();
        assertThat(expanded("#solveCard")).isTrue();
        assertThat(CARDS.stream().filter(id -> !expanded(id)).count()).as("folded at %dx%d", width, height)
                .isPositive();
    }

    /** Opening a card folds the one used longest ago: below the opened card first, so it stays put. */
    @Test
    void aCardOpenedByTheUserStaysUnderThePointerWhenTheCardsBelowMakeRoom(FxRobot robot) {
        resize(1024, 700);
        assertThat(expanded("#turnCard")).as("folded at 1024x700 before anything is used").isFalse();
        robot.clickOn("#turnCardFold");
        settle();
        assertThat(expanded("#turnCard")).isTrue();
        assertThat(expanded("#scrambleCard")).as("the card used longest ago folded").isFalse();
        assertFits();
        double before = top("#scrambleCard");
        robot.clickOn("#scrambleCardFold");
        settle();
        assertThat(expanded("#scrambleCard")).isTrue();
        assertThat(expanded("#solveCard")).as("below the scramble card, used before the turn card").isFalse();
        assertThat(expanded("#turnCard")).isTrue();
        assertThat(top("#scrambleCard")).as("the card's title row stays under the pointer")
                .isCloseTo(before, Offset.offset(1.0));
        assertFits();
    }

    /**
     * A card that grows by itself (a parse error under the field) stays open and stays put: cards
     * above it do not fold for it, and the column keeps its scrolled distance; when the error goes,
     * the column fits again.
     */
    @Test
    void aCardThatGrowsStaysOpenAndNothingAboveItMoves(FxRobot robot) {
        resize(1024, 700);
        robot.clickOn("#turnCardFold");
        settle();
        robot.clickOn("#algorithmField");
        double before = top("#algorithmField");
        fxRun(() -> {
            TextField field = (TextField) window.root().lookup("#algorithmField");
            field.setText("R U Q2 and a long tail of text that wraps the error message onto more lines than one");
            field.fireEvent(new javafx.event.ActionEvent());
        });
        settle();
        assertThat(fx(() -> window.root().lookup("#algorithmError").isVisible())).as("the card grew").isTrue();
        assertThat(expanded("#turnCard")).isTrue();
        assertThat(expanded("#solveCard")).as("above the turn card").isTrue();
        assertThat(top("#algorithmField")).as("the field stays under the pointer").isCloseTo(before, Offset.offset(1.0));
        fxRun(() -> {
            TextField field = (TextField) window.root().lookup("#algorithmField");
            field.setText("R U");
            field.fireEvent(new javafx.event.ActionEvent());
        });
        settle();
        assertThat(fx(() -> window.root().lookup("#algorithmError").isVisible())).isFalse();
        assertFits();
    }

    @Test
    void aCardTheUserFoldedStaysFoldedWhenRoomComesBackAndTheOthersOpen(FxRobot robot) {
        resize(1280, 800);
        robot.clickOn("#solveCardFold");
        settle();
        assertThat(expanded("#solveCard")).isFalse();
        resize(1920, 1080);
        assertThat(expanded("#solveCard")).as("folded by the user").isFalse();
        assertThat(expanded("#scrambleCard")).isTrue();
        assertThat(expanded("#turnCard")).isTrue();
        assertThat(expanded("#allSolutionsCard")).isTrue();
        assertFits();
    }

    /** The toolbar's Scramble and Solve open the card that shows what they do. */
    @Test
    void scramblingAndSolvingOpenTheirCards(FxRobot robot) {
        resize(1024, 700);
        robot.clickOn("#solveCardFold");
        settle();
        assertThat(expanded("#solveCard")).isFalse();
        fxRun(() -> window.scrambles().apply(new cubelab.solve.Scramble(SCRAMBLED, SCRAMBLE, SCRAMBLE.toString())));
        settle();
        assertThat(expanded("#scrambleCard")).isTrue();
        fxRun(window::startSolve);
        UiSupport.waitUntil(() -> !window.solver().isRunning() && window.playback().isLoaded());
        settle();
        assertThat(expanded("#solveCard")).isTrue();
        assertFits();
        // the solution the fake solver answered is the inverse of the scramble: it solves the cube
        assertThat(SCRAMBLED.apply(fx(() -> window.playback().getSolution()))).isEqualTo(cubelab.model.FaceletCube.SOLVED);
    }

    /**
     * A search takes the Solve card's room when it starts (a card above may fold then, at the
     * click); from then on its progress and answer move nothing, and the column does not scroll.
     */
    @Test
    void aSearchTakesItsRoomWhenItStartsAndMovesNothingAfter(FxRobot robot) {
        resize(1024, 700);
        fxRun(() -> window.session().replace(SCRAMBLED, cubelab.ui.session.CubeSession.Origin.SCRAMBLE));
        settle();
        solver.gate = new java.util.concurrent.CountDownLatch(1);
        robot.clickOn("#solveButton");
        UiSupport.waitUntil(() -> window.solver().isRunning());
        settle();
        double whileRunning = top("#cancelSolve");
        assertFits();
        solver.gate.countDown();
        UiSupport.waitUntil(() -> !window.solver().isRunning() && window.playback().isLoaded());
        settle();
        assertThat(fx(() -> ((javafx.scene.control.Label) window.root().lookup("#solveResult")).getText()))
                .as("the card grew with the answer").isNotEmpty();
        assertThat(top("#cancelSolve")).isCloseTo(whileRunning, Offset.offset(1.0));
        assertThat(expanded("#solveCard")).isTrue();
        assertFits();
        assertThat(SCRAMBLED.apply(fx(() -> window.playback().getSolution()))).isEqualTo(cubelab.model.FaceletCube.SOLVED);
    }

    private void resize(int width, int height) {
        fxRun(() -> {
            stage.setWidth(width);
            stage.setHeight(height);
        });
        settle();
    }

    private void settle() {
        UiSupport.layOut(window);
    }

    private void assertFits() {
        ScrollPane side = fx(() -> (ScrollPane) window.root().lookup("#sideScroll"));
        double overflow = fx(() -> side.getContent().getLayoutBounds().getHeight() - side.getViewportBounds().getHeight());
        assertThat(overflow).as("the column does not scroll").isLessThanOrEqualTo(0.5);
    }

    private boolean expanded(String id) {
        return fx(() -> ((Card) window.root().lookup(id)).isExpanded());
    }

    private double top(String id) {
        return fx(() -> {
            Node node = window.root().lookup(id);
            Bounds bounds = node.localToScene(node.getBoundsInLocal());
            return bounds.getMinY();
        });
    }
}
