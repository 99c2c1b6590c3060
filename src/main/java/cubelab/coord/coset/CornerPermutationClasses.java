package cubelab.coord.coset;

import cubelab.coord.CornerPermutationCoordinate;
import cubelab.coord.CornerTwistCoordinate;
import cubelab.model.CubieCube;
import java.util.Arrays;

/**
 * Korf's corner sub-problem (permutation × twist, 88,179,840 states) folded by the 16
 * {@link UDSymmetries}: 2,768 classes of corner permutations × 2,187 twists = 6,053,616 indices,
 * a 4-bit table of 3.0 MB instead of 44 MB, small enough to stay in the caches where the full
 * table sends nearly every lookup to main memory.
 *
 * <p>Conjugating by a symmetry maps a state to one at the same distance (a solution maps turn by
 * turn). These 16 keep the U/D axis, so they move a corner's U/D sticker onto U or D, and a
 * twist's image does not depend on where the corners are. So if s carries permutation p onto its
 * class representative r, state (p, t) lies at the distance of (r, image of t under s): a table
 * holding only the representatives' rows answers for every state. Where several symmetries fix
 * r, their twist images are different indices holding the same distance, so no choice among
 * them is needed. The representative is the least permutation of its class, found with the
 * first symmetry that reaches it, so a representative maps to itself and index 0 is the solved
 * corners (the identity's class has one member). Immutable.
 */
public final class CornerPermutationClasses {

    /** Corner permutations up to the 16 symmetries (Kociemba's count). */
    public static final int CLASS_COUNT = 2_768;
    /** 6,053,616 = 2,768 × 2,187 */
    public static final int SIZE = CLASS_COUNT * CornerTwistCoordinate.SIZE;

    /** [permutation]: class << 4 | the symmetry that carries it onto the representative. */
    private final char[] classAndSymmetry = new char[CornerPermutationCoordinate.SIZE];
    /** [s × 2187 + twist]: the twist seen through symmetry s. */
    private final char[] twistImage = new char[UDSymmetries.COUNT * CornerTwistCoordinate.SIZE];
    private final int[] representative;

    public CornerPermutationClasses() {
        CornerPermutationCoordinate permutations = new CornerPermutationCoordinate();
        CornerTwistCoordinate twists = new CornerTwistCoordinate();
        for (int s = 0; s < UDSymmetries.COUNT; s++) {
            for (int twist = 0; twist < CornerTwistCoordinate.SIZE; twist++) {
                twistImage[s * CornerTwistCoordinate.SIZE + twist] =
                        (char) twists.get(UDSymmetries.conjugate(s, twists.set(twist)));
            }
        }
        int[] classOf = new int[CornerPermutationCoordinate.SIZE];
        Arrays.fill(classOf, -1);
        int[] representatives = new int[CornerPermutationCoordinate.SIZE];
        int classes = 0;
        for (int permutation = 0; permutation < CornerPermutationCoordinate.SIZE; permutation++) {
            CubieCube cube = permutations.set(permutation);
            int least = Integer.MAX_VALUE;
            int symmetry = 0;
            for (int s = 0; s < UDSymmetries.COUNT; s++) {
                int image = permutations.get(UDSymmetries.conjugate(s, cube));
                if (image < least) {
                    least = image;
                    symmetry = s;
                }
            }
            if (classOf[least] < 0) {
                classOf[least] = classes;
                representatives[classes++] = least;
            }
            classAndSymmetry[permutation] = (char) (classOf[least] << 4 | symmetry);
        }
        if (classes != CLASS_COUNT) {
            throw new IllegalStateException("expected " + CLASS_COUNT + " corner permutation classes, found " + classes);
        }
        representative = Arrays.copyOf(representatives, classes);
    }

    /** The folded index (0..{@link #SIZE}−1) of corner state (permutation, twist). */
    public int index(int permutation, int twist) {
        int entry = classAndSymmetry[permutation];
        return (entry >>> 4) * CornerTwistCoordinate.SIZE
                + twistImage[(entry & 15) * CornerTwistCoordinate.SIZE + twist];
    }

    /** A copy of the table behind {@link #index}: [permutation] = class << 4 | symmetry. */
    public char[] classAndSymmetryTable() {
        return classAndSymmetry.clone();
    }

    /** A copy of the table behind {@link #index}: [s × 2187 + twist] = the twist seen through symmetry s. */
    public char[] twistImageTable() {
        return twistImage.clone();
    }

    /** The least corner permutation of class {@code classIndex}: folded index c × 2187 + t is state (representative(c), t). */
    public int representative(int classIndex) {
        return representative[classIndex];
    }
}
