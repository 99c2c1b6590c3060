package cubelab.coord.symmetric;

import static org.assertj.core.api.Assertions.assertThat;

import cubelab.model.CubieCube;
import cubelab.model.FaceTurn;
import cubelab.model.RandomStateScrambler;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

@Tag("heavy")
class TetradCornersTest {

    @ParameterizedTest
    @ValueSource(booleans = {false, true})
    void everyValueHasACubeWithThatValue(boolean parity) {
        TetradCorners corners = TetradFixtures.corners(parity);
        assertThat(corners.size()).isEqualTo(153_090 * (parity ? 2 : 1));
        for (int value = 0; value < corners.size(); value++) {
            CubieCube cube = corners.cube(value);
            assertThat(cube.isSolvable()).isTrue();
            assertThat(corners.of(cube)).isEqualTo(value);
        }
    }

    /** Random cubes are not the tables' own cubes: agreeing on them shows the value decides the image. */
    @ParameterizedTest
    @ValueSource(booleans = {false, true})
    void turnsAndSymmetriesAreFunctionsOfTheValue(boolean parity) {
        TetradCorners corners = TetradFixtures.corners(parity);
        RandomStateScrambler scrambler = new RandomStateScrambler(new SplittableRandom(parity ? 5 : 6));
        for (int i = 0; i < 300; i++) {
            CubieCube cube = scrambler.next();
            int value = corners.of(cube);
            for (int turn = 0; turn < FaceTurn.COUNT; turn++) {
                assertThat(corners.move(value, turn)).isEqualTo(corners.of(cube.apply(FaceTurn.of(turn))));
            }
            for (int s = 0; s < CubeSymmetries.COUNT; s++) {
                assertThat(corners.conjugate(s, value)).isEqualTo(corners.of(CubeSymmetries.conjugate(s, cube)));
            }
        }
    }

    @ParameterizedTest
    @ValueSource(booleans = {false, true})
    void halfTurnsKeepTheSolvedValueAndQuarterTurnsLeaveIt(boolean parity) {
        TetradCorners corners = TetradFixtures.corners(parity);
        int solved = corners.solved();
        for (int turn = 0; turn < FaceTurn.COUNT; turn++) {
            boolean half = FaceTurn.of(turn).quarterTurns() == 2;
            assertThat(corners.move(solved, turn) == solved).as(FaceTurn.of(turn).toString()).isEqualTo(half);
        }
        for (int s = 0; s < CubeSymmetries.COUNT; s++) {
            assertThat(corners.conjugate(s, solved)).isEqualTo(solved);
        }
    }

    @ParameterizedTest
    @ValueSource(booleans = {false, true})
    void theParityVersionTellsAnOddCornerPermutationInTheTetrads(boolean parity) {
        TetradCorners corners = TetradFixtures.corners(parity);
        // URF and ULB swapped: both stay in their tetrad, no twist, the permutation is odd
        int[] permutation = {2, 1, 0, 3, 4, 5, 6, 7};
        int[] edges = {1, 0, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11};
        CubieCube swapped = CubieCube.of(permutation, new int[8], edges, new int[12]);
        assertThat(corners.of(swapped) == corners.solved()).isEqualTo(!parity);
    }
}
