package cubelab.ui.panel;

import cubelab.ui.look.Icons;
import javafx.scene.control.Button;
import javafx.scene.control.Spinner;
import javafx.scene.control.TextArea;
import javafx.scene.control.TextFormatter;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;

/** Scramble by random state, by N random moves, or with the typed algorithm; shows the text. */
public final class ScramblePanel extends Card {

    private final Button randomState = Icons.decorate(new Button("Random state"), "scrambleRandom",
            "mdi2s-shuffle-variant", "Scramble to a uniformly random state");
    private final Spinner<Integer> count = new Spinner<>(1, 200, 25);
    private final Button moves = Icons.decorate(new Button("Moves"), "scrambleMoves", "mdi2d-dice-multiple",
            "Scramble with this many random moves");
    private final Button typed = Icons.decorate(new Button("Typed"), "scrambleTyped", "mdi2k-keyboard",
            "Scramble from solved with the typed algorithm");
    private final TextArea text = new TextArea();
    private final Button copy = Icons.decorate(new Button(), "copyScramble", "mdi2c-content-copy",
            "Copy the scramble");

    public ScramblePanel() {
        super("Scramble", "mdi2s-shuffle-variant");
        setId("scrambleCard");
        count.setId("scrambleCount");
        count.setEditable(true);
        count.setPrefWidth(78);
        count.setAccessibleText("number of random moves");
        // digits only, so a commit never meets text that is no number; an empty field keeps the last value
        count.getEditor().setTextFormatter(new TextFormatter<>(change ->
                change.getControlNewText().matches("\\d{0,3}") ? change : null));
        count.valueProperty().addListener((o, last, now) -> {
            if (now == null) {
                count.getValueFactory().setValue(last);
            }
        });
        // a typed number counts without Enter: it is committed when the field loses the focus
        count.focusedProperty().addListener((o, was, focused) -> {
            if (!focused) {
                commitCount();
            }
        });
        HBox row = new HBox(6, randomState, count, moves, typed);
        row.getStyleClass().add("button-row");
        text.setId("scrambleText");
        text.setEditable(false);
        text.setWrapText(true);
        // three rows: a 25-move scramble wraps to three lines in the narrow column at 1024×700
        text.setPrefRowCount(3);
        text.setAccessibleText("the scramble, selectable and copyable");
        text.setPromptText("No scramble yet");
        text.getStyleClass().add("mono");
        HBox.setHgrow(text, Priority.ALWAYS);
        HBox shown = new HBox(6, text, copy);
        shown.getStyleClass().add("field-row");
        setBody(row, shown);
    }

    public Button randomStateButton() {
        return randomState;
    }

    public Button movesButton() {
        return moves;
    }

    public Button typedButton() {
        return typed;
    }

    public Spinner<Integer> countSpinner() {
        return count;
    }

    /**
     * The number of random moves as the field shows it: typed text is committed first (Moves may
     * be pressed without the field losing the focus), clamped to 1..200; an empty field gives way
     * to the last value.
     */
    public int moveCount() {
        commitCount();
        return count.getValue();
    }

    private void commitCount() {
        count.commitValue();
        // the factory clamps a value out of range; the field shows what will be used
        count.getEditor().setText(String.valueOf(count.getValue()));
    }

    public TextArea text() {
        return text;
    }

    public Button copyButton() {
        return copy;
    }
}
