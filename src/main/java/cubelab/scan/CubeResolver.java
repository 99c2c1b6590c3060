package cubelab.scan;

import cubelab.common.Median;
import cubelab.model.Face;
import cubelab.model.FaceletCube;
import cubelab.model.Facelets;
import cubelab.model.InvalidCubeException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Decides all 54 colours together. Each face's colour is first its centre's; the likelihood of a
 * sticker showing a face is a Gaussian around that face's colour (lightness counting half), with
 * one spread estimated from the stickers themselves. The most likely valid cube is found exactly
 * ({@link CubeFit}), the face colours are re-estimated as the medians of the stickers given to
 * them, and that is repeated until nothing changes.
 *
 * <p>A sticker's confidence compares the best cube with the best cube in which that sticker shows
 * another colour: with a likelihood ratio r between them it is r / (1 + r). A sticker is in doubt
 * when that is under {@value #CERTAIN}, or when the sticker is far nearer another face's colour
 * than the one the cube gives it (the photos then disagree with any real cube).
 */
public final class CubeResolver {

    static final double CERTAIN = 0.99;
    /**
     * A sticker this many spreads nearer to another face's colour than to the one the cube gives it
     * is not that colour: no lighting moves a sticker so far, but photos that are not one cube do.
     */
    private static final double MISFIT = 6;
    /** The least spread assumed, in ΔE: a sensor's noise, so that clean data does not look certain of everything. */
    static final double MIN_SPREAD = 1.0;
    /** The spread before anything is known. */
    private static final double FIRST_SPREAD = 6;
    /**
     * The median {@link LabColor#distance} of a 3-D Gaussian sample from its mean, in standard
     * deviations per channel: 1.29 with lightness counting half (1.54 were all three counted fully).
     */
    private static final double MEDIAN_RADIUS = 1.29;
    /**
     * How much further stickers lie from the truth than from the fit: per channel, 54 stickers
     * fit 6 face colours and 6 photos' light (11 free values, one shared offset), so the
     * residuals are √(43/54) of the noise and the spread is scaled back by √(54/43).
     */
    private static final double FITTED_VALUES = Math.sqrt(54.0 / 43.0);
    private static final int ROUNDS = 6;
    /** How much more one face's colour may spread than all stickers' together. */
    private static final double SPREAD_RANGE = 2.5;
    /** Doubts this many or more mean the faces are not one cube rather than a few unclear stickers. */
    private static final int TOO_MANY_DOUBTS = 18;
    /** Misfits this many or more: a sticker or two may be misread, but not three pieces' worth. */
    private static final int TOO_MANY_MISFITS = 3;
    /** Two faces whose stickers all lie this close (ΔE) under some turn are one face photographed twice. */
    private static final double SAME_FACE = 6;

    private CubeResolver() {
    }

    /**
     * The most likely cube for 54 stickers in URFDLB order, each face read as the usual net shows it.
     *
     * @param turnsOpen whether a face may have been photographed turned, so its quarter turns are tried too
     * @throws ScanException SAME_FACE_TWICE, or FACES_DO_NOT_FIT when no real cube is near the colours
     */
    public static ScanResult resolve(List<StickerReading> stickers, boolean turnsOpen) throws ScanException {
        if (stickers.size() != Facelets.COUNT) {
            throw new ScanException(ScanDefect.BAD_COLOR_DATA, null, "expected 54 stickers, got " + stickers.size());
        }
        checkNoFaceTwice(stickers);
        int[] noTurns = new int[6];
        ScanResult result = resolveTurned(stickers, noTurns);
        if (!result.isCertain() && turnsOpen) {
            int[] turns = FaceTurns.search(stickers);
            if (!Arrays.equals(turns, noTurns)) {
                ScanResult turned = resolveTurned(FaceTurns.apply(stickers, turns), turns);
                if (turned.isCertain()) {
                    result = turned;
                }
            }
        }
        if (result.doubtful().size() >= TOO_MANY_DOUBTS) {
            throw new ScanException(ScanDefect.FACES_DO_NOT_FIT, null, String.format(
                    "the six faces do not fit together as one cube (%d stickers in doubt): check that the photos "
                    + "are in the order U R F D L B and each face is held as the guide shows",
                    result.doubtful().size()));
        }
        return result;
    }

    /**
     * The −log likelihoods of each sticker showing each face, for face colours {@code means} with
     * spreads {@code spreads}: a 3-D Gaussian's d² / 2σ² + 3 log σ.
     */
    static double[][] costs(List<StickerReading> stickers, LabColor[] means, double[] spreads) {
        double[][] cost = new double[Facelets.COUNT][6];
        for (int facelet = 0; facelet < Facelets.COUNT; facelet++) {
            for (int face = 0; face < 6; face++) {
                double spread = spreads[face];
                cost[facelet][face] = stickers.get(facelet).lab().squaredDistance(means[face]) / (2 * spread * spread)
                        + 3 * Math.log(spread);
            }
        }
        return cost;
    }

    /** One spread for every face, and (last) for all stickers together. */
    static double[] sameSpreads(double spread) {
        double[] spreads = new double[7];
        Arrays.fill(spreads, spread);
        return spreads;
    }

    static LabColor[] centreColours(List<StickerReading> stickers) {
        LabColor[] means = new LabColor[6];
        for (Face face : Face.values()) {
            means[face.ordinal()] = stickers.get(Facelets.centre(face)).lab();
        }
        return means;
    }

    private static ScanResult resolveTurned(List<StickerReading> stickers, int[] turns) throws ScanException {
        LabColor[] means = centreColours(stickers);
        double[] spreads = sameSpreads(FIRST_SPREAD);
        List<StickerReading> corrected = stickers;
        CubeFit.Labelling best = new CubeFit(costs(stickers, means, spreads)).best();
        for (int round = 0; round < ROUNDS; round++) {
            corrected = PhotoLight.corrected(stickers, best.faces(), null, null);
            LabColor[] nextMeans = faceColours(corrected, best.faces());
            double[] nextSpreads = spreads(corrected, best.faces(), nextMeans);
            CubeFit.Labelling next = new CubeFit(costs(corrected, nextMeans, nextSpreads)).best();
            boolean stable = Arrays.equals(next.faces(), best.faces()) && Arrays.equals(nextSpreads, spreads);
            means = nextMeans;
            spreads = nextSpreads;
            best = next;
            if (stable) {
                break;
            }
        }
        return judge(stickers, corrected, best, means, spreads, turns);
    }

    /**
     * The confidences of {@code best}, judged on the stickers with each photo's light taken out
     * ({@code corrected}); the result keeps the stickers as read.
     */
    private static ScanResult judge(List<StickerReading> stickers, List<StickerReading> corrected,
            CubeFit.Labelling best, LabColor[] means, double[] spreads, int[] turns) throws ScanException {
        JudgedColours judged = JudgedColours.of(stickers, corrected, best.faces(), means, spreads);
        List<Double> confidence = new ArrayList<>(Facelets.COUNT);
        List<Face> alternative = new ArrayList<>(Facelets.COUNT);
        List<Integer> doubtful = new ArrayList<>();
        int misfits = 0;
        for (int facelet = 0; facelet < Facelets.COUNT; facelet++) {
            Face face = best.faces()[facelet];
            if (facelet % 9 == 4) {
                confidence.add(1.0);
                alternative.add(face);
                continue;
            }
            JudgedColours.Doubt doubt = judged.doubt(facelet, face);
            double sure = doubt.confidence();
            confidence.add(sure);
            alternative.add(doubt.alternative());
            LabColor lab = corrected.get(facelet).lab();
            double given = lab.distance(means[face.ordinal()]);
            double nearest = Arrays.stream(means).mapToDouble(lab::distance).min().orElseThrow();
            boolean misfit = given - nearest > MISFIT * spreads[6];
            misfits += misfit ? 1 : 0;
            if (sure < CERTAIN || misfit) {
                doubtful.add(facelet);
            }
        }
        if (misfits >= TOO_MANY_MISFITS) {
            throw new ScanException(ScanDefect.FACES_DO_NOT_FIT, null, String.format(
                    "the six faces do not fit together as one cube (%d stickers show colours no real cube "
                    + "could have there): check that the photos are in the order U R F D L B and each face "
                    + "is held as the guide shows", misfits));
        }
        FaceletCube cube;
        try {
            cube = FaceletCube.parse(Arrays.stream(best.faces()).map(f -> String.valueOf(f.letter()))
                    .reduce("", String::concat));
            cube.toCubieCube();
        } catch (InvalidCubeException e) {
            // the fit only builds real cubes, so this is a fault in it, not in the photos
            throw new IllegalStateException("the colour fit built an invalid cube: " + e.getMessage(), e);
        }
        return new ScanResult(stickers, cube, confidence, doubtful, alternative, Arrays.stream(turns).boxed().toList());
    }

    /** Each face's colour: the per-channel median of the stickers given to it. */
    static LabColor[] faceColours(List<StickerReading> stickers, Face[] faces) {
        LabColor[] means = new LabColor[6];
        for (Face face : Face.values()) {
            double[] l = new double[9];
            double[] a = new double[9];
            double[] b = new double[9];
            int n = 0;
            for (int facelet = 0; facelet < Facelets.COUNT; facelet++) {
                if (faces[facelet] == face && n < 9) {
                    LabColor lab = stickers.get(facelet).lab();
                    l[n] = lab.l();
                    a[n] = lab.a();
                    b[n] = lab.b();
                    n++;
                }
            }
            means[face.ordinal()] = new LabColor(Median.of(l), Median.of(a), Median.of(b));
        }
        return means;
    }

    /**
     * Each face's spread around its colour, from the median distance (robust to a wrong sticker or
     * two), kept between a sensor's noise and {@value #SPREAD_RANGE} times the spread of all
     * stickers. Colours differ: an overexposed white and yellow are each tight, a yellow a hair
     * bluer than the whites is still yellow, while orange varies a lot with the light.
     */
    private static double[] spreads(List<StickerReading> stickers, Face[] faces, LabColor[] means) {
        double[] all = new double[Facelets.COUNT];
        double[][] byFace = new double[6][9];
        int[] counts = new int[6];
        for (int facelet = 0; facelet < Facelets.COUNT; facelet++) {
            int face = faces[facelet].ordinal();
            all[facelet] = stickers.get(facelet).lab().distance(means[face]);
            if (counts[face] < 9) {
                byFace[face][counts[face]++] = all[facelet];
            }
        }
        double overall = Math.max(MIN_SPREAD, Median.of(all) * FITTED_VALUES / MEDIAN_RADIUS);
        double[] spreads = new double[7];
        for (int face = 0; face < 6; face++) {
            double own = Median.of(byFace[face]) * FITTED_VALUES / MEDIAN_RADIUS;
            spreads[face] = Math.max(MIN_SPREAD, Math.min(SPREAD_RANGE * overall, Math.sqrt(Math.max(own, MIN_SPREAD) * overall)));
        }
        spreads[6] = overall;
        return spreads;
    }

    private static void checkNoFaceTwice(List<StickerReading> stickers) throws ScanException {
        for (int first = 0; first < 6; first++) {
            if (isUniform(stickers, first)) {
                continue;
            }
            for (int second = first + 1; second < 6; second++) {
                for (int turn = 0; turn < 4; turn++) {
                    if (sameFace(stickers, first, second, turn)) {
                        throw new ScanException(ScanDefect.SAME_FACE_TWICE, Face.of(second), String.format(
                                "the %s and %s photos show the same face: each face must be photographed once",
                                Face.of(first), Face.of(second)));
                    }
                }
            }
        }
    }

    private static boolean isUniform(List<StickerReading> stickers, int face) {
        LabColor centre = stickers.get(face * 9 + 4).lab();
        for (int i = 0; i < 9; i++) {
            if (stickers.get(face * 9 + i).lab().distance(centre) > SAME_FACE) {
                return false;
            }
        }
        return true;
    }

    private static boolean sameFace(List<StickerReading> stickers, int first, int second, int turn) {
        for (int i = 0; i < 9; i++) {
            LabColor a = stickers.get(first * 9 + i).lab();
            LabColor b = stickers.get(second * 9 + FaceTurns.source(i, turn)).lab();
            if (a.distance(b) > SAME_FACE) {
                return false;
            }
        }
        return true;
    }
}
