package cubelab.ui.race;

import java.util.SplittableRandom;
import javafx.scene.Scene;
import javafx.stage.Stage;

/** The race tab alone on a test stage, styled as in the window, with slides instant. */
final class RaceStage {

    private RaceStage() {
    }

    /** A race view on {@code stage} (1200×760) whose boards come from {@code seed}. */
    static RaceView show(Stage stage, long seed) {
        RaceView view = new RaceView(new SplittableRandom(seed));
        view.setSlideMillis(0);
        Scene scene = new Scene(view.root(), 1200, 760);
        scene.getStylesheets().add(RaceView.class.getResource("/cubelab/ui/theme.css").toExternalForm());
        scene.getStylesheets().add(RaceView.class.getResource("/cubelab/ui/main.css").toExternalForm());
        stage.setScene(scene);
        stage.show();
        return view;
    }
}
