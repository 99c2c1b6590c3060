package cubelab.ui;

import javafx.scene.Node;
import javafx.stage.Window;

/**
 * What a dialog needs from the window: the window that owns it, and the file dialogs, which the
 * application (or a test, with its own save dialog) sets once the window has a stage. FX thread only.
 */
final class WindowDialogs {

    private final Node root;
    private FileTransfer files;

    /** @param root the window's content; its scene's window owns the dialogs */
    WindowDialogs(Node root) {
        this.root = root;
    }

    /** The window the dialogs belong to; null until the content is shown. */
    Window owner() {
        return root.getScene() == null ? null : root.getScene().getWindow();
    }

    /** The file dialogs, the clipboard aside; null until the window has a stage. */
    FileTransfer files() {
        return files;
    }

    void setFiles(FileTransfer files) {
        this.files = files;
    }
}
