package cubelab.ui.race;

import cubelab.race.board.Board;
import cubelab.race.board.Metric;
import cubelab.race.board.TileMove;
import cubelab.ui.look.ColorPreset;
import cubelab.ui.look.Icons;
import cubelab.ui.panel.Card;
import cubelab.ui.prefs.RaceStatistics;
import java.time.Duration;
import java.util.Optional;
import java.util.random.RandomGenerator;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.value.ObservableBooleanValue;
import javafx.css.PseudoClass;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.SplitPane;
import javafx.scene.control.ToggleButton;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;
import org.controlsfx.control.SegmentedButton;

/**
 * The Rubik's Race tab: the {@link PlayArea} or the algorithm chart, and the game, help, editor and
 * rules cards. Connects the {@link RaceGame} view model to the game card, clicks and keys
 * ({@link RaceKeys}); hints and solutions are the {@link HelpFlow}'s, the board editor is the
 * {@link EditorFlow}'s, a race against the computer {@link RivalRace}'s.
 */
public final class RaceView {

    /** On the view while the colour-blind preset is chosen: race.css gives tiles its shades and letters. */
    private static final PseudoClass COLOUR_BLIND = PseudoClass.getPseudoClass("colour-blind");

    private final RaceGame game;
    private final RandomGenerator random;
    private final BorderPane root = new BorderPane();
    private final GameCard gameCard = new GameCard();
    private final HelpCard helpCard = new HelpCard();
    private final EditorCard editorCard = new EditorCard();
    private final BenchChartView chart;
    private final RaceClock clock;
    private final PlayArea playArea;
    private final SolutionPlayback playback;
    private final HelpFlow help;
    private final EditorFlow editing;
    private final RivalRace rivalRace;
    private final GiveUpQuestion giveUpQuestion = new GiveUpQuestion();
    private final ObjectProperty<ColorPreset> colorPreset = new SimpleObjectProperty<>(this, "colorPreset",
            ColorPreset.WESTERN);

    public RaceView(RandomGenerator random) {
        this.random = random;
        this.game = RaceGame.random(5, random);
        chart = new BenchChartView(game::getMetric);
        clock = new RaceClock(game);
        playArea = new PlayArea(clock);
        playback = new SolutionPlayback(game, playArea.board());
        rivalRace = new RivalRace(game, System::nanoTime);
        ObservableBooleanValue racing = rivalRace.racingProperty();
        help = new HelpFlow(game, helpCard, playArea.board(), playback, editorCard.edit.selectedProperty(), racing);
        editing = new EditorFlow(game, editorCard, playArea, help, helpCard.message, root);
        playArea.addRival(rivalRace.view());
        playArea.hideBannerWhile(rivalRace.resultPane().visibleProperty());
        // hints and solutions name cells: the board names its columns and rows
        playArea.board().setCellNames(true);
        wireRace(racing);
        colorPreset.addListener((o, was, now) -> root.pseudoClassStateChanged(COLOUR_BLIND,
                ColorPreset.COLOR_BLIND.id().equals(now.id())));
        root.setId("raceView");
        root.getStyleClass().add("race-view");
        root.getStylesheets().add(RaceView.class.getResource("/cubelab/ui/race.css").toExternalForm());
        SplitPane split = new SplitPane(stage(), side());
        split.setDividerPositions(0.66);
        root.setCenter(split);
        wireGame();
        wireGameCard();
        installKeys();
        playArea.showGame(game);
        playArea.showTarget(game);
    }

    /**
     * A race is played on the board, target, size and metric it started with; Start gives way to
     * Give up, and the keys' focus goes to the board, where a stray Space gives nothing up.
     */
    private void wireRace(ObservableBooleanValue racing) {
        editorCard.edit.disableProperty().bind(racing);
        gameCard.size.disableProperty().bind(racing);
        gameCard.tile.disableProperty().bind(racing);
        gameCard.push.disableProperty().bind(racing);
        racing.addListener((o, was, now) -> {
            if (now) {
                playArea.board().requestFocus();
            }
        });
        rivalRace.resultPane().close.setOnAction(e -> rivalRace.resultPane().setVisible(false));
        rivalRace.resultPane().again.setOnAction(e -> {
            rivalRace.abandon("");
            game.newBoard(random);
            rivalRace.start();
        });
    }

    /** The arrows, undo, hint and Esc wherever focus is on the tab. */
    private void installKeys() {
        RaceKeys.install(root, game, playArea.board(), new RaceKeys.Actions() {
            @Override
            public void undo() {
                RaceView.this.undo();
            }

            @Override
            public void hint() {
                help.requestHint();
            }

            @Override
            public void escape() {
                RaceView.this.escape();
            }

            @Override
            public void slide(int row, int column) {
                if (!editing.isEditing()) {
                    onCellClicked(row, column);
                }
            }
        });
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
                rivalRace.abandon("");
                game.resize(n, random);
                helpCard.message.setText(n + "×" + n + " board: " + (n - 2) + "×" + (n - 2) + " target.");
            }
        });
        gameCard.tile.setOnAction(e -> setMetric(Metric.TILE));
        gameCard.push.setOnAction(e -> setMetric(Metric.PUSH));
        gameCard.newBoard.setOnAction(e -> dealAskingFirst("A new board", () -> game.newBoard(random)));
        gameCard.rollDice.setOnAction(e -> dealAskingFirst("A roll of the dice", () -> game.rollDice(random)));
        gameCard.undo.setOnAction(e -> undo());
        gameCard.undo.disableProperty().bind(game.canUndoProperty().not().or(editorCard.edit.selectedProperty()));
    }

    /**
     * Deals a new game; during a race it asks first, since the race then counts as a loss (no loss
     * is dodged by dealing again).
     */
    private void dealAskingFirst(String what, Runnable deal) {
        Runnable dealNow = () -> {
            rivalRace.giveUp();
            editing.leave();
            rivalRace.abandon(""); // the computer's board and the result make way for the new game
            deal.run();
        };
        if (rivalRace.racingProperty().get()) {
            giveUpQuestion.ask(root, what, dealNow);
        } else {
            dealNow.run();
        }
    }

    /** Esc: gives a race up (a loss), else closes a race's result, else stops a search or a playing solution. */
    private void escape() {
        if (rivalRace.racingProperty().get()) {
            rivalRace.giveUp();
        } else if (rivalRace.resultPane().isVisible()) {
            rivalRace.resultPane().setVisible(false);
        } else {
            helpCard.stop.fire();
        }
    }

    private void setMetric(Metric metric) {
        gameCard.selectMetric(metric);
        if (metric != game.getMetric()) {
            rivalRace.abandon("");
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

    /** The colour preset of the window (View ▸ Colour scheme): the colour-blind one reaches the tiles. */
    public ObjectProperty<ColorPreset> colorPresetProperty() {
        return colorPreset;
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
