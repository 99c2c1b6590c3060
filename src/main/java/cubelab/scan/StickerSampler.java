package cubelab.scan;

import cubelab.common.Median;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;

/**
 * Reads each sticker's colour in CIELAB from most of its area. The square sampled reaches the
 * sticker's rim; points much darker than the sticker's bright level are the black plastic (or
 * blurred into it), and those beyond the plastic (a neighbour, the background) are not joined to
 * the sticker's middle: both are left out. Lightness is the median over the darker half of the
 * rest, since glare only ever adds light and a scratch or a spot covering less than a quarter is
 * ignored.
 *
 * <p>Where a sticker is clipped (overexposed or under glare) its clipped points say nothing of its
 * hue: an overexposed yellow and white both read as the sensor's white. Its points well below its
 * middle's lightness, mostly at the rim where the light falls off, keep the hue, so its
 * chromaticity (each linear channel over the luminance) is taken from them and carried to the
 * sticker's lightness: chroma is weighed over the clipped lightness, and a clipped yellow keeps
 * the chroma its rim shows instead of the little left in its middle.
 */
final class StickerSampler {

    /** Half the side of the sampled square, in pitches: a sticker is about 0.85 of its pitch, so this reaches its rim. */
    private static final double HALF_SIDE = 0.42;
    /** Points along each side of the sampled square. */
    private static final int STEPS = 17;
    /** A point darker (brightest channel) than this share of the sticker's bright level is plastic. */
    private static final double PLASTIC = 0.6;
    /** The share of the points below which the sticker's bright level is taken: above a small glare spot. */
    private static final double BRIGHT_LEVEL = 0.75;
    /** A channel at or above this is taken as clipped by the sensor, its true value lost. */
    private static final int CLIPPED = 250;
    /** A sticker with at least this share of clipped points has its hue read from the others. */
    private static final double CLIPPED_SHARE = 0.25;
    /**
     * A clipped sticker's hue is read from its points at least this much darker (CIELAB lightness)
     * than its median: where the light falls off towards the rim. Points just under the clip
     * level would carry the washed-out hue of the clipped middle (the sensor's white is not the
     * same in every channel: a pale orange clips in red alone).
     */
    private static final double HUE_MARGIN = 8;
    /** The fewest points a clipped sticker's hue is read from. */
    private static final int FEWEST_SHADED = 8;

    private StickerSampler() {
    }

    /** The nine stickers' readings, row by row. */
    static List<StickerReading> sample(RgbImage photo, StickerGrid grid) {
        List<StickerReading> readings = new ArrayList<>(9);
        int[] rgbs = new int[STEPS * STEPS];
        for (int sticker = 0; sticker < 9; sticker++) {
            for (int i = 0; i < STEPS; i++) {
                for (int j = 0; j < STEPS; j++) {
                    double u = sticker % 3 - HALF_SIDE + 2 * HALF_SIDE * i / (STEPS - 1);
                    double v = sticker / 3 - HALF_SIDE + 2 * HALF_SIDE * j / (STEPS - 1);
                    double[] point = grid.point(u, v);
                    rgbs[i * STEPS + j] = photo.rgb((int) Math.round(point[0]), (int) Math.round(point[1]));
                }
            }
            readings.add(reading(withoutPlastic(rgbs)));
        }
        return readings;
    }

    /**
     * The points at least {@value #PLASTIC} as bright as the sticker's bright level and joined to
     * its middle through such points: the black border rings the sticker, so whatever lies beyond
     * it (a neighbour, the background at the cube's edge) is left out with the plastic.
     */
    private static int[] withoutPlastic(int[] rgbs) {
        int[] values = Arrays.stream(rgbs).map(StickerSampler::value).sorted().toArray();
        double least = PLASTIC * values[(int) (BRIGHT_LEVEL * (values.length - 1))];
        boolean[] joined = new boolean[rgbs.length];
        int[] queue = new int[rgbs.length];
        int size = 0;
        int middle = STEPS / 2;
        // from the very middle, or where that is dark (a logo), from the bright points around it
        int reach = value(rgbs[middle * STEPS + middle]) >= least ? 0 : 2;
        for (int i = middle - reach; i <= middle + reach; i++) {
            for (int j = middle - reach; j <= middle + reach; j++) {
                int n = i * STEPS + j;
                if (value(rgbs[n]) >= least) {
                    joined[n] = true;
                    queue[size++] = n;
                }
            }
        }
        for (int head = 0; head < size; head++) {
            int i = queue[head] / STEPS;
            int j = queue[head] % STEPS;
            int[][] steps = {{i - 1, j}, {i + 1, j}, {i, j - 1}, {i, j + 1}};
            for (int[] next : steps) {
                int n = next[0] * STEPS + next[1];
                if (next[0] >= 0 && next[0] < STEPS && next[1] >= 0 && next[1] < STEPS && !joined[n]
                        && value(rgbs[n]) >= least) {
                    joined[n] = true;
                    queue[size++] = n;
                }
            }
        }
        if (size == 0) {
            return rgbs.clone();
        }
        int[] kept = new int[size];
        for (int k = 0; k < size; k++) {
            kept[k] = rgbs[queue[k]];
        }
        return kept;
    }

    /** One sticker's reading from its points, the plastic already left out. */
    static StickerReading reading(int[] rgbs) {
        LabColor[] labs = Arrays.stream(rgbs).mapToObj(LabColor::fromRgb).toArray(LabColor[]::new);
        Integer[] order = new Integer[rgbs.length];
        for (int n = 0; n < order.length; n++) {
            order[n] = n;
        }
        // glare only ever adds light: the darker half of the area keeps the sticker's own colour
        Arrays.sort(order, Comparator.comparingDouble(n -> labs[n].l()));
        int half = (rgbs.length + 1) / 2;
        double[] l = new double[half];
        double[] a = new double[half];
        double[] b = new double[half];
        int[][] channels = new int[3][half];
        for (int k = 0; k < half; k++) {
            int n = order[k];
            l[k] = labs[n].l();
            a[k] = labs[n].a();
            b[k] = labs[n].b();
            for (int c = 0; c < 3; c++) {
                channels[c][k] = channel(rgbs[n], c);
            }
        }
        int rgb = median(channels[0]) << 16 | median(channels[1]) << 8 | median(channels[2]);
        double lightness = Median.of(l);
        long clipped = Arrays.stream(rgbs).filter(StickerSampler::isClipped).count();
        double allLightness = labs[order[rgbs.length / 2]].l();
        int[] shaded = Arrays.stream(order).filter(n -> labs[n].l() <= allLightness - HUE_MARGIN)
                .mapToInt(n -> rgbs[n]).toArray();
        if (clipped >= CLIPPED_SHARE * rgbs.length && shaded.length >= FEWEST_SHADED) {
            return new StickerReading(withChromaticity(lightness, shaded), rgb);
        }
        return new StickerReading(new LabColor(lightness, Median.of(a), Median.of(b)), rgb);
    }

    /** The colour of lightness {@code lightness} with the median chromaticity of {@code rgbs}. */
    private static LabColor withChromaticity(double lightness, int[] rgbs) {
        double[][] ratios = new double[3][rgbs.length];
        for (int n = 0; n < rgbs.length; n++) {
            double[] linear = LabColor.linear(rgbs[n]);
            double luminance = Math.max(1e-6, LabColor.luminance(linear));
            for (int c = 0; c < 3; c++) {
                ratios[c][n] = linear[c] / luminance;
            }
        }
        double luminance = LabColor.luminanceOfLightness(lightness);
        return LabColor.fromLinear(Median.of(ratios[0]) * luminance, Median.of(ratios[1]) * luminance,
                Median.of(ratios[2]) * luminance);
    }

    private static boolean isClipped(int rgb) {
        return value(rgb) >= CLIPPED;
    }

    /** The brightest channel (HSV's value), 0..255. */
    private static int value(int rgb) {
        return Math.max(channel(rgb, 0), Math.max(channel(rgb, 1), channel(rgb, 2)));
    }

    private static int channel(int rgb, int channel) {
        return (rgb >> (16 - 8 * channel)) & 0xFF;
    }

    private static int median(int[] values) {
        int[] sorted = values.clone();
        Arrays.sort(sorted);
        return sorted[sorted.length / 2];
    }
}
