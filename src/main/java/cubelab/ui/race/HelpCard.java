package cubelab.ui.race;

import cubelab.ui.look.Icons;
import cubelab.ui.panel.Card;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressIndicator;
import javafx.scene.layout.HBox;

/**
 * Hint and solution: buttons, a busy indicator and the answer's label ("optimal: 12 moves to go" or
 * "at most 30 moves to go, not proven optimal").
 */
final class HelpCard extends Card {

    /** What the message says while no hint, search or solution is on show. */
    static final String PROMPT = "Stuck? A hint shows the tile to move.";
    /** What the message says during a race against the computer. */
    static final String RACING = "No hints or solutions during a race: it is your own play.";

    final Button hint = Icons.decorate(new Button("Hint"), "hintButton", "mdi2l-lightbulb-on-outline",
            "Highlight the next move of an optimal solution (H)");
    final Button solution = Icons.decorate(new Button("Show solution"), "showSolution", "mdi2p-play-circle-outline",
            "Solve and play the solution step by step");
    final Button stop = Icons.decorate(new Button("Stop"), "stopSolution", "mdi2s-stop", "Stop searching or playing");
    final Label message = new Label(PROMPT);
    final ProgressIndicator busy = new ProgressIndicator(-1);

    HelpCard() {
        super("Help", "mdi2l-lightbulb-outline");
        busy.setId("raceBusy");
        busy.setPrefSize(18, 18);
        busy.setMaxSize(18, 18);
        busy.setVisible(false);
        addToHeader(busy);
        message.setId("hintLabel");
        message.setWrapText(true);
        message.getStyleClass().add("hint");
        HBox actions = new HBox(6, hint, solution, stop);
        actions.getStyleClass().add("button-row");
        getChildren().addAll(actions, message);
    }
}
