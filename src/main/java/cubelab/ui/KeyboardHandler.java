package cubelab.ui;

import cubelab.ui.editor.StickerEditor;
import cubelab.ui.session.CubeSession;
import java.util.EnumSet;
import java.util.Set;
import javafx.beans.value.ChangeListener;
import javafx.event.EventHandler;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.TextInputControl;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.stage.Window;

/**
 * The Cube tab's keys ({@link KeyMap}), seen by a filter on the window: before any control, and
 * even when no control has the focus (after the focused button is disabled, keys go to the scene
 * itself). So the playback keys work whatever has the focus: the 3D view, a toolbar button, the
 * move list, the tab bar. A text field keeps its keys. A key that acts is consumed, press and
 * release: it never also presses the focused button (Space would re-run a scramble and throw the
 * solution away), moves the focus or switches tabs. Keys with Ctrl or Meta are left to the menu
 * accelerators, and the Race and Lab tabs and the sticker editor have keys of their own.
 */
final class KeyboardHandler implements EventHandler<KeyEvent> {

    private final TabSelection tabs;
    private final CubeSession session;
    private final StickerEditor editor;
    private final PlaybackControls transport;
    private final Runnable cancelSolve;
    /** Keys whose press acted: their release is consumed too, so no button fires on it. */
    private final Set<KeyCode> acted = EnumSet.noneOf(KeyCode.class);

    /**
     * @param tabs        the keys act only while the Cube tab shows
     * @param session     the cube the face keys turn
     * @param editor      while it is open, its own keys paint stickers
     * @param transport   the playback keys' stepping, seeking and autoplay
     * @param cancelSolve Esc: stops every search for the cube
     */
    KeyboardHandler(TabSelection tabs, CubeSession session, StickerEditor editor, PlaybackControls transport,
            Runnable cancelSolve) {
        this.tabs = tabs;
        this.session = session;
        this.editor = editor;
        this.transport = transport;
        this.cancelSolve = cancelSolve;
    }

    /**
     * Filters the keys of the window {@code root} is (or will be) shown in. The window's filters
     * run before the scene's own shortcut handling, which would take Alt+F (the wide turn Fw) to
     * open the File menu.
     */
    void install(Node root) {
        ChangeListener<Window> onWindow = (o, before, after) -> {
            if (before != null) {
                before.removeEventFilter(KeyEvent.ANY, this);
            }
            if (after != null) {
                after.addEventFilter(KeyEvent.ANY, this);
            }
        };
        ChangeListener<Scene> onScene = (o, before, after) -> {
            if (before != null) {
                before.windowProperty().removeListener(onWindow);
                onWindow.changed(null, before.getWindow(), null);
            }
            if (after != null) {
                after.windowProperty().addListener(onWindow);
                onWindow.changed(null, null, after.getWindow());
            }
        };
        root.sceneProperty().addListener(onScene);
        onScene.changed(null, null, root.getScene());
    }

    @Override
    public void handle(KeyEvent e) {
        if (e.getEventType() == KeyEvent.KEY_RELEASED) {
            if (acted.remove(e.getCode())) {
                e.consume();
            }
            return;
        }
        if (e.getEventType() != KeyEvent.KEY_PRESSED || e.getTarget() instanceof TextInputControl
                || e.isControlDown() || e.isMetaDown() || tabs.isRace() || tabs.isLab() || editor.isEditing()) {
            return; // the sticker editor has keys of its own: Space and Enter paint the focused sticker
        }
        KeyAction action = KeyMap.actionFor(e.getCode(), e.isShiftDown(), e.isAltDown());
        if (action == null) {
            return;
        }
        perform(action);
        acted.add(e.getCode());
        e.consume();
    }

    private void perform(KeyAction action) {
        if (action instanceof KeyAction.TurnCube turn) {
            session.turn(turn.move());
            return;
        }
        switch ((KeyAction.Playback) action) {
            case PLAY_PAUSE -> transport.togglePlay();
            case STEP_BACK -> transport.stepBack();
            case STEP_FORWARD -> transport.stepForward();
            case TO_START -> transport.seek(0);
            case TO_END -> transport.seekEnd();
            case CANCEL_SOLVE -> cancelSolve.run();
            default -> throw new IllegalStateException("unmapped key action " + action);
        }
    }
}
