package cubelab.model;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import cubelab.notation.Algorithm;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class CubieCubeTest {

    private static final SplittableRandom RANDOM = new SplittableRandom(20261121L);

    @Test
    void everyTurnToTheFourthPowerIsIdentity() {
        for (FaceTurn turn : FaceTurn.values()) {
            CubieCube cube = CubieCube.SOLVED;
            for (int i = 0; i < 4; i++) {
                cube = cube.apply(turn);
            }
            assertThat(cube).as(turn.toString()).isEqualTo(CubieCube.SOLVED);
            assertThat(CubieCube.of(turn).isSolved()).isFalse();
        }
    }

    @Test
    void turnTimesItsInverseIsIdentity() {
        for (FaceTurn turn : FaceTurn.values()) {
            assertThat(CubieCube.of(turn).apply(turn.inverse())).isEqualTo(CubieCube.SOLVED);
            assertThat(CubieCube.of(turn).inverse()).isEqualTo(CubieCube.of(turn.inverse()));
        }
    }

    @Test
    void inverseOfInverseAndInverseOfProduct() {
        RandomStateScrambler scrambler = new RandomStateScrambler(RANDOM.split());
        for (int i = 0; i < 1000; i++) {
            CubieCube a = scrambler.next();
            CubieCube b = scrambler.next();
            assertThat(a.inverse().inverse()).isEqualTo(a);
            assertThat(a.multiply(a.inverse())).isEqualTo(CubieCube.SOLVED);
            assertThat(a.inverse().multiply(a)).isEqualTo(CubieCube.SOLVED);
            assertThat(a.multiply(b).inverse()).isEqualTo(b.inverse().multiply(a.inverse()));
        }
    }

    @Test
    void multiplicationIsAssociative() {
        RandomStateScrambler scrambler = new RandomStateScrambler(RANDOM.split());
        for (int i = 0; i < 200; i++) {
            CubieCube a = scrambler.next();
            CubieCube b = scrambler.next();
            CubieCube c = scrambler.next();
            assertThat(a.multiply(b).multiply(c)).isEqualTo(a.multiply(b.multiply(c)));
        }
    }

    @Test
    void orderOfRUIs105AndOfSexyMoveIs6() {
        assertThat(order(Algorithm.parse("R U"))).isEqualTo(105);
        assertThat(order(Algorithm.parse("R U R' U'"))).isEqualTo(6);
        assertThat(order(Algorithm.parse("R"))).isEqualTo(4);
        assertThat(order(Algorithm.parse("R2"))).isEqualTo(2);
    }

    @Test
    void faceTurnsAreSolvableAndTwistedCornerIsNot() {
        for (FaceTurn turn : FaceTurn.values()) {
            assertThat(CubieCube.of(turn).isSolvable()).isTrue();
        }
        CubieCube twisted = CubieCube.of(new int[] {0, 1, 2, 3, 4, 5, 6, 7}, new int[] {1, 0, 0, 0, 0, 0, 0, 0},
                new int[] {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11}, new int[12]);
        assertThat(twisted.isSolvable()).isFalse();
        assertThat(twisted.totalTwist()).isEqualTo(1);
    }

    @Test
    void malformedArraysAreRejected() {
        assertThatThrownBy(() -> CubieCube.of(new int[] {0, 0, 2, 3, 4, 5, 6, 7}, new int[8],
                new int[] {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11}, new int[12]))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("corner permutation");
        assertThatThrownBy(() -> CubieCube.of(new int[] {0, 1, 2, 3, 4, 5, 6, 7}, new int[] {3, 0, 0, 0, 0, 0, 0, 0},
                new int[] {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11}, new int[12]))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("corner twist[0] = 3");
    }

    static int order(Algorithm algorithm) {
        CubieCube step = CubieCube.SOLVED;
        for (var move : algorithm.moves()) {
            step = step.apply(FaceTurn.of(move));
        }
        CubieCube cube = step;
        int order = 1;
        while (!cube.isSolved()) {
            cube = cube.multiply(step);
            order++;
        }
        return order;
    }
}
