package cubelab.model;

import static org.assertj.core.api.Assertions.assertThat;

import cubelab.coord.CornerTwistCoordinate;
import cubelab.coord.EdgeFlipCoordinate;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class ScramblerTest {

    private static final int SAMPLES_PER_CELL = 100;

    @Test
    void randomStatesAreSolvableAndNeverWithinOneMove() {
        RandomStateScrambler scrambler = new RandomStateScrambler(new SplittableRandom(1));
        for (int i = 0; i < 20_000; i++) {
            CubieCube cube = scrambler.next();
            assertThat(cube.isSolvable()).isTrue();
            assertThat(cube.isSolved()).isFalse();
            for (FaceTurn turn : FaceTurn.values()) {
                assertThat(cube).isNotEqualTo(CubieCube.of(turn));
            }
        }
    }

    @Test
    void sameSeedSameScrambles() {
        RandomStateScrambler first = new RandomStateScrambler(new SplittableRandom(42));
        RandomStateScrambler second = new RandomStateScrambler(new SplittableRandom(42));
        for (int i = 0; i < 100; i++) {
            assertThat(first.next()).isEqualTo(second.next());
        }
    }

    @Test
    void cornerTwistIsUniform() {
        CornerTwistCoordinate twist = new CornerTwistCoordinate();
        assertUniform(twist.size(), twist::get);
    }

    @Test
    void edgeFlipIsUniform() {
        EdgeFlipCoordinate flip = new EdgeFlipCoordinate();
        assertUniform(flip.size(), flip::get);
    }

    @Test
    void whereTheUrfCornerGoesIsUniform() {
        assertUniform(Corner.COUNT * Edge.COUNT, cube -> {
            int corner = 0;
            while (cube.cornerAt(corner) != 0) {
                corner++;
            }
            return corner * Edge.COUNT + cube.edgeAt(0);
        });
    }

    @Test
    void randomMovesNeverTurnAFaceTwiceInARow() {
        RandomMoveScrambler scrambler = new RandomMoveScrambler(new SplittableRandom(3));
        List<FaceTurn> turns = scrambler.next(10_000);
        assertThat(turns).hasSize(10_000);
        for (int i = 1; i < turns.size(); i++) {
            assertThat(turns.get(i).face()).isNotEqualTo(turns.get(i - 1).face());
        }
        assertThat(turns).containsAll(List.of(FaceTurn.values()));
        assertThat(scrambler.next(0)).isEmpty();
    }

    /**
     * Pearson's χ² over {@code cells} values with 100 expected per cell; fails above mean + 5 sd
     * of the χ² distribution, which a uniform source passes with probability > 0.99999.
     */
    private static void assertUniform(int cells, java.util.function.ToIntFunction<CubieCube> cell) {
        RandomStateScrambler scrambler = new RandomStateScrambler(new SplittableRandom(cells));
        long[] counts = new long[cells];
        int samples = cells * SAMPLES_PER_CELL;
        for (int i = 0; i < samples; i++) {
            counts[cell.applyAsInt(scrambler.next())]++;
        }
        double chiSquare = 0;
        for (long count : counts) {
            double difference = count - SAMPLES_PER_CELL;
            chiSquare += difference * difference / SAMPLES_PER_CELL;
        }
        int degrees = cells - 1;
        assertThat(chiSquare).as("chi-square with %d degrees of freedom", degrees)
                .isLessThan(degrees + 5 * Math.sqrt(2.0 * degrees));
        assertThat(counts).doesNotContain(0L);
    }
}
