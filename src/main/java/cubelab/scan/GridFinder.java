package cubelab.scan;

import cubelab.model.Face;
import java.util.List;

/**
 * Finds the 3×3 sticker grid of one face in a photo. The photo is shrunk to a working size, cut
 * into bright regions at several brightness thresholds (the dark plastic between stickers
 * separates them at one threshold or another, whatever the light), and the square regions are
 * searched for nine of a size that sit on a lattice: a centre, two sides at right angles and of
 * equal length, their opposites and the four diagonals. A perspective map fitted to the nine
 * centroids gives the grid. A fourth row of stickers beside it means a larger cube; four alike
 * regions in a 2×2 square with none around them, where no 3×3 is found, mean a 2×2 cube.
 */
final class GridFinder {

    /** The longer side of the working image, in pixels: stickers stay tens of pixels wide. */
    private static final int WORKING_SIZE = 640;
    /** Brightness thresholds (0..255), from a dim photo's dark red stickers to a bright one's. */
    private static final int[] THRESHOLDS = {30, 60, 85, 110, 135, 160, 185};
    /** A matched sticker lies within this fraction of a pitch of where the lattice puts it. */
    private static final double TOLERANCE = 0.3;

    private GridFinder() {
    }

    /**
     * The photo shrunk to the working size. Stickers are read there too: each pixel then averages
     * a block of the camera's, which evens out its noise and the colour fringes at sharp edges.
     */
    static RgbImage working(RgbImage photo) {
        return photo.shrink(factor(photo));
    }

    private static int factor(RgbImage photo) {
        return Math.max(1, (int) Math.ceil(Math.max(photo.width(), photo.height()) / (double) WORKING_SIZE));
    }

    /**
     * The grid of the face in a photo. A fourth row of stickers beside a 3×3 found at any
     * threshold means a larger cube even where another threshold shows only three rows (its darker
     * stickers can fall below that one), so part of a 4×4 is never read as a 3×3.
     *
     * @throws ScanException NO_GRID or OTHER_CUBE_SIZE, naming the face the photo was for
     */
    static StickerGrid find(RgbImage photo, Face face) throws ScanException {
        int factor = factor(photo);
        RgbImage small = photo.shrink(factor);
        int[] brightness = small.brightness();
        Lattice best = null;
        boolean larger = false;
        boolean twoByTwo = false;
        for (int threshold : THRESHOLDS) {
            List<Blob> blobs = BlobFinder.find(brightness, small.width(), small.height(), threshold);
            Lattice lattice = Lattice.best(blobs, TOLERANCE);
            if (lattice == null) {
                twoByTwo |= Lattice.hasTwoByTwo(blobs, TOLERANCE);
            } else if (lattice.extendsBeyondThree(blobs, TOLERANCE)) {
                larger = true;
            } else if (best == null || lattice.error() < best.error()) {
                best = lattice;
            }
        }
        if (larger) {
            throw new ScanException(ScanDefect.OTHER_CUBE_SIZE, face, String.format(
                    "the %s photo shows more than three stickers in a row: a 4×4 or larger cube, where a 3×3 is "
                    + "needed", face));
        }
        if (best == null && twoByTwo) {
            throw new ScanException(ScanDefect.OTHER_CUBE_SIZE, face, String.format(
                    "the %s photo shows a 2×2 cube (two stickers in a row), where a 3×3 is needed", face));
        }
        if (best == null) {
            throw new ScanException(ScanDefect.NO_GRID, face, String.format(
                    "no 3×3 grid of stickers found in the %s photo: the face should fill much of the picture, "
                    + "square to the camera", face));
        }
        return best.toGrid(factor);
    }
}
