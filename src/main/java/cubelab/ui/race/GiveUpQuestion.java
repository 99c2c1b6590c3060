package cubelab.ui.race;

import cubelab.ui.dialog.DialogWindows;
import cubelab.ui.look.Icons;
import javafx.geometry.Insets;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;
import javafx.stage.Stage;

/**
 * Asks before something ends a race the player has not finished (a new board, a roll of the dice):
 * going on gives the race up, and it counts as a loss. A {@link DialogWindows} window, as every
 * window of the main window is: owned by it and centred on it, Esc or Keep racing (its Close
 * button) leaves everything as it was. It does not wait on the FX thread: the computer keeps
 * playing meanwhile, and a race it wins meanwhile is not given up again.
 */
final class GiveUpQuestion {

    /** The one question on show, so that a second click brings it forward rather than asking twice. */
    private Stage showing;

    /** Asks over {@code owner}'s window whether to give up for {@code what} ("A new board"); runs {@code then} on yes. */
    void ask(Node owner, String what, Runnable then) {
        if (showing != null && showing.isShowing()) {
            showing.toFront();
            return;
        }
        var window = owner.getScene().getWindow();
        Label heading = new Label("Give up this race?");
        heading.getStyleClass().add("dialog-heading");
        Label text = DialogWindows.wrapped(window,
                what + " ends the race you are playing, and it counts as a loss in your record.");
        VBox content = new VBox(10, heading, text);
        content.setPadding(new Insets(16));
        content.setId("giveUpQuestion");
        Stage stage = DialogWindows.window(window, "Give up the race?", content);
        Button keep = (Button) stage.getScene().lookup("#dialogClose");
        keep.setText("Keep racing");
        Button giveUp = Icons.decorate(new Button("Give up"), "confirmGiveUp", "mdi2f-flag-outline",
                "Give up this race (a loss) and go on");
        giveUp.getStyleClass().add("danger");
        giveUp.setOnAction(e -> {
            stage.close();
            then.run();
        });
        HBox buttons = (HBox) keep.getParent();
        buttons.setSpacing(8);
        buttons.getChildren().add(0, giveUp);
        showing = stage;
        stage.show();
    }
}
