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
import cubelab.ui.panel.MovesPanel;
import cubelab.ui.playback.Playback;
import cubelab.ui.session.CubeSession;
import cubelab.ui.session.CubeSession.Origin;
import java.io.IOException;
import java.util.Optional;
import java.util.function.Supplier;
import javafx.beans.property.ObjectProperty;
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

    /**
     * What the menus start that belongs to the window as a whole.
     *
     * @param openTables         opens the Solver tables window; null when there is none (the item is hidden)
     * @param playTypedAlgorithm plays the Turn card's algorithm, or shows its parse error under the field
     * @param undoRace           Undo while the Rubik's Race tab shows: the game's move, not the hidden cube's
     * @param solverName         the solver's name, for About
     */
    record Actions(Runnable openTables, Runnable openScan, Runnable startSolve, Runnable playTypedAlgorithm,
            Runnable undoRace, Supplier<String> solverName) {
    }

    private final CubeParts cube;
    private final CubeSession session;
    private final StickerEditingFlow editing;
    private final ObjectProperty<ColorPreset> preset;
    private final Playback playback;
    private final MovesPanel moves;
    private final TabSelection tabs;
    private final Actions actions;
    private final WindowNotices notices;
    private final WindowDialogs dialogs;

    /**
     * @param editing the sticker editor's workflow: the Sticker editor item, and an invalid import opens it
     * @param moves   the Turn card, where an imported algorithm is shown (and its parse error)
     */
    MenuFactory(CubeParts cube, StickerEditingFlow editing, ObjectProperty<ColorPreset> preset, Playback playback,
            MovesPanel moves, TabSelection tabs, Actions actions, WindowNotices notices, WindowDialogs dialogs) {
        this.cube = cube;
        this.session = cube.session();
        this.editing = editing;
        this.preset = preset;
        this.playback = playback;
        this.moves = moves;
        this.tabs = tabs;
        this.actions = actions;
        this.notices = notices;
        this.dialogs = dialogs;
    }

    /** @param patterns the Patterns menu, which goes between View and Help */
    MenuBar menuBar(Menu patterns) {
        MenuBar bar = new MenuBar(fileMenu(), editMenu(), viewMenu(), patterns, helpMenu());
        bar.setId("menuBar");
        return bar;
    }

    private Menu fileMenu() {
        Menu menu = new Menu("_File");
        MenuItem tables = item("Solver tables…", "mdi2d-database-cog-outline", "Shortcut+T", () -> {
            if (actions.openTables() != null) {
                actions.openTables().run();
            }
        });
        tables.setVisible(actions.openTables() != null);
        menu.getItems().addAll(
                tables,
                new SeparatorMenuItem(),
                cubeOnly(item("Import facelets…", "mdi2f-file-import", "Shortcut+O", () -> readFile("Import facelets")
                        .ifPresent(this::importFacelets))),
                cubeOnly(item("Scan cube…", "mdi2c-camera-outline", null, actions.openScan())),
                item("Export facelets…", "mdi2f-file-export", "Shortcut+S", () -> writeFile("Export facelets",
                        "cube.txt", session.getCube().toString())),
                new SeparatorMenuItem(),
                cubeOnly(item("Import algorithm…", null, null,
                        () -> readFile("Import algorithm").ifPresent(this::importAlgorithm))),
                item("Export solution…", null, null, this::exportSolution),
                new SeparatorMenuItem(),
                item("Quit", null, "Shortcut+Q", () -> owner().hide()));
        // the pictures to share follow Export solution, before the separator and Quit
        PictureExports pictures = new PictureExports(session, cube.view(), preset, playback, notices, dialogs);
        menu.getItems().addAll(menu.getItems().size() - 2, pictures.items());
        return menu;
    }

    private Menu editMenu() {
        Menu menu = new Menu("_Edit");
        // with the race tab showing, the shortcut belongs to the game, never to the hidden cube
        MenuItem undo = item("Undo turn", "mdi2u-undo", "Shortcut+Z", () -> {
            if (tabs.isRace()) {
                actions.undoRace().run();
            } else if (!tabs.isLab()) {
                session.undo();
            }
        });
        undo.disableProperty().bind(session.canUndoProperty().not());
        MenuItem redo = item("Redo turn", "mdi2r-redo", "Shortcut+Y", () -> {
            if (!tabs.isRace() && !tabs.isLab()) {
                session.redo();
            }
        });
        redo.disableProperty().bind(session.canRedoProperty().not());
        MenuItem redo2 = item("Redo turn", null, "Shortcut+Shift+Z", () -> {
            if (!tabs.isRace() && !tabs.isLab()) {
                session.redo();
            }
        });
        redo2.setVisible(false);
        CheckMenuItem edit = new CheckMenuItem("Sticker editor");
        edit.setAccelerator(KeyCombination.keyCombination("Shortcut+E"));
        cube.editor().editingProperty().addListener((o, a, on) -> edit.setSelected(on));
        edit.setOnAction(e -> editing.setEditing(!cube.editor().isEditing()));
        cubeOnly(edit);
        menu.getItems().addAll(undo, redo, redo2, new SeparatorMenuItem(),
                item("Copy facelets", "mdi2c-content-copy", "Shortcut+Shift+C", () -> {
                    FileTransfer.copy(session.getCube().toString());
                    notices.status("Facelets copied to the clipboard");
                }),
                cubeOnly(item("Paste facelets", "mdi2c-content-paste", "Shortcut+Shift+V",
                        () -> FileTransfer.paste().ifPresent(this::importFacelets))),
                item("Copy solution", null, null, () -> {
                    FileTransfer.copy(playback.getSolution().toString());
                    notices.status("Solution copied to the clipboard");
                }),
                cubeOnly(item("Paste algorithm and play", null, null,
                        () -> FileTransfer.paste().ifPresent(this::importAlgorithm))),
                new SeparatorMenuItem(), edit,
                cubeOnly(item("Solve", "mdi2f-flash", "Shortcut+Enter", actions.startSolve())));
        return menu;
    }

    private Menu viewMenu() {
        Menu menu = new Menu("_View");
        Menu colours = new Menu("Colour scheme");
        colours.setGraphic(Icons.icon("mdi2p-palette"));
        ToggleGroup group = new ToggleGroup();
        for (ColorPreset scheme : ColorPreset.ALL) {
            RadioMenuItem choice = new RadioMenuItem(scheme.label());
            choice.setId("preset-" + scheme.id());
            choice.setToggleGroup(group);
            choice.setSelected(preset.get() == scheme);
            choice.setOnAction(e -> preset.set(scheme));
            preset.addListener((o, a, p) -> choice.setSelected(p == scheme));
            colours.getItems().add(choice);
        }
        menu.getItems().addAll(
                cubeOnly(item("Reset view", "mdi2c-crosshairs-gps", "Shortcut+0", () -> cube.view().resetView())),
                cubeOnly(item("Zoom in", "mdi2m-magnify-plus-outline", "Shortcut+Plus", () -> cube.view().zoomBy(0.85))),
                cubeOnly(item("Zoom out", "mdi2m-magnify-minus-outline", "Shortcut+Minus",
                        () -> cube.view().zoomBy(1.18))),
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
                                + actions.solverName().get())));
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
        return dialogs.owner();
    }

    /** A facelet string: a valid cube replaces the current one, an invalid one opens the editor. */
    void importFacelets(String text) {
        try {
            FaceletCube imported = FaceletCube.parse(text);
            try {
                imported.toCubieCube();
                session.replace(imported, Origin.USER);
                notices.status("Imported the cube " + imported);
            } catch (InvalidCubeException e) {
                // the notice says what the editor says, in the same words
                editing.editStickers(imported.colors(preset.get().scheme()));
                notices.notice("The imported cube is not valid; fix it in the editor. "
                        + cube.editor().getValidation().message());
            }
        } catch (InvalidCubeException e) {
            notices.notice("Not a cube: " + DefectWords.describeText(text, e));
        }
    }

    void importAlgorithm(String text) {
        try {
            Algorithm.parse(text);
            moves.field().setText(text.strip());
            actions.playTypedAlgorithm().run();
        } catch (NotationException e) {
            moves.field().setText(text.strip());
            moves.showError(text.strip(), e.index(), e.getMessage());
        }
    }

    private Optional<String> readFile(String title) {
        try {
            return dialogs.files().open(title);
        } catch (IOException e) {
            notices.notice("Could not read the file: " + e.getMessage());
            return Optional.empty();
        }
    }

    /** Writes the loaded solution; with none there is nothing to write, so no file is asked for. */
    private void exportSolution() {
        Algorithm solution = playback.getSolution();
        if (solution.isEmpty()) {
            notices.notice("There is no solution to export: solve the cube first.");
            return;
        }
        writeFile("Export solution", "solution.txt", solution.toString());
    }

    private void writeFile(String title, String name, String text) {
        try {
            dialogs.files().save(title, name, text)
                    .ifPresent(file -> notices.status("Saved " + file.getFileName()));
        } catch (IOException e) {
            notices.notice("Could not write the file: " + e.getMessage());
        }
    }

    /**
     * Off unless the Cube tab shows: the item changes the cube or its view, and on another tab its
     * shortcut (Ctrl+Enter solve, Ctrl+E editor, …) would act on a cube nobody is looking at. A
     * disabled item's accelerator does not fire.
     */
    private MenuItem cubeOnly(MenuItem item) {
        item.disableProperty().bind(tabs.cube().not());
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
