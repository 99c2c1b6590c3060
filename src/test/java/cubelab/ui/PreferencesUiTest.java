package cubelab.ui;

import cubelab.ui.look.ColorPreset;
import static cubelab.ui.UiSupport.assertShows;
import static cubelab.ui.UiSupport.fx;
import static cubelab.ui.UiSupport.fxRun;
import static cubelab.ui.UiSupport.waitUntil;
import static org.assertj.core.api.Assertions.assertThat;

import cubelab.model.FaceletCube;
import cubelab.notation.Algorithm;
import cubelab.ui.prefs.PreferencesStore;
import cubelab.solve.StateOnlyScrambleSource;
import cubelab.solve.UnavailableSolver;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import javafx.scene.control.Label;
import javafx.stage.Stage;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/** A damaged settings file, the app's default (unavailable) solver, and settings that persist. */
@ExtendWith(ApplicationExtension.class)
@Tag("heavy")
class PreferencesUiTest {

    /** A folder of the test's own, which JUnit deletes after each test. */
    @TempDir
    Path temporaryFolder;

    private MainWindow window;
    private Stage stage;
    private PreferencesStore store;
    private final List<String> notices = new ArrayList<>();
    private volatile int installs;
    /** Counted down once the first build step shows in the status bar: the fake build then goes on. */
    private final java.util.concurrent.CountDownLatch firstStepShown = new java.util.concurrent.CountDownLatch(1);

    @Start
    void start(Stage stage) throws Exception {
        Path file = temporaryFolder.resolve("ui.properties");
        Files.writeString(file, "version=1\nwidth=\u0000\u0007broken\n");
        store = new PreferencesStore(file);
        this.stage = stage;
        cubelab.solve.TableInstaller installer = new cubelab.solve.TableInstaller() {
            @Override
            public boolean needed() {
                return installs == 0;
            }

            @Override
            public String label() {
                return "Build test tables";
            }

            @Override
            public void install(java.util.function.Consumer<String> progress) throws Exception {
                progress.accept("Building corners: depth 1");
                if (!firstStepShown.await(1, java.util.concurrent.TimeUnit.MINUTES)) {
                    throw new IllegalStateException("the first step never showed");
                }
                progress.accept("Building corners: depth 2");
                installs++;
            }
        };
        window = CubeLabApplication.show(stage, new AppServices(new UnavailableSolver(),
                new StateOnlyScrambleSource(new SplittableRandom(3)), store, new SplittableRandom(3), installer));
        window.setNotifier(notices::add);
    }

    @Test
    void damagedFileIsReportedAndSettingsPersist(FxRobot robot) {
        waitUntil(() -> window.statusProperty().get().contains("damaged"));
        assertThat(notices).anyMatch(n -> n.contains("damaged"));

        robot.clickOn("#installTables");
        // each build step shows in the status bar as it is reported
        waitUntil(() -> window.statusProperty().get().equals("Building corners: depth 1"));
        firstStepShown.countDown();
        waitUntil(() -> installs == 1 && notices.stream().anyMatch(n -> n.contains("tables are ready")));
        assertThat(fx(() -> window.statusProperty().get())).contains("ready");

        robot.clickOn("#solveButton");
        waitUntil(() -> !window.solver().isRunning());
        assertThat(fx(() -> robot.lookup("#solveResult").queryAs(Label.class).getText())).contains("not installed");

        robot.clickOn("#scrambleRandom");
        waitUntil(() -> !window.session().getCube().equals(FaceletCube.SOLVED));
        robot.clickOn("#scrambleCount").clickOn("#scrambleMoves");
        FaceletCube cube = fx(() -> window.session().getCube());
        assertShows(window, cube);
        fxRun(() -> window.presetProperty().set(ColorPreset.COLOR_BLIND));
        fxRun(stage::hide);

        PreferencesStore.Loaded reloaded = store.load();
        assertThat(reloaded.notice()).isNull();
        assertThat(reloaded.preferences().presetId()).isEqualTo("colour-blind");
        assertThat(reloaded.preferences().lastCube()).isEqualTo(cube.toString());
        assertThat(Algorithm.parse(fx(() -> window.scrambles().text())).size()).isEqualTo(25);

        // a new window starts where this one stopped
        MainWindow reopened = fx(() -> CubeLabApplication.show(new Stage(), new AppServices(new UnavailableSolver(),
                new StateOnlyScrambleSource(new SplittableRandom(3)), store, new SplittableRandom(3))));
        assertShows(reopened, cube);
        assertThat(fx(() -> reopened.presetProperty().get())).isEqualTo(ColorPreset.COLOR_BLIND);
        fxRun(() -> reopened.root().getScene().getWindow().hide());
    }
}
