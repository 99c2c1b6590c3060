package cubelab.ui;

import javafx.geometry.Rectangle2D;

/**
 * The window's size on the screen it opens on. The first time, about 85 % of the screen's free
 * area and at least 1024×700 where the screen has room; later the size the user left it at,
 * shrunk to the screen if it is now smaller (another monitor, another resolution).
 */
final class FirstWindowSize {

    /** The share of the screen's free area the first window takes. */
    static final double SHARE = 0.85;
    static final double MIN_WIDTH = 1024;
    static final double MIN_HEIGHT = 700;

    private FirstWindowSize() {
    }

    /** The first window's size on a screen with this free area: {width, height}. */
    static double[] first(Rectangle2D screen) {
        return new double[] {
            Math.min(screen.getWidth(), Math.max(MIN_WIDTH, Math.floor(screen.getWidth() * SHARE))),
            Math.min(screen.getHeight(), Math.max(MIN_HEIGHT, Math.floor(screen.getHeight() * SHARE)))};
    }

    /** A saved size, made to fit the screen's free area: {width, height}. */
    static double[] restored(double width, double height, Rectangle2D screen) {
        return new double[] {Math.min(width, screen.getWidth()), Math.min(height, screen.getHeight())};
    }
}
