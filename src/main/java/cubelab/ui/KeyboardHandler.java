package cubelab.ui;

import cubelab.notation.Move;
import javafx.event.EventHandler;
import javafx.scene.control.TextInputControl;
import javafx.scene.input.KeyEvent;

/** Turns and playback from the keyboard (see {@link KeyMap}); text fields keep their keys. */
final class KeyboardHandler implements EventHandler<KeyEvent> {

    private final MainWindow window;

    KeyboardHandler(MainWindow window) {
        this.window = window;
    }

    @Override
    public void handle(KeyEvent e) {
        if (e.getTarget() instanceof TextInputControl || e.isControlDown() || e.isMetaDown() || e.isConsumed()
                || window.isRaceTabSelected() || window.isLabTabSelected()) {
            return;
        }
        switch (e.getCode()) {
            case SPACE -> window.playbackControls().togglePlay();
            case LEFT -> window.playbackControls().stepBack();
            case RIGHT -> window.playbackControls().stepForward();
            case HOME -> window.playbackControls().seek(0);
            case END -> window.playbackControls().seekEnd();
            case ESCAPE -> window.cancelSolve();
            default -> {
                String text = e.getCode().getChar();
                if (text.length() != 1 || !e.getCode().isLetterKey() || window.editor().isEditing()) {
                    return;
                }
                Move move = KeyMap.moveFor(text.charAt(0), e.isShiftDown(), e.isAltDown());
                if (move == null) {
                    return;
                }
                window.session().turn(move);
            }
        }
        e.consume();
    }
}
