package cubelab.coord;

import static org.assertj.core.api.Assertions.assertThat;

import cubelab.model.CubieCube;
import cubelab.model.FaceTurn;
import cubelab.model.RandomStateScrambler;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

class CornerCoordinateTest {

    private final CornerCoordinate corners = new CornerCoordinate();

    @Test
    void sizeIsEightFactorialTimesThreeToTheSeventh() {
        assertThat(corners.size()).isEqualTo(88_179_840);
        assertThat(corners.get(CubieCube.SOLVED)).isZero();
    }

    @Test
    void partsRoundTripOverTheirWholeRanges() {
        CornerPermutationCoordinate permutation = new CornerPermutationCoordinate();
        for (int value = 0; value < permutation.size(); value++) {
            assertThat(permutation.get(permutation.set(value))).isEqualTo(value);
        }
        CornerTwistCoordinate twist = new CornerTwistCoordinate();
        for (int value = 0; value < twist.size(); value++) {
            assertThat(twist.get(twist.set(value))).isEqualTo(value);
        }
    }

    @Test
    void setThenGetIsIdentityOnASample() {
        SplittableRandom random = new SplittableRandom(11);
        for (int i = 0; i < 200_000; i++) {
            int value = random.nextInt(corners.size());
            assertThat(corners.get(corners.set(value))).isEqualTo(value);
        }
        assertThat(corners.get(corners.set(corners.size() - 1))).isEqualTo(corners.size() - 1);
    }

    @Test
    @Tag("slow")
    void setThenGetIsIdentityOnTheWholeRange() {
        for (int value = 0; value < corners.size(); value++) {
            if (corners.get(corners.set(value)) != value) {
                assertThat(corners.get(corners.set(value))).isEqualTo(value);
            }
        }
    }

    @Test
    void partMoveTablesAgreeWithCubieArithmetic() {
        MoveTable permutationMoves = CornerCoordinate.permutationMoves();
        MoveTable twistMoves = CornerCoordinate.twistMoves();
        RandomStateScrambler scrambler = new RandomStateScrambler(new SplittableRandom(5));
        for (int i = 0; i < 500; i++) {
            CubieCube cube = scrambler.next();
            int index = corners.get(cube);
            for (FaceTurn turn : FaceTurn.values()) {
                int moved = CornerCoordinate.of(
                        permutationMoves.apply(index / CornerTwistCoordinate.SIZE, turn.ordinal()),
                        twistMoves.apply(index % CornerTwistCoordinate.SIZE, turn.ordinal()));
                assertThat(moved).isEqualTo(corners.get(cube.apply(turn)));
            }
        }
    }
}
