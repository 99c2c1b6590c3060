package cubelab.ui.prefs;

import cubelab.model.FaceletCube;
import cubelab.model.InvalidCubeException;
import cubelab.common.AtomicFiles;
import java.io.IOException;
import java.io.Reader;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Properties;

/**
 * Reads and writes {@link UiPreferences} as a properties file. Writes go to a temporary file in
 * the same directory which is then moved over the old one atomically, so a crash never leaves
 * half a file. A damaged or invalid file is moved aside to {@code ui.properties.bad}: defaults are
 * used and a notice in plain words returned.
 */
public final class PreferencesStore {

    /** The loaded preferences and, if the file was damaged, a notice for the user. */
    public record Loaded(UiPreferences preferences, String notice) {
    }

    private static final String VERSION = "1";

    private final Path file;

    public PreferencesStore(Path file) {
        this.file = file;
    }

    /** {@code $XDG_CONFIG_HOME/cubelab/ui.properties}, or under {@code ~/.config}. */
    public static Path defaultLocation() {
        String override = System.getProperty("cubelab.prefs");
        if (override != null && !override.isBlank()) {
            return Path.of(override);
        }
        String xdg = System.getenv("XDG_CONFIG_HOME");
        Path base = xdg != null && !xdg.isBlank() ? Path.of(xdg) : Path.of(System.getProperty("user.home"), ".config");
        return base.resolve("cubelab").resolve("ui.properties");
    }

    public Path file() {
        return file;
    }

    /**
     * The saved preferences, or the defaults with a notice when the file cannot be used; a damaged
     * file is moved aside to {@code ui.properties.bad} first, so the next save does not destroy it.
     */
    public Loaded load() {
        if (!Files.exists(file)) {
            return new Loaded(UiPreferences.DEFAULTS, null);
        }
        try {
            return new Loaded(read(), null);
        } catch (DamagedPreferencesException e) {
            return new Loaded(UiPreferences.DEFAULTS, keepAside(e.getMessage()));
        }
    }

    private UiPreferences read() throws DamagedPreferencesException {
        Properties p = new Properties();
        try (Reader reader = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            p.load(reader);
        } catch (IOException | IllegalArgumentException e) {
            // not UTF-8, a malformed unicode escape, or unreadable
            throw new DamagedPreferencesException("it is not a readable settings file");
        }
        if (!VERSION.equals(p.getProperty("version"))) {
            throw new DamagedPreferencesException("its format version is missing or unknown");
        }
        String cube = p.getProperty("lastCube", UiPreferences.DEFAULTS.lastCube());
        try {
            FaceletCube.parse(cube).toCubieCube();
        } catch (InvalidCubeException e) {
            throw new DamagedPreferencesException("the saved cube is not a valid cube");
        }
        return new UiPreferences(
                p.getProperty("preset", "western"),
                number(p, "width", 800, 8000),
                number(p, "height", 560, 8000),
                Boolean.parseBoolean(p.getProperty("maximized")),
                cube,
                number(p, "turnMillis", 0, 2000),
                p.getProperty("tablesPrompt", ""),
                p.getProperty("buildingTier", ""),
                raceStatistics(p));
    }

    /** The race record; files from before it have none, which reads as no games. */
    private static RaceStatistics raceStatistics(Properties p) throws DamagedPreferencesException {
        if (p.getProperty("raceGames") == null) {
            return RaceStatistics.NONE;
        }
        try {
            return new RaceStatistics((int) number(p, "raceGames", 0, Integer.MAX_VALUE),
                    (int) number(p, "raceWins", 0, Integer.MAX_VALUE), (long) number(p, "raceBestMillis", 0, 1e12));
        } catch (IllegalArgumentException e) {
            throw new DamagedPreferencesException("the race record does not add up: " + e.getMessage());
        }
    }

    private static double number(Properties p, String key, double min, double max) throws DamagedPreferencesException {
        String text = p.getProperty(key);
        double value;
        try {
            value = Double.parseDouble(text == null ? "" : text.strip());
        } catch (NumberFormatException e) {
            throw new DamagedPreferencesException("the setting " + key + " is " + (text == null ? "missing" : "not a number"));
        }
        if (Double.isNaN(value)) {
            throw new DamagedPreferencesException("the setting " + key + " is not a number");
        }
        return Math.max(min, Math.min(max, value));
    }

    /** Moves the damaged file to {@code <name>.bad} and words the notice for the user. */
    private String keepAside(String reason) {
        Path bad = file.resolveSibling(file.getFileName() + ".bad");
        String kept;
        try {
            AtomicFiles.moveIntoPlace(file, bad);
            kept = "the old file is kept as " + bad;
        } catch (IOException e) {
            kept = "the old file could not be moved aside and will be replaced when CubeLab closes";
        }
        return "Your saved settings (" + file + ") were damaged, so CubeLab started with the defaults: "
                + reason + "; " + kept + ".";
    }

    public void save(UiPreferences prefs) throws IOException {
        Properties p = new Properties();
        p.setProperty("version", VERSION);
        p.setProperty("preset", prefs.presetId());
        p.setProperty("width", Double.toString(prefs.width()));
        p.setProperty("height", Double.toString(prefs.height()));
        p.setProperty("maximized", Boolean.toString(prefs.maximized()));
        p.setProperty("lastCube", prefs.lastCube());
        p.setProperty("turnMillis", Double.toString(prefs.turnMillis()));
        p.setProperty("tablesPrompt", prefs.tablesPrompt());
        p.setProperty("buildingTier", prefs.buildingTier());
        p.setProperty("raceGames", Integer.toString(prefs.race().games()));
        p.setProperty("raceWins", Integer.toString(prefs.race().wins()));
        p.setProperty("raceBestMillis", Long.toString(prefs.race().bestMillis()));
        Path dir = file.toAbsolutePath().getParent();
        Files.createDirectories(dir);
        Path temp = Files.createTempFile(dir, ".ui", ".tmp");
        try {
            try (Writer writer = Files.newBufferedWriter(temp, StandardCharsets.UTF_8)) {
                p.store(writer, "CubeLab window settings");
            }
            AtomicFiles.moveIntoPlace(temp, file);
        } finally {
            Files.deleteIfExists(temp);
        }
    }
}
