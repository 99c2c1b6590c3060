package cubelab.scan;

import cubelab.model.Face;
import java.util.List;

/**
 * Finds the 3×3 sticker grid of one face in a photo. The photo is shrunk to a working size, cut
 * into bright regions at several brightness thresholds (the dark plastic between stickers
 * separates them at one threshold or another, whatever the light), and the square regions are
 * searched for nine of a size that sit on a lattice: a centre, two sides at right angles and of
 * equal length, their opposites and the four diagonals. A perspective map fitted to the nine
 * centroids gives the grid; a fourth row of stickers beside it means a larger cube.
 */
final class GridFinder {

    /** The longer side of the working image, in pixels: stickers stay tens of pixels wide. */
    private static final int WORKING_SIZE = 640;
    private static final int[] THRESHOLDS = {60, 85, 110, 135, 160, 185};
    /** A matched sticker lies within this fraction of a pitch of where the lattice puts it. */
    private static final double TOLERANCE = 0.3;

    private GridFinder() {
    }

    /**
     * The grid of the face in a photo.
     *
     * @throws ScanException NO_GRID or LARGER_CUBE, naming the face the photo was for
     */
    static StickerGrid find(RgbImage photo, Face face) throws ScanException {
        int factor = Math.max(1, (int) Math.ceil(Math.max(photo.width(), photo.height()) / (double) WORKING_SIZE));
        RgbImage small = photo.shrink(factor);
        int[] brightness = small.brightness();
        Lattice best = null;
        boolean larger = false;
        for (int threshold : THRESHOLDS) {
            List<Blob> blobs = BlobFinder.find(brightness, small.width(), small.height(), threshold);
            Lattice lattice = Lattice.best(blobs, TOLERANCE);
            if (lattice == null) {
                continue;
            }
            if (lattice.extendsBeyondThree(blobs, TOLERANCE)) {
                larger = true;
            } else if (best == null || lattice.error() < best.error()) {
                best = lattice;
            }
        }
        if (best == null) {
            if (larger) {
                throw new ScanException(ScanDefect.LARGER_CUBE, face, String.format(
                        "the %s photo shows more than three stickers in a row: is it a 4×4 or larger cube?", face));
            }
            throw new ScanException(ScanDefect.NO_GRID, face, String.format(
                    "no 3×3 grid of stickers found in the %s photo: the face should fill much of the picture, "
                    + "square to the camera", face));
        }
        return best.toGrid(factor);
    }
}
