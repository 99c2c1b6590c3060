package cubelab.ui;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.Optional;
import javafx.scene.input.Clipboard;
import javafx.scene.input.ClipboardContent;
import javafx.stage.FileChooser;
import javafx.stage.Window;

/** Clipboard and text-file import/export of facelet strings and algorithms. */
final class FileTransfer {

    private final Window owner;

    FileTransfer(Window owner) {
        this.owner = owner;
    }

    static void copy(String text) {
        ClipboardContent content = new ClipboardContent();
        content.putString(text);
        Clipboard.getSystemClipboard().setContent(content);
    }

    static Optional<String> paste() {
        Clipboard clipboard = Clipboard.getSystemClipboard();
        return clipboard.hasString() ? Optional.of(clipboard.getString()) : Optional.empty();
    }

    /** Asks for a text file and returns its first non-blank line. */
    Optional<String> open(String title) throws IOException {
        FileChooser chooser = chooser(title);
        File file = chooser.showOpenDialog(owner);
        if (file == null) {
            return Optional.empty();
        }
        return Files.readAllLines(file.toPath(), StandardCharsets.UTF_8).stream()
                .map(String::strip).filter(s -> !s.isEmpty() && !s.startsWith("#")).findFirst();
    }

    /** Asks where to save and writes the text; returns false when the user cancelled. */
    boolean save(String title, String initialName, String text) throws IOException {
        FileChooser chooser = chooser(title);
        chooser.setInitialFileName(initialName);
        File file = chooser.showSaveDialog(owner);
        if (file == null) {
            return false;
        }
        Files.writeString(file.toPath(), text + System.lineSeparator(), StandardCharsets.UTF_8);
        return true;
    }

    private static FileChooser chooser(String title) {
        FileChooser chooser = new FileChooser();
        chooser.setTitle(title);
        chooser.getExtensionFilters().addAll(new FileChooser.ExtensionFilter("Text files", "*.txt"),
                new FileChooser.ExtensionFilter("All files", "*"));
        return chooser;
    }
}
