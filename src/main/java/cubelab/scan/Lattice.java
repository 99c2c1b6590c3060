package cubelab.scan;

import java.util.List;

/**
 * Nine blobs on a 3×3 lattice: the centre blob and the steps {@code a} (one column to the right)
 * and {@code b} (one row down), chosen so that {@code a} points most nearly along the image's x
 * axis and the lattice is not mirrored.
 */
final class Lattice {

    private final Blob[] stickers;
    private final double ax;
    private final double ay;
    private final double bx;
    private final double by;
    private final double error;

    private Lattice(Blob[] stickers, double ax, double ay, double bx, double by, double error) {
        this.stickers = stickers;
        this.ax = ax;
        this.ay = ay;
        this.bx = bx;
        this.by = by;
        this.error = error;
    }

    /** The mean distance of the blobs from their lattice places, in pitches. */
    double error() {
        return error;
    }

    /** The best-fitting lattice among the blobs, or null if none fits nine of them. */
    static Lattice best(List<Blob> blobs, double tolerance) {
        Lattice best = null;
        for (Blob centre : blobs) {
            for (Blob first : blobs) {
                if (!isNeighbour(centre, first)) {
                    continue;
                }
                for (Blob second : blobs) {
                    if (second == first || !isNeighbour(centre, second)) {
                        continue;
                    }
                    Lattice lattice = fit(blobs, centre, first, second, tolerance);
                    if (lattice != null && (best == null || lattice.error < best.error)) {
                        best = lattice;
                    }
                }
            }
        }
        return best;
    }

    /** Whether a full fourth row or column of like blobs lies beside the grid. */
    boolean extendsBeyondThree(List<Blob> blobs, double tolerance) {
        Blob centre = stickers[4];
        double[][] directions = {{ax, ay, bx, by}, {-ax, -ay, bx, by}, {bx, by, ax, ay}, {-bx, -by, ax, ay}};
        for (double[] d : directions) {
            int found = 0;
            for (int side = -1; side <= 1; side++) {
                double px = centre.x() + 2 * d[0] + side * d[2];
                double py = centre.y() + 2 * d[1] + side * d[3];
                if (nearest(blobs, px, py, centre.size(), tolerance * Math.hypot(ax, ay)) != null) {
                    found++;
                }
            }
            if (found == 3) {
                return true;
            }
        }
        return false;
    }

    /**
     * The grid in the full photo's pixels, the shrunk image having been {@code factor} times
     * smaller. A blob that sits off the fitted map by more than a twentieth of a pitch (a sticker
     * merged with a glare spot, or cut by a shadow) is left out and the map fitted again.
     */
    StickerGrid toGrid(int factor) {
        boolean[] used = new boolean[9];
        java.util.Arrays.fill(used, true);
        Homography map = fit(used, factor);
        double pitch = Math.hypot(ax, ay) * factor;
        int worst = -1;
        double worstDistance = 0.05 * pitch;
        for (int i = 0; i < 9; i++) {
            double[] p = map.map(i % 3, i / 3);
            double distance = Math.hypot(p[0] - fullX(i, factor), p[1] - fullY(i, factor));
            if (distance > worstDistance) {
                worst = i;
                worstDistance = distance;
            }
        }
        if (worst >= 0) {
            used[worst] = false;
            map = fit(used, factor);
        }
        return new StickerGrid(map);
    }

    private Homography fit(boolean[] used, int factor) {
        int n = 0;
        for (boolean u : used) {
            n += u ? 1 : 0;
        }
        double[] u = new double[n];
        double[] v = new double[n];
        double[] x = new double[n];
        double[] y = new double[n];
        int k = 0;
        for (int i = 0; i < 9; i++) {
            if (used[i]) {
                u[k] = i % 3;
                v[k] = i / 3;
                x[k] = fullX(i, factor);
                y[k] = fullY(i, factor);
                k++;
            }
        }
        return Homography.fit(u, v, x, y);
    }

    private double fullX(int i, int factor) {
        return (stickers[i].x() + 0.5) * factor - 0.5;
    }

    private double fullY(int i, int factor) {
        return (stickers[i].y() + 0.5) * factor - 0.5;
    }

    private static boolean isNeighbour(Blob centre, Blob other) {
        if (other == centre) {
            return false;
        }
        double ratio = other.size() / centre.size();
        double distance = centre.distanceTo(other.x(), other.y());
        return ratio > 0.67 && ratio < 1.5 && distance > 0.85 * centre.size() && distance < 2.2 * centre.size();
    }

    private static Lattice fit(List<Blob> blobs, Blob centre, Blob first, Blob second, double tolerance) {
        double ax = first.x() - centre.x();
        double ay = first.y() - centre.y();
        double bx = second.x() - centre.x();
        double by = second.y() - centre.y();
        if (!isSquareStep(ax, ay, bx, by)) {
            return null;
        }
        double pitch = (Math.hypot(ax, ay) + Math.hypot(bx, by)) / 2;
        Blob[] stickers = new Blob[9];
        double error = 0;
        for (int row = -1; row <= 1; row++) {
            for (int col = -1; col <= 1; col++) {
                double px = centre.x() + col * ax + row * bx;
                double py = centre.y() + col * ay + row * by;
                Blob match = nearest(blobs, px, py, centre.size(), tolerance * pitch);
                if (match == null) {
                    return null;
                }
                stickers[(row + 1) * 3 + col + 1] = match;
                error += match.distanceTo(px, py) / pitch / 9;
            }
        }
        for (int i = 0; i < 9; i++) {
            for (int j = i + 1; j < 9; j++) {
                if (stickers[i] == stickers[j]) {
                    return null;
                }
            }
        }
        return new Lattice(stickers, ax, ay, bx, by, error);
    }

    /**
     * Whether steps a and b span a square lattice as the grid is read: right-handed in image
     * coordinates (y down), close to square, and a the step most nearly along +x, so that the
     * photo's up is the grid's up (the other orderings are the same lattice).
     */
    private static boolean isSquareStep(double ax, double ay, double bx, double by) {
        double lengthA = Math.hypot(ax, ay);
        double lengthB = Math.hypot(bx, by);
        double cross = ax * by - ay * bx;
        return cross > 0 && Math.abs(ax * bx + ay * by) <= 0.35 * lengthA * lengthB
                && lengthA / lengthB >= 0.75 && lengthA / lengthB <= 1.33
                && !(ax < Math.abs(ay) || (ax == Math.abs(ay) && ay > 0));
    }

    /**
     * Whether four like blobs make a 2×2 square with no like blob on the lattice around it: the
     * face of a 2×2 cube. A 3×3 face missing a sticker at one threshold is not taken for one, since
     * its other stickers lie around every 2×2 part of it.
     */
    static boolean hasTwoByTwo(List<Blob> blobs, double tolerance) {
        for (Blob corner : blobs) {
            for (Blob first : blobs) {
                if (!isNeighbour(corner, first)) {
                    continue;
                }
                for (Blob second : blobs) {
                    if (second != first && isNeighbour(corner, second)
                            && isLoneSquare(blobs, corner, first, second, tolerance)) {
                        return true;
                    }
                }
            }
        }
        return false;
    }

    private static boolean isLoneSquare(List<Blob> blobs, Blob corner, Blob first, Blob second, double tolerance) {
        double ax = first.x() - corner.x();
        double ay = first.y() - corner.y();
        double bx = second.x() - corner.x();
        double by = second.y() - corner.y();
        if (!isSquareStep(ax, ay, bx, by)) {
            return false;
        }
        double reach = tolerance * (Math.hypot(ax, ay) + Math.hypot(bx, by)) / 2;
        Blob fourth = nearest(blobs, corner.x() + ax + bx, corner.y() + ay + by, corner.size(), reach);
        if (fourth == null || fourth == first || fourth == second || fourth == corner) {
            return false;
        }
        for (int row = -1; row <= 2; row++) {
            for (int col = -1; col <= 2; col++) {
                boolean inside = row >= 0 && row <= 1 && col >= 0 && col <= 1;
                if (!inside && nearest(blobs, corner.x() + col * ax + row * bx, corner.y() + col * ay + row * by,
                        corner.size(), reach) != null) {
                    return false;
                }
            }
        }
        return true;
    }

    private static Blob nearest(List<Blob> blobs, double px, double py, double size, double tolerance) {
        Blob best = null;
        double bestDistance = tolerance;
        for (Blob blob : blobs) {
            double ratio = blob.size() / size;
            double distance = blob.distanceTo(px, py);
            if (ratio > 0.67 && ratio < 1.5 && distance <= bestDistance) {
                best = blob;
                bestDistance = distance;
            }
        }
        return best;
    }
}
