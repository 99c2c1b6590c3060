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
 * @param tablesPrompt the answer to the offer of faster solver tables: "" (not asked yet), "build" or "not now"
 * @param buildingTier the tier whose tables were being built when the window closed, "" for none
 */
public record UiPreferences(String presetId, double width, double height, boolean maximized, String lastCube,
        double turnMillis, String tablesPrompt, String buildingTier, RaceStatistics race) {

    public static final UiPreferences DEFAULTS = new UiPreferences("western", 1280, 800, false,
            cubelab.model.FaceletCube.SOLVED.toString(), 220, "", "", RaceStatistics.NONE);

    public UiPreferences withPreset(String id) {
        return new UiPreferences(id, width, height, maximized, lastCube, turnMillis, tablesPrompt, buildingTier, race);
    }

    public UiPreferences withWindow(double w, double h, boolean max) {
        return new UiPreferences(presetId, w, h, max, lastCube, turnMillis, tablesPrompt, buildingTier, race);
    }

    public UiPreferences withLastCube(String cube) {
        return new UiPreferences(presetId, width, height, maximized, cube, turnMillis, tablesPrompt, buildingTier, race);
    }

    public UiPreferences withTurnMillis(double millis) {
        return new UiPreferences(presetId, width, height, maximized, lastCube, millis, tablesPrompt, buildingTier, race);
    }

    public UiPreferences withTablesPrompt(String answer) {
        return new UiPreferences(presetId, width, height, maximized, lastCube, turnMillis, answer, buildingTier, race);
    }

    public UiPreferences withBuildingTier(String tier) {
        return new UiPreferences(presetId, width, height, maximized, lastCube, turnMillis, tablesPrompt, tier, race);
    }

    public UiPreferences withRace(RaceStatistics statistics) {
        return new UiPreferences(presetId, width, height, maximized, lastCube, turnMillis, tablesPrompt, buildingTier,
                statistics);
    }
}
