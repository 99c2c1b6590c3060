package cubelab.ui.prefs;

import static org.assertj.core.api.Assertions.assertThat;

import cubelab.model.FaceletCube;
import cubelab.notation.Algorithm;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class PreferencesStoreTest {

    @TempDir
    Path dir;

    @Test
    void roundTripLeavesNoTemporaryFiles() throws Exception {
        PreferencesStore store = new PreferencesStore(dir.resolve("sub").resolve("ui.properties"));
        String cube = FaceletCube.SOLVED.apply(Algorithm.parse("R U F")).toString();
        UiPreferences prefs = UiPreferences.DEFAULTS.withPreset("colour-blind").withWindow(1920, 1080, false)
                .withLastCube(cube).withTurnMillis(150);
        store.save(prefs);
        store.save(prefs);
        PreferencesStore.Loaded loaded = store.load();
        assertThat(loaded.notice()).isNull();
        assertThat(loaded.preferences()).isEqualTo(prefs);
        try (var files = Files.list(dir.resolve("sub"))) {
            assertThat(files).containsExactly(dir.resolve("sub").resolve("ui.properties"));
        }
    }

    @Test
    void theRaceRecordIsKeptAndAFileFromBeforeItReadsAsNoRaces() throws Exception {
        PreferencesStore store = new PreferencesStore(dir.resolve("race.properties"));
        UiPreferences prefs = UiPreferences.DEFAULTS.withRace(new RaceStatistics(7, 3, 18_250));
        store.save(prefs);
        assertThat(store.load().preferences().race()).isEqualTo(new RaceStatistics(7, 3, 18_250));

        Path old = dir.resolve("old.properties");
        java.nio.file.Files.writeString(old, "version=1\npreset=western\nwidth=1280\nheight=800\nmaximized=false\n"
                + "lastCube=" + FaceletCube.SOLVED + "\nturnMillis=220\n");
        PreferencesStore.Loaded loaded = new PreferencesStore(old).load();
        assertThat(loaded.notice()).isNull();
        assertThat(loaded.preferences().race()).isEqualTo(RaceStatistics.NONE);

        Path impossible = dir.resolve("impossible.properties");
        java.nio.file.Files.writeString(impossible, "version=1\npreset=western\nwidth=1280\nheight=800\n"
                + "maximized=false\nlastCube=" + FaceletCube.SOLVED + "\nturnMillis=220\nraceGames=2\nraceWins=5\n"
                + "raceBestMillis=0\n");
        assertThat(new PreferencesStore(impossible).load().notice()).contains("the race record does not add up");
    }

    @Test
    void missingFileGivesDefaultsQuietly() {
        PreferencesStore.Loaded loaded = new PreferencesStore(dir.resolve("none.properties")).load();
        assertThat(loaded.preferences()).isEqualTo(UiPreferences.DEFAULTS);
        assertThat(loaded.notice()).isNull();
    }

    @Test
    void damagedFileIsIgnoredWithANotice() throws Exception {
        Path file = dir.resolve("ui.properties");
        for (String damaged : new String[] {"version=1\nwidth=wide\n", "\u0000\u0001garbage", "version=1\nwidth=1000\n"
                + "height=700\nturnMillis=200\nlastCube=UUUUUUUUURRRRRRRRRFFFFFFFFFDDDDDDDDDLLLLLLLLLBBBBBBBBU\n"}) {
            Files.writeString(file, damaged);
            PreferencesStore.Loaded loaded = new PreferencesStore(file).load();
            assertThat(loaded.preferences()).isEqualTo(UiPreferences.DEFAULTS);
            assertThat(loaded.notice()).contains("damaged");
        }
    }

    @Test
    void aDamagedFileIsKeptAsBadAndTheNoticeHasNoJavaInternals() throws Exception {
        Path file = dir.resolve("ui.properties");
        String[] damaged = {"version=1\nwidth=wide\n", "\u0000\u0001garbage", "version=1\nwidth=\\u00zz\n",
            "version=1\nwidth=NaN\nheight=700\nturnMillis=1\n", "version=9\n"};
        for (String content : damaged) {
            Files.writeString(file, content);
            PreferencesStore store = new PreferencesStore(file);
            PreferencesStore.Loaded loaded = store.load();
            assertThat(loaded.preferences()).isEqualTo(UiPreferences.DEFAULTS);
            assertThat(loaded.notice()).as(content).contains("damaged").contains("ui.properties.bad")
                    .doesNotContainPattern("Exception|java\\.|For input string");
            assertThat(dir.resolve("ui.properties.bad")).hasContent(content);
            assertThat(file).doesNotExist();
            store.save(UiPreferences.DEFAULTS);
            assertThat(dir.resolve("ui.properties.bad")).hasContent(content);
        }
    }
}
