package cubelab.ui;

import cubelab.notation.Move;
import javafx.event.EventHandler;
import javafx.scene.Node;
import javafx.scene.control.TabPane;
import javafx.scene.control.TextInputControl;
import javafx.scene.input.KeyEvent;

/**
 * Turns and playback from the keyboard (see {@link KeyMap}); text fields keep their keys. Install
 * it with {@link #install}: as a handler, so focused controls keep their keys, and as a filter
 * for the playback keys aimed at the tab bar, which would otherwise take ←, →, Home and End to
 * switch tabs (the tab bar has the focus when the window opens).
 */
final class KeyboardHandler implements EventHandler<KeyEvent> {

    private final MainWindow window;

    KeyboardHandler(MainWindow window) {
        this.window = window;
    }

    static void install(MainWindow window, Node root) {
        KeyboardHandler handler = new KeyboardHandler(window);
        root.addEventHandler(KeyEvent.KEY_PRESSED, handler);
        root.addEventFilter(KeyEvent.KEY_PRESSED, e -> {
            if (e.getTarget() instanceof TabPane && switch (e.getCode()) {
                case LEFT, RIGHT, HOME, END -> true;
                default -> false;
            }) {
                handler.handle(e);
            }
        });
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
