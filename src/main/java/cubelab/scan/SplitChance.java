package cubelab.scan;

/**
 * Whether two alike colours' stickers, as a cube splits them, lie apart by more than chance:
 * Student's two-sample t test along the directions in which red and orange differ whatever the
 * light. A photo's brightness varies over the cube, and a darker patch moves a colour towards
 * black along its own direction in CIELAB (in {@code 3x3x3-random-05} that spreads each face's
 * stickers 7 to 10 ΔE along it, against 0.2 to 3 across it). Orange is lighter than red for its
 * saturation, and yellower; both differences lie across the brightness direction, so the test
 * looks there only: along lightness and along hue, each taken square to the two colours' common
 * direction, which the stickers give without their split.
 *
 * <p>Why a test and not a likelihood with a penalty: with orange exactly red the cube's rules
 * leave 8 equally valid splits of the edges' stickers, and the best of 8 on 18 noisy stickers
 * looks like a separation far more often than a penalty for the second colour allows for (about
 * one cube in 600 came out sure and wrong). The t test's tail is exact for Gaussian noise, so with
 * the two directions and the 8 splits counted (Bonferroni) the chance that identical colours pass
 * at level p is at most p, whatever the noise, the light or the number of cubes tried.
 */
final class SplitChance {

    /** The directions tested: lightness and hue, each across the brightness direction. */
    private static final int DIRECTIONS = 2;

    private SplitChance() {
    }

    /**
     * The chance that identical colours would look at least this far apart in the best of
     * {@code splits} equally valid splits: the least two-sided p over the directions, times the
     * directions and the splits (at most 1).
     *
     * @param points the stickers of the two colours, lightness halved as {@link LabColor#distance} weighs it
     * @param second for each point, whether the cube gives it the second colour
     * @param floorVariance the least variance along a direction (rounding of the readings)
     */
    static double of(double[][] points, boolean[] second, int splits, double floorVariance) {
        double[] brightness = new double[3];
        for (double[] point : points) {
            for (int channel = 0; channel < 3; channel++) {
                brightness[channel] += point[channel];
            }
        }
        if (!normalise(brightness)) {
            return 1; // black: no colour to tell apart
        }
        // lightness with its share along the brightness direction taken out, then hue square to both
        double[] lightness = {1 - brightness[0] * brightness[0], -brightness[0] * brightness[1],
            -brightness[0] * brightness[2]};
        if (!normalise(lightness)) {
            lightness = new double[] {0, 0, 1}; // grey exactly: lightness is brightness, so yellowness instead
        }
        double[] hue = {brightness[1] * lightness[2] - brightness[2] * lightness[1],
            brightness[2] * lightness[0] - brightness[0] * lightness[2],
            brightness[0] * lightness[1] - brightness[1] * lightness[0]};
        double least = Math.min(alongDirection(points, second, lightness, floorVariance),
                alongDirection(points, second, hue, floorVariance));
        return Math.min(1, least * DIRECTIONS * splits);
    }

    /** The two-sided p of the two groups' difference in mean along {@code direction}. */
    private static double alongDirection(double[][] points, boolean[] second, double[] direction,
            double floorVariance) {
        double[] sum = new double[2];
        int[] count = new int[2];
        double[] projected = new double[points.length];
        for (int i = 0; i < points.length; i++) {
            projected[i] = dot(points[i], direction);
            int side = second[i] ? 1 : 0;
            sum[side] += projected[i];
            count[side]++;
        }
        if (count[0] == 0 || count[1] == 0) {
            return 1;
        }
        double[] mean = {sum[0] / count[0], sum[1] / count[1]};
        double squares = 0;
        for (int i = 0; i < points.length; i++) {
            double deviation = projected[i] - mean[second[i] ? 1 : 0];
            squares += deviation * deviation;
        }
        int freedom = points.length - 2;
        double variance = squares / freedom + floorVariance;
        double t = (mean[0] - mean[1]) / Math.sqrt(variance * (1.0 / count[0] + 1.0 / count[1]));
        return twoSidedTail(t, freedom);
    }

    /**
     * P(|T| ≥ |t|) for Student's t with {@code freedom} degrees of freedom, by the finite series
     * in θ = atan(|t| / √ν) (Abramowitz and Stegun 26.7.3 and 26.7.4).
     */
    static double twoSidedTail(double t, int freedom) {
        if (freedom < 1) {
            throw new IllegalArgumentException("degrees of freedom must be at least 1: " + freedom);
        }
        double theta = Math.atan(Math.abs(t) / Math.sqrt(freedom));
        double sine = Math.sin(theta);
        double cosineSquared = Math.cos(theta) * Math.cos(theta);
        double inside;
        if (freedom % 2 == 0) {
            double term = 1;
            double series = 1;
            for (int k = 1; k <= freedom / 2 - 1; k++) {
                term *= cosineSquared * (2 * k - 1) / (2 * k);
                series += term;
            }
            inside = sine * series;
        } else {
            double series = 0;
            if (freedom > 1) {
                double term = Math.cos(theta);
                series = term;
                for (int k = 1; k <= (freedom - 3) / 2; k++) {
                    term *= cosineSquared * (2 * k) / (2 * k + 1);
                    series += term;
                }
            }
            inside = 2 / Math.PI * (theta + sine * series);
        }
        return Math.max(0, 1 - inside);
    }

    private static double dot(double[] a, double[] b) {
        return a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
    }

    /** Scales {@code vector} to length 1; false, leaving it, where it has no length to scale. */
    private static boolean normalise(double[] vector) {
        double length = Math.sqrt(dot(vector, vector));
        if (length < 1e-9) {
            return false;
        }
        for (int channel = 0; channel < 3; channel++) {
            vector[channel] /= length;
        }
        return true;
    }
}
