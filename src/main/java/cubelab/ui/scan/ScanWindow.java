package cubelab.ui.scan;

import cubelab.model.FaceletCube;
import cubelab.ui.dialog.DialogWindows;
import java.util.function.Consumer;
import javafx.geometry.Rectangle2D;
import javafx.scene.Scene;
import javafx.stage.Stage;
import javafx.stage.Window;

/** The Scan cube window: one per main window, shown again when asked again. */
public final class ScanWindow {

    /** The window's first size where the screen has room: three photos of 400 pixels across. */
    private static final double WIDTH = 1280;
    private static final double HEIGHT = 860;

    private final Stage stage = new Stage();
    private final ScanView view;

    public ScanWindow(Window owner, Consumer<FaceletCube> onEdit, Consumer<FaceletCube> onSolve) {
        view = new ScanView(cube -> {
            onEdit.accept(cube);
            owner.requestFocus();
        }, cube -> {
            stage.hide();
            onSolve.accept(cube);
        });
        Rectangle2D screen = DialogWindows.screenOf(owner);
        Scene scene = new Scene(view, Math.min(WIDTH, screen.getWidth() - DialogWindows.FRAME),
                Math.min(HEIGHT, screen.getHeight() - DialogWindows.FRAME));
        scene.getStylesheets().addAll(css("theme.css"), css("scan.css"));
        stage.setScene(scene);
        stage.setTitle("Scan cube");
        stage.initOwner(owner);
        stage.setOnHidden(e -> view.shutdown());
    }

    public void show() {
        stage.show();
        stage.toFront();
    }

    private static String css(String name) {
        return ScanWindow.class.getResource("/cubelab/ui/" + name).toExternalForm();
    }
}
