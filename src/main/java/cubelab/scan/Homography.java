package cubelab.scan;

/**
 * A plane-to-plane perspective map from grid coordinates (u, v) to image pixels (x, y): the
 * photo of a flat cube face. Fitted by least squares to matched points, with the image points
 * centred and scaled first so that the equations stay well conditioned.
 */
final class Homography {

    /** h[0..7] of the normalised map; h33 is 1. */
    private final double[] h;
    private final double centreX;
    private final double centreY;
    private final double scale;

    private Homography(double[] h, double centreX, double centreY, double scale) {
        this.h = h;
        this.centreX = centreX;
        this.centreY = centreY;
        this.scale = scale;
    }

    /**
     * The map that sends each (u[i], v[i]) closest to (x[i], y[i]); at least four points, not three on a line.
     *
     * @throws IllegalArgumentException if the points do not determine a map
     */
    static Homography fit(double[] u, double[] v, double[] x, double[] y) {
        int n = u.length;
        double cx = 0;
        double cy = 0;
        for (int i = 0; i < n; i++) {
            cx += x[i] / n;
            cy += y[i] / n;
        }
        double spread = 0;
        for (int i = 0; i < n; i++) {
            spread += Math.hypot(x[i] - cx, y[i] - cy) / n;
        }
        double s = spread > 0 ? spread : 1;
        double[][] normal = new double[8][9];
        for (int i = 0; i < n; i++) {
            double xi = (x[i] - cx) / s;
            double yi = (y[i] - cy) / s;
            addRow(normal, new double[] {u[i], v[i], 1, 0, 0, 0, -u[i] * xi, -v[i] * xi}, xi);
            addRow(normal, new double[] {0, 0, 0, u[i], v[i], 1, -u[i] * yi, -v[i] * yi}, yi);
        }
        return new Homography(solve(normal), cx, cy, s);
    }

    /** The image point of grid point (u, v): {x, y}. */
    double[] map(double u, double v) {
        double w = h[6] * u + h[7] * v + 1;
        double x = (h[0] * u + h[1] * v + h[2]) / w;
        double y = (h[3] * u + h[4] * v + h[5]) / w;
        return new double[] {centreX + x * scale, centreY + y * scale};
    }

    private static void addRow(double[][] normal, double[] row, double target) {
        for (int i = 0; i < 8; i++) {
            for (int j = 0; j < 8; j++) {
                normal[i][j] += row[i] * row[j];
            }
            normal[i][8] += row[i] * target;
        }
    }

    /** Gaussian elimination with partial pivoting on the augmented 8 × 9 system. */
    private static double[] solve(double[][] m) {
        int size = 8;
        for (int col = 0; col < size; col++) {
            int pivot = col;
            for (int row = col + 1; row < size; row++) {
                if (Math.abs(m[row][col]) > Math.abs(m[pivot][col])) {
                    pivot = row;
                }
            }
            if (Math.abs(m[pivot][col]) < 1e-12) {
                throw new IllegalArgumentException("the points do not determine a perspective map");
            }
            double[] swap = m[col];
            m[col] = m[pivot];
            m[pivot] = swap;
            for (int row = 0; row < size; row++) {
                if (row != col) {
                    double factor = m[row][col] / m[col][col];
                    for (int k = col; k <= size; k++) {
                        m[row][k] -= factor * m[col][k];
                    }
                }
            }
        }
        double[] result = new double[size];
        for (int i = 0; i < size; i++) {
            result[i] = m[i][size] / m[i][i];
        }
        return result;
    }
}
