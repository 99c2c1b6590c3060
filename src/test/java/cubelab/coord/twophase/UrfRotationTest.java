package cubelab.coord.twophase;

import static org.assertj.core.api.Assertions.assertThat;

import cubelab.model.CubieCube;
import cubelab.model.FaceTurn;
import cubelab.model.RandomStateScrambler;
import java.util.EnumSet;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class UrfRotationTest {

    @Test
    void threeRotationsAreTheIdentity() {
        CubieCube rotation = UrfRotation.rotation();
        assertThat(rotation.isSolved()).isFalse();
        assertThat(rotation.multiply(rotation).multiply(rotation)).isEqualTo(CubieCube.SOLVED);
    }

    @Test
    void rotatingATurnGivesTheTurnItStandsFor() {
        Set<FaceTurn> images = EnumSet.noneOf(FaceTurn.class);
        for (FaceTurn turn : FaceTurn.values()) {
            FaceTurn original = UrfRotation.unrotate(turn);
            assertThat(UrfRotation.rotate(CubieCube.of(original))).isEqualTo(CubieCube.of(turn));
            assertThat(original.quarterTurns()).isEqualTo(turn.quarterTurns());
            images.add(original);
        }
        assertThat(images).hasSize(FaceTurn.COUNT);
    }

    @Test
    void rotationsVisitAllThreeAxes() {
        // axis = face mod 3: 0 U/D, 1 R/L, 2 F/B; the rotated cube's U/D axis is the original F/B
        FaceTurn once = UrfRotation.unrotate(FaceTurn.U1);
        FaceTurn twice = UrfRotation.unrotate(once);
        assertThat(once.face().ordinal() % 3).isEqualTo(2);
        assertThat(twice.face().ordinal() % 3).isEqualTo(1);
    }

    @Test
    void rotationIsAHomomorphism() {
        RandomStateScrambler scrambler = new RandomStateScrambler(new SplittableRandom(5L));
        for (int i = 0; i < 200; i++) {
            CubieCube a = scrambler.next();
            CubieCube b = scrambler.next();
            assertThat(UrfRotation.rotate(a.multiply(b)))
                    .isEqualTo(UrfRotation.rotate(a).multiply(UrfRotation.rotate(b)));
            assertThat(UrfRotation.rotate(a.inverse())).isEqualTo(UrfRotation.rotate(a).inverse());
        }
    }
}
