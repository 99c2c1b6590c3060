package cubelab.ui;

import cubelab.ui.dialog.FileDialogs;
import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import javafx.scene.input.Clipboard;
import javafx.scene.input.ClipboardContent;
import javafx.stage.FileChooser;
import javafx.stage.Window;

/** Clipboard and text-file import/export of facelet strings and algorithms. */
final class FileTransfer {

    /** Asks where to save: the chosen file, or null when the user cancelled. */
    interface SaveDialog {
        File ask(String title, String initialName);
    }

    private final Window owner;
    private final SaveDialog saveDialog;

    FileTransfer(Window owner) {
        this.owner = owner;
        this.saveDialog = (title, initialName) -> {
            FileChooser chooser = initialName.endsWith(".png") ? pngChooser(title) : chooser(title);
            chooser.setInitialFileName(initialName);
            return FileDialogs.save(chooser, owner);
        };
    }

    /** With another save dialog (tests answer it without a native window). */
    FileTransfer(Window owner, SaveDialog saveDialog) {
        this.owner = owner;
        this.saveDialog = saveDialog;
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
        File file = FileDialogs.open(chooser, owner);
        if (file == null) {
            return Optional.empty();
        }
        return Files.readAllLines(file.toPath(), StandardCharsets.UTF_8).stream()
                .map(String::strip).filter(s -> !s.isEmpty() && !s.startsWith("#")).findFirst();
    }

    /**
     * Asks where to save and writes the text; returns the file written, or nothing when the user
     * cancelled.
     */
    Optional<Path> save(String title, String initialName, String text) throws IOException {
        File file = saveDialog.ask(title, initialName);
        if (file == null) {
            return Optional.empty();
        }
        Files.writeString(file.toPath(), text + System.lineSeparator(), StandardCharsets.UTF_8);
        return Optional.of(file.toPath());
    }

    /** Asks where to save (e.g. a picture the caller writes): the chosen file, or nothing when the user cancelled. */
    Optional<Path> choose(String title, String initialName) {
        File file = saveDialog.ask(title, initialName);
        return file == null ? Optional.empty() : Optional.of(file.toPath());
    }

    private static FileChooser pngChooser(String title) {
        FileChooser chooser = new FileChooser();
        chooser.setTitle(title);
        chooser.getExtensionFilters().addAll(new FileChooser.ExtensionFilter("PNG pictures", "*.png"),
                new FileChooser.ExtensionFilter("All files", "*"));
        return chooser;
    }

    private static FileChooser chooser(String title) {
        FileChooser chooser = new FileChooser();
        chooser.setTitle(title);
        chooser.getExtensionFilters().addAll(new FileChooser.ExtensionFilter("Text files", "*.txt"),
                new FileChooser.ExtensionFilter("All files", "*"));
        return chooser;
    }
}
