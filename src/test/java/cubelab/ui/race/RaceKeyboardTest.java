package cubelab.ui.race;

import static cubelab.ui.UiSupport.fx;
import static cubelab.ui.UiSupport.fxRun;
import static cubelab.ui.UiSupport.waitUntil;
import static org.assertj.core.api.Assertions.assertThat;

import cubelab.race.board.Board;
import cubelab.race.board.Metric;
import cubelab.race.board.Scramblers;
import cubelab.race.board.Target;
import cubelab.race.board.TileColor;
import cubelab.race.board.TileMove;
import cubelab.race.heuristic.RaceHeuristicKind;
import cubelab.race.search.BreadthFirstSearch;
import cubelab.race.search.SearchLimits;
import cubelab.race.solve.Hint;
import cubelab.race.solve.RaceProblems;
import cubelab.ui.look.ColorPreset;
import cubelab.ui.prefs.RaceStatistics;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicInteger;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.control.ChoiceBox;
import javafx.scene.control.Label;
import javafx.scene.input.KeyCode;
import javafx.scene.layout.Region;
import javafx.scene.paint.Paint;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * An honest race played from the keyboard, with real key events and clicks: arrows slide tiles
 * wherever the focus is, a race has no hints and cannot be dodged, and it can be won from the
 * keyboard alone. Races here are on a board ten slides from its target, and the computer waits an
 * hour between moves unless a test wants it to win.
 */
@ExtendWith(ApplicationExtension.class)
@Tag("heavy")
class RaceKeyboardTest {

    /** The seed of a board ten random slides from a rolled target (also RivalRaceTest's). */
    private static final long NEAR_BOARD_SEED = 4;

    private final Target target;
    private final Board board;
    private final AtomicInteger hintSearches = new AtomicInteger();
    private Stage stage;
    private RaceView view;

    RaceKeyboardTest() {
        SplittableRandom random = new SplittableRandom(NEAR_BOARD_SEED);
        target = Target.rollDice(5, random);
        board = Scramblers.randomWalk(target, 10, random);
    }

    @Start
    void start(Stage stage) {
        this.stage = stage;
        view = RaceStage.show(stage, 31);
        view.game().setMetric(Metric.TILE);
        view.game().reset(board, target);
        view.rivalRace().setInterval(Duration.ofHours(1));
        // an instant hint, and a count of how often one was asked for
        view.setHintSearch((position, goal, metric, budget, token) -> {
            hintSearches.incrementAndGet();
            return Optional.of(new Hint(position.legalMoves(metric).get(0), true, 9, 9, 1, Duration.ZERO));
        });
    }

    /** Background searches and the computer's timeline stop with each test: none takes the next one's CPU. */
    @AfterEach
    void stopBackgroundWork() {
        fxRun(view::shutdown);
    }

    /** Presses an arrow and checks that it slid the tile beside the blank, against a board worked out here. */
    private void slide(FxRobot robot, KeyCode arrow) {
        Board before = fx(() -> view.game().getBoard());
        int moves = fx(() -> view.game().getMoveCount());
        robot.type(arrow);
        assertThat(fx(() -> view.game().getBoard())).as("after %s", arrow)
                .isEqualTo(before.apply(besideBlank(before, arrow), fx(() -> view.game().getMetric())));
        assertThat(fx(() -> view.game().getMoveCount())).isEqualTo(moves + 1);
    }

    /** The tile an arrow moves into the blank: RIGHT moves the one on the blank's left, and so on. */
    private static TileMove besideBlank(Board board, KeyCode arrow) {
        int row = board.blankCell() / board.size();
        int column = board.blankCell() % board.size();
        return switch (arrow) {
            case RIGHT -> new TileMove(row, column - 1);
            case LEFT -> new TileMove(row, column + 1);
            case DOWN -> new TileMove(row - 1, column);
            case UP -> new TileMove(row + 1, column);
            default -> throw new IllegalArgumentException(arrow.toString());
        };
    }

    /** An arrow that slides some tile from the blank's current place. */
    private KeyCode anyArrow() {
        Board now = fx(() -> view.game().getBoard());
        int column = now.blankCell() % now.size();
        return column > 0 ? KeyCode.RIGHT : KeyCode.LEFT;
    }

    private void startRace(FxRobot robot) {
        robot.clickOn("#startRace");
        waitUntil(() -> view.rivalRace().result.getText().startsWith("Go! The computer plays"));
    }

    @Test
    void arrowsSlideTilesRightAfterClickingAnyButtonAndWithThePaceListFocused(FxRobot robot) {
        robot.clickOn("#hintButton");
        waitUntil(() -> view.hintCell() >= 0);
        slide(robot, anyArrow());
        robot.clickOn("#raceUndo");
        slide(robot, anyArrow());
        robot.clickOn("#newBoard");
        slide(robot, anyArrow());
        robot.clickOn("#racePace");
        robot.type(KeyCode.ESCAPE); // the click opened the list; Esc closes it, and the focus stays on it
        ChoiceBox<?> pace = robot.lookup("#racePace").queryAs(ChoiceBox.class);
        assertThat(fx(pace::isFocused)).isTrue();
        Object paceBefore = fx(pace::getValue);
        Board before = fx(() -> view.game().getBoard());
        KeyCode vertical = before.blankCell() / 5 > 0 ? KeyCode.DOWN : KeyCode.UP;
        slide(robot, vertical);
        assertThat(fx(pace::isShowing)).as("the arrow opened the Pace list").isFalse();
        assertThat(fx(pace::getValue)).isEqualTo(paceBefore);
        fxRun(() -> view.game().reset(board, target));
        startRace(robot);
        slide(robot, anyArrow());
        slide(robot, anyArrow());
        assertThat(fx(() -> view.game().getMoveCount())).as("the race's moves count").isEqualTo(2);
    }

    @Test
    void aRaceHasNoHintsAndNoSolutions(FxRobot robot) {
        startRace(robot);
        assertThat(fx(() -> robot.lookup("#hintButton").query().isDisabled())).isTrue();
        assertThat(fx(() -> robot.lookup("#showSolution").query().isDisabled())).isTrue();
        robot.type(KeyCode.H);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(hintSearches).as("H during a race").hasValue(0);
        assertThat(fx(view::hintCell)).isEqualTo(-1);
        assertThat(fx(() -> robot.lookup("#hintLabel").queryAs(Label.class).getText())).isEqualTo(HelpCard.RACING);
        robot.type(KeyCode.ESCAPE);
        assertThat(fx(() -> robot.lookup("#hintButton").query().isDisabled())).as("after the race").isFalse();
        robot.type(KeyCode.H);
        waitUntil(() -> view.hintCell() >= 0);
        assertThat(hintSearches).hasValue(1);
    }

    @Test
    void escAndGiveUpEndTheRaceAsALossInTheRecord(FxRobot robot) {
        startRace(robot);
        slide(robot, anyArrow());
        robot.type(KeyCode.ESCAPE);
        assertThat(fx(() -> view.rivalRace().racingProperty().get())).isFalse();
        assertThat(fx(() -> view.rivalRace().statistics())).isEqualTo(new RaceStatistics(1, 0, 0));
        assertThat(fx(() -> view.rivalRace().winner())).isEqualTo(RivalRace.Winner.COMPUTER);
        RaceResultPane pane = fx(() -> view.rivalRace().resultPane());
        assertThat(fx(pane::isVisible)).isTrue();
        assertThat(fx(() -> pane.title.getText())).isEqualTo("You gave up");
        assertThat(fx(() -> pane.player.getText())).isEqualTo("You: 1 move so far");
        assertThat(fx(() -> view.rivalRace().result.getText())).startsWith("You gave up after ");
        robot.type(KeyCode.ESCAPE);
        assertThat(fx(pane::isVisible)).as("a second Esc closes the result").isFalse();
        // the button does the same, where Start was
        robot.clickOn("#startRace");
        waitUntil(() -> view.rivalRace().racingProperty().get());
        assertThat(fx(() -> robot.lookup("#startRace").query().isVisible())).isFalse();
        robot.clickOn("#giveUpRace");
        assertThat(fx(() -> view.rivalRace().statistics())).isEqualTo(new RaceStatistics(2, 0, 0));
        assertThat(fx(() -> robot.lookup("#giveUpRace").query().isVisible())).isFalse();
    }

    @Test
    void aNewBoardDuringARaceAsksFirstInADialogCentredOnTheWindow(FxRobot robot) {
        startRace(robot);
        Board racing = fx(() -> view.game().getBoard());
        robot.clickOn("#newBoard");
        Node question = robot.lookup("#giveUpQuestion").query();
        Window dialog = fx(() -> question.getScene().getWindow());
        assertThat(fx(() -> ((Stage) dialog).getOwner())).isSameAs(stage);
        assertThat(fx(() -> Math.abs(dialog.getX() + dialog.getWidth() / 2 - stage.getX() - stage.getWidth() / 2)))
                .as("centred across the window").isLessThan(2.0);
        assertThat(fx(() -> dialog.getY() >= stage.getY()
                && dialog.getY() + dialog.getHeight() <= stage.getY() + stage.getHeight())).isTrue();
        assertThat(fx(() -> robot.lookup("#dialogClose").queryButton().getText())).isEqualTo("Keep racing");
        robot.clickOn("#dialogClose");
        assertThat(fx(() -> view.rivalRace().racingProperty().get())).isTrue();
        assertThat(fx(() -> view.game().getBoard())).isEqualTo(racing);
        // Esc answers no as well
        robot.clickOn("#rollDice");
        robot.lookup("#giveUpQuestion").query();
        robot.type(KeyCode.ESCAPE);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(fx(() -> view.rivalRace().racingProperty().get())).isTrue();
        assertThat(fx(() -> view.game().getTarget())).isEqualTo(target);
        assertThat(fx(() -> view.rivalRace().statistics())).isEqualTo(RaceStatistics.NONE);
        robot.clickOn("#newBoard");
        robot.clickOn("#confirmGiveUp");
        assertThat(fx(() -> view.rivalRace().racingProperty().get())).isFalse();
        assertThat(fx(() -> view.rivalRace().statistics())).as("a loss, not a dodge").isEqualTo(new RaceStatistics(1, 0, 0));
        assertThat(fx(() -> view.game().getBoard())).isNotEqualTo(racing);
        assertThat(fx(() -> view.rivalRace().view().isVisible())).isFalse();
        // size and metric stay as the race began: they are off while it runs
        startRace(robot);
        assertThat(fx(() -> robot.lookup("#raceSize").query().isDisabled())).isTrue();
        assertThat(fx(() -> robot.lookup("#metricPush").query().isDisabled())).isTrue();
    }

    @Test
    void aRaceIsWonWithTheKeyboardAlone(FxRobot robot) {
        fxRun(() -> view.rivalRace().setStatistics(new RaceStatistics(2, 0, 0)));
        List<TileMove> shortest = breadthFirst(board, target);
        // Tab to Start, Space presses it
        for (int tab = 0; tab < 40 && !fx(() -> robot.lookup("#startRace").query().isFocused()); tab++) {
            robot.type(KeyCode.TAB);
        }
        assertThat(fx(() -> robot.lookup("#startRace").query().isFocused())).isTrue();
        robot.type(KeyCode.SPACE);
        waitUntil(() -> view.rivalRace().racingProperty().get());
        for (TileMove move : shortest) {
            slide(robot, arrowFor(fx(() -> view.game().getBoard()), move));
        }
        waitUntil(() -> view.rivalRace().winner() != null);
        assertThat(fx(() -> view.rivalRace().winner())).isEqualTo(RivalRace.Winner.PLAYER);
        assertThat(fx(() -> view.game().getBoard().satisfies(target))).isTrue();
        RaceStatistics record = fx(() -> view.rivalRace().statistics());
        assertThat(record.games()).isEqualTo(3);
        assertThat(record.wins()).isEqualTo(1);
        assertThat(record.bestMillis()).isPositive();
        assertThat(fx(() -> view.rivalRace().resultPane().player.getText()))
                .startsWith("You: " + shortest.size() + " moves in ");
    }

    /** The arrow that slides {@code move}'s tile (next to the blank) into the blank. */
    private static KeyCode arrowFor(Board board, TileMove move) {
        int blankRow = board.blankCell() / board.size();
        int blankColumn = board.blankCell() % board.size();
        for (KeyCode arrow : List.of(KeyCode.LEFT, KeyCode.RIGHT, KeyCode.UP, KeyCode.DOWN)) {
            boolean offTheBoard = arrow == KeyCode.RIGHT && blankColumn == 0 || arrow == KeyCode.DOWN && blankRow == 0;
            if (!offTheBoard && besideBlank(board, arrow).equals(move)) {
                return arrow;
            }
        }
        throw new AssertionError(move + " is not next to the blank of " + board);
    }

    private static List<TileMove> breadthFirst(Board board, Target target) {
        var result = new BreadthFirstSearch().search(RaceProblems.of(board, target, Metric.TILE, RaceHeuristicKind.MISPLACED),
                SearchLimits.none());
        assertThat(result.solved()).isTrue();
        assertThat(board.apply(result.moves(), Metric.TILE).satisfies(target)).isTrue();
        return result.moves();
    }

    @Test
    void theBoardNamesItsColumnsAndRowsAsHintsDo(FxRobot robot) {
        for (int index = 0; index < 5; index++) {
            String column = String.valueOf((char) ('a' + index));
            String row = Integer.toString(index + 1);
            Bounds columnName = screenBounds(robot, "#column-" + column);
            Bounds rowName = screenBounds(robot, "#row-" + row);
            Bounds topTile = screenBounds(robot, "#cell-" + column + "1");
            Bounds leftTile = screenBounds(robot, "#cell-a" + row);
            assertThat(columnName.getCenterX()).as(column).isBetween(topTile.getMinX(), topTile.getMaxX());
            assertThat(columnName.getMaxY()).as(column + " above the tiles").isLessThanOrEqualTo(topTile.getMinY());
            assertThat(rowName.getCenterY()).as(row).isBetween(leftTile.getMinY(), leftTile.getMaxY());
            assertThat(rowName.getMaxX()).as(row + " left of the tiles").isLessThanOrEqualTo(leftTile.getMinX());
            assertThat(fx(() -> robot.lookup("#column-" + column).queryAs(Label.class).getText())).isEqualTo(column);
        }
        robot.clickOn("#startRace");
        waitUntil(() -> view.rivalRace().racingProperty().get());
        assertThat(fx(() -> robot.lookup("#raceBoard").query().getLayoutBounds().getWidth()))
                .as("beside the computer's, the player's board keeps its size")
                .isEqualTo(fx(() -> robot.lookup("#rivalBoard").query().getLayoutBounds().getWidth()));
        assertThat(fx(() -> robot.lookup("#raceBoard").query().isFocused())).as("the keys' focus on the board").isTrue();
    }

    private static Bounds screenBounds(FxRobot robot, String query) {
        Node node = robot.lookup(query).query();
        return fx(() -> {
            assertThat(RaceKeys.isShowing(node)).as(query + " shows").isTrue();
            return node.localToScreen(node.getBoundsInLocal());
        });
    }

    @Test
    void theColourBlindSchemeReachesTilesDiceAndBrushes(FxRobot robot) {
        fxRun(() -> view.colorPresetProperty().set(ColorPreset.COLOR_BLIND));
        WaitForAsyncUtils.waitForFxEvents();
        for (int cell = 0; cell < board.size() * board.size(); cell++) {
            int code = board.codeAt(cell);
            if (code != TileColor.BLANK_CODE) {
                assertLooksColourBlindSafe(robot, "#cell-" + TileMove.ofCell(cell, 5).notation(), TileColor.fromCode(code));
            }
        }
        for (int row = 0; row < 3; row++) {
            for (int column = 0; column < 3; column++) {
                assertLooksColourBlindSafe(robot, "#target-" + (row + 1) + "-" + (column + 1), target.colorAt(row, column));
            }
        }
        robot.clickOn("#editBoard");
        assertLooksColourBlindSafe(robot, "#brush-r .swatch", TileColor.RED);
        robot.clickOn("#editBoard");
        fxRun(() -> view.colorPresetProperty().set(ColorPreset.WESTERN));
        WaitForAsyncUtils.waitForFxEvents();
        Node red = robot.lookup(".race-board .tile-r").query();
        assertThat(fx(() -> red.lookup(".tile-letter").isVisible())).as("letters only in the colour-blind look").isFalse();
        assertThat(fx(() -> fill(red))).isNotEqualTo(ColorPreset.COLOR_BLIND.paint(cubelab.model.Color.RED));
    }

    private static void assertLooksColourBlindSafe(FxRobot robot, String query, TileColor color) {
        Node node = robot.lookup(query).query();
        assertThat(fx(() -> fill(node))).as(query)
                .isEqualTo(ColorPreset.COLOR_BLIND.paint(cubelab.model.Color.valueOf(color.name())));
        Label letter = fx(() -> (Label) node.lookup(".tile-letter"));
        assertThat(fx(letter::getText)).as(query).isEqualTo(String.valueOf(color.letter()));
        assertThat(fx(() -> RaceKeys.isShowing(letter))).as(query + " shows its letter").isTrue();
    }

    private static Paint fill(Node node) {
        return ((Region) node).getBackground().getFills().get(0).getFill();
    }

    @Test
    void theQuickExperimentCountsInTheSelectedMetric(FxRobot robot) {
        robot.clickOn("#metricPush");
        robot.clickOn("#modeChart");
        assertThat(fx(() -> view.chart().quickExperiment().metric())).isEqualTo(Metric.PUSH);
        robot.clickOn("#runBench");
        assertThat(fx(() -> robot.lookup("#benchStatus").queryAs(Label.class).getText())).contains("push metric");
        robot.clickOn("#stopBench");
        robot.clickOn("#modePlay");
        robot.clickOn("#metricTile");
        assertThat(fx(() -> view.chart().quickExperiment().metric())).isEqualTo(Metric.TILE);
    }
}
