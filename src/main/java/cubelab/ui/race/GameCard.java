package cubelab.ui.race;

import cubelab.race.board.Metric;
import cubelab.ui.look.Icons;
import cubelab.ui.panel.Card;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.Spinner;
import javafx.scene.control.ToggleButton;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import org.controlsfx.control.SegmentedButton;

/** The game card: board size, move metric, new board, dice, undo. Controls only; wired by {@link RaceView}. */
final class GameCard extends Card {

    static final int MIN_SIZE = 3;
    static final int MAX_SIZE = 9;

    final Spinner<Integer> size = new TypedIntegerSpinner(MIN_SIZE, MAX_SIZE, 5);
    final ToggleButton tile = new ToggleButton("Tile");
    final ToggleButton push = new ToggleButton("Push");
    final Button newBoard = Icons.decorate(new Button("New board"), "newBoard", "mdi2s-shuffle-variant",
            "Shuffle a new random board (same target)");
    final Button rollDice = Icons.decorate(new Button("Roll dice"), "rollDice", "mdi2d-dice-multiple",
            "Roll the scrambler: a new target pattern");
    final Button undo = Icons.decorate(new Button("Undo"), "raceUndo", "mdi2u-undo", "Take back the last move (Ctrl+Z)");

    GameCard() {
        super("Game", "mdi2g-gamepad-variant-outline");
        size.setId("raceSize");
        size.setPrefWidth(74);
        size.setTooltip(new Tooltip("Board size n×n (the game is 5×5)"));
        tile.setId("metricTile");
        push.setId("metricPush");
        tile.setTooltip(new Tooltip("Tile metric: one tile next to the blank slides (one move)"));
        push.setTooltip(new Tooltip("Push metric: any tile in the blank's row or column pushes the tiles between (one move, as in the game)"));
        SegmentedButton metric = new SegmentedButton(tile, push);
        metric.getStyleClass().add("metric-switch");
        Label sizeLabel = new Label("Size");
        Label metricLabel = new Label("Moves");
        sizeLabel.getStyleClass().add("field-label");
        metricLabel.getStyleClass().add("field-label");
        Region spacer = new Region();
        HBox.setHgrow(spacer, Priority.ALWAYS);
        HBox settings = new HBox(8, sizeLabel, size, spacer, metricLabel, metric);
        settings.getStyleClass().add("field-row");
        rollDice.getStyleClass().add("accent");
        HBox actions = new HBox(6, rollDice, newBoard, undo);
        actions.getStyleClass().add("button-row");
        getChildren().addAll(settings, actions);
    }

    void selectMetric(Metric metric) {
        tile.setSelected(metric == Metric.TILE);
        push.setSelected(metric == Metric.PUSH);
    }
}
