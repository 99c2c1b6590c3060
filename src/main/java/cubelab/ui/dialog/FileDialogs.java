package cubelab.ui.dialog;

import java.io.File;
import java.util.function.Function;
import javafx.animation.PauseTransition;
import javafx.stage.FileChooser;
import javafx.stage.Stage;
import javafx.stage.Window;
import javafx.util.Duration;

/**
 * Shows a native file dialog over the main window and leaves a maximised main window maximised.
 * While a modal GTK file dialog shows, a window manager such as openbox takes the owner out of its
 * maximised state, and nothing gives it back when the dialog closes (JavaFX may even go on calling
 * it maximised, so asking for it again right away does nothing). Here it is given back.
 */
public final class FileDialogs {

    private FileDialogs() {
    }

    /** The file to read, or null when the user cancelled. */
    public static File open(FileChooser chooser, Window owner) {
        return keepingMaximised(owner, chooser::showOpenDialog);
    }

    /** The file to write, or null when the user cancelled. */
    public static File save(FileChooser chooser, Window owner) {
        return keepingMaximised(owner, chooser::showSaveDialog);
    }

    private static File keepingMaximised(Window owner, Function<Window, File> dialog) {
        if (!(owner instanceof Stage stage) || !stage.isMaximized()) {
            return dialog.apply(owner);
        }
        try {
            return dialog.apply(owner);
        } finally {
            // JavaFX may still call it maximised: say it is not, then, once the window manager has
            // let the owner be resized again, ask for it anew
            stage.setMaximized(false);
            PauseTransition later = new PauseTransition(Duration.millis(250));
            later.setOnFinished(e -> stage.setMaximized(true));
            later.play();
        }
    }
}
