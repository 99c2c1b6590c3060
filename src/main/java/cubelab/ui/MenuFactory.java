package cubelab.ui;

import cubelab.common.AppVersion;
import cubelab.ui.look.ColorPreset;
import cubelab.ui.dialog.DialogWindows;
import cubelab.ui.editor.DefectWords;
import cubelab.ui.look.Icons;
import cubelab.model.FaceletCube;
import cubelab.model.InvalidCubeException;
import cubelab.notation.Algorithm;
import cubelab.notation.NotationException;
import cubelab.ui.session.CubeSession.Origin;
import java.io.IOException;
import java.util.Optional;
import javafx.geometry.Insets;
import javafx.scene.control.CheckMenuItem;
import javafx.scene.control.Label;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuItem;
import javafx.scene.control.RadioMenuItem;
import javafx.scene.control.SeparatorMenuItem;
import javafx.scene.control.ToggleGroup;
import javafx.scene.input.KeyCombination;
import javafx.scene.layout.GridPane;
import javafx.stage.Window;

/** The menu bar: import/export, edit, view and help. */
final class MenuFactory {

    private final MainWindow window;

    MenuFactory(MainWindow window) {
        this.window = window;
    }

    MenuBar menuBar() {
        MenuBar bar = new MenuBar(fileMenu(), editMenu(), viewMenu(),
                window.explore().patterns().menu(window.cubeTabSelectedProperty()), helpMenu());
        bar.setId("menuBar");
        return bar;
    }

    private Menu fileMenu() {
        Menu menu = new Menu("_File");
        MenuItem tables = item("Solver tables…", "mdi2d-database-cog-outline", "Shortcut+T", window::openTables);
        tables.setVisible(window.tablesFlow() != null);
        menu.getItems().addAll(
                tables,
                new SeparatorMenuItem(),
                cubeOnly(item("Import facelets…", "mdi2f-file-import", "Shortcut+O", () -> readFile("Import facelets")
                        .ifPresent(this::importFacelets))),
                cubeOnly(item("Scan cube…", "mdi2c-camera-outline", null, window::openScan)),
                item("Export facelets…", "mdi2f-file-export", "Shortcut+S", () -> writeFile("Export facelets",
                        "cube.txt", window.session().getCube().toString())),
                new SeparatorMenuItem(),
                cubeOnly(item("Import algorithm…", null, null,
                        () -> readFile("Import algorithm").ifPresent(this::importAlgorithm))),
                item("Export solution…", null, null, this::exportSolution),
                new SeparatorMenuItem(),
                item("Quit", null, "Shortcut+Q", () -> window.root().getScene().getWindow().hide()));
        // the pictures to share follow Export solution, before the separator and Quit
        menu.getItems().addAll(menu.getItems().size() - 2, new PictureExports(window).items());
        return menu;
    }

    private Menu editMenu() {
        Menu menu = new Menu("_Edit");
        // with the race tab showing, the shortcut belongs to the game, never to the hidden cube
        MenuItem undo = item("Undo turn", "mdi2u-undo", "Shortcut+Z", () -> {
            if (window.isRaceTabSelected()) {
                window.raceView().undo();
            } else if (!window.isLabTabSelected()) {
                window.session().undo();
            }
        });
        undo.disableProperty().bind(window.session().canUndoProperty().not());
        MenuItem redo = item("Redo turn", "mdi2r-redo", "Shortcut+Y", () -> {
            if (!window.isRaceTabSelected() && !window.isLabTabSelected()) {
                window.session().redo();
            }
        });
        redo.disableProperty().bind(window.session().canRedoProperty().not());
        MenuItem redo2 = item("Redo turn", null, "Shortcut+Shift+Z", () -> {
            if (!window.isRaceTabSelected() && !window.isLabTabSelected()) {
                window.session().redo();
            }
        });
        redo2.setVisible(false);
        CheckMenuItem edit = new CheckMenuItem("Sticker editor");
        edit.setAccelerator(KeyCombination.keyCombination("Shortcut+E"));
        window.editor().editingProperty().addListener((o, a, on) -> edit.setSelected(on));
        edit.setOnAction(e -> window.stickerEditing().setEditing(!window.editor().isEditing()));
        cubeOnly(edit);
        menu.getItems().addAll(undo, redo, redo2, new SeparatorMenuItem(),
                item("Copy facelets", "mdi2c-content-copy", "Shortcut+Shift+C", () -> {
                    FileTransfer.copy(window.session().getCube().toString());
                    window.statusProperty().set("Facelets copied to the clipboard");
                }),
                cubeOnly(item("Paste facelets", "mdi2c-content-paste", "Shortcut+Shift+V",
                        () -> FileTransfer.paste().ifPresent(this::importFacelets))),
                item("Copy solution", null, null, () -> {
                    FileTransfer.copy(window.playback().getSolution().toString());
                    window.statusProperty().set("Solution copied to the clipboard");
                }),
                cubeOnly(item("Paste algorithm and play", null, null,
                        () -> FileTransfer.paste().ifPresent(this::importAlgorithm))),
                new SeparatorMenuItem(), edit,
                cubeOnly(item("Solve", "mdi2f-flash", "Shortcut+Enter", window::startSolve)));
        return menu;
    }

    private Menu viewMenu() {
        Menu menu = new Menu("_View");
        Menu colours = new Menu("Colour scheme");
        colours.setGraphic(Icons.icon("mdi2p-palette"));
        ToggleGroup group = new ToggleGroup();
        for (ColorPreset preset : ColorPreset.ALL) {
            RadioMenuItem choice = new RadioMenuItem(preset.label());
            choice.setId("preset-" + preset.id());
            choice.setToggleGroup(group);
            choice.setSelected(window.presetProperty().get() == preset);
            choice.setOnAction(e -> window.presetProperty().set(preset));
            window.presetProperty().addListener((o, a, p) -> choice.setSelected(p == preset));
            colours.getItems().add(choice);
        }
        menu.getItems().addAll(
                cubeOnly(item("Reset view", "mdi2c-crosshairs-gps", "Shortcut+0", () -> window.cubeView().resetView())),
                cubeOnly(item("Zoom in", "mdi2m-magnify-plus-outline", "Shortcut+Plus", () -> window.cubeView().zoomBy(0.85))),
                cubeOnly(item("Zoom out", "mdi2m-magnify-minus-outline", "Shortcut+Minus",
                        () -> window.cubeView().zoomBy(1.18))),
                new SeparatorMenuItem(), colours);
        return menu;
    }

    private Menu helpMenu() {
        Menu menu = new Menu("_Help");
        menu.getItems().addAll(
                item("Keyboard shortcuts", "mdi2k-keyboard", "F1", this::showKeyMap),
                item("About CubeLab", "mdi2i-information-outline", null, () -> info("About CubeLab",
                        "CubeLab: optimal Rubik's Cube solving with pattern databases.\nVersion: "
                                + AppVersion.version() + "\nSolver: "
                                + window.solver().getSolver().name())));
        return menu;
    }

    private void showKeyMap() {
        GridPane grid = new GridPane();
        grid.setHgap(18);
        grid.setVgap(6);
        grid.setId("keyMap");
        grid.setPadding(new Insets(16));
        String[] lines = KeyMap.HELP.split("\n");
        for (int row = 0; row < lines.length; row++) {
            String[] cells = lines[row].split("\t");
            Label keys = new Label(cells[0]);
            keys.getStyleClass().add("mono");
            Label action = new Label(cells[1]);
            action.setWrapText(true);
            grid.addRow(row, keys, action);
        }
        DialogWindows.window(owner(), "Keyboard shortcuts", grid).show();
    }

    private void info(String title, String text) {
        DialogWindows.message(owner(), title, text).show();
    }

    private Window owner() {
        return window.root().getScene().getWindow();
    }

    /** A facelet string: a valid cube replaces the current one, an invalid one opens the editor. */
    void importFacelets(String text) {
        try {
            FaceletCube cube = FaceletCube.parse(text);
            try {
                cube.toCubieCube();
                window.session().replace(cube, Origin.USER);
                window.statusProperty().set("Imported the cube " + cube);
            } catch (InvalidCubeException e) {
                // the notice says what the editor says, in the same words
                window.stickerEditing().editStickers(cube.colors(window.presetProperty().get().scheme()));
                window.notice("The imported cube is not valid; fix it in the editor. "
                        + window.editor().getValidation().message());
            }
        } catch (InvalidCubeException e) {
            window.notice("Not a cube: " + DefectWords.describeText(text, e));
        }
    }

    void importAlgorithm(String text) {
        try {
            Algorithm.parse(text);
            window.movesPanel().field().setText(text.strip());
            window.playTypedAlgorithm();
        } catch (NotationException e) {
            window.movesPanel().field().setText(text.strip());
            window.movesPanel().showError(text.strip(), e.index(), e.getMessage());
        }
    }

    private Optional<String> readFile(String title) {
        try {
            return window.files().open(title);
        } catch (IOException e) {
            window.notice("Could not read the file: " + e.getMessage());
            return Optional.empty();
        }
    }

    /** Writes the loaded solution; with none there is nothing to write, so no file is asked for. */
    private void exportSolution() {
        Algorithm solution = window.playback().getSolution();
        if (solution.isEmpty()) {
            window.notice("There is no solution to export: solve the cube first.");
            return;
        }
        writeFile("Export solution", "solution.txt", solution.toString());
    }

    private void writeFile(String title, String name, String text) {
        try {
            window.files().save(title, name, text)
                    .ifPresent(file -> window.statusProperty().set("Saved " + file.getFileName()));
        } catch (IOException e) {
            window.notice("Could not write the file: " + e.getMessage());
        }
    }

    /**
     * Off unless the Cube tab shows: the item changes the cube or its view, and on another tab its
     * shortcut (Ctrl+Enter solve, Ctrl+E editor, …) would act on a cube nobody is looking at. A
     * disabled item's accelerator does not fire.
     */
    private MenuItem cubeOnly(MenuItem item) {
        item.disableProperty().bind(window.cubeTabSelectedProperty().not());
        return item;
    }

    private static MenuItem item(String text, String icon, String accelerator, Runnable action) {
        MenuItem item = new MenuItem(text);
        if (icon != null) {
            item.setGraphic(Icons.icon(icon));
        }
        if (accelerator != null) {
            item.setAccelerator(KeyCombination.keyCombination(accelerator));
        }
        item.setOnAction(e -> action.run());
        return item;
    }
}
