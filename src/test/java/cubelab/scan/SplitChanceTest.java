package cubelab.scan;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The two-colour test of red and orange: Student's tail, its exactness on alike colours, its power on real ones. */
class SplitChanceTest {

    /** Red in dim light, lightness halved as the resolver sees it. */
    private static final double[] RED = {12.8, 36.1, 28.9};

    /** Published two-sided critical values of Student's t (5 % and 0.1 %). */
    @ParameterizedTest
    @CsvSource({"1, 12.706, 0.05", "2, 4.303, 0.05", "5, 2.571, 0.05", "16, 2.120, 0.05", "16, 4.015, 0.001",
        "30, 2.042, 0.05", "15, 4.073, 0.001"})
    void studentsTailMatchesItsTables(int freedom, double t, double p) {
        assertThat(SplitChance.twoSidedTail(t, freedom)).isCloseTo(p, within(p * 0.002));
        assertThat(SplitChance.twoSidedTail(-t, freedom)).isCloseTo(p, within(p * 0.002));
        assertThat(SplitChance.twoSidedTail(0, freedom)).isCloseTo(1, within(1e-12));
    }

    /**
     * Identical colours, each sticker darker or brighter along the colour's own direction and
     * noisy across it: the chance given is exact, so it falls under 10 % in 10 % of splits.
     */
    @Test
    void identicalColoursPassAtTheirLevelAndNoMore() {
        SplittableRandom random = new SplittableRandom(7);
        int trials = 4000;
        int under = 0;
        for (int trial = 0; trial < trials; trial++) {
            double[][] points = stickers(random, RED, RED, 2.0);
            if (SplitChance.of(points, halves(), 1, 0) < 0.1) {
                under++;
            }
        }
        assertThat(under / (double) trials).isBetween(0.08, 0.115);
    }

    /**
     * Orange a little lighter than red for its saturation (as in rubiks-color-resolver's
     * {@code random-05}), both spread far more by brightness than the gap between them: found
     * at the resolver's level (10⁻⁴, with the 8 alike cubes counted) in most photos.
     */
    @Test
    void orangeLighterForItsSaturationIsFoundUnderBrightnessSpread() {
        double[] orange = {16.2, 37.7, 34.7};
        SplittableRandom random = new SplittableRandom(11);
        int found = 0;
        for (int trial = 0; trial < 20; trial++) {
            if (SplitChance.of(stickers(random, RED, orange, 0.8), halves(), 8, 0.09) < 1e-4) {
                found++;
            }
        }
        assertThat(found).isGreaterThanOrEqualTo(17);
    }

    @Test
    void noSplitWhereOneSideIsEmpty() {
        double[][] points = stickers(new SplittableRandom(3), RED, RED, 1);
        assertThat(SplitChance.of(points, new boolean[18], 8, 0.09)).isEqualTo(1);
    }

    /** White and yellow washed out to greys: the yellower one is still found, and exact greys or black give no split. */
    @Test
    void washedOutWhiteAndYellowAndDegenerateColours() {
        double[] white = {47, 0, 2};
        double[] yellow = {46, -2, 14};
        SplittableRandom random = new SplittableRandom(5);
        assertThat(SplitChance.of(stickers(random, white, yellow, 1.0), halves(), 8, 0.09)).isLessThan(1e-6);
        double[][] grey = new double[18][];
        double[][] black = new double[18][];
        for (int i = 0; i < 18; i++) {
            grey[i] = new double[] {40 + i % 3, 0, 0};
            black[i] = new double[3];
        }
        assertThat(SplitChance.of(grey, halves(), 8, 0.09)).isEqualTo(1);
        assertThat(SplitChance.of(black, halves(), 8, 0.09)).isEqualTo(1);
    }

    /** Nine stickers of each colour, each scaled by a brightness of 0.7 to 1.3 and with noise of {@code noise} per channel. */
    private static double[][] stickers(SplittableRandom random, double[] first, double[] second, double noise) {
        double[][] points = new double[18][];
        for (int i = 0; i < 18; i++) {
            double[] colour = i < 9 ? first : second;
            double brightness = 0.7 + 0.6 * random.nextDouble();
            points[i] = new double[3];
            for (int channel = 0; channel < 3; channel++) {
                points[i][channel] = colour[channel] * brightness + random.nextGaussian() * noise;
            }
        }
        return points;
    }

    private static boolean[] halves() {
        boolean[] second = new boolean[18];
        for (int i = 9; i < 18; i++) {
            second[i] = true;
        }
        return second;
    }
}
