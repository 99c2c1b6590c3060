package cubelab.coord.symmetric;

import static org.assertj.core.api.Assertions.assertThat;

import cubelab.model.CubieCube;
import cubelab.model.FaceTurn;
import cubelab.model.RandomStateScrambler;
import java.util.HashSet;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class CubeSymmetriesTest {

    private final RandomStateScrambler scrambler = new RandomStateScrambler(new SplittableRandom(48));

    @Test
    void fortyEightDistinctHomomorphisms() {
        CubieCube a = scrambler.next();
        CubieCube b = scrambler.next();
        Set<CubieCube> images = new HashSet<>();
        for (int s = 0; s < CubeSymmetries.COUNT; s++) {
            images.add(CubeSymmetries.conjugate(s, a));
            assertThat(CubeSymmetries.conjugate(s, a.multiply(b)))
                    .isEqualTo(CubeSymmetries.conjugate(s, a).multiply(CubeSymmetries.conjugate(s, b)));
            assertThat(CubeSymmetries.conjugate(s, CubieCube.SOLVED)).isEqualTo(CubieCube.SOLVED);
        }
        assertThat(images).hasSize(CubeSymmetries.COUNT);
    }

    @Test
    void theSymmetriesFormAGroupWithTheirInverses() {
        CubieCube cube = scrambler.next();
        Set<CubieCube> images = new HashSet<>();
        for (int s = 0; s < CubeSymmetries.COUNT; s++) {
            images.add(CubeSymmetries.conjugate(s, cube));
        }
        for (int s = 0; s < CubeSymmetries.COUNT; s++) {
            CubieCube seen = CubeSymmetries.conjugate(s, cube);
            assertThat(CubeSymmetries.conjugate(CubeSymmetries.inverse(s), seen)).isEqualTo(cube);
            for (int t = 0; t < CubeSymmetries.COUNT; t += 5) {
                assertThat(images).contains(CubeSymmetries.conjugate(t, seen));
            }
        }
    }

    @Test
    void aTurnsImageIsTheTurnItBecomes() {
        CubieCube cube = scrambler.next();
        Set<Integer> quarterTurnImages = new HashSet<>();
        for (int s = 0; s < CubeSymmetries.COUNT; s++) {
            for (int turn = 0; turn < FaceTurn.COUNT; turn++) {
                int image = CubeSymmetries.turnImage(s, turn);
                assertThat(CubeSymmetries.conjugate(s, cube.apply(FaceTurn.of(turn))))
                        .isEqualTo(CubeSymmetries.conjugate(s, cube).apply(FaceTurn.of(image)));
            }
            quarterTurnImages.add(CubeSymmetries.turnImage(s, 0));
        }
        // U reaches every quarter turn of every face, clockwise or not (mirrors reverse the sense)
        assertThat(quarterTurnImages).containsExactlyInAnyOrder(0, 2, 3, 5, 6, 8, 9, 11, 12, 14, 15, 17);
    }
}
