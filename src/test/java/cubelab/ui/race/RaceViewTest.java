package cubelab.ui.race;

import static cubelab.ui.UiSupport.fx;
import static cubelab.ui.UiSupport.fxRun;
import static org.assertj.core.api.Assertions.assertThat;

import cubelab.race.bench.BenchData;
import cubelab.race.board.Board;
import cubelab.race.board.Metric;
import cubelab.race.board.Scramblers;
import cubelab.race.board.Target;
import cubelab.race.board.TileMove;
import cubelab.ui.UiSupport;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.Callable;
import javafx.scene.chart.LineChart;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** Drives the race tab headless (Monocle): slide, push, undo, hint, solution, editor, chart. */
@ExtendWith(ApplicationExtension.class)
@Tag("heavy")
class RaceViewTest {

    private RaceView view;

    @Start
    void start(Stage stage) {
        view = RaceStage.show(stage, 7);
        view.setPlayStepMillis(30);
        view.setHintBudget(Duration.ofSeconds(5));
    }

    /** Background searches and the computer's timeline stop with each test: none takes the next one's CPU. */
    @AfterEach
    void stopBackgroundWork() {
        fxRun(view::shutdown);
    }

    private void load(Board board, Target target, Metric metric) {
        fxRun(() -> {
            view.game().setMetric(metric);
            view.game().reset(board, target);
        });
    }

    private String movesLabel(FxRobot robot) {
        return fx(() -> robot.lookup("#raceMoves").queryAs(Label.class).getText());
    }

    @Test
    void clickingANeighbourSlidesItInTheTileMetric(FxRobot robot) {
        load(RaceGameTest.BOARD, RaceGameTest.TARGET, Metric.TILE);
        robot.clickOn("#metricTile");
        robot.clickOn("#cell-a4");
        assertThat(fx(() -> view.game().getBoard())).as("a4 is not next to the blank").isEqualTo(RaceGameTest.BOARD);
        assertThat(fx(() -> robot.lookup("#hintLabel").queryAs(Label.class).getText())).contains("next to the blank");
        robot.clickOn("#cell-c4");
        assertThat(fx(() -> view.game().getBoard())).isEqualTo(Board.parse("WWWWY/YYYOO/OORRR/RG.GG/GBBBB"));
        assertThat(movesLabel(robot)).isEqualTo("1");
        assertThat(fx(() -> robot.lookup("#cell-c4").query().getStyleClass())).contains("tile-blank");
        assertThat(fx(() -> robot.lookup("#cell-d4").query().getStyleClass())).contains("tile-g");
    }

    @Test
    void clickingAFarTileInTheBlanksRowPushesTheRunAsOneMove(FxRobot robot) {
        load(RaceGameTest.BOARD, RaceGameTest.TARGET, Metric.PUSH);
        robot.clickOn("#metricPush");
        robot.clickOn("#cell-a4");
        assertThat(fx(() -> view.game().getBoard())).isEqualTo(Board.parse("WWWWY/YYYOO/OORRR/.RGGG/GBBBB"));
        assertThat(movesLabel(robot)).isEqualTo("1");
        robot.clickOn("#cell-a1");
        assertThat(fx(() -> view.game().getBoard())).isEqualTo(Board.parse(".WWWY/WYYOO/YORRR/ORGGG/GBBBB"));
        assertThat(movesLabel(robot)).isEqualTo("2");
        assertThat(fx(() -> robot.lookup("#cell-a4").query().getStyleClass())).contains("tile-o");
    }

    @Test
    void draggingATileTowardTheBlankMovesIt(FxRobot robot) {
        load(RaceGameTest.BOARD, RaceGameTest.TARGET, Metric.PUSH);
        robot.drag("#cell-b4").moveBy(40, 0).release(javafx.scene.input.MouseButton.PRIMARY);
        assertThat(fx(() -> view.game().getBoard())).isEqualTo(Board.parse("WWWWY/YYYOO/OORRR/R.GGG/GBBBB"));
        assertThat(movesLabel(robot)).isEqualTo("1");
    }

    @Test
    void arrowKeysSlideTheTileBesideTheBlank(FxRobot robot) {
        load(RaceGameTest.BOARD, RaceGameTest.TARGET, Metric.TILE);
        robot.clickOn("#cell-a1"); // not legal: only focuses the board
        robot.type(javafx.scene.input.KeyCode.RIGHT);
        assertThat(fx(() -> view.game().getBoard())).isEqualTo(Board.parse("WWWWY/YYYOO/OORRR/RG.GG/GBBBB"));
        robot.type(javafx.scene.input.KeyCode.UP);
        assertThat(fx(() -> view.game().getBoard())).isEqualTo(Board.parse("WWWWY/YYYOO/OORRR/RGBGG/GB.BB"));
        assertThat(movesLabel(robot)).isEqualTo("2");
    }

    @Test
    void undoTakesBackMovesAndTheCounter(FxRobot robot) {
        load(RaceGameTest.BOARD, RaceGameTest.TARGET, Metric.PUSH);
        assertThat(fx(() -> robot.lookup("#raceUndo").queryAs(Button.class).isDisabled())).isTrue();
        robot.clickOn("#cell-a4");
        robot.clickOn("#cell-a1");
        robot.clickOn("#raceUndo");
        assertThat(fx(() -> view.game().getBoard())).isEqualTo(Board.parse("WWWWY/YYYOO/OORRR/.RGGG/GBBBB"));
        assertThat(movesLabel(robot)).isEqualTo("1");
        robot.press(javafx.scene.input.KeyCode.CONTROL).type(javafx.scene.input.KeyCode.Z)
                .release(javafx.scene.input.KeyCode.CONTROL);
        assertThat(fx(() -> view.game().getBoard())).isEqualTo(RaceGameTest.BOARD);
        assertThat(movesLabel(robot)).isEqualTo("0");
        assertThat(fx(() -> robot.lookup("#raceUndo").queryAs(Button.class).isDisabled())).isTrue();
    }

    @Test
    void playingHintsSolvesBoardsOneToThreeMovesAway(FxRobot robot) {
        SplittableRandom random = new SplittableRandom(11);
        int solvedBoards = 0;
        for (Metric metric : Metric.values()) {
            for (int walk = 1; walk <= 3; walk++) {
                Target target = Target.rollDice(5, random);
                Board board = Scramblers.randomWalk(target, walk, random);
                if (board.satisfies(target)) {
                    continue;
                }
                load(board, target, metric);
                for (int hint = 0; hint < walk && !fx(() -> view.game().isSolved()); hint++) {
                    robot.clickOn("#hintButton");
                    waitUntil(() -> view.hintCell() >= 0 && !view.isBusy());
                    Board before = fx(() -> view.game().getBoard());
                    TileMove move = TileMove.ofCell(fx(view::hintCell), 5);
                    assertThat(before.legalMoves(metric)).as("the hinted move is legal").contains(move);
                    assertThat(fx(() -> robot.lookup("#hintLabel").queryAs(Label.class).getText()))
                            .contains("Move " + move.notation()).contains("optimal");
                    robot.clickOn("#cell-" + move.notation());
                    assertThat(fx(view::hintCell)).as("the hint clears when the board changes").isEqualTo(-1);
                }
                assertThat(fx(() -> view.game().isSolved())).as("solved by hints within " + walk + " moves").isTrue();
                assertThat(fx(() -> robot.lookup("#solvedBanner").query().isVisible())).isTrue();
                solvedBoards++;
            }
        }
        assertThat(solvedBoards).isGreaterThanOrEqualTo(4);
    }

    @Test
    void aStaleHintIsDroppedWhenTheBoardChanges(FxRobot robot) {
        SplittableRandom random = new SplittableRandom(5);
        Target target = Target.rollDice(5, random);
        Board board = Scramblers.randomWalk(target, 40, random);
        load(board, target, Metric.PUSH);
        fxRun(view::requestHint);
        TileMove any = board.legalMoves(Metric.PUSH).get(0);
        robot.clickOn("#cell-" + any.notation());
        // the move cancels the search, and the runner never delivers a cancelled job's answer
        waitUntil(() -> !view.isBusy());
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(fx(view::isBusy)).isFalse();
        assertThat(fx(view::hintCell)).isEqualTo(-1);
    }

    @Test
    void aHintOutOfBudgetIsLabelledNotProvenOptimalButIsLegal(FxRobot robot) {
        SplittableRandom random = new SplittableRandom(9);
        Board board = Board.random(7, random);
        Target target = Target.rollDice(7, random);
        fxRun(() -> view.setHintBudget(Duration.ofMillis(1)));
        load(board, target, Metric.PUSH);
        robot.clickOn("#hintButton");
        // shown at once, while the search goes on in the background for a proven one
        // with a solution found in the fallback's node cap "at most n moves to go, not proven optimal",
        // without "at least n moves to go, no solution found yet": a count either way
        waitUntil(() -> view.hintCell() >= 0 && robot.lookup("#hintLabel").queryAs(Label.class).getText()
                .matches("Move [a-g][1-7] \\(at (most \\d+ moves to go, not proven optimal|least \\d+ moves to go, no solution found yet)\\).*"));
        TileMove move = TileMove.ofCell(fx(view::hintCell), 7);
        assertThat(board.legalMoves(Metric.PUSH)).contains(move);
    }

    @Test
    void hintAndSolutionAreOffOnASolvedBoard(FxRobot robot) {
        Board solved = Board.randomSolved(RaceGameTest.TARGET, new SplittableRandom(2));
        load(solved, RaceGameTest.TARGET, Metric.PUSH);
        assertThat(fx(() -> robot.lookup("#hintButton").queryAs(Button.class).isDisabled())).isTrue();
        assertThat(fx(() -> robot.lookup("#showSolution").queryAs(Button.class).isDisabled())).isTrue();
        assertThat(fx(() -> robot.lookup("#solvedBanner").query().isVisible())).isTrue();
    }

    @Test
    void showSolutionPlaysItToTheTarget(FxRobot robot) {
        SplittableRandom random = new SplittableRandom(3);
        Target target = Target.rollDice(5, random);
        Board board = Scramblers.randomWalk(target, 6, random);
        load(board, target, Metric.TILE);
        robot.clickOn("#showSolution");
        waitUntil(() -> view.game().isSolved() && !view.isPlayingSolution());
        assertThat(fx(() -> robot.lookup("#hintLabel").queryAs(Label.class).getText())).contains("optimal");
        assertThat(Integer.parseInt(movesLabel(robot))).isBetween(1, 6);
    }

    @Test
    void theEditorValidatesWithTheEnginesMessagesAndPlaysTheBoard(FxRobot robot) {
        load(RaceGameTest.BOARD, RaceGameTest.TARGET, Metric.PUSH);
        robot.clickOn("#editBoard");
        robot.clickOn("#brush-b");
        robot.clickOn("#cell-a1");
        String problem = fx(() -> robot.lookup("#boardValidation").queryAs(Label.class).getText());
        assertThat(problem).contains("TILE_COUNT").contains("W has 3 tiles");
        assertThat(fx(() -> robot.lookup("#boardUse").queryAs(Button.class).isDisabled())).isTrue();
        robot.clickOn("#brush-w");
        robot.clickOn("#cell-a1");
        robot.clickOn("#brush-r");
        robot.clickOn("#target-1-1");
        assertThat(fx(() -> robot.lookup("#boardValidation").queryAs(Label.class).getText())).startsWith("A legal board");
        robot.clickOn("#boardUse");
        assertThat(fx(() -> view.game().getTarget())).isEqualTo(Target.parse("RWW/YYY/OOO"));
        assertThat(fx(() -> view.game().getBoard())).isEqualTo(RaceGameTest.BOARD);
        robot.clickOn("#cell-a4");
        assertThat(movesLabel(robot)).as("playing again after the editor").isEqualTo("1");
    }

    @Test
    void playingTheEditedBoardLeavesTheEditingLook(FxRobot robot) {
        load(RaceGameTest.BOARD, RaceGameTest.TARGET, Metric.PUSH);
        robot.clickOn("#editBoard");
        assertThat(fx(() -> view.root().getPseudoClassStates())).extracting(Object::toString).contains("editing");
        robot.clickOn("#boardUse");
        assertThat(fx(() -> view.root().getPseudoClassStates()))
                .as("the board is no longer a canvas").extracting(Object::toString).doesNotContain("editing");
        assertThat(fx(() -> robot.lookup("#hintButton").queryAs(Button.class).isDisabled())).isFalse();
    }

    @Test
    void boardSizesThreeToSeven(FxRobot robot) {
        for (int size = 3; size <= 7; size++) {
            int n = size;
            fxRun(() -> view.root().lookup("#raceSize").getProperties());
            fxRun(() -> ((javafx.scene.control.Spinner<Integer>) view.root().lookup("#raceSize")).getValueFactory().setValue(n));
            assertThat(fx(() -> view.game().getBoard().size())).isEqualTo(n);
            assertThat(robot.lookup(".race-board .tile").queryAll()).hasSize(n * n);
            assertThat(robot.lookup(".scrambler .die").queryAll()).hasSize((n - 2) * (n - 2));
        }
    }

    @Test
    void theChartPlotsBenchCsv(FxRobot robot, @TempDir Path folder) throws Exception {
        Path csv = folder.resolve("bench.csv");
        Files.write(csv, List.of(BenchData.HEADER,
                "walk,5,10,0,bfs,none,tile,solved,6,true,5000,9000,3.0",
                "walk,5,20,0,bfs,none,tile,limit_reached,0,false,200000,500000,90.0",
                "walk,5,10,0,ida,eviction,tile,solved,6,true,12,40,0.1",
                "walk,5,20,0,ida,eviction,tile,solved,14,true,150,400,0.5"));
        robot.clickOn("#modeChart");
        fxRun(() -> view.chart().load(csv));
        @SuppressWarnings("unchecked")
        LineChart<Number, Number> chart = robot.lookup("#benchChart").queryAs(LineChart.class);
        assertThat(fx(() -> chart.getData().size())).isEqualTo(2);
        assertThat(fx(() -> chart.getData().get(0).getName())).isEqualTo("bfs (50% solved)");
        assertThat(fx(() -> chart.getData().get(1).getName())).isEqualTo("ida/eviction");
        assertThat(fx(() -> chart.getData().get(0).getData().get(1).getYValue().doubleValue())).isCloseTo(5.3, org.assertj.core.data.Offset.offset(0.01));
        assertThat(fx(() -> robot.lookup("#benchStatus").queryAs(Label.class).getText())).startsWith("Loaded 4 runs");
        robot.clickOn("#modePlay");
        assertThat(fx(() -> robot.lookup("#raceBoard").query().isVisible())).isTrue();
    }

    /** Searches on a loaded machine may take a while: twice the usual wait. */
    static void waitUntil(Callable<Boolean> condition) {
        UiSupport.waitUntil(condition, 2 * UiSupport.LIMIT_SECONDS);
    }
}
