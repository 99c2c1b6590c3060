package cubelab.coord.symmetric;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

@Tag("heavy")
class TetradCornerClassesTest {

    @ParameterizedTest
    @ValueSource(booleans = {false, true})
    void everyValueIsCarriedOntoItsClasssLeastImage(boolean parity) {
        TetradCorners corners = TetradFixtures.corners(parity);
        TetradCornerClasses classes = TetradFixtures.classes(parity);
        for (int value = 0; value < corners.size(); value++) {
            int cornerClass = classes.classOf(value);
            int representative = classes.representative(cornerClass);
            assertThat(corners.conjugate(classes.symmetryOf(value), value)).isEqualTo(representative);
            if (value % 7 == 0) {
                for (int s = 0; s < CubeSymmetries.COUNT; s++) {
                    assertThat(corners.conjugate(s, value)).isGreaterThanOrEqualTo(representative);
                }
            }
        }
        for (int c = 0; c < classes.count(); c++) {
            assertThat(classes.classOf(classes.representative(c))).isEqualTo(c);
        }
    }

    @ParameterizedTest
    @ValueSource(booleans = {false, true})
    void classesCountOrbitsByBurnside(boolean parity) {
        TetradCorners corners = TetradFixtures.corners(parity);
        TetradCornerClasses classes = TetradFixtures.classes(parity);
        // Burnside: the number of orbits is the mean number of values each symmetry fixes
        long fixed = 0;
        for (int s = 0; s < CubeSymmetries.COUNT; s++) {
            for (int value = 0; value < corners.size(); value++) {
                if (corners.conjugate(s, value) == value) {
                    fixed++;
                }
            }
        }
        assertThat(fixed % CubeSymmetries.COUNT).isZero();
        assertThat(classes.count()).isEqualTo((int) (fixed / CubeSymmetries.COUNT));
        if (!parity) {
            // the count nissy-core's H48 has for its corner classes
            assertThat(classes.count()).isEqualTo(3_393);
        }
    }

    @ParameterizedTest
    @ValueSource(booleans = {false, true})
    void stabilisersAreTheSymmetriesFixingTheRepresentative(boolean parity) {
        TetradCorners corners = TetradFixtures.corners(parity);
        TetradCornerClasses classes = TetradFixtures.classes(parity);
        for (int c = 0; c < classes.count(); c++) {
            int representative = classes.representative(c);
            long stabilizer = classes.stabilizer(c);
            assertThat(stabilizer & 1).isOne();
            Set<Integer> orbit = new HashSet<>();
            for (int s = 0; s < CubeSymmetries.COUNT; s++) {
                orbit.add(corners.conjugate(s, representative));
                assertThat((stabilizer >> s & 1) == 1).isEqualTo(corners.conjugate(s, representative) == representative);
            }
            // orbit × stabiliser = group
            assertThat(orbit.size() * Long.bitCount(stabilizer)).isEqualTo(CubeSymmetries.COUNT);
        }
    }
}
