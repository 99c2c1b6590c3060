package cubelab.ui.look;

import javafx.scene.control.ButtonBase;
import javafx.scene.control.Tooltip;
import org.kordamp.ikonli.javafx.FontIcon;

/** Small helpers for icon buttons: every icon-only button gets a tooltip and accessible text. */
public final class Icons {

    private Icons() {
    }

    public static FontIcon icon(String literal) {
        FontIcon icon = new FontIcon(literal);
        icon.getStyleClass().add("icon");
        return icon;
    }

    public static <B extends ButtonBase> B decorate(B button, String id, String literal, String tip) {
        button.setId(id);
        if (literal != null) {
            button.setGraphic(icon(literal));
        }
        button.setTooltip(new Tooltip(tip));
        button.setAccessibleText(tip);
        return button;
    }
}
