package cubelab.ui.race;

import cubelab.common.Cancellation;
import cubelab.race.Board;
import cubelab.race.BoundCache;
import cubelab.race.Hint;
import cubelab.race.Metric;
import cubelab.race.RaceHints;
import cubelab.race.Target;
import cubelab.race.TileMove;
import cubelab.ui.jobs.EngineJob;
import cubelab.ui.jobs.LatestJobRunner;
import java.time.Duration;
import java.util.Optional;
import javafx.beans.value.ObservableBooleanValue;

/**
 * The help card's behaviour: a hint (the next move of an optimal solution, glowing on the board),
 * the whole solution (played by {@link SolutionPlayback}), and stop. Searches run as latest jobs on
 * a {@link LatestJobRunner} (threads {@code cubelab-race-hint-N}); every new position cancels the
 * running one, so a hint never lands on a board it was not computed for.
 */
final class HelpFlow {

    /** Finds the next move off the FX thread; tests put in one whose pace they control. */
    interface HintSearch {
        Optional<Hint> nextMove(Board position, Target target, Metric metric, Duration budget, Cancellation token);
    }

    private final RaceGame game;
    private final HelpCard help;
    private final TileBoardView board;
    private final SolutionPlayback playback;
    private final LatestJobRunner searches = new LatestJobRunner("cubelab-race-hint");
    /** The colour tables of the current target, shared by its hints. */
    private final BoundCache bounds = new BoundCache();
    private Duration budget = RaceHints.DEFAULT_BUDGET;
    private HintSearch hintSearch = (position, target, metric, limit, token) ->
            RaceHints.nextMove(position, target, metric, limit, token, bounds.heuristics(target, metric));

    /** Wires the help card; hint and solution are off on a solved board and while {@code editing}. */
    HelpFlow(RaceGame game, HelpCard help, TileBoardView board, SolutionPlayback playback,
            ObservableBooleanValue editing) {
        this.game = game;
        this.help = help;
        this.board = board;
        this.playback = playback;
        help.hint.setOnAction(e -> requestHint());
        help.solution.setOnAction(e -> showSolution());
        help.stop.setOnAction(e -> {
            stopAll();
            help.message.setText("Stopped.");
        });
        help.busy.visibleProperty().bind(searches.runningProperty());
        help.stop.disableProperty().bind(searches.runningProperty().or(playback.playingProperty()).not());
        help.hint.disableProperty().bind(game.solvedProperty().or(editing));
        help.solution.disableProperty().bind(game.solvedProperty().or(editing));
    }

    void requestHint() {
        playback.stop();
        help.message.setText("Searching for the best move…");
        // the job reads only these values: view-model properties stay on the FX thread
        Board position = game.getBoard();
        Target target = game.getTarget();
        Metric metric = game.getMetric();
        Duration limit = budget;
        HintSearch search = hintSearch;
        searches.submit(new EngineJob<>(token -> search.nextMove(position, target, metric, limit, token)),
                this::showHint,
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
        playback.stop();
        help.message.setText("Solving…");
        Board position = game.getBoard();
        Target target = game.getTarget();
        Metric metric = game.getMetric();
        Duration limit = budget;
        searches.submit(new EngineJob<>(token -> RaceSolver.solve(position, target, metric, limit, token)),
                solution -> {
                    help.message.setText("Solution: " + solution.label() + ": " + TileMove.format(solution.moves()));
                    playback.play(solution.moves(), solution.label());
                },
                error -> help.message.setText("No solution: " + error.getMessage()));
    }

    /**
     * A new position: the search for the old one is dropped with its hint, a playback overtaken by
     * another move stops, and a solved board says how it was solved.
     */
    void positionChanged() {
        searches.cancel();
        board.setHint(null);
        playback.positionChanged();
        if (game.isSolved() && game.getMoveCount() > 0) {
            help.message.setText("Solved in " + game.getMoveCount() + " moves, "
                    + RaceGame.formatClock(game.elapsedNanos())
                    + (playback.isPlaying() ? " (the solution played: " + playback.label() + ")." : "."));
        }
    }

    /** Stops the search and the playback (the stop button, and the editor as it opens). */
    void stopAll() {
        playback.stop();
        searches.cancel();
    }

    boolean isSearching() {
        return searches.isRunning();
    }

    /** The search budget for hints and solutions (tests shorten it). */
    void setBudget(Duration budget) {
        this.budget = budget;
    }

    /** How hints are found (tests put in a search they control). */
    void setHintSearch(HintSearch search) {
        this.hintSearch = search;
    }

    /** Cancels the search and stops its threads (the window is closing). */
    void shutdown() {
        playback.stop();
        searches.shutdown();
    }
}
