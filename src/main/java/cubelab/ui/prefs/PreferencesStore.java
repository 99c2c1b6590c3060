package cubelab.ui.prefs;

import cubelab.model.FaceletCube;
import cubelab.model.InvalidCubeException;
import cubelab.tables.AtomicFiles;
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
 * half a file. A damaged or invalid file is ignored: defaults are used and a notice returned.
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

    public Loaded load() {
        if (!Files.exists(file)) {
            return new Loaded(UiPreferences.DEFAULTS, null);
        }
        try (Reader reader = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            Properties p = new Properties();
            p.load(reader);
            if (!VERSION.equals(p.getProperty("version"))) {
                throw new IllegalArgumentException("unknown version " + p.getProperty("version"));
            }
            String cube = p.getProperty("lastCube", UiPreferences.DEFAULTS.lastCube());
            FaceletCube.parse(cube).toCubieCube();
            UiPreferences prefs = new UiPreferences(
                    p.getProperty("preset", "western"),
                    clamp(Double.parseDouble(p.getProperty("width")), 800, 8000),
                    clamp(Double.parseDouble(p.getProperty("height")), 560, 8000),
                    Boolean.parseBoolean(p.getProperty("maximized")),
                    cube,
                    clamp(Double.parseDouble(p.getProperty("turnMillis")), 0, 2000),
                    p.getProperty("tablesPrompt", ""),
                    p.getProperty("buildingTier", ""));
            return new Loaded(prefs, null);
        } catch (IOException | RuntimeException | InvalidCubeException e) {
            return new Loaded(UiPreferences.DEFAULTS,
                    "Your saved settings (" + file + ") were damaged and have been reset: " + e.getMessage());
        }
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

    private static double clamp(double value, double min, double max) {
        if (Double.isNaN(value)) {
            throw new IllegalArgumentException("not a number");
        }
        return Math.max(min, Math.min(max, value));
    }
}
