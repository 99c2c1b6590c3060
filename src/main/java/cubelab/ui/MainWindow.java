package cubelab.ui;

import cubelab.ui.look.ColorPreset;
import cubelab.ui.look.Icons;
import cubelab.model.Color;
import cubelab.model.FaceTurn;
import cubelab.model.FaceletCube;
import cubelab.model.RandomMoveScrambler;
import cubelab.notation.Algorithm;
import cubelab.notation.NotationException;
import cubelab.ui.cube.CubeView3D;
import cubelab.ui.editor.StickerEditor;
import cubelab.ui.net.CubeNetView;
import cubelab.ui.panel.EditorPanel;
import cubelab.ui.panel.MovesPanel;
import cubelab.ui.panel.PlaybackPanel;
import cubelab.ui.panel.ScramblePanel;
import cubelab.ui.panel.SolvePanel;
import cubelab.ui.playback.Playback;
import cubelab.ui.lab.LabView;
import cubelab.ui.race.RaceView;
import cubelab.ui.session.CubeSession.Origin;
import cubelab.ui.session.CubeSession;
import cubelab.solve.Scramble;
import cubelab.ui.solve.SolveController;
import cubelab.ui.tables.FastTablesPrompt;
import cubelab.ui.tables.TablesFlow;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.function.Consumer;
import javafx.application.ConditionalFeature;
import javafx.application.Platform;
import javafx.beans.binding.Bindings;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.concurrent.Task;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.Separator;
import javafx.scene.control.SplitPane;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.control.ToggleButton;
import javafx.scene.control.ToolBar;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;
import javafx.util.Duration;
import org.controlsfx.control.StatusBar;

/**
 * The CubeLab window's content: toolbar, 3D cube, side panel (net, turning, scramble, solve,
 * playback or the sticker editor) and status bar, and the behaviour that connects them.
 * FX thread only; background work goes through {@link SolveController} and a scramble task.
 */
public final class MainWindow {

    private final AppServices services;
    private final CubeSession session = new CubeSession();
    private final Playback playback = new Playback();
    private final StickerEditor editor = new StickerEditor();
    private final SolveController solver;
    private final CubeView3D cube3d = new CubeView3D();
    private final CubeNetView net = new CubeNetView();
    private final MovesPanel moves;
    private final ScramblePanel scramble = new ScramblePanel();
    private final SolvePanel solve = new SolvePanel();
    private final PlaybackPanel playbackPanel = new PlaybackPanel();
    private final EditorPanel editorPanel;
    private final ToggleButton editToggle = Icons.decorate(new ToggleButton("Edit stickers"), "editToggle",
            "mdi2b-brush", "Paint the cube's stickers (Ctrl+E)");
    private final StatusBar statusBar = new StatusBar();
    private final Label cubeStatus = new Label();
    private final StringProperty status = new SimpleStringProperty(this, "status", "Ready");
    private final ObjectProperty<ColorPreset> preset = new SimpleObjectProperty<>(this, "preset", ColorPreset.WESTERN);
    private final ExecutorService scrambleExecutor = Executors.newSingleThreadExecutor(r -> {
        Thread thread = new Thread(r, "cubelab-scramble");
        thread.setDaemon(true);
        return thread;
    });
    private final BorderPane root = new BorderPane();
    private final RaceView raceView;
    private Tab raceTab;
    private final LabView labView = new LabView(new cubelab.ui.lab.LabViewModel());
    private Tab labTab;
    private static final String TURN_HINT = "Drag a face to turn it · drag around the cube to orbit · wheel to zoom"
            + " · keys U R F D L B";
    private final Label hint = new Label();
    private final VBox sideCards = new VBox();
    private final PlaybackControls playbackControls;
    private Consumer<String> notifier = text -> { };
    private SolveFlow solveFlow;
    private final FastTablesPrompt tablesPrompt = new FastTablesPrompt();
    private final TablesFlow tablesFlow; // null without a tables dialog
    private FileTransfer files;
    private Algorithm lastScramble = Algorithm.EMPTY;

    public MainWindow(AppServices services) {
        this.services = services;
        this.solver = new SolveController(services.solver());
        this.moves = new MovesPanel(session::turn);
        this.editorPanel = new EditorPanel(editor, fix -> editor.setStickers(fix.result()));
        this.raceView = new RaceView(services.random());
        this.playbackControls = new PlaybackControls(session, playback, playbackPanel, cube3d);
        root.setId("mainWindow");
        root.getStyleClass().add("main-window");
        root.getStylesheets().add(MainWindow.class.getResource("/cubelab/ui/main.css").toExternalForm());
        tablesFlow = services.tables() == null ? null : new TablesFlow(services.tables(), tablesPrompt,
                services.preferences(), this::notice, status, () -> solveFlow.tablesChanged(),
                () -> root.getScene().getWindow(),
                MainWindow.class.getResource("/cubelab/ui/theme.css").toExternalForm());
        root.setTop(new VBox(new MenuFactory(this).menuBar(), toolBar(), tablesPrompt));
        root.setCenter(tabs());
        root.setBottom(statusBar());
        wireSession();
        wireTurning();
        wireScramble();
        solveFlow = new SolveFlow(this, services, solver, solve, playbackPanel);
        solveFlow.wire();
        playbackControls.wire();
        wireEditor();
        preset.addListener((o, a, p) -> applyPreset(p));
        KeyboardHandler.install(this, root);
        root.heightProperty().addListener((o, a, h) -> net.setMaxCell(h.doubleValue() > 950 ? 27 : 19));
    }

    public BorderPane root() {
        return root;
    }

    /** Where short notices go (a ControlsFX notification in the app). */
    public void setNotifier(Consumer<String> notifier) {
        this.notifier = notifier;
    }

    void setFileTransfer(FileTransfer files) {
        this.files = files;
    }

    FileTransfer files() {
        return files;
    }

    void notice(String text) {
        status.set(text);
        notifier.accept(text);
    }

    private ToolBar toolBar() {
        Button undo = Icons.decorate(new Button(), "undo", "mdi2u-undo", "Undo turn (Ctrl+Z)");
        Button redo = Icons.decorate(new Button(), "redo", "mdi2r-redo", "Redo turn (Ctrl+Y)");
        undo.disableProperty().bind(session.canUndoProperty().not());
        redo.disableProperty().bind(session.canRedoProperty().not());
        undo.setOnAction(e -> session.undo());
        redo.setOnAction(e -> session.redo());
        Button reset = Icons.decorate(new Button("Reset"), "resetCube", "mdi2r-restore", "Reset to a solved cube");
        reset.setOnAction(e -> {
            session.replace(FaceletCube.SOLVED, Origin.USER);
            scramble.text().clear();
        });
        Button random = Icons.decorate(new Button("Scramble"), "toolbarScramble", "mdi2s-shuffle-variant",
                "Scramble to a random state");
        random.setOnAction(e -> scrambleRandomState());
        random.disableProperty().bind(scramble.randomStateButton().disableProperty());
        Button solveButton = Icons.decorate(new Button("Solve"), "toolbarSolve", "mdi2f-flash", "Solve (Ctrl+Enter)");
        solveButton.getStyleClass().add("accent");
        solveButton.disableProperty().bind(solve.solveButton().disableProperty());
        solveButton.setOnAction(e -> startSolve());
        Button view = Icons.decorate(new Button(), "resetView", "mdi2c-crosshairs-gps", "Reset the view (Ctrl+0)");
        view.setOnAction(e -> cube3d.resetView());
        Label title = new Label("CubeLab");
        title.getStyleClass().add("brand");
        title.setGraphic(Icons.icon("mdi2c-cube-outline"));
        Region spacer = new Region();
        HBox.setHgrow(spacer, Priority.ALWAYS);
        ToolBar bar = new ToolBar(title, new Separator(), undo, redo, reset, random, editToggle,
                solveButton, spacer, view);
        bar.setId("toolbar");
        return bar;
    }

    private TabPane tabs() {
        StackPane stage3d = new StackPane(cube3d);
        stage3d.getStyleClass().add("stage3d");
        hint.setText(TURN_HINT);
        hint.getStyleClass().add("overlay-hint");
        hint.setMouseTransparent(true);
        StackPane.setAlignment(hint, Pos.BOTTOM_CENTER);
        stage3d.getChildren().add(hint);
        if (!Platform.isSupported(ConditionalFeature.SCENE3D)) {
            // software rendering draws no 3D at all: say why instead of showing an empty pane
            Label no3d = new Label("3D graphics are not available on this display, so the cube is shown as the net "
                    + "on the right; everything else works.\nIf a 3D driver is installed, start CubeLab with "
                    + "-Dprism.forceGPU=true (the packaged app does).");
            no3d.setId("no3dNotice");
            no3d.setWrapText(true);
            no3d.getStyleClass().add("no3d-notice");
            no3d.setMouseTransparent(true); // orbiting and turning still work on the (invisible) view

            stage3d.getChildren().add(no3d);
        }

        VBox netCard = new VBox(net);
        netCard.getStyleClass().addAll("card", "net-card");
        sideCards.getStyleClass().add("side-cards");
        sideCards.getChildren().setAll(netCard, scramble, solve, moves);
        ScrollPane side = new ScrollPane(sideCards);
        side.setFitToWidth(true);
        side.setHbarPolicy(ScrollPane.ScrollBarPolicy.NEVER);
        side.getStyleClass().add("side");
        side.setMinWidth(380);
        side.setPrefWidth(440);
        playbackPanel.getStyleClass().add("playback-bar");
        VBox left = new VBox(stage3d, playbackPanel);
        VBox.setVgrow(stage3d, Priority.ALWAYS);
        left.getStyleClass().add("left-column");
        SplitPane split = new SplitPane(left, side);
        split.setDividerPositions(0.64);
        SplitPane.setResizableWithParent(side, false);
        Tab cubeTab = new Tab("Cube", split);
        cubeTab.setGraphic(Icons.icon("mdi2c-cube-outline"));
        cubeTab.setClosable(false);
        Tab race = new Tab("Rubik's Race", raceView.root());
        race.setGraphic(Icons.icon("mdi2g-gamepad-variant-outline"));
        race.setClosable(false);
        race.setId("raceTab");
        raceTab = race;
        Tab lab = new Tab("Algorithm Lab", labView.root());
        lab.setGraphic(Icons.icon("mdi2f-flask-outline"));
        lab.setClosable(false);
        lab.setId("labTab");
        labTab = lab;
        TabPane tabs = new TabPane(cubeTab, race, lab);
        // "Solved/Scrambled" in the status bar is about the cube
        cubeStatus.visibleProperty().bind(cubeTab.selectedProperty());
        tabs.setId("tabs");
        // -Dcubelab.startTab=race opens on the game (for demos and screenshots)
        // -Dcubelab.startTab=lab opens on the Algorithm Lab
        if ("race".equals(System.getProperty("cubelab.startTab"))) {
            tabs.getSelectionModel().select(race);
        } else if ("lab".equals(System.getProperty("cubelab.startTab"))) {
            tabs.getSelectionModel().select(lab);
            // -Dcubelab.labExperiment=heuristics|tables|store|solvers picks the experiment
            String experiment = System.getProperty("cubelab.labExperiment");
            if (experiment != null) {
                labView.model().kindProperty().set(cubelab.ui.lab.LabKind.valueOf(experiment.toUpperCase(java.util.Locale.ROOT)));
            }
            // -Dcubelab.labRun=true also starts the chosen experiment (screenshots)
            if (Boolean.getBoolean("cubelab.labRun")) {
                labView.model().run();
            }
        }
        return tabs;
    }

    private StatusBar statusBar() {
        statusBar.setId("statusBar");
        statusBar.textProperty().bind(status);
        statusBar.progressProperty().bind(Bindings.when(solver.runningProperty())
                .then(-1.0).otherwise(0.0));
        cubeStatus.setId("cubeStatus");
        cubeStatus.getStyleClass().add("cube-status");
        statusBar.getRightItems().add(cubeStatus);
        return statusBar;
    }

    private void wireSession() {
        session.addListener(change -> {
            if (change instanceof CubeSession.Turned turned) {
                cube3d.enqueue(turned.move());
            } else {
                cube3d.enqueueJump(change.after());
            }
            if (change.origin() != Origin.PLAYBACK && playback.isLoaded()) {
                playback.detach();
                playbackPanel.setSolution(Algorithm.EMPTY, 0);
                playbackPanel.summary().setText("The cube was changed by hand; solve again for a new solution.");
            }
            if (change.origin() != Origin.PLAYBACK && solver.isRunning()) {
                solver.cancel();
                notice("The cube changed, so the running solve was stopped.");
            }
            if (change.origin() != Origin.PLAYBACK && change.origin() != Origin.RESTORE) {
                solve.clearSearch(); // the depth, nodes and verdict belonged to the cube before
            }
        });
        cube3d.displayedCubeProperty().addListener((o, a, cube) -> {
            if (!editor.isEditing()) {
                net.setCube(cube);
            }
        });
        session.cubeProperty().addListener((o, a, cube) -> updateCubeStatus());
        updateCubeStatus();
    }

    private void updateCubeStatus() {
        cubeStatus.setText(session.getCube().equals(FaceletCube.SOLVED) ? "Solved" : "Scrambled");
    }

    private void wireTurning() {
        moves.field().setOnAction(e -> playTypedAlgorithm());
        moves.playButton().setOnAction(e -> playTypedAlgorithm());
    }

    /** Plays the algorithm field's text as undoable turns; a parse error is shown under the field. */
    void playTypedAlgorithm() {
        Algorithm algorithm = parseField();
        if (algorithm != null) {
            session.turn(algorithm);
            status.set("Played " + algorithm.size() + " moves: " + algorithm);
        }
    }

    private Algorithm parseField() {
        String text = moves.field().getText();
        try {
            moves.clearError();
            return Algorithm.parse(text);
        } catch (NotationException e) {
            moves.showError(text, e.index(), e.getMessage());
            return null;
        }
    }

    private void wireScramble() {
        scramble.randomStateButton().setOnAction(e -> scrambleRandomState());
        scramble.movesButton().setOnAction(e -> scrambleMoves(scramble.countSpinner().getValue()));
        scramble.typedButton().setOnAction(e -> {
            Algorithm algorithm = parseField();
            if (algorithm != null) {
                applyScramble(new Scramble(FaceletCube.SOLVED.apply(algorithm), algorithm, algorithm.toString()));
            }
        });
        scramble.copyButton().setOnAction(e -> {
            FileTransfer.copy(scramble.text().getText());
            status.set("Scramble copied to the clipboard");
        });
    }

    void scrambleRandomState() {
        Task<Scramble> task = new Task<>() {
            @Override
            protected Scramble call() {
                return services.scrambles().randomState(this::isCancelled);
            }

            @Override
            protected void succeeded() {
                scramble.randomStateButton().setDisable(false);
                applyScramble(getValue());
            }

            @Override
            protected void failed() {
                scramble.randomStateButton().setDisable(false);
                notice("Could not scramble: " + getException().getMessage());
            }
        };
        scramble.randomStateButton().setDisable(true);
        status.set("Drawing a random state…");
        scrambleExecutor.execute(task);
    }

    void scrambleMoves(int count) {
        Algorithm algorithm = new Algorithm(new RandomMoveScrambler(services.random()).next(count).stream()
                .map(FaceTurn::toMove).toList());
        applyScramble(new Scramble(FaceletCube.SOLVED.apply(algorithm), algorithm, algorithm.toString()));
    }

    public void applyScramble(Scramble next) {
        lastScramble = next.algorithm();
        session.replace(next.cube(), Origin.SCRAMBLE);
        scramble.text().setText(next.algorithm().isEmpty() ? next.description() : next.algorithm().toString());
        solve.resultLabel().setText("");
        status.set("Scrambled: " + scramble.text().getText());
    }

    public void startSolve() {
        solveFlow.start();
    }

    public void cancelSolve() {
        solveFlow.cancel();
    }

    /** A short pop-up notice without touching the status line. */
    void toast(String text) {
        notifier.accept(text);
    }

    private void wireEditor() {
        editToggle.selectedProperty().addListener((o, was, editing) -> setEditing(editing));
        cube3d.setOnStickerClicked(this::paintSticker);
        cube3d.setOnDragTurn(session::turn);
        net.setOnStickerClicked(this::paintSticker);
        editor.stickersProperty().addListener((o, a, colors) -> {
            if (editor.isEditing()) {
                cube3d.setOverride(colors);
                net.setColors(colors);
            }
        });
        editor.validationProperty().addListener((o, a, v) -> {
            if (editor.isEditing()) {
                cube3d.setHighlighted(v.highlight());
                net.setHighlighted(v.highlight());
            }
        });
        editorPanel.clearButton().setOnAction(e -> editor.clear());
        editorPanel.solvedButton().setOnAction(e -> editor.load(FaceletCube.SOLVED));
        editorPanel.fromCurrentButton().setOnAction(e -> editor.load(session.getCube()));
        editorPanel.cancelButton().setOnAction(e -> editToggle.setSelected(false));
        editorPanel.useButton().setOnAction(e -> {
            FaceletCube cube = editor.getValidation().cube();
            if (cube != null) {
                editToggle.setSelected(false);
                session.replace(cube, Origin.EDITOR);
                scramble.text().setText("edited: " + cube);
                status.set("Using the edited cube");
            }
        });
    }

    private void paintSticker(int facelet) {
        if (editor.isEditing()) {
            editor.paint(facelet);
        }
    }

    /** Enters or leaves the sticker editor. */
    public void setEditing(boolean editing) {
        if (editing == editor.isEditing()) {
            return;
        }
        if (editing) {
            cancelSolve();
            playbackControls.pause();
            editor.setScheme(preset.get().scheme());
            editor.load(session.getCube());
        }
        editor.setEditing(editing);
        editToggle.setSelected(editing);
        cube3d.setDragTurns(!editing);
        hint.setText(editing ? "Click a sticker to paint it · drag around the cube to orbit" : TURN_HINT);
        net.setEditable(editing);
        if (editing) {
            cube3d.setOverride(editor.getStickers());
            net.setColors(editor.getStickers());
            cube3d.setHighlighted(editor.getValidation().highlight());
            net.setHighlighted(editor.getValidation().highlight());
            sideCards.getChildren().setAll(sideCards.getChildren().get(0), editorPanel);
            playbackPanel.setVisible(false);
            playbackPanel.setManaged(false);
            status.set("Sticker editor: pick a colour and click stickers");
        } else {
            cube3d.setOverride(null);
            cube3d.setHighlighted(Set.of());
            net.setHighlighted(Set.of());
            net.setCube(cube3d.displayedCubeProperty().get());
            sideCards.getChildren().setAll(sideCards.getChildren().get(0), scramble, solve, moves);
            playbackPanel.setVisible(true);
            playbackPanel.setManaged(true);
        }
    }

    /** Opens the editor with these stickers (e.g. an imported cube that is not valid). */
    void editStickers(List<Color> colors) {
        setEditing(true);
        editor.setStickers(colors);
    }

    private void applyPreset(ColorPreset p) {
        cube3d.setPreset(p);
        net.setPreset(p);
        editorPanel.setPreset(p);
        if (editor.isEditing()) {
            editor.setScheme(p.scheme());
        } else {
            net.setCube(cube3d.displayedCubeProperty().get());
        }
        status.set("Colours: " + p.label());
    }

    void shutdown() {
        if (tablesFlow != null) {
            tablesFlow.shutdown();
        }
        solver.shutdown();
        scrambleExecutor.shutdownNow();
        raceView.shutdown();
        labView.model().shutdown();
    }

    // ---- accessors for the menus, keyboard, application and tests

    public CubeSession session() {
        return session;
    }

    public Playback playback() {
        return playback;
    }

    PlaybackControls playbackControls() {
        return playbackControls;
    }

    public StickerEditor editor() {
        return editor;
    }

    public SolveController solver() {
        return solver;
    }

    /** The solver tables workflow, or null when the services offer no tables. */
    public TablesFlow tablesFlow() {
        return tablesFlow;
    }

    /** Opens the Solver tables window, when there is one. */
    void openTables() {
        if (tablesFlow != null) {
            tablesFlow.open();
        }
    }

    public FastTablesPrompt tablesPrompt() {
        return tablesPrompt;
    }

    public CubeView3D cubeView() {
        return cube3d;
    }

    public CubeNetView net() {
        return net;
    }

    /** True while the Rubik's Race tab is showing: cube keys are off then. */
    boolean isRaceTabSelected() {
        return raceTab != null && raceTab.isSelected();
    }

    /** True while the Algorithm Lab tab is showing: cube keys are off then too. */
    boolean isLabTabSelected() {
        return labTab != null && labTab.isSelected();
    }

    public LabView labView() {
        return labView;
    }

    public RaceView raceView() {
        return raceView;
    }

    public MovesPanel movesPanel() {
        return moves;
    }

    public ObjectProperty<ColorPreset> presetProperty() {
        return preset;
    }

    public StringProperty statusProperty() {
        return status;
    }

    Algorithm lastScramble() {
        return lastScramble;
    }

    ScramblePanel scramblePanel() {
        return scramble;
    }
}
