package cubelab.ui.race;

import cubelab.race.Board;
import cubelab.race.BoundCache;
import cubelab.race.Hint;
import cubelab.race.Metric;
import cubelab.race.RaceHints;
import cubelab.race.Target;
import cubelab.race.TileMove;
import cubelab.ui.look.Icons;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.random.RandomGenerator;
import javafx.animation.Animation;
import javafx.animation.KeyFrame;
import javafx.animation.PauseTransition;
import javafx.animation.Timeline;
import javafx.geometry.Pos;
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
 * The Rubik's Race tab: the board and the scrambler, the clock and move counter, the game, help and
 * editor cards, and the algorithm chart. Connects the {@link RaceGame} view model to the nodes;
 * hints and solutions run on a {@link RaceWorker} and are dropped when the board changes first.
 */
public final class RaceView {

    private final RaceGame game;
    private final RandomGenerator random;
    private final BorderPane root = new BorderPane();
    private final TileBoardView board = new TileBoardView();
    private final ScramblerView scrambler = new ScramblerView();
    private final GameCard gameCard = new GameCard();
    private final HelpCard help = new HelpCard();
    private final EditorCard editorCard = new EditorCard();
    private final BenchChartView chart = new BenchChartView();
    private final Label clock = new Label("0:00.0");
    private final Label moves = new Label("0");
    private final Label matched = new Label();
    private final Label solvedBanner = new Label("Solved!");
    private final Label boardCaption = new Label();
    private final RaceWorker worker = new RaceWorker("cubelab-race-hint");
    private final Timeline ticker = new Timeline(new KeyFrame(javafx.util.Duration.millis(100), e -> updateClock()));
    private final PauseTransition playStep = new PauseTransition(javafx.util.Duration.millis(420));
    private Duration hintBudget = RaceHints.DEFAULT_BUDGET;
    /** The colour tables of the current target, shared by its hints. */
    private final BoundCache bounds = new BoundCache();
    private BoardEditor editor;
    /** The solution being played and the next index; null when not playing. */
    private List<TileMove> playing;
    private String playingLabel = "";
    private int playIndex;
    private long playVersion;
    /** The blank before the last position change, for the slide animation; -1 for a jump. */
    private int slideFrom = -1;
    /** The position the board shows, to tell a slide from a jump. */
    private Board shown;

    public RaceView(RandomGenerator random) {
        this.random = random;
        this.game = RaceGame.random(5, random);
        root.setId("raceView");
        root.getStyleClass().add("race-view");
        root.getStylesheets().add(RaceView.class.getResource("/cubelab/ui/race.css").toExternalForm());
        SplitPane split = new SplitPane(stage(), side());
        split.setDividerPositions(0.66);
        root.setCenter(split);
        wireGame();
        wireControls();
        wireEditor();
        root.addEventHandler(KeyEvent.KEY_PRESSED, new RaceKeys(game, this::undo, () -> {
            if (!help.hint.isDisabled()) {
                requestHint();
            }
        }, help.stop::fire, (row, column) -> {
            if (editor == null) {
                onCellClicked(row, column);
            }
        }));
        ticker.setCycleCount(Animation.INDEFINITE);
        ticker.play();
        shown = game.getBoard();
        showGame(-1);
        scrambler.show(game.getTarget());
    }

    public BorderPane root() {
        return root;
    }

    public RaceGame game() {
        return game;
    }

    private VBox stage() {
        ToggleButton playMode = new ToggleButton("Play");
        ToggleButton chartMode = new ToggleButton("Compare algorithms");
        playMode.setId("modePlay");
        chartMode.setId("modeChart");
        playMode.setGraphic(Icons.icon("mdi2g-grid"));
        chartMode.setGraphic(Icons.icon("mdi2c-chart-line"));
        SegmentedButton modes = new SegmentedButton(playMode, chartMode);
        playMode.setSelected(true);
        modes.getToggleGroup().selectedToggleProperty().addListener((o, old, now) -> {
            if (now == null) {
                old.setSelected(true);
            }
        });
        HBox bar = new HBox(modes);
        bar.getStyleClass().add("mode-bar");

        solvedBanner.setId("solvedBanner");
        solvedBanner.getStyleClass().add("solved-banner");
        solvedBanner.setGraphic(Icons.icon("mdi2t-trophy-outline"));
        solvedBanner.setMouseTransparent(true);
        StackPane boardStack = new StackPane(board, solvedBanner);
        HBox.setHgrow(boardStack, Priority.ALWAYS);
        board.setId("raceBoard");
        boardCaption.getStyleClass().add("hint");
        boardCaption.setWrapText(true);

        Label scramblerTitle = new Label("TARGET");
        scramblerTitle.getStyleClass().add("aside-title");
        clock.setId("raceClock");
        clock.getStyleClass().add("clock");
        moves.setId("raceMoves");
        moves.getStyleClass().add("counter");
        Label clockTitle = new Label("TIME");
        clockTitle.getStyleClass().add("aside-title");
        Label movesTitle = new Label("MOVES");
        movesTitle.getStyleClass().add("aside-title");
        matched.setId("raceMatched");
        matched.getStyleClass().add("matched-count");
        Label matchedTitle = new Label("CENTRE MATCHES");
        matchedTitle.getStyleClass().add("aside-title");
        VBox aside = new VBox(6, scramblerTitle, scrambler, clockTitle, clock, movesTitle, moves, matchedTitle, matched);
        aside.getStyleClass().add("race-aside");
        HBox playArea = new HBox(18, boardStack, aside);
        playArea.getStyleClass().add("play-area");
        playArea.setAlignment(Pos.CENTER);
        VBox playColumn = new VBox(8, playArea, boardCaption);
        VBox.setVgrow(playArea, Priority.ALWAYS);
        playColumn.getStyleClass().add("play-column");

        StackPane body = new StackPane(playColumn, chart);
        chart.visibleProperty().bind(chartMode.selectedProperty());
        playColumn.visibleProperty().bind(playMode.selectedProperty());
        VBox.setVgrow(body, Priority.ALWAYS);
        VBox stage = new VBox(bar, body);
        stage.getStyleClass().add("race-stage");
        return stage;
    }

    private ScrollPane side() {
        cubelab.ui.panel.Card rules = new cubelab.ui.panel.Card("How to play", "mdi2h-help-circle-outline");
        Label text = new Label(RaceKeys.HOW_TO_PLAY);
        text.setWrapText(true);
        text.getStyleClass().add("hint");
        rules.getChildren().add(text);
        VBox cards = new VBox(gameCard, help, editorCard, rules);
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
            slideFrom = isOneSlide(shown, after) ? shown.blankCell() : -1;
            shown = after;
            if (gameCard.size.getValue() != after.size()) {
                gameCard.size.getValueFactory().setValue(after.size());
            }
            onPositionChanged();
        });
        game.targetProperty().addListener((o, a, target) -> scrambler.show(target));
        game.moveCountProperty().addListener((o, a, n) -> moves.setText(Integer.toString(n.intValue())));
        game.solvedProperty().addListener((o, a, solved) -> updateClock());
        gameCard.undo.disableProperty().bind(game.canUndoProperty().not().or(editorCard.edit.selectedProperty()));
        help.busy.visibleProperty().bind(worker.runningProperty());
        help.stop.setDisable(true);
        gameCard.selectMetric(game.getMetric());
        board.setOnCellClicked(this::onCellClicked);
        scrambler.setOnCellClicked(this::onDieClicked);
    }

    private void wireControls() {
        gameCard.size.valueProperty().addListener((o, a, n) -> {
            if (n != game.getBoard().size()) {
                leaveEditor();
                game.resize(n, random);
                help.message.setText(n + "×" + n + " board: " + (n - 2) + "×" + (n - 2) + " target.");
            }
        });
        gameCard.tile.setOnAction(e -> setMetric(Metric.TILE));
        gameCard.push.setOnAction(e -> setMetric(Metric.PUSH));
        gameCard.newBoard.setOnAction(e -> {
            leaveEditor();
            game.newBoard(random);
        });
        gameCard.rollDice.setOnAction(e -> {
            leaveEditor();
            game.rollDice(random);
        });
        gameCard.undo.setOnAction(e -> undo());
        help.hint.setOnAction(e -> requestHint());
        help.solution.setOnAction(e -> showSolution());
        help.stop.setOnAction(e -> {
            stopPlaying();
            worker.cancel();
            help.message.setText("Stopped.");
        });
        worker.runningProperty().addListener((o, a, running) -> updateStop());
        help.hint.disableProperty().bind(game.solvedProperty().or(editorCard.edit.selectedProperty()));
        help.solution.disableProperty().bind(game.solvedProperty().or(editorCard.edit.selectedProperty()));
    }

    private void setMetric(Metric metric) {
        gameCard.selectMetric(metric);
        if (metric != game.getMetric()) {
            game.setMetric(metric);
            help.message.setText(metric == Metric.PUSH ? "Push metric: click any tile in the blank's row or column."
                    : "Tile metric: click a tile next to the blank.");
        }
    }

    /** True if {@code after} is {@code before} with one push (a move or an undo): worth animating. */
    private static boolean isOneSlide(Board before, Board after) {
        if (before == null || before.size() != after.size() || before.blankCell() == after.blankCell()) {
            return false;
        }
        try {
            return before.apply(TileMove.ofCell(after.blankCell(), after.size()), Metric.PUSH).equals(after);
        } catch (cubelab.race.IllegalMoveException e) {
            return false;
        }
    }

    private void onCellClicked(int row, int column) {
        board.requestFocus();
        if (editor != null) {
            editor.paintBoard(row, column, editorCard.brush());
            showEditor();
            return;
        }
        Optional<TileMove> move = game.moveForClick(row, column);
        if (move.isEmpty()) {
            help.message.setText(game.getMetric() == Metric.TILE
                    ? "Only a tile next to the blank can slide (tile metric)."
                    : "Only tiles in the blank's row or column can be pushed.");
            return;
        }
        stopPlaying();
        game.play(move.get());
    }

    private void onDieClicked(int row, int column) {
        if (editor != null) {
            editor.paintTarget(row, column, editorCard.brush());
            showEditor();
        }
    }

    public void undo() {
        if (editor == null && game.undo()) {
            stopPlaying();
            help.message.setText("Move taken back.");
        }
    }

    /** Board, hint, matches and captions after any change of position. */
    private void onPositionChanged() {
        worker.cancel();
        board.setHint(null);
        if (playing != null && game.getVersion() != playVersion) {
            stopPlaying();
        }
        showGame(slideFrom);
        if (game.isSolved() && game.getMoveCount() > 0) {
            help.message.setText("Solved in " + game.getMoveCount() + " moves, "
                    + RaceGame.formatClock(game.elapsedNanos())
                    + (playing != null ? " (the solution played: " + playingLabel + ")." : "."));
        }
    }

    private void showGame(int animateFrom) {
        Board current = game.getBoard();
        board.show(current.size(), current.cells(), animateFrom);
        board.setMatched(game.getTarget().codesByCell());
        solvedBanner.setVisible(game.isSolved());
        moves.setText(Integer.toString(game.getMoveCount()));
        int side = current.size() - 2;
        matched.setText(game.matchedCells() + " / " + side * side);
        boardCaption.setText(current.size() + "×" + current.size() + " · " + (game.getMetric() == Metric.PUSH
                ? "push metric: click any tile in the blank's row or column"
                : "tile metric: click a tile next to the blank") + " · the outlined centre must match the target");
        updateClock();
    }

    private void updateClock() {
        clock.setText(RaceGame.formatClock(game.elapsedNanos()));
        clock.pseudoClassStateChanged(javafx.css.PseudoClass.getPseudoClass("stopped"), game.isSolved());
    }

    // ---- hints and solutions

    void requestHint() {
        stopPlaying();
        Board position = game.getBoard();
        long version = game.getVersion();
        help.message.setText("Searching for the best move…");
        Target target = game.getTarget();
        Metric metric = game.getMetric();
        Duration budget = hintBudget;
        // the task reads only these values: view-model properties stay on the FX thread
        worker.submit(token -> RaceHints.nextMove(position, target, metric, budget, token, bounds.heuristics(target, metric)),
                hint -> {
                    if (game.getVersion() == version) {
                        showHint(hint);
                    }
                },
                error -> help.message.setText("No hint: " + error.getMessage()));
    }

    private void showHint(Optional<Hint> hint) {
        if (hint.isEmpty()) {
            help.message.setText("The centre already matches the target.");
            return;
        }
        Hint found = hint.get();
        board.setHint(found.move());
        help.message.setText("Move " + found.move().notation() + " (" + found.label() + ")");
    }

    void showSolution() {
        stopPlaying();
        Board position = game.getBoard();
        long version = game.getVersion();
        help.message.setText("Solving…");
        Target target = game.getTarget();
        Metric metric = game.getMetric();
        Duration budget = hintBudget;
        worker.submit(token -> RaceSolver.solve(position, target, metric, budget, token),
                solution -> {
                    if (game.getVersion() == version) {
                        help.message.setText("Solution: " + solution.label() + ": " + TileMove.format(solution.moves()));
                        playingLabel = solution.label();
                        play(solution.moves());
                    }
                },
                error -> help.message.setText("No solution: " + error.getMessage()));
    }

    private void play(List<TileMove> solution) {
        playing = solution;
        playIndex = 0;
        playVersion = game.getVersion();
        updateStop();
        board.setHint(solution.isEmpty() ? null : solution.get(0));
        playStep.setOnFinished(e -> playNext());
        playStep.playFromStart();
    }

    private void playNext() {
        if (playing == null || game.getVersion() != playVersion) {
            stopPlaying();
            return;
        }
        if (playIndex >= playing.size()) {
            stopPlaying();
            return;
        }
        TileMove move = playing.get(playIndex++);
        playVersion = game.getVersion() + 1;
        game.play(move);
        // the tile that moves next glows, so the user can follow along
        board.setHint(playIndex < playing.size() ? playing.get(playIndex) : null);
        playStep.playFromStart();
    }

    private void stopPlaying() {
        playing = null;
        playStep.stop();
        updateStop();
    }

    private void updateStop() {
        help.stop.setDisable(playing == null && !worker.isRunning());
    }

    /** The search budget for hints and solutions (tests shorten it). */
    void setHintBudget(Duration budget) {
        hintBudget = budget;
    }

    /** How long a slide animates (0: no animation). */
    public void setSlideMillis(double millis) {
        board.slideMillisProperty().set(millis);
    }

    void setPlayStepMillis(double millis) {
        playStep.setDuration(javafx.util.Duration.millis(millis));
    }

    boolean isPlayingSolution() {
        return playing != null;
    }

    boolean isBusy() {
        return worker.isRunning();
    }

    int hintCell() {
        return board.hintCell();
    }

    BenchChartView chart() {
        return chart;
    }

    // ---- the board editor

    private void wireEditor() {
        editorCard.edit.selectedProperty().addListener((o, a, editing) -> {
            if (editing) {
                enterEditor();
            } else {
                leaveEditor();
            }
        });
        editorCard.clear.setOnAction(e -> {
            if (editor != null) {
                editor.clearBoard();
                showEditor();
            }
        });
        editorCard.use.setOnAction(e -> {
            BoardEditor.Validation validation = editor == null ? null : editor.validate();
            if (validation != null && validation.ok()) {
                editor = null;
                editorCard.edit.setSelected(false);
                game.reset(validation.board(), validation.target());
                help.message.setText("Playing the edited board.");
            }
        });
    }

    private void enterEditor() {
        if (editor != null) {
            return;
        }
        stopPlaying();
        worker.cancel();
        board.setHint(null);
        game.pauseClock();
        editor = new BoardEditor(game.getBoard(), game.getTarget());
        root.pseudoClassStateChanged(javafx.css.PseudoClass.getPseudoClass("editing"), true);
        help.message.setText("Editing: paint the board and the target, then play the board.");
        showEditor();
    }

    private void leaveEditor() {
        if (editor == null && !editorCard.edit.isSelected()) {
            return;
        }
        editor = null;
        editorCard.edit.setSelected(false);
        game.resumeClock();
        root.pseudoClassStateChanged(javafx.css.PseudoClass.getPseudoClass("editing"), false);
        help.message.setText("Back to the game.");
        showGame(-1);
        scrambler.show(game.getTarget());
    }

    private void showEditor() {
        board.show(editor.size(), editor.boardCodes(), -1);
        board.setMatched(null);
        solvedBanner.setVisible(false);
        int side = editor.size() - 2;
        for (int row = 0; row < side; row++) {
            for (int column = 0; column < side; column++) {
                scrambler.paint(row, column, editor.targetColor(row, column));
            }
        }
        editorCard.showCounts(editor);
        BoardEditor.Validation validation = editor.validate();
        editorCard.validation.setText(validation.ok() ? "A legal board: ready to play." : validation.problem());
        editorCard.validation.getStyleClass().removeAll("ok", "defect");
        editorCard.validation.getStyleClass().add(validation.ok() ? "ok" : "defect");
        editorCard.use.setDisable(!validation.ok());
    }

    /** Stops background work and timers (the window is closing). */
    public void shutdown() {
        worker.shutdown();
        chart.worker().shutdown();
        ticker.stop();
        playStep.stop();
    }
}
