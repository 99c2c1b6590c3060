package cubelab.scan;

import java.util.List;

/**
 * Where the nine stickers of one face lie in a photo. Grid coordinates run from (0, 0), the middle
 * of the top-left sticker, to (2, 2), the middle of the bottom-right one, with one sticker pitch
 * per unit; the face's outline is the square from (-0.5, -0.5) to (2.5, 2.5).
 */
public final class StickerGrid {

    private final Homography map;

    StickerGrid(Homography map) {
        this.map = map;
    }

    /** The image point {x, y} of grid point (u, v). */
    public double[] point(double u, double v) {
        return map.map(u, v);
    }

    /** The middle of sticker {@code index} (0..8, row by row) in the image: {x, y}. */
    public double[] stickerCentre(int index) {
        return point(index % 3, index / 3);
    }

    /** The face's four outer corners, top-left, top-right, bottom-right, bottom-left, each {x, y}. */
    public List<double[]> corners() {
        return List.of(point(-0.5, -0.5), point(2.5, -0.5), point(2.5, 2.5), point(-0.5, 2.5));
    }
}
