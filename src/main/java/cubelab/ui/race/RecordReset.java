package cubelab.ui.race;

import cubelab.ui.look.Icons;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.Hyperlink;
import javafx.scene.control.Label;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;

/**
 * The race record with a "Reset record…" link beside it. The link asks in place (a question with
 * Reset and Keep under the record) rather than in a dialog: nothing modal stops the window while
 * the computer may still be playing, and a stray click on the link costs nothing. Controls only;
 * what a reset does is the owner's.
 */
final class RecordReset extends VBox {

    final Hyperlink reset = new Hyperlink("Reset record…");
    final Label question = new Label("Forget every race, win and the best time? This cannot be undone.");
    final Button confirm = Icons.decorate(new Button("Reset"), "confirmResetRecord", "mdi2d-delete-outline",
            "Set the record back to no races");
    final Button keep = Icons.decorate(new Button("Keep"), "keepRecord", "mdi2c-close", "Keep the record as it is");
    private final VBox asking;

    RecordReset(Label record, Runnable onReset) {
        super(6);
        reset.setId("resetRecord");
        reset.setFocusTraversable(false);
        reset.managedProperty().bind(reset.visibleProperty());
        record.setMaxWidth(Double.MAX_VALUE);
        record.setWrapText(true);
        HBox.setHgrow(record, Priority.ALWAYS);
        HBox line = new HBox(6, record, reset);
        line.setAlignment(Pos.CENTER_LEFT);
        question.setId("resetRecordQuestion");
        question.setWrapText(true);
        // a wrapped label keeps its lines when the column is short of height
        question.setMinHeight(Region.USE_PREF_SIZE);
        question.getStyleClass().add("hint");
        confirm.getStyleClass().add("danger");
        HBox buttons = new HBox(6, confirm, keep);
        buttons.getStyleClass().add("button-row");
        asking = new VBox(6, question, buttons);
        asking.setId("resetRecordConfirm");
        asking.managedProperty().bind(asking.visibleProperty());
        asking.setVisible(false);
        reset.setOnAction(e -> {
            reset.setVisited(false); // a link that opens a question, not a page: it never looks used
            asking.setVisible(true);
        });
        keep.setOnAction(e -> asking.setVisible(false));
        confirm.setOnAction(e -> {
            asking.setVisible(false);
            onReset.run();
        });
        getChildren().addAll(line, asking);
    }

    /** Whether there is a record to forget: without one the link hides and an open question closes. */
    void setResettable(boolean resettable) {
        reset.setVisible(resettable);
        if (!resettable) {
            asking.setVisible(false);
        }
    }

    /** True while the question waits for Reset or Keep. */
    boolean isAsking() {
        return asking.isVisible();
    }
}
