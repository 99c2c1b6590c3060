package cubelab.scan;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Reads each sticker's colour as the median of its inner area, in CIELAB. The inner area keeps
 * away from the black border and the rounded corners; the median is taken over the darker half of
 * it, since glare (which washes yellow out to white in a bright photo) only ever adds light, and
 * a scratch or a spot covering less than a quarter is ignored.
 */
final class StickerSampler {

    /** Half the side of the sampled square, in pitches (a sticker is about 0.85 of its pitch). */
    private static final double HALF_SIDE = 0.3;
    /** Points along each side of the sampled square. */
    private static final int STEPS = 11;

    private StickerSampler() {
    }

    /** The nine stickers' readings, row by row. */
    static List<StickerReading> sample(RgbImage photo, StickerGrid grid) {
        List<StickerReading> readings = new ArrayList<>(9);
        int count = STEPS * STEPS;
        LabColor[] labs = new LabColor[count];
        int[] rgbs = new int[count];
        Integer[] order = new Integer[count];
        for (int sticker = 0; sticker < 9; sticker++) {
            for (int i = 0; i < STEPS; i++) {
                for (int j = 0; j < STEPS; j++) {
                    double u = sticker % 3 - HALF_SIDE + 2 * HALF_SIDE * i / (STEPS - 1);
                    double v = sticker / 3 - HALF_SIDE + 2 * HALF_SIDE * j / (STEPS - 1);
                    double[] point = grid.point(u, v);
                    int n = i * STEPS + j;
                    rgbs[n] = photo.rgb((int) Math.round(point[0]), (int) Math.round(point[1]));
                    labs[n] = LabColor.fromRgb(rgbs[n]);
                    order[n] = n;
                }
            }
            // glare only ever adds light: the darker half of the area keeps the sticker's own colour
            java.util.Arrays.sort(order, java.util.Comparator.comparingDouble(n -> labs[n].l()));
            int half = (count + 1) / 2;
            double[] l = new double[half];
            double[] a = new double[half];
            double[] b = new double[half];
            int[] red = new int[half];
            int[] green = new int[half];
            int[] blue = new int[half];
            for (int k = 0; k < half; k++) {
                int n = order[k];
                l[k] = labs[n].l();
                a[k] = labs[n].a();
                b[k] = labs[n].b();
                red[k] = (rgbs[n] >> 16) & 0xFF;
                green[k] = (rgbs[n] >> 8) & 0xFF;
                blue[k] = rgbs[n] & 0xFF;
            }
            int rgb = median(red) << 16 | median(green) << 8 | median(blue);
            readings.add(new StickerReading(new LabColor(median(l), median(a), median(b)), rgb));
        }
        return readings;
    }

    static double median(double[] values) {
        double[] sorted = values.clone();
        Arrays.sort(sorted);
        int middle = sorted.length / 2;
        return sorted.length % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
    }

    private static int median(int[] values) {
        int[] sorted = values.clone();
        Arrays.sort(sorted);
        return sorted[sorted.length / 2];
    }
}
