package cubelab.ui;

import java.util.function.Consumer;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;

/**
 * The Cube tab's status line and the window's short pop-up notices. The flows write to it without
 * knowing the window; the application sets where the pop-ups go once the window has a stage.
 * FX thread only.
 */
final class WindowNotices {

    private final StringProperty status = new SimpleStringProperty(this, "status", "Ready");
    private Consumer<String> notifier = text -> { };

    /** The status line's text. */
    StringProperty statusProperty() {
        return status;
    }

    /** Writes the status line. */
    void status(String text) {
        status.set(text);
    }

    /** Writes the status line and shows the same text as a pop-up: something the user should not miss. */
    void notice(String text) {
        status.set(text);
        notifier.accept(text);
    }

    /** A short pop-up without touching the status line. */
    void toast(String text) {
        notifier.accept(text);
    }

    /** Where pop-ups go (a ControlsFX notification in the app); until set, nowhere. */
    void setNotifier(Consumer<String> notifier) {
        this.notifier = notifier;
    }
}
