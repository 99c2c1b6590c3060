package cubelab.scan;

import cubelab.model.Face;
import cubelab.model.Facelets;
import java.util.List;

/**
 * Two face colours close in ΔE (red and orange in dim light), judged along the direction that
 * separates them in this photo rather than by plain distance. Their stickers scatter together:
 * a darker or brighter patch of a photo moves lightness and saturation at once, so the scatter of
 * each colour is a long thin cloud, and the two clouds can lie side by side, well apart across
 * that direction, while their means are only a few ΔE-spreads apart. The stickers of both are
 * therefore modelled as Gaussians with one full covariance, estimated from the photo itself: the
 * 18 stickers the cube gives the two faces, each around its own face's mean (Fisher's linear
 * discriminant, Mahalanobis distances).
 *
 * <p>Whether the photo tells the two apart at all is a test ({@link SplitChance}): with orange
 * exactly red, only the cube's rules could split their stickers, and they cannot for the edges:
 * the corners' handedness fixes which of their stickers is red, but 8 ways remain for the edges',
 * so a split seen there may be chance, and the test counts the chance of the best of 8.
 *
 * <p>Coordinates are CIELAB with lightness halved, as {@link LabColor#distance} weighs it, so these
 * costs are on the same scale as the other faces' ({@code d² / 2σ² + 3 log σ} is the same
 * Gaussian with covariance σ²I).
 */
final class ColourPair {

    /**
     * The chance of a split at which two colours are taken as 99 % likely; identical colours reach
     * it in at most one cube in 10,000 ({@link SplitChance}). A swappable sticker is sure only at
     * two colours 98 % likely or more (the one-colour model gives it even odds, so below that its
     * confidence falls under {@link CubeResolver#CERTAIN}): at a chance of 2·10⁻⁴, which bounds
     * how often identical colours are read as a sure cube.
     */
    private static final double SPLIT_LEVEL = 1e-4;
    /**
     * The valid cubes that two opposite faces' colours taken as one cannot tell apart: the
     * corners' handedness fixes which of their stickers is which, but the 8 edges holding either
     * colour pair up by their other colour (with U, F, D or B), and any even number of those 4
     * pairs may swap (an odd number would leave the edges' permutation of the wrong parity): 8.
     * The cube's split is the best of them, so its chance is counted 8 times.
     */
    private static final int ALIKE_CUBES = 8;
    /**
     * The least spread per channel, in ΔE: readings given as whole RGB values are rounded by a
     * quarter of a ΔE or so where the light is dim, and without it identical readings would make
     * a flat cloud.
     */
    private static final double ROUNDING = 0.3;

    private final List<StickerReading> readings;
    private final Face first;
    private final Face second;
    private final double[][] means;
    private final double[][] inverse;
    private final double logDeterminant;

    private ColourPair(List<StickerReading> readings, Face first, Face second, double[][] means,
            double[][] covariance) {
        this.readings = readings;
        this.first = first;
        this.second = second;
        this.means = means;
        this.inverse = inverse(covariance);
        this.logDeterminant = Math.log(determinant(covariance));
    }

    /**
     * The two colours as the cube {@code faces} assigns the stickers {@code readings}, means and
     * the pooled covariance at their maximum likelihood.
     */
    static ColourPair fit(List<StickerReading> readings, Face[] faces, Face first, Face second) {
        double[][] means = new double[2][3];
        int[] counts = new int[2];
        for (int facelet = 0; facelet < Facelets.COUNT; facelet++) {
            int side = side(faces[facelet], first, second);
            if (side >= 0) {
                double[] point = point(readings.get(facelet).lab());
                for (int channel = 0; channel < 3; channel++) {
                    means[side][channel] += point[channel];
                }
                counts[side]++;
            }
        }
        for (int side = 0; side < 2; side++) {
            for (int channel = 0; channel < 3; channel++) {
                means[side][channel] /= Math.max(1, counts[side]);
            }
        }
        double[][] covariance = new double[3][3];
        for (int facelet = 0; facelet < Facelets.COUNT; facelet++) {
            int side = side(faces[facelet], first, second);
            if (side >= 0) {
                double[] point = point(readings.get(facelet).lab());
                for (int row = 0; row < 3; row++) {
                    for (int column = 0; column < 3; column++) {
                        covariance[row][column] += (point[row] - means[side][row])
                                * (point[column] - means[side][column]) / (counts[0] + counts[1]);
                    }
                }
            }
        }
        for (int channel = 0; channel < 3; channel++) {
            covariance[channel][channel] += ROUNDING * ROUNDING;
        }
        return new ColourPair(readings, first, second, means, covariance);
    }

    /**
     * The log odds of two colours against one for the stickers as the cube {@code faces} splits
     * them: from the chance that identical colours split as far apart in the best of the
     * {@value #ALIKE_CUBES} alike cubes ({@link SplitChance}), 99 to 1 at {@link #SPLIT_LEVEL}.
     */
    double logEvidenceOfTwo(Face[] faces) {
        List<double[]> points = new java.util.ArrayList<>();
        List<Boolean> sides = new java.util.ArrayList<>();
        for (int facelet = 0; facelet < Facelets.COUNT; facelet++) {
            if (covers(faces[facelet])) {
                points.add(point(readings.get(facelet).lab()));
                sides.add(faces[facelet] == second);
            }
        }
        boolean[] second = new boolean[sides.size()];
        for (int i = 0; i < second.length; i++) {
            second[i] = sides.get(i);
        }
        double chance = SplitChance.of(points.toArray(double[][]::new), second, ALIKE_CUBES, ROUNDING * ROUNDING);
        return Math.log(99 * SPLIT_LEVEL / chance);
    }

    boolean covers(Face face) {
        return face == first || face == second;
    }

    /** −log likelihood of sticker {@code facelet} showing {@code face}, one of the two: m² / 2 + log det Σ / 2. */
    double cost(int facelet, Face face) {
        double[] point = point(readings.get(facelet).lab());
        double[] mean = means[side(face, first, second)];
        double[] difference = new double[3];
        for (int channel = 0; channel < 3; channel++) {
            difference[channel] = point[channel] - mean[channel];
        }
        return quadratic(difference) / 2 + logDeterminant / 2;
    }

    /** The two colours' stickers' cost in cube {@code faces} at these colours. */
    double costOf(Face[] faces) {
        double sum = 0;
        for (int facelet = 0; facelet < Facelets.COUNT; facelet++) {
            if (covers(faces[facelet])) {
                sum += cost(facelet, faces[facelet]);
            }
        }
        return sum;
    }

    /**
     * How much more the two colours' stickers cost in cube {@code faces} at these colours than
     * with the colours refitted to that cube. A cube is thus compared with another each at its
     * own best colours (profile likelihood), not at the colours the first cube gave, which would
     * make the first look surer than it is.
     */
    double refitGain(Face[] faces) {
        return costOf(faces) - fit(readings, faces, first, second).costOf(faces);
    }

    Face first() {
        return first;
    }

    Face second() {
        return second;
    }

    private static int side(Face face, Face first, Face second) {
        return face == first ? 0 : face == second ? 1 : -1;
    }

    /** Lightness halved, as {@link LabColor#distance} weighs it. */
    private static double[] point(LabColor lab) {
        return new double[] {lab.l() / 2, lab.a(), lab.b()};
    }

    private double quadratic(double[] vector) {
        double sum = 0;
        for (int row = 0; row < 3; row++) {
            for (int column = 0; column < 3; column++) {
                sum += vector[row] * inverse[row][column] * vector[column];
            }
        }
        return sum;
    }

    private static double determinant(double[][] m) {
        return m[0][0] * (m[1][1] * m[2][2] - m[1][2] * m[2][1])
                - m[0][1] * (m[1][0] * m[2][2] - m[1][2] * m[2][0])
                + m[0][2] * (m[1][0] * m[2][1] - m[1][1] * m[2][0]);
    }

    /** The inverse of a 3×3 matrix by its cofactors (the covariance is positive definite: noise is added to it). */
    private static double[][] inverse(double[][] m) {
        double det = determinant(m);
        double[][] inverse = new double[3][3];
        for (int row = 0; row < 3; row++) {
            for (int column = 0; column < 3; column++) {
                int r1 = (column + 1) % 3;
                int r2 = (column + 2) % 3;
                int c1 = (row + 1) % 3;
                int c2 = (row + 2) % 3;
                inverse[row][column] = (m[r1][c1] * m[r2][c2] - m[r1][c2] * m[r2][c1]) / det;
            }
        }
        return inverse;
    }
}
