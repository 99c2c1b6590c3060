package cubelab.ui.panel;

import cubelab.notation.Algorithm;
import cubelab.notation.Move;
import cubelab.notation.NotationException;
import cubelab.notation.Turn;
import cubelab.ui.look.Icons;
import java.util.Optional;
import java.util.function.Consumer;
import javafx.scene.control.Button;
import javafx.scene.control.TextField;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.text.Text;
import javafx.scene.text.TextFlow;

/** Turn buttons and the algorithm field; parse errors appear under the field, at the character. */
public final class MovesPanel extends Card {

    private final TextField algorithmField = new TextField();
    private final Button play = Icons.decorate(new Button("Play"), "playAlgorithm", "mdi2p-play", "Play the typed algorithm");
    private final TextFlow error = new TextFlow();

    public MovesPanel(Consumer<Move> turn) {
        super("Turn", "mdi2r-rotate-3d-variant");
        setId("turnCard");
        GridPane grid = new GridPane();
        grid.getStyleClass().add("turn-grid");
        Turn[] turns = {Turn.U, Turn.D, Turn.R, Turn.L, Turn.F, Turn.B, Turn.M, Turn.E, Turn.S, Turn.X, Turn.Y, Turn.Z};
        for (int i = 0; i < turns.length; i++) {
            for (int prime = 0; prime < 2; prime++) {
                Move move = Move.of(turns[i], prime == 0 ? 1 : 3);
                Button button = new Button(move.toString());
                button.setId("turn-" + turns[i].symbol() + (prime == 0 ? "" : "-prime"));
                button.getStyleClass().add("turn-button");
                button.setOnAction(e -> turn.accept(move));
                button.setFocusTraversable(false);
                button.setMinWidth(0);
                button.setMaxWidth(Double.MAX_VALUE);
                GridPane.setHgrow(button, Priority.ALWAYS);
                grid.add(button, i, prime);
            }
        }
        algorithmField.setId("algorithmField");
        algorithmField.setPromptText("Type an algorithm, e.g. R U R' U'  (Enter plays it)");
        HBox.setHgrow(algorithmField, Priority.ALWAYS);
        HBox field = new HBox(6, algorithmField, play);
        field.getStyleClass().add("field-row");
        error.setId("algorithmError");
        error.getStyleClass().add("error-flow");
        error.setVisible(false);
        error.setManaged(false);
        algorithmField.textProperty().addListener((o, a, b) -> clearError());
        setBody(field, error, grid);
    }

    public TextField field() {
        return algorithmField;
    }

    public Button playButton() {
        return play;
    }

    /** The field's algorithm; empty, with the parse error shown at its character, when it does not parse. */
    public Optional<Algorithm> algorithm() {
        String text = algorithmField.getText();
        try {
            clearError();
            return Optional.of(Algorithm.parse(text));
        } catch (NotationException e) {
            showError(text, e.index(), e.getMessage());
            return Optional.empty();
        }
    }

    /** Shows the text with the character at {@code index} marked, and the message. */
    public void showError(String text, int index, String message) {
        String before = text.substring(0, Math.min(index, text.length()));
        String bad = index < text.length() ? text.substring(index, index + 1) : "␣";
        String after = index + 1 < text.length() ? text.substring(index + 1) : "";
        Text t1 = new Text(before);
        Text t2 = new Text(bad);
        Text t3 = new Text(after);
        Text caption = new Text("\n" + message);
        t1.getStyleClass().add("error-code");
        t2.getStyleClass().addAll("error-code", "error-char");
        t3.getStyleClass().add("error-code");
        caption.getStyleClass().add("error-message");
        error.getChildren().setAll(t1, t2, t3, caption);
        error.setAccessibleText(message);
        error.setVisible(true);
        error.setManaged(true);
        if (!algorithmField.getStyleClass().contains("invalid")) {
            algorithmField.getStyleClass().add("invalid");
        }
        algorithmField.positionCaret(Math.min(index, text.length()));
    }

    public String errorText() {
        StringBuilder s = new StringBuilder();
        error.getChildren().forEach(n -> s.append(((Text) n).getText()));
        return error.isVisible() ? s.toString() : "";
    }

    public void clearError() {
        error.setVisible(false);
        error.setManaged(false);
        algorithmField.getStyleClass().remove("invalid");
    }
}
