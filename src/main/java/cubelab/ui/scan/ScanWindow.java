package cubelab.ui.scan;

import cubelab.model.FaceletCube;
import java.util.function.Consumer;
import javafx.scene.Scene;
import javafx.stage.Stage;
import javafx.stage.Window;

/** The Scan cube window: one per main window, shown again when asked again. */
public final class ScanWindow {

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
        Scene scene = new Scene(view, 3 * PhotoPane.WIDTH + 60, 720);
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
