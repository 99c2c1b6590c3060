package cubelab.ui;

import cubelab.ui.look.ColorPreset;
import cubelab.model.FaceletCube;
import cubelab.model.InvalidCubeException;
import cubelab.ui.prefs.PreferencesStore;
import cubelab.ui.prefs.RaceStatistics;
import cubelab.ui.prefs.UiPreferences;
import cubelab.ui.session.CubeSession.Origin;
import java.io.IOException;
import javafx.application.Application;
import javafx.application.Platform;
import javafx.geometry.Pos;
import javafx.scene.Scene;
import javafx.stage.Stage;
import org.controlsfx.control.Notifications;

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

    @Override
    public void start(Stage stage) {
        AppServices chosen = services != null ? services : AppServices.defaults();
        show(stage, chosen);
    }

    /** Builds the window on a stage; also used by tests with their own services. */
    public static MainWindow show(Stage stage, AppServices services) {
        PreferencesStore store = services.preferences();
        PreferencesStore.Loaded loaded = store.load();
        UiPreferences prefs = loaded.preferences();
        MainWindow window = new MainWindow(services);
        Scene scene = new Scene(window.root(), prefs.width(), prefs.height());
        scene.getStylesheets().add(CubeLabApplication.class.getResource("/cubelab/ui/theme.css").toExternalForm());
        stage.setTitle("CubeLab");
        stage.setMinWidth(900);
        stage.setMinHeight(600);
        stage.setScene(scene);
        stage.sizeToScene(); // the saved size, also on a stage that was shown before at another size
        stage.setMaximized(prefs.maximized());
        window.setFileTransfer(new FileTransfer(stage));
        window.setNotifier(text -> Notifications.create().owner(stage).position(Pos.BOTTOM_RIGHT)
                .hideAfter(javafx.util.Duration.seconds(5)).title("CubeLab").text(text).darkStyle().showInformation());
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
        if (window.tablesFlow() != null) {
            window.tablesFlow().start(prefs);
        }
        if (loaded.notice() != null) {
            Platform.runLater(() -> window.notice(loaded.notice()));
        }
        return window;
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
