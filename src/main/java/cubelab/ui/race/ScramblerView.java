package cubelab.ui.race;

import cubelab.race.board.Target;
import cubelab.race.board.TileColor;
import java.util.ArrayList;
import java.util.List;
import javafx.scene.control.Label;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.StackPane;

/**
 * The rolled target pattern, drawn like the game's scrambler: an (n−2)×(n−2) grid of dice faces in a
 * dark frame. Cells are {@code #target-1-1}… (row, column from 1) and report clicks for the editor.
 */
final class ScramblerView extends GridPane {

    private final List<StackPane> dice = new ArrayList<>();
    private int side;
    private TileBoardView.CellClick onClick = (row, column) -> { };

    ScramblerView() {
        getStyleClass().add("scrambler");
        setMaxSize(USE_PREF_SIZE, USE_PREF_SIZE);
    }

    void setOnCellClicked(TileBoardView.CellClick click) {
        onClick = click;
    }

    void show(Target target) {
        int wanted = target.boardSize() - 2;
        if (wanted != side) {
            side = wanted;
            getChildren().clear();
            dice.clear();
            double die = Math.max(22, Math.min(40, 150.0 / side));
            for (int row = 0; row < side; row++) {
                for (int column = 0; column < side; column++) {
                    StackPane cell = new StackPane(letter());
                    cell.getStyleClass().add("die");
                    cell.setId("target-" + (row + 1) + "-" + (column + 1));
                    cell.setPrefSize(die, die);
                    cell.setMinSize(die, die);
                    int r = row;
                    int c = column;
                    cell.setOnMouseClicked(e -> onClick.clicked(r, c));
                    dice.add(cell);
                    add(cell, column, row);
                }
            }
        }
        for (int row = 0; row < side; row++) {
            for (int column = 0; column < side; column++) {
                paint(row, column, target.colorAt(row, column));
            }
        }
    }

    void paint(int row, int column, TileColor color) {
        StackPane cell = dice.get(row * side + column);
        cell.getStyleClass().removeIf(TileColors::isColorClass);
        cell.getStyleClass().add(TileColors.styleClass(color.code()));
        ((Label) cell.getChildren().get(0)).setText(TileColors.letter(color.code()));
    }

    /** The die's colour letter, shown by the colour-blind look. */
    private static Label letter() {
        Label letter = new Label();
        letter.getStyleClass().add("tile-letter");
        letter.setMouseTransparent(true);
        return letter;
    }
}
