package cubelab.ui.race;

import java.util.ArrayList;
import java.util.List;

/**
 * Which tiles a move slid, for the animation: pure arithmetic on cell indices (row-major, n×n).
 * When the blank goes from {@code oldBlank} to {@code newBlank} along a row or column, every tile
 * between them moved one cell toward the old blank.
 */
final class SlideGeometry {

    /** One tile that now sits at {@code toCell} and came from {@code fromCell}. */
    public record Slide(int fromCell, int toCell) {
    }

    private SlideGeometry() {
    }

    /** The slides of one move; empty if the blanks are not in one line (no animation then). */
    public static List<Slide> slides(int size, int oldBlank, int newBlank) {
        List<Slide> slides = new ArrayList<>();
        int oldRow = oldBlank / size;
        int oldColumn = oldBlank % size;
        int newRow = newBlank / size;
        int newColumn = newBlank % size;
        int step;
        if (oldBlank == newBlank) {
            return slides;
        } else if (oldRow == newRow) {
            step = newColumn > oldColumn ? 1 : -1;
        } else if (oldColumn == newColumn) {
            step = newRow > oldRow ? size : -size;
        } else {
            return slides;
        }
        // tiles at newBlank, newBlank - step, ..., oldBlank + step each moved by -step
        for (int from = newBlank; from != oldBlank; from -= step) {
            slides.add(new Slide(from, from - step));
        }
        return slides;
    }

    /** The arrow for a hint: the direction the tile at {@code source} moves toward {@code blank}. */
    public static Direction direction(int size, int source, int blank) {
        if (source / size == blank / size) {
            return blank > source ? Direction.RIGHT : Direction.LEFT;
        }
        return blank > source ? Direction.DOWN : Direction.UP;
    }

    /** Screen directions, with the icon that points that way. */
    public enum Direction {
        UP("mdi2a-arrow-up-bold"), DOWN("mdi2a-arrow-down-bold"), LEFT("mdi2a-arrow-left-bold"),
        RIGHT("mdi2a-arrow-right-bold");

        private final String icon;

        Direction(String icon) {
            this.icon = icon;
        }

        public String icon() {
            return icon;
        }
    }
}
