package cubelab.coord.symmetric;

/** The corner coordinate with and without the parity, and its classes: built once for this package's tests. */
final class TetradFixtures {

    private static final TetradCorners[] CORNERS = {new TetradCorners(false), new TetradCorners(true)};
    private static final TetradCornerClasses[] CLASSES = {
        new TetradCornerClasses(CORNERS[0]), new TetradCornerClasses(CORNERS[1])};

    private TetradFixtures() {
    }

    static TetradCorners corners(boolean parity) {
        return CORNERS[parity ? 1 : 0];
    }

    static TetradCornerClasses classes(boolean parity) {
        return CLASSES[parity ? 1 : 0];
    }
}
