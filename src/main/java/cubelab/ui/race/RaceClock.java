package cubelab.ui.race;

import javafx.animation.Animation;
import javafx.animation.KeyFrame;
import javafx.animation.Timeline;
import javafx.css.PseudoClass;
import javafx.scene.control.Label;
import javafx.util.Duration;

/**
 * The game clock: a label that shows the game's elapsed time, refreshed ten times a second while
 * the tab lives, and drawn as stopped once the board is solved. The time itself is the game's
 * ({@link RaceGame#elapsedNanos()}); this only shows it.
 */
final class RaceClock extends Label {

    private static final PseudoClass STOPPED = PseudoClass.getPseudoClass("stopped");

    private final RaceGame game;
    private final Timeline ticker = new Timeline(new KeyFrame(Duration.millis(100), e -> refresh()));

    RaceClock(RaceGame game) {
        super("0:00.0");
        this.game = game;
        setId("raceClock");
        getStyleClass().add("clock");
        game.solvedProperty().addListener((o, was, solved) -> refresh());
        ticker.setCycleCount(Animation.INDEFINITE);
        ticker.play();
    }

    /** Shows the time now (the ticker does so too; a new position should not wait for it). */
    void refresh() {
        setText(RaceGame.formatClock(game.elapsedNanos()));
        pseudoClassStateChanged(STOPPED, game.isSolved());
    }

    /** Stops the ticker (the window is closing). */
    void stop() {
        ticker.stop();
    }
}
