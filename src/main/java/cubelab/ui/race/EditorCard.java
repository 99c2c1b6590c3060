package cubelab.ui.race;

import cubelab.race.board.TileColor;
import cubelab.ui.look.Icons;
import cubelab.ui.panel.Card;
import java.util.LinkedHashMap;
import java.util.Map;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ToggleButton;
import javafx.scene.control.ToggleGroup;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.HBox;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;

/**
 * The board editor card: a palette (six colours and the blank, each with its count), clear, the
 * engine's validation message, use and cancel. Hidden until editing starts.
 */
final class EditorCard extends Card {

    final ToggleButton edit = Icons.decorate(new ToggleButton("Edit board"), "editBoard", "mdi2b-brush",
            "Paint the board and target to copy a physical game");
    final Button clear = Icons.decorate(new Button("Clear"), "boardClear", "mdi2e-eraser", "Make every board cell blank");
    final Button use = Icons.decorate(new Button("Play this board"), "boardUse", "mdi2c-check-bold", "Start a game on the painted board");
    final Label validation = new Label();
    /** Brushes by colour; the blank brush is keyed by null. */
    final Map<TileColor, ToggleButton> brushes = new LinkedHashMap<>();
    final Map<TileColor, Label> counts = new LinkedHashMap<>();
    private final ToggleGroup group = new ToggleGroup();
    private final VBox body = new VBox(7);

    EditorCard() {
        super("Board editor", "mdi2b-brush");
        addToHeader(edit);
        Label help = new Label("Pick a colour, then click board cells and scrambler dice.");
        help.getStyleClass().add("hint");
        help.setWrapText(true);
        HBox palette = new HBox(5);
        palette.getStyleClass().add("palette");
        for (TileColor color : TileColor.values()) {
            palette.getChildren().add(brush(color));
        }
        palette.getChildren().add(brush(null));
        brushes.get(TileColor.WHITE).setSelected(true);
        // keep one brush selected at all times: clicking the selected brush again does not clear it
        group.selectedToggleProperty().addListener((o, old, now) -> {
            if (now == null && old != null) {
                old.setSelected(true);
            }
        });
        validation.setId("boardValidation");
        validation.setWrapText(true);
        validation.getStyleClass().add("validation");
        use.getStyleClass().add("accent");
        HBox actions = new HBox(6, use, clear);
        actions.getStyleClass().add("button-row");
        body.getChildren().addAll(help, palette, validation, actions);
        body.visibleProperty().bind(edit.selectedProperty());
        body.managedProperty().bind(edit.selectedProperty());
        getChildren().add(body);
        getStyleClass().add("race-editor");
    }

    private VBox brush(TileColor color) {
        Label swatchLetter = new Label(TileColors.letter(color == null ? 0 : color.code()));
        swatchLetter.getStyleClass().add("tile-letter");
        StackPane swatch = new StackPane(swatchLetter);
        swatch.getStyleClass().addAll("swatch", TileColors.styleClass(color == null ? 0 : color.code()));
        ToggleButton button = new ToggleButton(null, swatch);
        String letter = color == null ? "blank" : String.valueOf(Character.toLowerCase(color.letter()));
        button.setId("brush-" + letter);
        button.getStyleClass().add("brush");
        button.setToggleGroup(group);
        button.setTooltip(new Tooltip(color == null ? "Blank" : TileColors.name(color)));
        brushes.put(color, button);
        Label count = new Label();
        count.getStyleClass().add("brush-count");
        counts.put(color, count);
        VBox column = new VBox(2, button, count);
        column.getStyleClass().add("brush-column");
        return column;
    }

    /** Each brush's count against what the board needs ("3/4" in red when off). */
    void showCounts(BoardEditor editor) {
        int[] counts = editor.counts();
        for (TileColor color : TileColor.values()) {
            show(this.counts.get(color), counts[color.code()], cubelab.race.board.Board.tileCount(editor.size(), color));
        }
        show(this.counts.get(null), counts[0], 1);
    }

    /** The engine's verdict on the painting; only a legal board can be played. */
    void showValidation(BoardEditor.Validation verdict) {
        validation.setText(verdict.ok() ? "A legal board: ready to play." : verdict.problem());
        validation.getStyleClass().removeAll("ok", "defect");
        validation.getStyleClass().add(verdict.ok() ? "ok" : "defect");
        use.setDisable(!verdict.ok());
    }

    private static void show(Label label, int count, int need) {
        label.setText(count + "/" + need);
        label.pseudoClassStateChanged(javafx.css.PseudoClass.getPseudoClass("off"), count != need);
    }

    /** The selected brush colour, or null for the blank. */
    TileColor brush() {
        for (Map.Entry<TileColor, ToggleButton> entry : brushes.entrySet()) {
            if (entry.getValue().isSelected()) {
                return entry.getKey();
            }
        }
        return TileColor.WHITE;
    }
}
