package cubelab.ui.race;

import javafx.css.PseudoClass;
import javafx.scene.Node;
import javafx.scene.control.Label;

/**
 * The board editor's behaviour: the editor card's toggle opens it (the clock pauses, searches and
 * playback stop), clicks on board cells and scrambler dice paint with the chosen brush, the
 * engine's validation says whether the painting is a legal game, and "Play this board" starts it.
 */
final class EditorFlow {

    private static final PseudoClass EDITING = PseudoClass.getPseudoClass("editing");

    private final RaceGame game;
    private final EditorCard card;
    private final PlayArea playArea;
    private final HelpFlow help;
    private final Label message;
    /** Carries the editing pseudo-class, so the stylesheet can mark the board as a canvas. */
    private final Node view;
    /** The painting in progress; null while playing. */
    private BoardEditor editor;

    EditorFlow(RaceGame game, EditorCard card, PlayArea playArea, HelpFlow help, Label message, Node view) {
        this.game = game;
        this.card = card;
        this.playArea = playArea;
        this.help = help;
        this.message = message;
        this.view = view;
        card.edit.selectedProperty().addListener((o, was, editing) -> {
            if (editing) {
                enter();
            } else {
                leave();
            }
        });
        card.clear.setOnAction(e -> {
            if (editor != null) {
                editor.clearBoard();
                show();
            }
        });
        card.use.setOnAction(e -> {
            BoardEditor.Validation validation = editor == null ? null : editor.validate();
            if (validation != null && validation.ok()) {
                // leave the whole way first (clock, editing look), then the new game replaces the old
                leave();
                game.reset(validation.board(), validation.target());
                message.setText("Playing the edited board.");
            }
        });
    }

    boolean isEditing() {
        return editor != null;
    }

    /** Paints a board cell with the chosen brush. */
    void paintBoard(int row, int column) {
        editor.paintBoard(row, column, card.brush());
        show();
    }

    /** Paints a scrambler die with the chosen brush; clicks on the target mean nothing while playing. */
    void paintTarget(int row, int column) {
        if (editor != null) {
            editor.paintTarget(row, column, card.brush());
            show();
        }
    }

    private void enter() {
        if (editor != null) {
            return;
        }
        help.stopAll();
        playArea.board().setHint(null);
        game.pauseClock();
        editor = new BoardEditor(game.getBoard(), game.getTarget());
        view.pseudoClassStateChanged(EDITING, true);
        message.setText("Editing: paint the board and the target, then play the board.");
        show();
    }

    /** Back to the game as it was (a new game, a new size or dice also leave the editor). */
    void leave() {
        if (editor == null && !card.edit.isSelected()) {
            return;
        }
        editor = null;
        card.edit.setSelected(false);
        game.resumeClock();
        view.pseudoClassStateChanged(EDITING, false);
        message.setText("Back to the game.");
        playArea.showGame(game);
        playArea.showTarget(game);
    }

    private void show() {
        playArea.showEditor(editor);
        card.showCounts(editor);
        card.showValidation(editor.validate());
    }
}
