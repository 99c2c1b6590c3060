package cubelab.ui.look;

import cubelab.model.Color;
import cubelab.model.ColorScheme;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/**
 * How the cube is drawn: which colour each face has (the scheme) and the shade used on screen
 * for each colour. The colour-blind preset uses the Okabe–Ito palette (red drawn as reddish
 * purple so it never meets orange) and prints face letters on the 2D net as a second cue.
 *
 * @param id      stable name stored in the preferences
 * @param label   menu text
 * @param scheme  the colour of each face's centre
 * @param shades  display colour per sticker colour, as #rrggbb
 * @param letters whether the 2D net prints the colour letter on every sticker
 */
public record ColorPreset(String id, String label, ColorScheme scheme, Map<Color, String> shades, boolean letters) {

    /** Shade of a sticker that the editor has cleared. */
    public static final String BLANK_SHADE = "#5b616b";

    public static final ColorPreset WESTERN = new ColorPreset("western", "Western (classic)", ColorScheme.WESTERN,
            shades("#f4f4f0", "#ffd500", "#009b48", "#0046ad", "#c41e3a", "#ff5800"), false);

    public static final ColorPreset COLOR_BLIND = new ColorPreset("colour-blind", "Western, colour-blind safe",
            ColorScheme.WESTERN, shades("#ffffff", "#f0e442", "#009e73", "#0072b2", "#cc79a7", "#e69f00"), true);

    public static final ColorPreset JAPANESE = new ColorPreset("japanese", "Japanese", ColorScheme.of(
            Color.WHITE, Color.RED, Color.GREEN, Color.BLUE, Color.ORANGE, Color.YELLOW),
            WESTERN.shades(), false);

    public static final List<ColorPreset> ALL = List.of(WESTERN, COLOR_BLIND, JAPANESE);

    public ColorPreset {
        shades = Map.copyOf(new EnumMap<>(shades));
    }

    /** The preset with this id, or Western. */
    public static ColorPreset byId(String id) {
        return ALL.stream().filter(p -> p.id().equals(id)).findFirst().orElse(WESTERN);
    }

    /** The display shade of a sticker colour; null (a blank sticker) is grey. */
    public String shade(Color color) {
        return color == null ? BLANK_SHADE : shades.get(color);
    }

    public javafx.scene.paint.Color paint(Color color) {
        return javafx.scene.paint.Color.web(shade(color));
    }

    private static Map<Color, String> shades(String white, String yellow, String green, String blue, String red,
            String orange) {
        Map<Color, String> map = new EnumMap<>(Color.class);
        map.put(Color.WHITE, white);
        map.put(Color.YELLOW, yellow);
        map.put(Color.GREEN, green);
        map.put(Color.BLUE, blue);
        map.put(Color.RED, red);
        map.put(Color.ORANGE, orange);
        return map;
    }
}
