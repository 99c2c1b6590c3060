package cubelab.ui.race;

import cubelab.race.board.TileMove;
import java.util.List;
import javafx.animation.PauseTransition;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.util.Duration;

/**
 * Plays a found solution on the game one move per step, the next tile to move glowing on the
 * board so the user can follow along. Any move it did not make itself (a click, an undo, a new
 * game) stops it: the rest of the solution no longer fits the board.
 */
final class SolutionPlayback {

    private final RaceGame game;
    private final TileBoardView board;
    private final PauseTransition step = new PauseTransition(Duration.millis(420));
    private final ReadOnlyBooleanWrapper playing = new ReadOnlyBooleanWrapper(this, "playing");
    private List<TileMove> moves = List.of();
    private String label = "";
    private int next;
    /** The game version the playback's own last move led to; any other means someone else moved. */
    private long expectedVersion;

    SolutionPlayback(RaceGame game, TileBoardView board) {
        this.game = game;
        this.board = board;
        step.setOnFinished(e -> playNext());
    }

    /** Starts playing {@code solution} from the current position; {@code label} says how good it is. */
    void play(List<TileMove> solution, String label) {
        this.moves = List.copyOf(solution);
        this.label = label;
        next = 0;
        expectedVersion = game.getVersion();
        playing.set(true);
        board.setHint(moves.isEmpty() ? null : moves.get(0));
        step.playFromStart();
    }

    private void playNext() {
        if (!isPlaying() || game.getVersion() != expectedVersion || next >= moves.size()) {
            stop();
            return;
        }
        TileMove move = moves.get(next++);
        expectedVersion = game.getVersion() + 1;
        game.play(move);
        // after the move: the view clears the hint on every new position
        board.setHint(next < moves.size() ? moves.get(next) : null);
        step.playFromStart();
    }

    /** Stops if the position changed by anything but the playback's own move. */
    void positionChanged() {
        if (isPlaying() && game.getVersion() != expectedVersion) {
            stop();
        }
    }

    void stop() {
        playing.set(false);
        step.stop();
    }

    boolean isPlaying() {
        return playing.get();
    }

    ReadOnlyBooleanProperty playingProperty() {
        return playing.getReadOnlyProperty();
    }

    /** How good the solution being played is ("optimal", …); meaningful while playing. */
    String label() {
        return label;
    }

    void setStepMillis(double millis) {
        step.setDuration(Duration.millis(millis));
    }
}
