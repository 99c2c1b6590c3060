package cubelab.ui.race;

import java.util.EnumSet;
import java.util.Set;
import javafx.event.EventHandler;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.TextInputControl;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;

/**
 * The Race tab's keys: arrows slide the tile beside the blank in the arrow's direction, H asks for a
 * hint, Ctrl+Z takes a move back, Esc gives a race up (or stops a search or a playing solution).
 * They are seen by a filter on the scene, before any control, as the Cube tab's keys are: so they work
 * whatever has the focus (a button just clicked, the Pace list, the tab bar), and an arrow never moves
 * the focus or opens a list instead. They act only while the board shows; a text field keeps its keys.
 * A key that acts is consumed, press and release.
 */
final class RaceKeys implements EventHandler<KeyEvent> {

    static final String HOW_TO_PLAY = "Slide tiles until the outlined centre shows the target pattern. Click a tile,"
            + " or drag it toward the blank. Keys, wherever the focus is: arrows slide, H hint, Ctrl+Z undo,"
            + " Esc give up a race (or stop).";

    /** What the keys do; the view decides what each means at the moment. */
    interface Actions {
        void undo();

        void hint();

        void escape();

        /** Plays the tile at a cell, as a click would. */
        void slide(int row, int column);
    }

    private final RaceGame game;
    private final Node board;
    private final Actions actions;
    /** Keys whose press acted: their release is consumed too, so no focused control acts on it. */
    private final Set<KeyCode> acted = EnumSet.noneOf(KeyCode.class);

    private RaceKeys(RaceGame game, Node board, Actions actions) {
        this.game = game;
        this.board = board;
        this.actions = actions;
    }

    /** Filters the keys of the scene {@code root} is (or will be) in; they act while {@code board} shows. */
    static void install(Node root, RaceGame game, Node board, Actions actions) {
        RaceKeys keys = new RaceKeys(game, board, actions);
        root.sceneProperty().addListener((o, before, after) -> keys.move(before, after));
        keys.move(null, root.getScene());
    }

    private void move(Scene before, Scene after) {
        if (before != null) {
            before.removeEventFilter(KeyEvent.ANY, this);
        }
        if (after != null) {
            after.addEventFilter(KeyEvent.ANY, this);
        }
    }

    @Override
    public void handle(KeyEvent event) {
        if (event.getEventType() == KeyEvent.KEY_RELEASED) {
            if (acted.remove(event.getCode())) {
                event.consume();
            }
            return;
        }
        if (event.getEventType() != KeyEvent.KEY_PRESSED || event.getTarget() instanceof TextInputControl
                || event.isMetaDown() || event.isAltDown() || !isShowing(board)) {
            return;
        }
        if (act(event)) {
            acted.add(event.getCode());
            event.consume();
        }
    }

    private boolean act(KeyEvent event) {
        KeyCode code = event.getCode();
        if (event.isShortcutDown()) {
            if (code != KeyCode.Z) {
                return false; // the window's shortcuts (Ctrl+Q, Ctrl+T, …) are the menus'
            }
            actions.undo();
            return true;
        }
        if (code == KeyCode.H) {
            actions.hint();
        } else if (code == KeyCode.ESCAPE) {
            actions.escape();
        } else if (code.isArrowKey()) {
            int[] cell = besideBlank(code);
            if (cell != null) {
                actions.slide(cell[0], cell[1]);
            }
        } else {
            return false;
        }
        return true;
    }

    /** True while {@code node} and every parent is visible in a scene: the tab and the play mode are on show. */
    static boolean isShowing(Node node) {
        for (Node at = node; at != null; at = at.getParent()) {
            if (!at.isVisible()) {
                return false;
            }
        }
        return node.getScene() != null;
    }

    /** The (row, column) of the tile that an arrow moves into the blank, or null at the edge. */
    private int[] besideBlank(KeyCode code) {
        int size = game.getBoard().size();
        int blank = game.getBoard().blankCell();
        int row = blank / size;
        int column = blank % size;
        switch (code) {
            case LEFT, KP_LEFT -> column++;
            case RIGHT, KP_RIGHT -> column--;
            case UP, KP_UP -> row++;
            case DOWN, KP_DOWN -> row--;
            default -> {
                return null;
            }
        }
        return row >= 0 && column >= 0 && row < size && column < size ? new int[] {row, column} : null;
    }
}
