package cubelab.ui;

import cubelab.model.FaceletCube;
import cubelab.ui.cube.CubeView3D;
import cubelab.ui.look.Icons;
import cubelab.ui.session.CubeSession;
import cubelab.ui.session.CubeSession.Origin;
import java.util.List;
import javafx.beans.value.ObservableBooleanValue;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.Separator;
import javafx.scene.control.ToggleButton;
import javafx.scene.control.ToolBar;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;

/**
 * The toolbar: undo, redo, reset, scramble, the sticker editor's toggle, solve and reset view.
 * Its Scramble and Solve buttons are off exactly when the cards' own buttons are. All of them act
 * on the cube, so they show only while the Cube tab does: on the Rubik's Race and Algorithm Lab
 * tabs a Reset or Solve there would change a cube nobody is looking at.
 */
final class ToolBarFactory {

    private ToolBarFactory() {
    }

    /**
     * @param solveCardButton the Solve card's button, whose enabled state the toolbar's Solve follows
     * @param startSolve      what Solve does
     * @param cubeTabShowing  true while the Cube tab is selected: the cube actions show only then
     * @param openScan        what Scan does (opens Scan cube)
     */
    static ToolBar toolBar(CubeSession session, ScrambleFlow scrambles, ToggleButton editToggle,
            Button solveCardButton, Runnable startSolve, CubeView3D cube3d, ObservableBooleanValue cubeTabShowing,
            Runnable openScan) {
        Button undo = Icons.decorate(new Button(), "undo", "mdi2u-undo", "Undo turn (Ctrl+Z)");
        Button redo = Icons.decorate(new Button(), "redo", "mdi2r-redo", "Redo turn (Ctrl+Y)");
        undo.disableProperty().bind(session.canUndoProperty().not());
        redo.disableProperty().bind(session.canRedoProperty().not());
        undo.setOnAction(e -> session.undo());
        redo.setOnAction(e -> session.redo());
        Button reset = Icons.decorate(new Button("Reset"), "resetCube", "mdi2r-restore", "Reset to a solved cube");
        reset.setOnAction(e -> {
            session.replace(FaceletCube.SOLVED, Origin.USER);
            scrambles.clear();
        });
        Button random = Icons.decorate(new Button("Scramble"), "toolbarScramble", "mdi2s-shuffle-variant",
                "Scramble to a random state");
        random.setOnAction(e -> scrambles.randomState());
        random.disableProperty().bind(scrambles.panel().randomStateButton().disableProperty());
        Button solve = Icons.decorate(new Button("Solve"), "toolbarSolve", "mdi2f-flash", "Solve (Ctrl+Enter)");
        solve.getStyleClass().add("accent");
        solve.disableProperty().bind(solveCardButton.disableProperty());
        solve.setOnAction(e -> startSolve.run());
        Button scan = Icons.decorate(new Button("Scan"), "toolbarScan", "mdi2c-camera-outline",
                "Scan cube: read a physical cube from six photos");
        scan.setOnAction(e -> openScan.run());
        Button view = Icons.decorate(new Button(), "resetView", "mdi2c-crosshairs-gps", "Reset the view (Ctrl+0)");
        view.setOnAction(e -> cube3d.resetView());
        Label title = new Label("CubeLab");
        title.getStyleClass().add("brand");
        title.setGraphic(Icons.icon("mdi2c-cube-outline"));
        Region spacer = new Region();
        HBox.setHgrow(spacer, Priority.ALWAYS);
        Separator separator = new Separator();
        for (Node cubeAction : List.of(separator, undo, redo, reset, random, editToggle, scan, solve, view)) {
            // not managed either: hidden actions leave no gap in the bar
            cubeAction.visibleProperty().bind(cubeTabShowing);
            cubeAction.managedProperty().bind(cubeTabShowing);
        }
        ToolBar bar = new ToolBar(title, separator, undo, redo, reset, random, editToggle, scan, solve, spacer, view);
        bar.setId("toolbar");
        return bar;
    }
}
