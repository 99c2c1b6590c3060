package cubelab.ui;

import cubelab.model.FaceletCube;
import cubelab.ui.session.CubeSession;
import javafx.beans.binding.Bindings;
import javafx.beans.property.StringProperty;
import javafx.beans.value.ObservableBooleanValue;
import javafx.scene.control.Label;
import org.controlsfx.control.StatusBar;

/**
 * The status bar: the Cube tab's status line and on the right
 * whether the cube is solved.
 */
final class WindowStatusBar {

    private WindowStatusBar() {
    }

    /** @param cubeShown true while the Cube tab shows: "Solved/Scrambled" is about the cube */
    static StatusBar statusBar(StringProperty status, CubeSession session,
            ObservableBooleanValue cubeShown) {
        StatusBar statusBar = new StatusBar();
        statusBar.setId("statusBar");
        // the status line speaks of the Cube tab (a saved picture, a solve, a table build); the
        // Race and Lab tabs have lines of their own, so on them it stays empty rather than stale
        statusBar.textProperty().bind(Bindings.when(cubeShown).then(status).otherwise(""));
        // no busy bar while a solve runs: the Solve card shows its progress, and an animated bar
        // drawn without a graphics card takes processor time from the search
        Label cubeStatus = new Label();
        cubeStatus.setId("cubeStatus");
        cubeStatus.getStyleClass().add("cube-status");
        cubeStatus.visibleProperty().bind(cubeShown);
        cubeStatus.textProperty().bind(Bindings.createStringBinding(
                () -> session.getCube().equals(FaceletCube.SOLVED) ? "Solved" : "Scrambled", session.cubeProperty()));
        statusBar.getRightItems().add(cubeStatus);
        return statusBar;
    }
}
