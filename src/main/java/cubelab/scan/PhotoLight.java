package cubelab.scan;

import cubelab.common.Median;
import cubelab.model.Face;
import cubelab.model.Facelets;
import java.util.ArrayList;
import java.util.List;

/**
 * Each photo's own light, taken out of its stickers. One photo is brighter or warmer than another
 * as a whole, so its stickers' errors are not independent: without this, a red sticker on a warm
 * photo and an orange one on a cool photo could look like each other's colour to the fit, and the
 * likelihoods (which assume independent errors) would be sure of the swap.
 *
 * <p>For given faces, a sticker's colour is modelled as its face's colour plus its photo's light.
 * Both are fitted together by median polish (Tukey): in turn, each face's colour is the median of
 * its stickers with their photos' light taken out, and each photo's light the median of how far
 * its stickers lie from their faces' colours. Medians ignore a sticker or two given the wrong face.
 *
 * <p>Median polish alone can stop short of the fit: with the photos' stickers an uneven mix of
 * faces, it settles where every face's and photo's median residual is zero though a quarter of the
 * stickers still sit off. With two alike colours (orange as red) the two then come out a few ΔE
 * apart, half the stickers fitting exactly, so the spreads (medians) say nothing of the rest and
 * the split looked certain: a cube with red and orange swapped on two edges was given as sure. The
 * medians' answer is therefore refined by a Huber fit (weighted means, each sticker's weight
 * falling beyond {@value #HUBER} ΔE), which is convex, so it reaches the fit itself, while a
 * misread sticker still pulls with a bounded force.
 */
final class PhotoLight {

    /** Median polish settles in a few sweeps; more change nothing a sticker's colour would show. */
    private static final int SWEEPS = 8;
    /**
     * Huber's threshold, in ΔE: a sticker further than this from its fit pulls on the fit with a
     * fixed force, so a misread sticker or two cannot drag a photo's light, yet (unlike the medians
     * alone) every sticker has a say.
     */
    private static final double HUBER = 2;
    /** Sweeps of the Huber fit after the medians: it converges steadily from their answer. */
    private static final int SMOOTH_SWEEPS = 30;
    /** A light that moves less than this (ΔE) in a sweep has settled: far below what a sticker's colour shows. */
    private static final double SETTLED = 0.01;
    /** The fewest stickers a photo's light is measured on. */
    private static final int FEWEST = 3;

    private PhotoLight() {
    }

    /**
     * The stickers with each photo's light taken out, the stickers given {@code first} or
     * {@code second} (either may be null) not used to measure it unless a photo has fewer than
     * {@value #FEWEST} others. Whether those two faces' colours differ is then judged on a light
     * that their own split did not help to set: measured with them, the light and the split can
     * feed each other until two alike colours look apart.
     */
    static List<StickerReading> corrected(List<StickerReading> stickers, Face[] faces, Face first, Face second) {
        double[][] light = new double[6][3];
        List<StickerReading> corrected = stickers;
        for (int sweep = 0; sweep < SWEEPS; sweep++) {
            LabColor[] means = CubeResolver.faceColours(corrected, faces);
            for (int photo = 0; photo < 6; photo++) {
                light[photo] = photoLight(stickers, faces, means, photo, first, second);
            }
            corrected = apply(stickers, light);
        }
        for (int sweep = 0; sweep < SMOOTH_SWEEPS; sweep++) {
            LabColor[] means = huberColours(corrected, faces);
            double change = 0;
            for (int photo = 0; photo < 6; photo++) {
                double[] next = huberLight(stickers, corrected, faces, means, photo, first, second);
                for (int channel = 0; channel < 3; channel++) {
                    change = Math.max(change, Math.abs(next[channel] - light[photo][channel]));
                }
                light[photo] = next;
            }
            corrected = apply(stickers, light);
            if (change < SETTLED) {
                break;
            }
        }
        return corrected;
    }

    /** Each face's colour: the Huber-weighted mean of its stickers (see {@link #weight}). */
    private static LabColor[] huberColours(List<StickerReading> corrected, Face[] faces) {
        LabColor[] start = CubeResolver.faceColours(corrected, faces);
        double[][] sums = new double[6][4];
        for (int facelet = 0; facelet < Facelets.COUNT; facelet++) {
            int face = faces[facelet].ordinal();
            LabColor lab = corrected.get(facelet).lab();
            double w = weight(lab.distance(start[face]));
            sums[face][0] += w * lab.l();
            sums[face][1] += w * lab.a();
            sums[face][2] += w * lab.b();
            sums[face][3] += w;
        }
        LabColor[] means = new LabColor[6];
        for (int face = 0; face < 6; face++) {
            double[] sum = sums[face];
            means[face] = sum[3] == 0 ? start[face] : new LabColor(sum[0] / sum[3], sum[1] / sum[3], sum[2] / sum[3]);
        }
        return means;
    }

    /** A photo's light: the Huber-weighted mean of its stickers' offsets from their faces' colours. */
    private static double[] huberLight(List<StickerReading> stickers, List<StickerReading> corrected, Face[] faces,
            LabColor[] means, int photo, Face first, Face second) {
        int others = 0;
        for (int i = 0; i < 9; i++) {
            Face face = faces[photo * 9 + i];
            others += face == first || face == second ? 0 : 1;
        }
        double[] sum = new double[4];
        for (int i = 0; i < 9; i++) {
            int facelet = photo * 9 + i;
            Face face = faces[facelet];
            if (others >= FEWEST && (face == first || face == second)) {
                continue;
            }
            LabColor mean = means[face.ordinal()];
            LabColor lab = stickers.get(facelet).lab();
            double w = weight(corrected.get(facelet).lab().distance(mean));
            sum[0] += w * (lab.l() - mean.l());
            sum[1] += w * (lab.a() - mean.a());
            sum[2] += w * (lab.b() - mean.b());
            sum[3] += w;
        }
        return new double[] {sum[0] / sum[3], sum[1] / sum[3], sum[2] / sum[3]};
    }

    /** Huber's weight for a sticker this far (ΔE) from where the fit puts it: full up to {@value #HUBER}, then falling. */
    private static double weight(double distance) {
        return distance <= HUBER ? 1 : HUBER / distance;
    }

    private static double[] photoLight(List<StickerReading> stickers, Face[] faces, LabColor[] means, int photo,
            Face first, Face second) {
        int others = 0;
        for (int i = 0; i < 9; i++) {
            Face face = faces[photo * 9 + i];
            others += face == first || face == second ? 0 : 1;
        }
        boolean all = others < FEWEST;
        int n = all ? 9 : others;
        double[] l = new double[n];
        double[] a = new double[n];
        double[] b = new double[n];
        int k = 0;
        for (int i = 0; i < 9; i++) {
            Face face = faces[photo * 9 + i];
            if (!all && (face == first || face == second)) {
                continue;
            }
            LabColor lab = stickers.get(photo * 9 + i).lab();
            LabColor mean = means[face.ordinal()];
            l[k] = lab.l() - mean.l();
            a[k] = lab.a() - mean.a();
            b[k] = lab.b() - mean.b();
            k++;
        }
        return new double[] {Median.of(l), Median.of(a), Median.of(b)};
    }

    private static List<StickerReading> apply(List<StickerReading> stickers, double[][] light) {
        List<StickerReading> corrected = new ArrayList<>(Facelets.COUNT);
        for (int facelet = 0; facelet < Facelets.COUNT; facelet++) {
            StickerReading reading = stickers.get(facelet);
            LabColor lab = reading.lab();
            double[] shift = light[facelet / 9];
            corrected.add(new StickerReading(new LabColor(lab.l() - shift[0], lab.a() - shift[1], lab.b() - shift[2]),
                    reading.rgb()));
        }
        return corrected;
    }
}
