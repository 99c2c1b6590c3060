package cubelab.ui.race;

import cubelab.race.board.TileColor;
import java.util.Locale;

/** Style-class names for tile colours, shared by the board, the scrambler and the palette. */
final class TileColors {

    static final String BLANK_CLASS = "tile-blank";

    private TileColors() {
    }

    /** {@code tile-w}, {@code tile-y}, …; {@link #BLANK_CLASS} for code 0. */
    static String styleClass(int code) {
        return code == TileColor.BLANK_CODE ? BLANK_CLASS
                : "tile-" + Character.toLowerCase(TileColor.fromCode(code).letter());
    }

    /** The colour's letter ("R"), which the colour-blind look prints on tiles and dice; "" for the blank. */
    static String letter(int code) {
        return code == TileColor.BLANK_CODE ? "" : String.valueOf(TileColor.fromCode(code).letter());
    }

    static String name(TileColor color) {
        String name = color.name().toLowerCase(Locale.ROOT);
        return Character.toUpperCase(name.charAt(0)) + name.substring(1);
    }

    static boolean isColorClass(String styleClass) {
        return styleClass.startsWith("tile-") && styleClass.length() <= "tile-blank".length()
                && (styleClass.length() == 6 || styleClass.equals(BLANK_CLASS));
    }
}
