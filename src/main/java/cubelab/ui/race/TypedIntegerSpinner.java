package cubelab.ui.race;

import javafx.scene.control.Spinner;
import javafx.scene.control.SpinnerValueFactory.IntegerSpinnerValueFactory;
import javafx.util.StringConverter;

/**
 * An integer spinner that can be typed into. The typed text counts as soon as the player leaves the
 * field (Tab or a click elsewhere), not only on Enter, because a new user types a number and moves
 * on; text that is no whole number from min to max puts the last valid value back instead of
 * throwing or clamping, so the field never shows a value the game does not have.
 */
final class TypedIntegerSpinner extends Spinner<Integer> {

    TypedIntegerSpinner(int min, int max, int initial) {
        super(min, max, initial);
        IntegerSpinnerValueFactory values = (IntegerSpinnerValueFactory) getValueFactory();
        values.setConverter(new LastValidConverter(values));
        setEditable(true);
        // replaces the spinner's own Enter handling, which commits but leaves reverted text in the field
        getEditor().setOnAction(e -> commitTypedText());
        focusedProperty().addListener((o, was, focused) -> {
            if (!focused) {
                commitTypedText();
            }
        });
    }

    /** Takes the typed value if it is valid, and shows the spinner's value in either case. */
    private void commitTypedText() {
        commitValue();
        cancelEdit();
    }

    /** Reads typed text; anything that is not a whole number in range reads as the current value. */
    private static final class LastValidConverter extends StringConverter<Integer> {

        private final IntegerSpinnerValueFactory values;

        LastValidConverter(IntegerSpinnerValueFactory values) {
            this.values = values;
        }

        @Override
        public String toString(Integer value) {
            return value == null ? "" : value.toString();
        }

        @Override
        public Integer fromString(String text) {
            try {
                int typed = Integer.parseInt(text.strip());
                if (typed >= values.getMin() && typed <= values.getMax()) {
                    return typed;
                }
            } catch (NumberFormatException notANumber) {
                // falls through to the last valid value
            }
            return values.getValue();
        }
    }
}
