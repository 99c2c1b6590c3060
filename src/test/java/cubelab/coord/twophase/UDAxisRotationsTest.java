package cubelab.coord.twophase;

import static org.assertj.core.api.Assertions.assertThat;

import cubelab.model.CubieCube;
import cubelab.model.FaceTurn;
import cubelab.model.RandomStateScrambler;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class UDAxisRotationsTest {

    @Test
    void eightDistinctRotationsStartingWithTheIdentity() {
        Set<CubieCube> rotations = new HashSet<>();
        for (int r = 0; r < UDAxisRotations.COUNT; r++) {
            rotations.add(UDAxisRotations.rotation(r));
        }
        assertThat(rotations).hasSize(UDAxisRotations.COUNT);
        assertThat(UDAxisRotations.rotation(0)).isEqualTo(CubieCube.SOLVED);
    }

    @Test
    void rotatedTurnsStayOnTheUDAxisOrOffIt() {
        for (int r = 0; r < UDAxisRotations.COUNT; r++) {
            for (FaceTurn turn : FaceTurn.values()) {
                FaceTurn rotated = UDAxisRotations.rotate(r, turn);
                assertThat(UDAxisRotations.rotate(r, CubieCube.of(turn))).isEqualTo(CubieCube.of(rotated));
                boolean udAxis = turn.face().ordinal() % 3 == 0;
                assertThat(rotated.face().ordinal() % 3 == 0).isEqualTo(udAxis);
                assertThat(rotated.quarterTurns()).isEqualTo(turn.quarterTurns());
            }
        }
    }

    @Test
    void superflipHasAllSevenAndRandomCubesNone() {
        CubieCube superflip = CubieCube.of(new int[] {0, 1, 2, 3, 4, 5, 6, 7}, new int[8],
                new int[] {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11}, new int[] {1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1});
        assertThat(UDAxisRotations.symmetriesOf(superflip)).containsExactly(1, 2, 3, 4, 5, 6, 7);
        assertThat(UDAxisRotations.symmetriesOf(CubieCube.of(FaceTurn.U2))).containsExactly(1, 2, 3);
        RandomStateScrambler scrambler = new RandomStateScrambler(new SplittableRandom(8L));
        for (int i = 0; i < 100; i++) {
            assertThat(UDAxisRotations.symmetriesOf(scrambler.next())).isEqualTo(List.of());
        }
    }
}
