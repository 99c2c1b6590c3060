package cubelab.ui;

import cubelab.model.FaceletCube;
import cubelab.ui.cube.CubeView3D;
import cubelab.ui.look.Icons;
import cubelab.ui.session.CubeSession;
import cubelab.ui.session.CubeSession.Origin;
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
 * Its Scramble and Solve buttons are off exactly when the cards' own buttons are.
 */
final class ToolBarFactory {

    private ToolBarFactory() {
    }

    /**
     * @param solveCardButton the Solve card's button, whose enabled state the toolbar's Solve follows
     * @param startSolve      what Solve does
     */
    static ToolBar toolBar(CubeSession session, ScrambleFlow scrambles, ToggleButton editToggle,
            Button solveCardButton, Runnable startSolve, CubeView3D cube3d) {
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
        Button view = Icons.decorate(new Button(), "resetView", "mdi2c-crosshairs-gps", "Reset the view (Ctrl+0)");
        view.setOnAction(e -> cube3d.resetView());
        Label title = new Label("CubeLab");
        title.getStyleClass().add("brand");
        title.setGraphic(Icons.icon("mdi2c-cube-outline"));
        Region spacer = new Region();
        HBox.setHgrow(spacer, Priority.ALWAYS);
        ToolBar bar = new ToolBar(title, new Separator(), undo, redo, reset, random, editToggle, solve, spacer, view);
        bar.setId("toolbar");
        return bar;
    }
}
