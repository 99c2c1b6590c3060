package cubelab.ui;

import cubelab.notation.Move;
import cubelab.ui.cube.CubeView3D;
import cubelab.ui.panel.PlaybackPanel;
import cubelab.ui.playback.Playback;
import cubelab.ui.session.CubeSession;
import cubelab.ui.session.CubeSession.Origin;
import javafx.animation.PauseTransition;
import javafx.util.Duration;

/**
 * Playing a solution on the cube: the transport buttons, the keyboard and menu actions, and
 * autoplay, which waits for each animated turn to finish (plus a short pause) before the next.
 * Every step goes through the session, so the 3D cube, the net and the move list follow it.
 * FX thread only.
 */
final class PlaybackControls {

    private final CubeSession session;
    private final Playback playback;
    private final PlaybackPanel panel;
    private final CubeView3D cube3d;
    private final PauseTransition playDelay = new PauseTransition(Duration.millis(90));

    PlaybackControls(CubeSession session, Playback playback, PlaybackPanel panel, CubeView3D cube3d) {
        this.session = session;
        this.playback = playback;
        this.panel = panel;
        this.cube3d = cube3d;
    }

    void wire() {
        panel.speedSlider().valueProperty().bindBidirectional(cube3d.turnMillisProperty());
        playback.positionProperty().addListener((o, a, p) -> panel.setPosition(p.intValue()));
        panel.forwardButton().setOnAction(e -> stepForward());
        panel.backButton().setOnAction(e -> stepBack());
        panel.startButton().setOnAction(e -> seek(0));
        panel.endButton().setOnAction(e -> seekEnd());
        panel.setOnSeek(this::seek);
        panel.playPauseButton().selectedProperty().addListener((o, a, playing) -> {
            if (playing) {
                if (playback.atEnd()) {
                    seek(0);
                }
                advancePlay();
            }
        });
        cube3d.idleProperty().addListener((o, a, idle) -> {
            if (idle && isPlaying()) {
                playDelay.setOnFinished(e -> advancePlay());
                playDelay.playFromStart();
            }
        });
    }

    boolean isPlaying() {
        return panel.playPauseButton().isSelected();
    }

    private void advancePlay() {
        if (!isPlaying() || !cube3d.idleProperty().get()) {
            return;
        }
        if (!stepForward()) {
            panel.playPauseButton().setSelected(false);
        }
    }

    /** Plays or pauses a loaded solution. */
    void togglePlay() {
        if (playback.isLoaded()) {
            panel.playPauseButton().setSelected(!isPlaying());
        }
    }

    /** Pauses autoplay. */
    void pause() {
        panel.playPauseButton().setSelected(false);
    }

    /** Plays the next move of the solution; false at its end or with none loaded. */
    boolean stepForward() {
        return step(playback.forward());
    }

    /** Takes back the last played move; false at the start or with none loaded. */
    boolean stepBack() {
        return step(playback.back());
    }

    private boolean step(Move move) {
        if (move == null) {
            return false;
        }
        session.turn(move, Origin.PLAYBACK);
        return true;
    }

    /** Shows the cube after the first {@code index} moves of the solution, at once. */
    void seek(int index) {
        if (playback.isLoaded()) {
            session.jump(playback.seek(index), Origin.PLAYBACK);
        }
    }

    /** Shows the solved end of the solution. */
    void seekEnd() {
        seek(playback.length());
    }
}
