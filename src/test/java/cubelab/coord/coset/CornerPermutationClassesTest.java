package cubelab.coord.coset;

import static org.assertj.core.api.Assertions.assertThat;

import cubelab.coord.CornerPermutationCoordinate;
import cubelab.coord.CornerTwistCoordinate;
import cubelab.model.CubieCube;
import cubelab.model.RandomStateScrambler;
import java.util.HashSet;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

class CornerPermutationClassesTest {

    private static CornerPermutationClasses classes;
    private static final CornerPermutationCoordinate PERMUTATION = new CornerPermutationCoordinate();
    private static final CornerTwistCoordinate TWIST = new CornerTwistCoordinate();

    @BeforeAll
    static void build() {
        classes = new CornerPermutationClasses();
    }

    private static int index(CubieCube cube) {
        return classes.index(PERMUTATION.get(cube), TWIST.get(cube));
    }

    /**
     * The folded index names a state symmetric to the cube's corners (so at the same distance),
     * and symmetric cubes fold into one class. Their twists may differ: a symmetry that fixes
     * the representative can still change a twist.
     */
    @Test
    void aCubeFoldsOntoASymmetricStateOfItsClass() {
        RandomStateScrambler scrambler = new RandomStateScrambler(new SplittableRandom(7));
        for (int trial = 0; trial < 2_000; trial++) {
            CubieCube cube = scrambler.next();
            int index = index(cube);
            assertThat(index).isBetween(0, CornerPermutationClasses.SIZE - 1);
            int classIndex = index / CornerTwistCoordinate.SIZE;
            boolean symmetric = false;
            for (int s = 0; s < UDSymmetries.COUNT; s++) {
                CubieCube image = UDSymmetries.conjugate(s, cube);
                symmetric |= PERMUTATION.get(image) == classes.representative(classIndex)
                        && TWIST.get(image) == index % CornerTwistCoordinate.SIZE;
                assertThat(index(image) / CornerTwistCoordinate.SIZE).as("symmetry %d of %s", s, cube)
                        .isEqualTo(classIndex);
            }
            assertThat(symmetric).as("%s folds onto a symmetric state", cube).isTrue();
        }
    }

    @Test
    void aRepresentativesRowIsItsOwnTwists() {
        for (int c = 0; c < CornerPermutationClasses.CLASS_COUNT; c += 97) {
            int representative = classes.representative(c);
            for (int twist = 0; twist < CornerTwistCoordinate.SIZE; twist += 13) {
                assertThat(classes.index(representative, twist)).isEqualTo(c * CornerTwistCoordinate.SIZE + twist);
            }
        }
    }

    @Test
    void everyClassIsReachedAndOnlyTheSolvedCornersFoldToZero() {
        Set<Integer> seen = new HashSet<>();
        for (int permutation = 0; permutation < CornerPermutationCoordinate.SIZE; permutation++) {
            int index = classes.index(permutation, 0);
            seen.add(index / CornerTwistCoordinate.SIZE);
            if (permutation != 0) {
                assertThat(index).isNotZero();
            }
        }
        assertThat(seen).hasSize(CornerPermutationClasses.CLASS_COUNT);
        for (int twist = 1; twist < CornerTwistCoordinate.SIZE; twist++) {
            assertThat(classes.index(0, twist)).isNotZero();
        }
        assertThat(classes.index(0, 0)).isZero();
    }
}
