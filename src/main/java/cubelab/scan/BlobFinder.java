package cubelab.scan;

import java.util.ArrayList;
import java.util.List;

/**
 * The square-ish bright regions of an image at one brightness threshold. A sticker is bright and
 * ringed by the cube's dark plastic, so above a threshold each sticker is its own region; the
 * shape test uses the region's second moments, which a square passes at any rotation.
 */
final class BlobFinder {

    /** A region below this many pixels is noise at the working size. */
    private static final int MIN_AREA = 40;
    /** The larger moment of inertia over the smaller: 1 for a square or disc, more for a bar. */
    private static final double MAX_ELONGATION = 1.6;
    /**
     * Area over 12 √(λ1 λ2): 1 for a filled square, π/3 for a disc, well below 1 for a ring,
     * a cross or a region with holes, which clutter often makes.
     */
    private static final double MIN_SOLIDITY = 0.8;
    private static final double MAX_SOLIDITY = 1.15;

    private BlobFinder() {
    }

    static List<Blob> find(int[] brightness, int width, int height, int threshold) {
        int[] label = new int[brightness.length];
        int[] stack = new int[brightness.length];
        int maxArea = brightness.length / 12;
        List<Blob> blobs = new ArrayList<>();
        int next = 0;
        for (int start = 0; start < brightness.length; start++) {
            if (label[start] != 0 || brightness[start] <= threshold) {
                continue;
            }
            next++;
            label[start] = next;
            int top = 0;
            stack[top++] = start;
            long area = 0;
            double sumX = 0;
            double sumY = 0;
            double sumXx = 0;
            double sumYy = 0;
            double sumXy = 0;
            boolean touchesEdge = false;
            while (top > 0) {
                int p = stack[--top];
                int x = p % width;
                int y = p / width;
                area++;
                sumX += x;
                sumY += y;
                sumXx += (double) x * x;
                sumYy += (double) y * y;
                sumXy += (double) x * y;
                if (x == 0 || y == 0 || x == width - 1 || y == height - 1) {
                    touchesEdge = true;
                }
                if (x > 0) {
                    top = push(p - 1, brightness, threshold, label, next, stack, top);
                }
                if (x < width - 1) {
                    top = push(p + 1, brightness, threshold, label, next, stack, top);
                }
                if (y > 0) {
                    top = push(p - width, brightness, threshold, label, next, stack, top);
                }
                if (y < height - 1) {
                    top = push(p + width, brightness, threshold, label, next, stack, top);
                }
            }
            if (!touchesEdge && area >= MIN_AREA && area <= maxArea) {
                squareBlob(area, sumX, sumY, sumXx, sumYy, sumXy, blobs);
            }
        }
        return blobs;
    }

    private static int push(int p, int[] brightness, int threshold, int[] label, int id, int[] stack, int top) {
        if (label[p] == 0 && brightness[p] > threshold) {
            label[p] = id;
            stack[top++] = p;
        }
        return top;
    }

    private static void squareBlob(long area, double sumX, double sumY, double sumXx, double sumYy, double sumXy,
            List<Blob> blobs) {
        double meanX = sumX / area;
        double meanY = sumY / area;
        double xx = sumXx / area - meanX * meanX;
        double yy = sumYy / area - meanY * meanY;
        double xy = sumXy / area - meanX * meanY;
        double half = (xx + yy) / 2;
        double root = Math.sqrt(Math.max(0, half * half - (xx * yy - xy * xy)));
        double large = half + root;
        double small = half - root;
        if (small <= 0 || large / small > MAX_ELONGATION) {
            return;
        }
        double solidity = area / (12 * Math.sqrt(large * small));
        if (solidity >= MIN_SOLIDITY && solidity <= MAX_SOLIDITY) {
            blobs.add(new Blob(meanX, meanY, Math.sqrt(area)));
        }
    }
}
