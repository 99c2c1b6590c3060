package cubelab.ui;

import javafx.application.Application;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.layout.BorderPane;
import javafx.stage.Stage;

/** The CubeLab window. */
public final class CubeLabApplication extends Application {

    /** Opens the window and returns when it closes. */
    public static void launchWindow(String[] args) {
        Application.launch(CubeLabApplication.class, args);
    }

    @Override
    public void start(Stage stage) {
        BorderPane root = new BorderPane(new Label("CubeLab"));
        stage.setTitle("CubeLab");
        stage.setScene(new Scene(root, 1280, 800));
        stage.show();
    }
}
