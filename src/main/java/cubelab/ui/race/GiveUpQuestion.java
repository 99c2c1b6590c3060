package cubelab.ui.race;

import javafx.scene.Node;
import javafx.scene.control.Alert;
import javafx.scene.control.ButtonBar;
import javafx.scene.control.ButtonType;
import javafx.scene.control.Label;
import javafx.stage.Modality;

/**
 * Asks before something ends a race the player has not finished (a new board, a roll of the dice):
 * going on gives the race up, and it counts as a loss. A window-modal question owned by the window
 * the race is in, so it opens centred on it; it does not wait on the FX thread (the computer keeps
 * playing meanwhile), and Esc or Keep racing leaves everything as it was.
 */
final class GiveUpQuestion {

    static final ButtonType GIVE_UP = new ButtonType("Give up", ButtonBar.ButtonData.OK_DONE);
    static final ButtonType KEEP_RACING = new ButtonType("Keep racing", ButtonBar.ButtonData.CANCEL_CLOSE);

    private GiveUpQuestion() {
    }

    /** Asks over {@code owner}'s window whether to give up for {@code what} ("A new board"); runs {@code then} on yes. */
    static Alert ask(Node owner, String what, Runnable then) {
        Alert alert = new Alert(Alert.AlertType.CONFIRMATION, null, GIVE_UP, KEEP_RACING);
        alert.initOwner(owner.getScene().getWindow());
        alert.initModality(Modality.WINDOW_MODAL);
        alert.setTitle("Give up the race?");
        alert.setHeaderText("Give up this race?");
        Label text = new Label(what + " ends the race you are playing, and it counts as a loss in your record.");
        text.setWrapText(true);
        text.setMaxWidth(360);
        alert.getDialogPane().setContent(text);
        alert.getDialogPane().setId("giveUpQuestion");
        alert.getDialogPane().getStylesheets().addAll(owner.getScene().getStylesheets());
        // a stray Enter keeps the race: the safe answer is the default one
        ((javafx.scene.control.Button) alert.getDialogPane().lookupButton(GIVE_UP)).setDefaultButton(false);
        ((javafx.scene.control.Button) alert.getDialogPane().lookupButton(KEEP_RACING)).setDefaultButton(true);
        alert.getDialogPane().lookupButton(GIVE_UP).setId("confirmGiveUp");
        alert.getDialogPane().lookupButton(KEEP_RACING).setId("keepRacing");
        alert.setOnHidden(e -> {
            if (alert.getResult() == GIVE_UP) {
                then.run();
            }
        });
        alert.show();
        return alert;
    }
}
