package cubelab.ui;

import static cubelab.ui.UiSupport.clickLaidOut;
import static cubelab.ui.UiSupport.fx;
import static cubelab.ui.UiSupport.fxRun;
import static cubelab.ui.UiSupport.waitUntil;
import static org.assertj.core.api.Assertions.assertThat;

import cubelab.model.FaceletCube;
import cubelab.notation.Algorithm;
import cubelab.race.board.Board;
import cubelab.race.board.Target;
import cubelab.race.board.TileMove;
import cubelab.solve.Scramble;
import cubelab.ui.prefs.PreferencesStore;
import cubelab.ui.prefs.RaceStatistics;
import cubelab.ui.prefs.UiPreferences;
import cubelab.ui.race.RaceView;
import java.nio.file.Path;
import java.util.SplittableRandom;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.TabPane;
import javafx.stage.Stage;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * The race record in the real window with its settings file: every finished race is written at
 * once, and "Reset record…" asks in place, then sets the record and the file back to no races
 * while the other settings stay.
 */
@ExtendWith(ApplicationExtension.class)
@Tag("heavy")
class RaceRecordResetTest {

    /** A folder of the test's own, which JUnit deletes after each test. */
    @TempDir
    Path temporaryFolder;

    /** One slide from the target: the orange tile at e4 slides left into the blank at d4. */
    private static final Board ONE_MOVE_AWAY = Board.parse("RRRGG/WWWWG/YYYYG/OOO.O/BBBBR");
    private static final Target TARGET = Target.parse("WWW/YYY/OOO");
    private static final TileMove WINNING_MOVE = new TileMove(3, 4);
    private static final RaceStatistics EARLIER = new RaceStatistics(4, 1, 99_000);

    private Path file;
    private MainWindow window;

    @Start
    void start(Stage stage) throws Exception {
        file = temporaryFolder.resolve("ui.properties");
        // a record from earlier runs, and a setting the record's writes must leave alone
        new PreferencesStore(file).save(UiPreferences.DEFAULTS.withTurnMillis(150).withRace(EARLIER));
        Algorithm none = Algorithm.EMPTY;
        window = CubeLabApplication.show(stage, new AppServices(new FakeSolver(none),
                cancelled -> new Scramble(FaceletCube.SOLVED, none, ""), new PreferencesStore(file),
                new SplittableRandom(5)));
        window.setNotifier(text -> { });
        fxRun(() -> ((TabPane) window.root().lookup("#tabs")).getSelectionModel().select(1));
    }

    @Test
    void racesAreWrittenAsTheyEndAndTheResetClearsTheRecordInTheWindowAndTheFile(FxRobot robot) {
        RaceView race = window.raceView();
        assertThat(fx(race::raceStatistics)).isEqualTo(EARLIER);
        Button start = robot.lookup("#startRace").queryAs(Button.class);
        // the player wins: Start and the one slide in one go, before the computer could move
        fxRun(() -> {
            race.game().reset(ONE_MOVE_AWAY, TARGET);
            start.fire();
            race.game().play(WINNING_MOVE);
        });
        assertThat(fx(race::raceStatistics).games()).isEqualTo(5);
        // the computer wins: the player does nothing
        fxRun(() -> {
            race.game().reset(ONE_MOVE_AWAY, TARGET);
            start.fire();
        });
        waitUntil(() -> race.raceStatistics().games() == 6, 30);
        RaceStatistics played = fx(race::raceStatistics);
        assertThat(played.wins()).isEqualTo(2);
        assertThat(played.bestMillis()).isLessThan(EARLIER.bestMillis());
        assertThat(reloaded().race()).as("each race is written as it ends").isEqualTo(played);
        String recordText = fx(() -> robot.lookup("#raceRecord").queryAs(Label.class).getText());
        assertThat(recordText).startsWith("6 races, 2 wins; best time ");

        // Keep: the question goes, the record stays
        robot.clickOn("#resetRecord");
        assertThat(fx(() -> robot.lookup("#resetRecordConfirm").query().isVisible())).isTrue();
        clickLaidOut(robot, "#keepRecord");
        assertThat(fx(() -> robot.lookup("#resetRecordConfirm").query().isVisible())).isFalse();
        assertThat(fx(race::raceStatistics)).isEqualTo(played);
        assertThat(reloaded().race()).isEqualTo(played);

        // Reset: no races, in the card, in the result over the boards and in the file
        robot.clickOn("#resetRecord");
        clickLaidOut(robot, "#confirmResetRecord");
        assertThat(fx(race::raceStatistics)).isEqualTo(RaceStatistics.NONE);
        assertThat(fx(() -> robot.lookup("#raceRecord").queryAs(Label.class).getText())).isEqualTo("No races yet.");
        assertThat(fx(() -> robot.lookup("#resultRecord").queryAs(Label.class).getText())).isEqualTo("No races yet.");
        assertThat(fx(() -> robot.lookup("#resetRecord").query().isVisible())).as("nothing left to reset").isFalse();
        assertThat(fx(() -> robot.lookup("#resetRecordConfirm").query().isVisible())).isFalse();
        UiPreferences after = reloaded();
        assertThat(after.race()).isEqualTo(RaceStatistics.NONE);
        assertThat(after.turnMillis()).as("the other settings stay").isEqualTo(150);

        // the next race counts from nothing
        fxRun(() -> {
            race.game().reset(ONE_MOVE_AWAY, TARGET);
            start.fire();
            race.game().play(WINNING_MOVE);
        });
        assertThat(fx(race::raceStatistics).games()).isEqualTo(1);
        assertThat(reloaded().race().games()).isEqualTo(1);
    }

    /** The settings as a fresh store reads them from the file. */
    private UiPreferences reloaded() {
        PreferencesStore.Loaded loaded = new PreferencesStore(file).load();
        assertThat(loaded.notice()).isNull();
        return loaded.preferences();
    }
}
