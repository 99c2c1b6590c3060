package cubelab.ui.race;

import cubelab.common.Cancellation;
import cubelab.race.board.Board;
import cubelab.race.board.Metric;
import cubelab.race.board.Target;
import cubelab.race.board.TileMove;
import cubelab.race.heuristic.BoundCache;
import cubelab.race.solve.Hint;
import cubelab.race.solve.RaceHints;
import cubelab.ui.jobs.EngineJob;
import cubelab.ui.jobs.LatestJobRunner;
import java.time.Duration;
import java.util.Optional;
import javafx.beans.value.ObservableBooleanValue;

/**
 * The help card's behaviour: a hint (the next move of an optimal solution, glowing on the board),
 * the whole solution (played by {@link SolutionPlayback}), and stop. A hint not proven optimal
 * within its budget is shown at once and the search goes on in the background with twice the
 * budget each round (up to {@link #LONGEST_IMPROVEMENT}): a proven or shorter answer replaces it,
 * and the next move, like any new position, ends the search. Searches run as latest jobs on
 * a {@link LatestJobRunner} (threads {@code cubelab-race-hint-N}); every new position cancels the
 * running one, so a hint never lands on a board it was not computed for, and what the card said
 * about the old position (a hint, a search under way, a solution) gives way to its prompt.
 */
final class HelpFlow {

    /** Finds the next move off the FX thread; tests put in one whose pace they control. */
    interface HintSearch {
        Optional<Hint> nextMove(Board position, Target target, Metric metric, Duration budget, Cancellation token);
    }

    /** The longest budget the background search for a proven hint gets in one round. */
    static final Duration LONGEST_IMPROVEMENT = Duration.ofSeconds(64);
    /** Said after an unproven hint while the background search runs. */
    static final String IMPROVING = "; still looking for a proven one";

    private final RaceGame game;
    private final HelpCard help;
    private final TileBoardView board;
    private final SolutionPlayback playback;
    private final LatestJobRunner searches = new LatestJobRunner("cubelab-race-hint");
    /** The colour tables of the current target, shared by its hints. */
    private final BoundCache bounds = new BoundCache();
    private Duration budget = RaceHints.DEFAULT_BUDGET;
    /** The text this flow last put on the card; while the card still shows it, it speaks of that position. */
    private String said;
    private HintSearch hintSearch = (position, target, metric, limit, token) ->
            RaceHints.nextMove(position, target, metric, limit, token, bounds.heuristics(target, metric));

    /**
     * Wires the help card; hint and solution are off on a solved board, while {@code editing}, and while
     * {@code racing}: a race against the computer is the player's own play, so it has no help at all.
     */
    HelpFlow(RaceGame game, HelpCard help, TileBoardView board, SolutionPlayback playback,
            ObservableBooleanValue editing, ObservableBooleanValue racing) {
        this.game = game;
        this.help = help;
        this.board = board;
        this.playback = playback;
        help.hint.setOnAction(e -> requestHint());
        help.solution.setOnAction(e -> showSolution());
        help.stop.setOnAction(e -> {
            stopAll();
            say("Stopped.");
        });
        help.busy.visibleProperty().bind(searches.runningProperty());
        help.stop.disableProperty().bind(searches.runningProperty().or(playback.playingProperty()).not());
        help.hint.disableProperty().bind(game.solvedProperty().or(editing).or(racing));
        help.solution.disableProperty().bind(game.solvedProperty().or(editing).or(racing));
        racing.addListener((o, was, now) -> {
            if (now) {
                stopAll();
                board.setHint(null);
                say(HelpCard.RACING);
            } else if (help.message.getText().equals(HelpCard.RACING)) {
                say(HelpCard.PROMPT);
            }
        });
    }

    void requestHint() {
        if (help.hint.isDisabled()) {
            return;
        }
        playback.stop();
        say("Searching for the best move…");
        searchHint(budget, null);
    }

    /**
     * Searches the current position with {@code limit}; {@code shown} is the unproven hint on the
     * card, which only a proven or shorter answer replaces (null: none yet).
     */
    private void searchHint(Duration limit, Hint shown) {
        // the job reads only these values: view-model properties stay on the FX thread
        Board position = game.getBoard();
        Target target = game.getTarget();
        Metric metric = game.getMetric();
        HintSearch search = hintSearch;
        searches.submit(new EngineJob<>(token -> search.nextMove(position, target, metric, limit, token)),
                found -> showHint(found, limit, shown),
                error -> say("No hint: " + error.getMessage()));
    }

    private void showHint(Optional<Hint> hint, Duration limit, Hint shown) {
        if (hint.isEmpty()) {
            if (shown == null) {
                say("The centre already matches the target.");
            } else {
                say(hintText(shown)); // the longer search found nothing better: the shown hint stands
            }
            return;
        }
        Hint found = hint.get();
        Hint best = shown == null || found.provenOptimal() || isShorter(found, shown) ? found : shown;
        board.setHint(best.move());
        Duration next = limit.multipliedBy(2);
        if (best.provenOptimal() || next.compareTo(LONGEST_IMPROVEMENT) > 0) {
            say(hintText(best));
            return;
        }
        say(hintText(best) + IMPROVING);
        searchHint(next, best);
    }

    private static boolean isShorter(Hint found, Hint shown) {
        return found.solutionLength() > 0 && (shown.solutionLength() < 0 || found.solutionLength() < shown.solutionLength());
    }

    private static String hintText(Hint hint) {
        return "Move " + hint.move().notation() + " (" + hint.label() + ")";
    }

    void showSolution() {
        if (help.solution.isDisabled()) {
            return;
        }
        playback.stop();
        say("Solving…");
        Board position = game.getBoard();
        Target target = game.getTarget();
        Metric metric = game.getMetric();
        Duration limit = budget;
        searches.submit(new EngineJob<>(token -> RaceSolver.solve(position, target, metric, limit, token)),
                solution -> {
                    say("Solution: " + solution.label() + ": " + TileMove.format(solution.moves()));
                    playback.play(solution.moves(), solution.label());
                },
                error -> say("No solution: " + error.getMessage()));
    }

    /**
     * A new position (a move, an undo, a new board, a dice roll): the search for the old one is
     * dropped with its hint, arrow and label alike, a playback overtaken by another move stops, and
     * a solved board says how it was solved. A playing solution keeps its label: its own moves are
     * the positions it was found for.
     */
    void positionChanged() {
        searches.cancel();
        board.setHint(null);
        playback.positionChanged();
        if (!playback.isPlaying() && help.message.getText().equals(said)) {
            help.message.setText(HelpCard.PROMPT);
        }
        if (game.isSolved() && game.getMoveCount() > 0) {
            say("Solved in " + game.getMoveCount() + " moves, "
                    + RaceGame.formatClock(game.elapsedNanos())
                    + (playback.isPlaying() ? " (the solution played: " + playback.label() + ")." : "."));
        }
    }

    /** Shows {@code text} as this flow's own, so the next position can take it back. */
    private void say(String text) {
        said = text;
        help.message.setText(text);
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
