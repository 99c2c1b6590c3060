package cubelab.ui;

import cubelab.ui.cube.CubeView3D;
import cubelab.ui.editor.StickerEditor;
import cubelab.ui.lab.LabView;
import cubelab.ui.lab.LabViewModel;
import cubelab.ui.look.ColorPreset;
import cubelab.ui.look.Icons;
import cubelab.ui.net.CubeNetView;
import cubelab.ui.panel.MovesPanel;
import cubelab.ui.panel.PlaybackPanel;
import cubelab.ui.panel.SolvePanel;
import cubelab.ui.playback.Playback;
import cubelab.ui.race.RaceView;
import cubelab.ui.scan.ScanWindow;
import cubelab.ui.session.CubeSession;
import cubelab.ui.solve.SolveController;
import cubelab.ui.tables.FastTablesPrompt;
import cubelab.ui.tables.TablesFlow;
import java.util.List;
import java.util.function.Consumer;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.StringProperty;
import javafx.scene.Node;
import javafx.scene.control.MenuBar;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.VBox;

/**
 * The CubeLab window's content: menus, toolbar, the Cube, Rubik's Race and Algorithm Lab tabs,
 * and the status bar. It builds the views and hands each piece of behaviour to its own class:
 * {@link ScrambleFlow}, {@link SolveFlow}, {@link StickerEditingFlow}, {@link PlaybackControls},
 * {@link ColorPresetSwitch}, the tables' {@link TablesFlow}, {@link ExploreFlows} (all optimal
 * solutions, patterns, timeline), {@link SessionWiring}, the {@link CubeTab} layout and the
 * start-up {@link DemoSwitches}. Each is given only the parts it uses ({@link CubeParts},
 * {@link PlaybackParts}, {@link WindowNotices}, {@link WindowDialogs}, {@link TabSelection}), never
 * the window. FX thread only; background work runs on latest-job runners.
 */
public final class MainWindow {

    private final CubeSession session = new CubeSession();
    private final Playback playback = new Playback();
    private final StickerEditor editor = new StickerEditor();
    private final CubeView3D cube3d = new CubeView3D();
    private final CubeNetView net = new CubeNetView();
    private final SolvePanel solve = new SolvePanel();
    private final PlaybackPanel playbackPanel = new PlaybackPanel();
    private final WindowNotices notices = new WindowNotices();
    private final StringProperty status = notices.statusProperty();
    private final BorderPane root = new BorderPane();
    private final WindowDialogs dialogs = new WindowDialogs(root);
    private final CubeParts cube = new CubeParts(session, cube3d, editor);
    private final PlaybackParts solution = new PlaybackParts(playback, playbackPanel);
    private final LabView labView = new LabView(new LabViewModel());
    private final FastTablesPrompt tablesPrompt = new FastTablesPrompt();
    private final SolveController solver;
    private final MovesPanel moves;
    private final RaceView raceView;
    private final Tab raceTab;
    private final Tab labTab;
    private final PlaybackControls playbackControls;
    private final ScrambleFlow scrambles;
    private final ColorPresetSwitch presets;
    private final StickerEditingFlow editing;
    private ScanWindow scanWindow;
    private final CubeTab cubeTab;
    private final SolveFlow solveFlow;
    private final ExploreFlows explore;
    private final TablesFlow tablesFlow; // null without a tables dialog
    private final TabSelection tabs;

    public MainWindow(AppServices services) {
        solver = new SolveController(services.solver());
        moves = new MovesPanel(session::turn);
        raceView = new RaceView(services.random());
        raceTab = tab("Rubik's Race", raceView.root(), "mdi2g-gamepad-variant-outline", "raceTab");
        labTab = tab("Algorithm Lab", labView.root(), "mdi2f-flask-outline", "labTab");
        playbackControls = new PlaybackControls(session, playback, playbackPanel, cube3d);
        scrambles = new ScrambleFlow(services, session, moves, solve, status, notices::notice);
        presets = new ColorPresetSwitch(cube3d, net, editor, status);
        raceView.colorPresetProperty().bind(presets.presetProperty());
        editing = new StickerEditingFlow(editor, session, cube3d, net, presets.presetProperty(), status, () -> {
            cancelSolve();
            playbackControls.pause();
        }, scrambles::showEdited);
        explore = new ExploreFlows(services, session, playback, playbackPanel, cube3d, notices::status, () -> {
            cancelSolve();
            playbackControls.pause();
        }, playbackControls::pause, scrambles::apply);
        // the all-solutions card goes last, so the cards above keep their places
        cubeTab = new CubeTab(cube3d, net, List.of(scrambles.panel(), solve, moves, explore.allSolutionsPanel()),
                solve, editing.panel(), playbackPanel, editor.editingProperty());
        tabs = new TabSelection(cubeTab.tab().selectedProperty(), raceTab.selectedProperty(),
                labTab.selectedProperty());
        Runnable openTables = services.tables() == null ? null : this::openTables;
        solveFlow = new SolveFlow(services, cube, solver, solve, solution, playbackControls, notices, openTables);
        tablesFlow = services.tables() == null ? null : new TablesFlow(services.tables(), tablesPrompt,
                services.preferences(), notices::notice, status, solveFlow::tablesChanged, dialogs::owner,
                MainWindow.class.getResource("/cubelab/ui/theme.css").toExternalForm());
        root.setId("mainWindow");
        root.getStyleClass().add("main-window");
        root.getStylesheets().add(MainWindow.class.getResource("/cubelab/ui/main.css").toExternalForm());
        root.setTop(new VBox(menuBar(services, openTables), ToolBarFactory.toolBar(session, scrambles,
                editing.toggle(), solve.solveButton(), this::startSolve, cube3d, tabs.cube(), this::openScan),
                tablesPrompt));
        root.setCenter(tabPane());
        StaleStatus.watch(status, session);
        root.setBottom(WindowStatusBar.statusBar(status, session, tabs.cube()));
        SessionWiring.wire(cube, net, solution, solver, solve, notices);
        moves.field().setOnAction(e -> playTypedAlgorithm());
        moves.playButton().setOnAction(e -> playTypedAlgorithm());
        scrambles.wire();
        solveFlow.wire();
        explore.wire();
        playbackControls.wire();
        editing.wire();
        new KeyboardHandler(tabs, session, editor, playbackControls, this::cancelSolve).install(root);
    }

    /** The menus, with what they start that belongs to the window as a whole. */
    private MenuBar menuBar(AppServices services, Runnable openTables) {
        MenuFactory.Actions actions = new MenuFactory.Actions(openTables, this::openScan, this::startSolve,
                this::playTypedAlgorithm, raceView::undo, services.solver()::name);
        return new MenuFactory(cube, editing, presets.presetProperty(), playback, moves, tabs, actions, notices, dialogs)
                .menuBar(explore.patterns().menu(tabs.cube()));
    }

    private static Tab tab(String title, Node content, String icon, String id) {
        Tab tab = new Tab(title, content);
        tab.setGraphic(Icons.icon(icon));
        tab.setClosable(false);
        tab.setId(id);
        return tab;
    }

    private TabPane tabPane() {
        TabPane pane = new TabPane(cubeTab.tab(), raceTab, labTab);
        pane.setId("tabs");
        DemoSwitches.fromSystemProperties().apply(pane, raceTab, labTab, labView.model());
        return pane;
    }

    /** Plays the algorithm field's text as undoable turns; a parse error is shown under the field. */
    void playTypedAlgorithm() {
        moves.algorithm().ifPresent(algorithm -> {
            session.turn(algorithm);
            status.set("Played " + algorithm.size() + " moves: " + algorithm);
        });
    }

    public void startSolve() {
        solveFlow.start();
    }

    /** Stops every search for the cube (Esc): the solve, a listing of all optimal solutions, a solve to a pattern. */
    public void cancelSolve() {
        solveFlow.cancel();
        explore.stop();
    }

    /** Starts the table builds and loads the window needs; called once the window has been drawn. */
    void startBackgroundWork() {
        solveFlow.startBackgroundWork();
    }

    /** Opens the Solver tables window, when there is one. */
    void openTables() {
        if (tablesFlow != null) {
            tablesFlow.open();
        }
    }

    /** Opens Scan cube: six photos read into a cube for the sticker editor or the solver. */
    void openScan() {
        if (scanWindow == null) {
            scanWindow = new ScanWindow(dialogs.owner(), scanned -> {
                editing.editStickers(scanned.colors(presets.presetProperty().get().scheme()));
                status.set("The scanned cube is in the sticker editor: correct the stickers in doubt, then Use");
            }, scanned -> {
                session.replace(scanned, CubeSession.Origin.USER);
                startSolve();
            });
        }
        scanWindow.show();
    }

    /** Where short notices go (a ControlsFX notification in the app). */
    public void setNotifier(Consumer<String> notifier) {
        notices.setNotifier(notifier);
    }

    /** Writes the status line and shows it as a pop-up notice. */
    void notice(String text) {
        notices.notice(text);
    }

    /** The file dialogs, once the window has a stage (a test gives its own save dialog). */
    void setFileTransfer(FileTransfer files) {
        dialogs.setFiles(files);
    }

    void shutdown() {
        if (tablesFlow != null) {
            tablesFlow.shutdown();
        }
        solver.shutdown();
        solveFlow.shutdown();
        explore.shutdown();
        scrambles.shutdown();
        raceView.shutdown();
        labView.model().shutdown();
    }

    // ---- the parts, for the menus, keyboard, application and tests

    public BorderPane root() {
        return root;
    }

    public CubeSession session() {
        return session;
    }

    public Playback playback() {
        return playback;
    }

    PlaybackControls playbackControls() {
        return playbackControls;
    }

    ScrambleFlow scrambles() {
        return scrambles;
    }

    StickerEditingFlow stickerEditing() {
        return editing;
    }

    public StickerEditor editor() {
        return editor;
    }

    /** All optimal solutions, patterns and the timeline. */
    ExploreFlows explore() {
        return explore;
    }

    public SolveController solver() {
        return solver;
    }

    /** The solver tables workflow, or null when the services offer no tables. */
    public TablesFlow tablesFlow() {
        return tablesFlow;
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
        return tabs.isRace();
    }

    /** True while the Algorithm Lab tab is showing: cube keys are off then too. */
    boolean isLabTabSelected() {
        return tabs.isLab();
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
        return presets.presetProperty();
    }

    public StringProperty statusProperty() {
        return status;
    }
}
