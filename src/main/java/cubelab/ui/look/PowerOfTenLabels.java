package cubelab.ui.look;

import javafx.util.StringConverter;

/**
 * Tick labels for a log-scale axis that plots log10 of the values: exponent 4 reads "10⁴".
 * Shared by the race bench chart and the Algorithm Lab.
 */
public final class PowerOfTenLabels extends StringConverter<Number> {

    private static final String SUPERSCRIPTS = "⁰¹²³⁴⁵⁶⁷⁸⁹";

    /** "1", "10", then "10²", "10³", …, and "10⁻¹" for negative exponents. */
    public static String powerOfTen(int exponent) {
        if (exponent == 0) {
            return "1";
        }
        if (exponent == 1) {
            return "10";
        }
        StringBuilder text = new StringBuilder("10");
        for (char digit : Integer.toString(exponent).toCharArray()) {
            text.append(digit == '-' ? '⁻' : SUPERSCRIPTS.charAt(digit - '0'));
        }
        return text.toString();
    }

    @Override
    public String toString(Number exponent) {
        return powerOfTen(exponent.intValue());
    }

    @Override
    public Number fromString(String text) {
        return 0; // labels are never parsed back
    }
}
