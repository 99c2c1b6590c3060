package cubelab.scan;

import cubelab.model.Face;
import cubelab.model.Facelets;
import java.util.ArrayList;
import java.util.List;

/**
 * How sure the read cube is, sticker by sticker: the best cube against the best cube in which the
 * sticker shows another colour, each cube's likelihood at the face colours and spreads fitted to
 * the photos.
 *
 * <p>Face colours too close to tell apart in ΔE given their spreads (their own, or all stickers'
 * where that is more: the light of one photo shifts every colour on it) are first judged as one
 * colour: the fit may still have split them (noise alone separates two estimated means a little),
 * and orange under warm light can be red exactly. Such colours share one mean and also one
 * spread, the largest: with spreads of their own, a sticker's costs for the two would still
 * differ by d²(1/2σ₁² − 1/2σ₂²), which grows with the sticker's distance from the shared mean,
 * and the confidence would then measure which face had the tighter spread rather than which
 * colour the sticker shows. Closeness is taken transitively (a chain of close colours is one
 * group), so the judgement does not depend on the order the faces are compared in.
 *
 * <p>Two close colours may still lie well apart along the direction that separates them in this
 * photo (red and orange in dim light: {@link ColourPair}). Where a group is such a pair, on
 * opposite faces as the alike colours of the usual colour schemes are, the
 * stickers are judged under both models, one colour and two, and a sticker's confidence is the
 * two confidences weighed by how likely each model is given the stickers (the law of total
 * probability). Under two colours, the cubes are compared each at its own refitted pair of
 * colours, so a doubt comes from the likelihood of whole valid cubes: with nine of each colour,
 * real pieces, twists, flips and parity, a valid alternative differs on whole pieces, not on one
 * sticker.
 */
final class JudgedColours {

    /** Face colours nearer than this many spreads are judged as one. */
    private static final double SEPARABLE = 3;
    /** A model this unlikely is not worth its fit: its share of a confidence is below a millionth of a millionth. */
    private static final double NEGLIGIBLE = 1e-12;

    private final Model oneColour;
    private final Model twoColours;
    /** The probability of the model with the close pairs as two colours each, given the stickers. */
    private final double twoWeight;

    /** A sticker's confidence and the face it would most likely show if not the cube's. */
    record Doubt(double confidence, Face alternative) {
    }

    private JudgedColours(Model oneColour, Model twoColours, double twoWeight) {
        this.oneColour = oneColour;
        this.twoColours = twoColours;
        this.twoWeight = twoWeight;
    }

    /**
     * The judgement of the cube {@code faces} read from {@code stickers}, whose photos' light
     * taken out gives {@code corrected}, with the faces' colours {@code means} and spreads
     * {@code spreads} (the last for all stickers together).
     */
    static JudgedColours of(List<StickerReading> stickers, List<StickerReading> corrected, Face[] faces,
            LabColor[] means, double[] spreads) {
        int[] group = {0, 1, 2, 3, 4, 5};
        List<StickerReading>[][] lightApart = lightApart();
        for (int first = 0; first < 6; first++) {
            for (int second = first + 1; second < 6; second++) {
                double spread = Math.max(spreads[6], Math.max(spreads[first], spreads[second]));
                List<StickerReading> apartReadings = PhotoLight.corrected(stickers, faces, Face.of(first),
                        Face.of(second));
                LabColor[] apart = CubeResolver.faceColours(apartReadings, faces);
                if (means[first].distance(means[second]) < SEPARABLE * spread
                        || apart[first].distance(apart[second]) < SEPARABLE * spread) {
                    lightApart[first][second] = apartReadings;
                    int from = group[second];
                    int to = group[first];
                    for (int face = 0; face < 6; face++) {
                        group[face] = group[face] == from ? to : group[face];
                    }
                }
            }
        }
        Model one = new Model(corrected, shared(group, means, spreads), List.of());
        List<ColourPair> pairs = new ArrayList<>();
        double logEvidence = Double.POSITIVE_INFINITY;
        for (int first = 0; first < 6; first++) {
            for (int second = first + 1; second < 6; second++) {
                if (lightApart[first][second] != null && group[second] == group[first] && members(group, first) == 2
                        && Face.of(second) == Face.of(first).opposite()) {
                    // judged on the light measured without the two colours' own stickers: measured
                    // with them, the light and the split can feed each other until alike colours look apart
                    ColourPair pair = ColourPair.fit(lightApart[first][second], faces, Face.of(first), Face.of(second));
                    pairs.add(pair);
                    logEvidence = Math.min(logEvidence, pair.logEvidenceOfTwo(faces));
                }
            }
        }
        double twoWeight = pairs.isEmpty() ? 0 : 1 / (1 + Math.exp(-logEvidence));
        Model two = twoWeight < NEGLIGIBLE ? null
                : new Model(corrected, new Colours(means, spreads), pairs);
        return new JudgedColours(twoWeight > 1 - NEGLIGIBLE ? null : one, two, twoWeight);
    }

    /**
     * The confidence of {@code face} on sticker {@code facelet}, the best cube's colour there. The
     * likelier model is judged first; the other only where its share could decide whether the
     * sticker is sure. Where it could not, its share is counted as nothing, so the confidence
     * given is then low by at most that model's weight (a thousandth for random-05's red and orange).
     */
    Doubt doubt(int facelet, Face face) {
        boolean twoFirst = twoWeight >= 0.5;
        Model likelier = twoFirst ? twoColours : oneColour;
        Model other = twoFirst ? oneColour : twoColours;
        double weight = twoFirst ? twoWeight : 1 - twoWeight;
        Doubt first = likelier.doubt(facelet, face);
        if (other == null) {
            return first;
        }
        double least = weight * first.confidence();
        if (least >= CubeResolver.CERTAIN || least + (1 - weight) < CubeResolver.CERTAIN) {
            return new Doubt(least, first.alternative());
        }
        return new Doubt(least + (1 - weight) * other.doubt(facelet, face).confidence(), first.alternative());
    }

    /** Face colours and spreads as the stickers are judged. */
    private record Colours(LabColor[] means, double[] spreads) {
    }

    /** One model of the colours: the sticker costs, the cube fit on them, and its best cube's cost. */
    private static final class Model {

        private final List<StickerReading> corrected;
        private final Colours colours;
        private final List<ColourPair> pairs;
        /** Built at the first sticker this model judges: a model whose share decides nothing costs nothing. */
        private CubeFit fit;
        private double best;

        Model(List<StickerReading> corrected, Colours colours, List<ColourPair> pairs) {
            this.corrected = corrected;
            this.colours = colours;
            this.pairs = pairs;
        }

        private void fit() {
            double[][] cost = CubeResolver.costs(corrected, colours.means(), colours.spreads());
            for (ColourPair pair : pairs) {
                for (int facelet = 0; facelet < Facelets.COUNT; facelet++) {
                    cost[facelet][pair.first().ordinal()] = pair.cost(facelet, pair.first());
                    cost[facelet][pair.second().ordinal()] = pair.cost(facelet, pair.second());
                }
            }
            fit = new CubeFit(cost);
            best = refitted(fit.best());
        }

        Doubt doubt(int facelet, Face face) {
            if (fit == null) {
                fit();
            }
            CubeFit.Labelling other = fit.bestWithout(facelet, face);
            if (other.cost() == Double.POSITIVE_INFINITY) {
                return new Doubt(1, face);
            }
            double ratio = Math.exp(-(refitted(other) - best));
            return new Doubt(1 / (1 + ratio), other.faces()[facelet]);
        }

        /** A cube's cost with each pair's colours refitted to it (see {@link ColourPair#refitGain}). */
        private double refitted(CubeFit.Labelling cube) {
            double cost = cube.cost();
            for (ColourPair pair : pairs) {
                cost -= pair.refitGain(cube.faces());
            }
            return cost;
        }
    }

    /** Each group's faces share one mean, the average of theirs, and one spread, the largest. */
    private static Colours shared(int[] group, LabColor[] means, double[] spreads) {
        LabColor[] judgedMeans = means.clone();
        double[] judgedSpreads = spreads.clone();
        for (int face = 0; face < 6; face++) {
            double l = 0;
            double a = 0;
            double b = 0;
            double spread = 0;
            int members = 0;
            for (int other = 0; other < 6; other++) {
                if (group[other] == group[face]) {
                    l += means[other].l();
                    a += means[other].a();
                    b += means[other].b();
                    spread = Math.max(spread, spreads[other]);
                    members++;
                }
            }
            judgedMeans[face] = new LabColor(l / members, a / members, b / members);
            judgedSpreads[face] = spread;
        }
        return new Colours(judgedMeans, judgedSpreads);
    }

    private static int members(int[] group, int face) {
        int members = 0;
        for (int other : group) {
            members += other == group[face] ? 1 : 0;
        }
        return members;
    }

    @SuppressWarnings("unchecked")
    private static List<StickerReading>[][] lightApart() {
        return new List[6][6];
    }
}
