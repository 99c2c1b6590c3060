package cubelab.ui.race;

import cubelab.ui.look.Icons;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.layout.HBox;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;

/**
 * The result of a race against the computer, over the boards: who won, each side's moves and time,
 * the record, and Race again (a new board) or Close. Controls only; {@link RivalRace} fills it.
 */
final class RaceResultPane extends StackPane {

    final Label title = new Label();
    final Label player = new Label();
    final Label computer = new Label();
    final Label record = new Label();
    final Button again = Icons.decorate(new Button("Race again on a new board"), "raceAgain", "mdi2f-flag-checkered",
            "A new board, and the race starts at once");
    final Button close = Icons.decorate(new Button("Close"), "closeResult", "mdi2c-close", "Back to the boards");

    RaceResultPane() {
        setId("raceResultPane");
        title.getStyleClass().add("result-title");
        title.setId("resultTitle");
        player.setId("resultPlayer");
        computer.setId("resultComputer");
        record.setId("resultRecord");
        record.getStyleClass().add("hint");
        again.getStyleClass().add("accent");
        HBox buttons = new HBox(8, again, close);
        buttons.setAlignment(Pos.CENTER);
        VBox box = new VBox(10, title, player, computer, record, buttons);
        box.setAlignment(Pos.CENTER);
        box.getStyleClass().add("race-result");
        box.setMaxSize(VBox.USE_PREF_SIZE, VBox.USE_PREF_SIZE);
        getChildren().add(box);
        setVisible(false);
        managedProperty().bind(visibleProperty());
    }
}
