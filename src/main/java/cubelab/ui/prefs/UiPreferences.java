package cubelab.ui.prefs;

/**
 * What the window remembers between runs.
 *
 * @param presetId   the colour preset
 * @param width      window width
 * @param height     window height
 * @param maximized  whether the window was maximized
 * @param lastCube   the 54-letter facelet string of the last cube
 * @param turnMillis animation time per quarter turn
 */
public record UiPreferences(String presetId, double width, double height, boolean maximized, String lastCube,
        double turnMillis) {

    public static final UiPreferences DEFAULTS = new UiPreferences("western", 1280, 800, false,
            cubelab.model.FaceletCube.SOLVED.toString(), 220);

    public UiPreferences withPreset(String id) {
        return new UiPreferences(id, width, height, maximized, lastCube, turnMillis);
    }

    public UiPreferences withWindow(double w, double h, boolean max) {
        return new UiPreferences(presetId, w, h, max, lastCube, turnMillis);
    }

    public UiPreferences withLastCube(String cube) {
        return new UiPreferences(presetId, width, height, maximized, cube, turnMillis);
    }

    public UiPreferences withTurnMillis(double millis) {
        return new UiPreferences(presetId, width, height, maximized, lastCube, millis);
    }
}
