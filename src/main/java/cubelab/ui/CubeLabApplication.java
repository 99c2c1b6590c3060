package cubelab.ui;

import cubelab.ui.look.ColorPreset;
import cubelab.model.FaceletCube;
import cubelab.model.InvalidCubeException;
import cubelab.ui.prefs.PreferencesStore;
import cubelab.ui.prefs.RaceStatistics;
import cubelab.ui.prefs.UiPreferences;
import cubelab.ui.session.CubeSession.Origin;
import cubelab.ui.dialog.DialogWindows;
import java.io.IOException;
import java.nio.file.Files;
import javafx.application.Application;
import javafx.application.Platform;
import javafx.geometry.Pos;
import javafx.animation.PauseTransition;
import javafx.concurrent.Task;
import javafx.geometry.Rectangle2D;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressBar;
import javafx.scene.layout.VBox;
import javafx.stage.Stage;
import javafx.util.Duration;
import org.controlsfx.control.NotificationPane;

/** The CubeLab window: builds {@link MainWindow} with the app's services and restores settings. */
public final class CubeLabApplication extends Application {

    private static volatile AppServices services;

    /** Opens the window and returns when it closes. */
    public static void launchWindow(String[] args) {
        launchWindow(args, AppServices.defaults());
    }

    /** Opens the window with the given solver, scramble source and preferences. */
    public static void launchWindow(String[] args, AppServices appServices) {
        services = appServices;
        Application.launch(CubeLabApplication.class, args);
    }

    /**
     * Shows the window at once with a line saying CubeLab is starting, then builds the services
     * on a background thread and the window's content on the FX thread, one step at a time, so
     * that something shows within a second or two of the start even on a busy machine.
     */
    @Override
    public void start(Stage stage) {
        Label starting = new Label("Starting CubeLab…");
        starting.setId("startingText");
        ProgressBar bar = new ProgressBar();
        bar.setPrefWidth(260);
        VBox splash = new VBox(12, starting, bar);
        splash.setAlignment(Pos.CENTER);
        double[] size = sceneSize(stage, UiPreferences.DEFAULTS, true);
        stage.setTitle("CubeLab");
        Scene splashScene = new Scene(splash, size[0], size[1]);
        stage.setScene(splashScene);
        stage.show();
        Task<AppServices> wiring = new Task<>() {
            @Override
            protected AppServices call() {
                return services != null ? services : AppServices.defaults();
            }
        };
        wiring.setOnSucceeded(e -> {
            starting.setText("Opening the window…");
            // one more frame with the new text, then the window's content replaces it
            Platform.runLater(() -> show(stage, wiring.getValue()));
        });
        wiring.setOnFailed(e -> starting.setText("CubeLab could not start: " + wiring.getException().getMessage()));
        Thread thread = new Thread(wiring, "cubelab-start");
        thread.setDaemon(true);
        // the window system maps and paints the first frame while the FX thread is free
        PauseTransition painted = new PauseTransition(Duration.millis(200));
        painted.setOnFinished(e -> thread.start());
        afterFirstFrame(splashScene, painted::play);
    }

    /**
     * The scene's size: on the first start about 85 % of the screen, else the saved size, never
     * larger than the screen's free area less the window's title bar.
     */
    private static double[] sceneSize(Stage stage, UiPreferences prefs, boolean first) {
        Rectangle2D screen = DialogWindows.screenOf(stage);
        Rectangle2D room = new Rectangle2D(screen.getMinX(), screen.getMinY(), screen.getWidth(),
                Math.max(1, screen.getHeight() - DialogWindows.FRAME));
        return first ? FirstWindowSize.first(room) : FirstWindowSize.restored(prefs.width(), prefs.height(), room);
    }

    /** Builds the window on a stage; also used by tests with their own services. */
    public static MainWindow show(Stage stage, AppServices services) {
        PreferencesStore store = services.preferences();
        PreferencesStore.Loaded loaded = store.load();
        UiPreferences prefs = loaded.preferences();
        MainWindow window = new MainWindow(services);
        double[] size = sceneSize(stage, prefs, !Files.exists(store.file()));
        // notices slide in at the bottom of the window itself, in the window's theme, and wrap there
        NotificationPane notices = new NotificationPane(window.root());
        notices.setShowFromTop(false);
        notices.getStyleClass().add(NotificationPane.STYLE_CLASS_DARK);
        Scene scene = new Scene(notices, size[0], size[1]);
        scene.getStylesheets().add(CubeLabApplication.class.getResource("/cubelab/ui/theme.css").toExternalForm());
        stage.setTitle("CubeLab");
        stage.setMinWidth(900);
        stage.setMinHeight(600);
        stage.setScene(scene);
        stage.sizeToScene(); // the saved size, also on a stage that was shown before at another size
        stage.setMaximized(prefs.maximized());
        window.setFileTransfer(new FileTransfer(stage));
        PauseTransition noticeShown = new PauseTransition(Duration.seconds(8));
        noticeShown.setOnFinished(e -> notices.hide());
        window.setNotifier(text -> {
            notices.show(text);
            noticeShown.playFromStart();
        });
        window.presetProperty().set(ColorPreset.byId(prefs.presetId()));
        window.cubeView().turnMillisProperty().set(prefs.turnMillis());
        window.raceView().setRaceStatistics(prefs.race());
        window.raceView().setRecordKeeper(record -> keepRaceRecord(store, window, record));
        try {
            FaceletCube last = FaceletCube.parse(prefs.lastCube());
            last.toCubieCube();
            window.session().replace(last, Origin.RESTORE);
        } catch (InvalidCubeException ignored) {
            // the store already checked it; a solved cube is a fine fallback
        }
        stage.setOnHidden(e -> {
            save(store, window, stage);
            window.shutdown();
        });
        stage.show();
        window.cubeView().requestFocus();
        // the solver's table build and load start once the window has been drawn: on two cores they
        // would otherwise hold the window blank while they take the processor. The tables' estimates
        // come first: on the first start they measure this machine's speed, which a table build
        // running beside them would slow fourfold, and every estimate after would be that far off
        afterFirstFrame(scene, () -> {
            if (window.tablesFlow() != null) {
                window.tablesFlow().start(prefs, window::startBackgroundWork);
            } else {
                window.startBackgroundWork();
            }
        });
        if (loaded.notice() != null) {
            Platform.runLater(() -> window.notice(loaded.notice()));
        }
        return window;
    }

    /** Runs the action after the scene's next layout pulse, when its first frame is on its way. */
    private static void afterFirstFrame(Scene scene, Runnable action) {
        Runnable[] listener = new Runnable[1];
        listener[0] = () -> {
            scene.removePostLayoutPulseListener(listener[0]);
            Platform.runLater(action);
        };
        scene.addPostLayoutPulseListener(listener[0]);
        Platform.requestNextPulse();
    }

    /**
     * Writes the race record as soon as it changes, so a crash neither loses a race nor undoes a
     * reset. A few hundred bytes through the store's atomic write: short enough for the FX thread.
     */
    private static void keepRaceRecord(PreferencesStore store, MainWindow window, RaceStatistics record) {
        try {
            store.save(store.load().preferences().withRace(record));
        } catch (IOException e) {
            window.notice("Could not save the race record to " + store.file() + ": " + e.getMessage());
        }
    }

    private static void save(PreferencesStore store, MainWindow window, Stage stage) {
        UiPreferences prefs = UiPreferences.DEFAULTS
                .withPreset(window.presetProperty().get().id())
                .withWindow(stage.isMaximized() ? UiPreferences.DEFAULTS.width() : stage.getScene().getWidth(),
                        stage.isMaximized() ? UiPreferences.DEFAULTS.height() : stage.getScene().getHeight(), stage.isMaximized())
                .withLastCube(window.session().getCube().toString())
                .withTurnMillis(window.cubeView().turnMillisProperty().get())
                .withRace(window.raceView().raceStatistics());
        if (window.tablesFlow() != null) {
            prefs = prefs.withTablesPrompt(window.tablesFlow().promptAnswer())
                    .withBuildingTier(window.tablesFlow().buildingTier());
        } else {
            UiPreferences kept = store.load().preferences();
            prefs = prefs.withTablesPrompt(kept.tablesPrompt()).withBuildingTier(kept.buildingTier());
        }
        try {
            store.save(prefs);
        } catch (IOException e) {
            System.err.println("CubeLab: could not save settings to " + store.file() + ": " + e.getMessage());
        }
    }
}
