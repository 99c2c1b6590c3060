package cubelab.ui.race;

import cubelab.race.Board;
import cubelab.race.Metric;
import cubelab.race.TileMove;
import cubelab.ui.look.Icons;
import cubelab.ui.panel.Card;
import cubelab.ui.prefs.RaceStatistics;
import java.time.Duration;
import java.util.Optional;
import java.util.random.RandomGenerator;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.SplitPane;
import javafx.scene.control.ToggleButton;
import javafx.scene.input.KeyEvent;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;
import org.controlsfx.control.SegmentedButton;

/**
 * The Rubik's Race tab: the {@link PlayArea} or the algorithm chart, and the game, help, editor and
 * rules cards. Connects the {@link RaceGame} view model to the game card, clicks and keys; hints and
 * solutions are the {@link HelpFlow}'s, the board editor is the {@link EditorFlow}'s.
 */
public final class RaceView {

    private final RaceGame game;
    private final RandomGenerator random;
    private final BorderPane root = new BorderPane();
    private final GameCard gameCard = new GameCard();
    private final HelpCard helpCard = new HelpCard();
    private final EditorCard editorCard = new EditorCard();
    private final BenchChartView chart = new BenchChartView();
    private final RaceClock clock;
    private final PlayArea playArea;
    private final SolutionPlayback playback;
    private final HelpFlow help;
    private final EditorFlow editing;
    private final RivalRace rivalRace;

    public RaceView(RandomGenerator random) {
        this.random = random;
        this.game = RaceGame.random(5, random);
        clock = new RaceClock(game);
        playArea = new PlayArea(clock);
        playback = new SolutionPlayback(game, playArea.board());
        help = new HelpFlow(game, helpCard, playArea.board(), playback, editorCard.edit.selectedProperty());
        editing = new EditorFlow(game, editorCard, playArea, help, helpCard.message, root);
        rivalRace = new RivalRace(game, System::nanoTime);
        playArea.addRival(rivalRace.view());
        playArea.hideBannerWhile(rivalRace.resultPane().visibleProperty());
        // a race is played on the board as dealt: no painting a new one meanwhile
        editorCard.edit.disableProperty().bind(rivalRace.racingProperty());
        rivalRace.resultPane().close.setOnAction(e -> rivalRace.resultPane().setVisible(false));
        rivalRace.resultPane().again.setOnAction(e -> {
            rivalRace.abandon("");
            game.newBoard(random);
            rivalRace.start();
        });
        root.setId("raceView");
        root.getStyleClass().add("race-view");
        root.getStylesheets().add(RaceView.class.getResource("/cubelab/ui/race.css").toExternalForm());
        SplitPane split = new SplitPane(stage(), side());
        split.setDividerPositions(0.66);
        root.setCenter(split);
        wireGame();
        wireGameCard();
        root.addEventHandler(KeyEvent.KEY_PRESSED, new RaceKeys(game, this::undo, () -> {
            if (!helpCard.hint.isDisabled()) {
                help.requestHint();
            }
        }, helpCard.stop::fire, (row, column) -> {
            if (!editing.isEditing()) {
                onCellClicked(row, column);
            }
        }));
        playArea.showGame(game);
        playArea.showTarget(game);
    }

    public BorderPane root() {
        return root;
    }

    public RaceGame game() {
        return game;
    }

    /** The mode bar over the play area or the chart. */
    private VBox stage() {
        ToggleButton playMode = new ToggleButton("Play");
        ToggleButton chartMode = new ToggleButton("Compare algorithms");
        playMode.setId("modePlay");
        chartMode.setId("modeChart");
        playMode.setGraphic(Icons.icon("mdi2g-grid"));
        chartMode.setGraphic(Icons.icon("mdi2c-chart-line"));
        SegmentedButton modes = new SegmentedButton(playMode, chartMode);
        playMode.setSelected(true);
        // one mode is always on: clicking the selected one again keeps it
        modes.getToggleGroup().selectedToggleProperty().addListener((o, old, now) -> {
            if (now == null) {
                old.setSelected(true);
            }
        });
        HBox bar = new HBox(modes);
        bar.getStyleClass().add("mode-bar");
        StackPane body = new StackPane(playArea, chart, rivalRace.resultPane());
        chart.visibleProperty().bind(chartMode.selectedProperty());
        playArea.visibleProperty().bind(playMode.selectedProperty());
        VBox.setVgrow(body, Priority.ALWAYS);
        VBox stage = new VBox(bar, body);
        stage.getStyleClass().add("race-stage");
        return stage;
    }

    private ScrollPane side() {
        Card rules = new Card("How to play", "mdi2h-help-circle-outline");
        Label text = new Label(RaceKeys.HOW_TO_PLAY);
        text.setWrapText(true);
        text.getStyleClass().add("hint");
        rules.getChildren().add(text);
        VBox cards = new VBox(gameCard, rivalRace.card(), helpCard, editorCard, rules);
        cards.getStyleClass().add("side-cards");
        ScrollPane side = new ScrollPane(cards);
        side.setFitToWidth(true);
        side.setHbarPolicy(ScrollPane.ScrollBarPolicy.NEVER);
        side.getStyleClass().add("side");
        side.setMinWidth(340);
        side.setPrefWidth(390);
        SplitPane.setResizableWithParent(side, false);
        return side;
    }

    private void wireGame() {
        // the version changes with every position, also when a new game starts on an equal board
        game.versionProperty().addListener((o, a, v) -> {
            Board after = game.getBoard();
            if (gameCard.size.getValue() != after.size()) {
                gameCard.size.getValueFactory().setValue(after.size());
            }
            help.positionChanged();
            playArea.showGame(game);
        });
        game.targetProperty().addListener((o, a, target) -> playArea.showTarget(game));
        playArea.board().setOnCellClicked(this::onCellClicked);
        playArea.scrambler().setOnCellClicked(editing::paintTarget);
    }

    private void wireGameCard() {
        gameCard.selectMetric(game.getMetric());
        gameCard.size.valueProperty().addListener((o, a, n) -> {
            if (n != game.getBoard().size()) {
                editing.leave();
                rivalRace.abandon("A new board size: that race is off.");
                game.resize(n, random);
                helpCard.message.setText(n + "×" + n + " board: " + (n - 2) + "×" + (n - 2) + " target.");
            }
        });
        gameCard.tile.setOnAction(e -> setMetric(Metric.TILE));
        gameCard.push.setOnAction(e -> setMetric(Metric.PUSH));
        gameCard.newBoard.setOnAction(e -> {
            editing.leave();
            rivalRace.abandon("A new board: that race is off.");
            game.newBoard(random);
        });
        gameCard.rollDice.setOnAction(e -> {
            editing.leave();
            rivalRace.abandon("A new target: that race is off.");
            game.rollDice(random);
        });
        gameCard.undo.setOnAction(e -> undo());
        gameCard.undo.disableProperty().bind(game.canUndoProperty().not().or(editorCard.edit.selectedProperty()));
    }

    private void setMetric(Metric metric) {
        gameCard.selectMetric(metric);
        if (metric != game.getMetric()) {
            rivalRace.abandon("Another move metric: that race is off.");
            game.setMetric(metric);
            helpCard.message.setText(metric == Metric.PUSH ? "Push metric: click any tile in the blank's row or column."
                    : "Tile metric: click a tile next to the blank.");
        }
    }

    private void onCellClicked(int row, int column) {
        playArea.board().requestFocus();
        if (editing.isEditing()) {
            editing.paintBoard(row, column);
            return;
        }
        Optional<TileMove> move = game.moveForClick(row, column);
        if (move.isEmpty()) {
            helpCard.message.setText(game.getMetric() == Metric.TILE
                    ? "Only a tile next to the blank can slide (tile metric)."
                    : "Only tiles in the blank's row or column can be pushed.");
            return;
        }
        playback.stop();
        game.play(move.get());
    }

    public void undo() {
        if (!editing.isEditing() && game.undo()) {
            playback.stop();
            helpCard.message.setText("Move taken back.");
        }
    }

    void requestHint() {
        help.requestHint();
    }

    /** The search budget for hints and solutions (tests shorten it). */
    void setHintBudget(Duration budget) {
        help.setBudget(budget);
    }

    /** How hints are found (tests put in a search they control). */
    void setHintSearch(HelpFlow.HintSearch search) {
        help.setHintSearch(search);
    }

    /** How long a slide animates (0: no animation). */
    public void setSlideMillis(double millis) {
        playArea.board().slideMillisProperty().set(millis);
    }

    void setPlayStepMillis(double millis) {
        playback.setStepMillis(millis);
    }

    boolean isPlayingSolution() {
        return playback.isPlaying();
    }

    boolean isBusy() {
        return help.isSearching();
    }

    int hintCell() {
        return playArea.board().hintCell();
    }

    BenchChartView chart() {
        return chart;
    }

    /** The race against the computer (tests). */
    RivalRace rivalRace() {
        return rivalRace;
    }

    /** The player's record against the computer, kept in the settings. */
    public RaceStatistics raceStatistics() {
        return rivalRace.statistics();
    }

    public void setRaceStatistics(RaceStatistics statistics) {
        rivalRace.setStatistics(statistics);
    }

    /** Called with the record whenever a race ends or the player resets it, to write it at once. */
    public void setRecordKeeper(java.util.function.Consumer<RaceStatistics> keeper) {
        rivalRace.setRecordKeeper(keeper);
    }

    /** Stops background work and timers (the window is closing). */
    public void shutdown() {
        rivalRace.shutdown();
        help.shutdown();
        chart.shutdown();
        clock.stop();
    }
}
