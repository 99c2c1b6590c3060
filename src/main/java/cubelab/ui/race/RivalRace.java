package cubelab.ui.race;

import cubelab.common.Cancellation;
import cubelab.race.board.TileMove;
import cubelab.ui.jobs.EngineJob;
import cubelab.ui.jobs.LatestJobRunner;
import cubelab.ui.look.Icons;
import cubelab.ui.panel.Card;
import cubelab.ui.prefs.RaceStatistics;
import java.time.Duration;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.LongSupplier;
import javafx.animation.KeyFrame;
import javafx.animation.Timeline;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.ChoiceBox;
import javafx.scene.control.Label;
import javafx.scene.layout.VBox;

/**
 * A race against the computer: on Start it takes the player's board and target, finds an optimal
 * solution in the background and plays it on its own board at the chosen {@link Pace}, while the
 * player plays on theirs. The first to match the centre wins; the result says both move counts and
 * times, and the record (games, wins, best time) is kept in the settings, written whenever it
 * changes; the player can reset it. The player may give up (Give up, or Esc): that counts as a loss,
 * as does a new board or a roll of the dice during a race (the view asks first). FX thread only.
 */
final class RivalRace {

    /** Who matched the centre first. */
    enum Winner {
        PLAYER, COMPUTER
    }

    /** How a race ended. */
    private enum Ending {
        PLAYER_FIRST, COMPUTER_FIRST, GAVE_UP
    }

    private static final Duration SOLVE_BUDGET = Duration.ofSeconds(10);

    private final RaceGame player;
    private final LongSupplier nanoClock;
    private final TileBoardView board = new TileBoardView();
    private final Label moves = new Label("0");
    final ChoiceBox<Pace> pace = new ChoiceBox<>();
    final Button start = Icons.decorate(new Button("Start the race"), "startRace", "mdi2f-flag-checkered",
            "Start a race against the computer on this board");
    final Button giveUp = Icons.decorate(new Button("Give up"), "giveUpRace", "mdi2f-flag-outline",
            "Give up this race: it counts as a loss (Esc)");
    final Label result = new Label("Race the computer on this board: it plays an optimal solution at the pace you choose.");
    final Label record = new Label();
    final RecordReset recordReset = new RecordReset(record, this::resetRecord);
    private final VBox view;
    private final LatestJobRunner thinking = new LatestJobRunner("cubelab-race-rival");
    private final ReadOnlyBooleanWrapper racing = new ReadOnlyBooleanWrapper(false);
    /** Shown from a race's start until the next board: the computer's board and the result stay up. */
    private final javafx.beans.property.BooleanProperty shown = new javafx.beans.property.SimpleBooleanProperty(false);
    private final Card card = new Card("Race the computer", "mdi2r-robot-outline");
    private final RaceResultPane resultPane = new RaceResultPane();
    /** The computer's whole solution in this race. */
    private List<TileMove> solution = List.of();
    private Duration testInterval;
    private Duration interval;
    private RaceGame rival;
    /** The computer's moves so far in this race. */
    private final List<TileMove> played = new java.util.ArrayList<>();
    private Timeline timeline;
    private long startNanos;
    private RaceStatistics statistics = RaceStatistics.NONE;
    /** Told the record each time it changes, to write it at once. */
    private Consumer<RaceStatistics> recordKeeper = kept -> { };
    private Winner winner;

    RivalRace(RaceGame player, LongSupplier nanoClock) {
        this.player = player;
        this.nanoClock = nanoClock;
        pace.getItems().setAll(Pace.values());
        pace.setValue(Pace.NORMAL);
        pace.setId("racePace");
        pace.setTooltip(new javafx.scene.control.Tooltip(Pace.EXPLAINED));
        start.setOnAction(e -> start());
        start.disableProperty().bind(racing.getReadOnlyProperty().or(player.solvedProperty()));
        pace.disableProperty().bind(racing.getReadOnlyProperty());
        // Give up takes Start's place while a race is on
        giveUp.setOnAction(e -> giveUp());
        giveUp.visibleProperty().bind(racing.getReadOnlyProperty());
        giveUp.managedProperty().bind(giveUp.visibleProperty());
        start.visibleProperty().bind(giveUp.visibleProperty().not());
        start.managedProperty().bind(start.visibleProperty());
        result.setId("raceResult");
        result.setWrapText(true);
        record.setId("raceRecord");
        board.setId("rivalBoard");
        // named as the player's board is, so both boards keep one size side by side
        board.setCellNames(true);
        moves.setId("rivalMoves");
        Label title = new Label("COMPUTER");
        title.getStyleClass().add("aside-title");
        moves.getStyleClass().setAll("label", "aside-title");
        javafx.scene.layout.HBox header = new javafx.scene.layout.HBox(10, title, moves);
        header.setAlignment(Pos.CENTER);
        view = new VBox(6, header, board);
        // as the player's column: a square board in the middle, the title just above it
        board.maxHeightProperty().bind(board.widthProperty());
        view.setAlignment(Pos.CENTER);
        VBox.setVgrow(board, javafx.scene.layout.Priority.ALWAYS);
        javafx.scene.layout.HBox.setHgrow(view, javafx.scene.layout.Priority.ALWAYS);
        view.getStyleClass().add("rival");
        view.visibleProperty().bind(shown);
        view.managedProperty().bind(shown);
        Label paceLabel = new Label("Pace");
        paceLabel.getStyleClass().add("field-label");
        javafx.scene.layout.HBox row = new javafx.scene.layout.HBox(8, paceLabel, pace, start, giveUp);
        row.setAlignment(Pos.CENTER_LEFT);
        row.getStyleClass().add("field-row");
        record.getStyleClass().add("hint");
        start.getStyleClass().add("accent");
        card.getChildren().addAll(row, result, recordReset);
        resultPane.record.textProperty().bind(record.textProperty());
        player.solvedProperty().addListener((o, was, solved) -> {
            if (solved && racing.get()) {
                finish(Ending.PLAYER_FIRST);
            }
        });
        showRecord();
    }

    /** The computer's board and move counter, shown beside the player's while a race is on or just ended. */
    VBox view() {
        return view;
    }

    /** The result over the boards once a race ends; its buttons are wired by the view. */
    RaceResultPane resultPane() {
        return resultPane;
    }

    /** The side card: pace, Start, the result and the record. */
    Card card() {
        return card;
    }

    ReadOnlyBooleanProperty racingProperty() {
        return racing.getReadOnlyProperty();
    }

    /** Takes the player's position and target and starts the computer on them. */
    void start() {
        if (racing.get() || player.isSolved()) {
            return;
        }
        // both start from this position with nothing on the clock
        player.reset(player.getBoard(), player.getTarget());
        player.startClock();
        rival = new RaceGame(player.getBoard(), player.getTarget(), nanoClock);
        rival.setMetric(player.getMetric());
        played.clear();
        interval = testInterval != null ? testInterval : pace.getValue().interval();
        winner = null;
        show();
        shown.set(true);
        resultPane.setVisible(false);
        solution = List.of();
        racing.set(true);
        startNanos = nanoClock.getAsLong();
        result.setText("Go! The computer is looking for its optimal solution…");
        var position = player.getBoard();
        var target = player.getTarget();
        var metric = player.getMetric();
        thinking.submit(new EngineJob<>((Cancellation token) -> RaceSolver.solve(position, target, metric,
                SOLVE_BUDGET, token)), solution -> play(solution.moves()),
                error -> abandon("The computer found no solution: " + error.getMessage()));
    }

    private void play(List<TileMove> found) {
        if (!racing.get()) {
            return;
        }
        solution = found;
        result.setText("Go! The computer plays " + solution.size() + " moves, " + pace.getValue().speed() + ".");
        timeline = new Timeline();
        for (int i = 0; i < solution.size(); i++) {
            TileMove move = solution.get(i);
            timeline.getKeyFrames().add(new KeyFrame(javafx.util.Duration.millis(interval.toMillis() * (i + 1)), e -> {
                if (racing.get()) {
                    rival.play(move);
                    played.add(move);
                    show();
                    if (rival.isSolved()) {
                        finish(Ending.COMPUTER_FIRST);
                    }
                }
            }));
        }
        timeline.play();
    }

    /** Ends the race as a loss, counted in the record (Give up, Esc, or a new board the player asked for). */
    void giveUp() {
        if (racing.get()) {
            finish(Ending.GAVE_UP);
        }
    }

    private void finish(Ending ending) {
        racing.set(false);
        winner = ending == Ending.PLAYER_FIRST ? Winner.PLAYER : Winner.COMPUTER;
        stopComputer();
        long millis = (ending == Ending.PLAYER_FIRST ? player.elapsedNanos() : nanoClock.getAsLong() - startNanos)
                / 1_000_000;
        String time = RaceGame.formatClock(millis * 1_000_000);
        statistics = statistics.afterGame(ending == Ending.PLAYER_FIRST, millis);
        result.setText(switch (ending) {
            case PLAYER_FIRST -> "You win! " + player.getMoveCount() + " moves in " + time + "; the computer had played "
                    + rival.getMoveCount() + ".";
            case COMPUTER_FIRST -> "The computer wins: " + rival.getMoveCount() + " moves in " + time
                    + "; you had played " + player.getMoveCount() + ".";
            case GAVE_UP -> "You gave up after " + time + ": a loss in the record.";
        });
        showRecord();
        recordKeeper.accept(statistics);
        if (ending != Ending.PLAYER_FIRST) {
            player.pauseClock(); // the race is over: the player's clock stops with it
        }
        resultPane.title.setText(switch (ending) {
            case PLAYER_FIRST -> "You win!";
            case COMPUTER_FIRST -> "The computer wins";
            case GAVE_UP -> "You gave up";
        });
        resultPane.player.setText(ending == Ending.PLAYER_FIRST ? "You: " + player.getMoveCount() + " moves in " + time
                : "You: " + player.getMoveCount() + (player.getMoveCount() == 1 ? " move" : " moves") + " so far");
        resultPane.computer.setText(ending == Ending.COMPUTER_FIRST
                ? "Computer: " + rival.getMoveCount() + " moves in " + time
                : solution.isEmpty() ? "Computer: still looking for its solution"
                : "Computer: " + rival.getMoveCount() + " of its " + solution.size() + " moves played");
        resultPane.setVisible(true);
    }

    /**
     * The race is off and not counted: the computer found no solution, or the result pane's Race again
     * deals the next board.
     */
    void abandon(String why) {
        shown.set(false);
        resultPane.setVisible(false);
        if (!racing.get()) {
            return;
        }
        racing.set(false);
        stopComputer();
        result.setText(why);
    }

    private void stopComputer() {
        thinking.cancel();
        if (timeline != null) {
            timeline.stop();
        }
    }

    private void show() {
        board.show(rival.getBoard().size(), rival.getBoard().cells(), -1);
        board.setMatched(rival.getTarget().codesByCell());
        moves.setText("· " + rival.getMoveCount() + (rival.getMoveCount() == 1 ? " move" : " moves"));
    }

    private void showRecord() {
        record.setText(statistics.games() == 0 ? "No races yet."
                : statistics.games() + (statistics.games() == 1 ? " race, " : " races, ") + statistics.wins()
                        + (statistics.wins() == 1 ? " win" : " wins")
                        + (statistics.bestMillis() > 0 ? "; best time " + RaceGame.formatClock(
                                statistics.bestMillis() * 1_000_000) : "") + ".");
        recordReset.setResettable(statistics.games() > 0);
    }

    /** Back to no races, written at once; a race under way still counts when it ends. */
    void resetRecord() {
        statistics = RaceStatistics.NONE;
        showRecord();
        recordKeeper.accept(statistics);
    }

    /** Who writes the record when a race ends or the player resets it (the window: to the settings file). */
    void setRecordKeeper(Consumer<RaceStatistics> keeper) {
        recordKeeper = keeper;
    }

    RaceStatistics statistics() {
        return statistics;
    }

    void setStatistics(RaceStatistics kept) {
        statistics = kept;
        showRecord();
    }

    /** Who won the last race, null while one runs or none finished. */
    Winner winner() {
        return winner;
    }

    /** The computer's moves in this race so far (tests). */
    List<TileMove> computerMoves() {
        return List.copyOf(played);
    }

    /** The computer's game (tests). */
    RaceGame rival() {
        return rival;
    }

    /** Plays the computer's moves this far apart instead of the pace's (tests). */
    void setInterval(Duration interval) {
        testInterval = interval;
    }

    void shutdown() {
        stopComputer();
        thinking.shutdown();
    }
}
