package cubelab.ui.race;

import javafx.event.EventHandler;
import javafx.scene.control.TextInputControl;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;

/**
 * Keys inside the race tab: Ctrl+Z undo, H hint, Escape stop, arrows slide the tile beside the blank
 * in the arrow's direction. Other letters and Space are consumed too, so the cube in the other tab
 * does not turn while the game has the focus.
 */
final class RaceKeys implements EventHandler<KeyEvent> {

    static final String HOW_TO_PLAY = "Slide tiles until the outlined centre shows the target pattern. Click a tile,"
            + " or drag it toward the blank. Keys: arrows slide, H hint, Ctrl+Z undo, Esc stop.";

    private final RaceGame game;
    private final Runnable undo;
    private final Runnable hint;
    private final Runnable stop;
    private final TileBoardView.CellClick slide;

    /** {@code slide} plays the tile at a cell, as a click would. */
    RaceKeys(RaceGame game, Runnable undo, Runnable hint, Runnable stop, TileBoardView.CellClick slide) {
        this.game = game;
        this.undo = undo;
        this.hint = hint;
        this.stop = stop;
        this.slide = slide;
    }

    @Override
    public void handle(KeyEvent event) {
        if (event.getTarget() instanceof TextInputControl) {
            return;
        }
        KeyCode code = event.getCode();
        if (event.isShortcutDown() && code == KeyCode.Z) {
            undo.run();
        } else if (event.isShortcutDown()) {
            return;
        } else if (code == KeyCode.H) {
            hint.run();
        } else if (code == KeyCode.ESCAPE) {
            stop.run();
        } else if (code.isArrowKey()) {
            int[] cell = besideBlank(code);
            if (cell != null) {
                slide.clicked(cell[0], cell[1]);
            }
        } else if (!code.isLetterKey() && code != KeyCode.SPACE) {
            return;
        }
        event.consume();
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
