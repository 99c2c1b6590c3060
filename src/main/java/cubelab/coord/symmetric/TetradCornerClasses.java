package cubelab.coord.symmetric;

import java.util.Arrays;

/**
 * {@link TetradCorners} values reduced by the 48 {@link CubeSymmetries}: 3,393 classes without
 * the parity (H48's count for its corner classes), a factor of 45.1. A class's representative
 * is the least value of its orbit.
 *
 * <p>{@link #classAndSymmetry} gives, for any value, its class and a symmetry s that carries the
 * value onto the representative; the edges of the same cube are then seen through s too.
 * {@link #stabilizer} holds the symmetries that fix a representative: one coset of such a class
 * has several equally valid edge images, and a table stores all of them. Immutable.
 */
public final class TetradCornerClasses {

    private static final int SYMMETRY_BITS = 6;

    private final int[] classAndSymmetry;
    private final int[] representative;
    private final long[] stabilizer;

    public TetradCornerClasses(TetradCorners corners) {
        classAndSymmetry = new int[corners.size()];
        Arrays.fill(classAndSymmetry, -1);
        int[] representatives = new int[corners.size()];
        int classes = 0;
        for (int value = 0; value < corners.size(); value++) {
            if (classAndSymmetry[value] >= 0) {
                continue;
            }
            // the least value of its orbit: every smaller value was classified before
            representatives[classes] = value;
            for (int s = 0; s < CubeSymmetries.COUNT; s++) {
                int image = corners.conjugate(s, value);
                if (classAndSymmetry[image] < 0) {
                    // seeing the image through s's inverse gives back the representative
                    classAndSymmetry[image] = classes << SYMMETRY_BITS | CubeSymmetries.inverse(s);
                }
            }
            classes++;
        }
        representative = Arrays.copyOf(representatives, classes);
        stabilizer = new long[classes];
        for (int c = 0; c < classes; c++) {
            for (int s = 0; s < CubeSymmetries.COUNT; s++) {
                if (corners.conjugate(s, representative[c]) == representative[c]) {
                    stabilizer[c] |= 1L << s;
                }
            }
        }
    }

    public int count() {
        return representative.length;
    }

    /** {@code class << 6 | symmetry} for a corner value. */
    public int classAndSymmetry(int value) {
        return classAndSymmetry[value];
    }

    /** The class of a corner value. */
    public int classOf(int value) {
        return classAndSymmetry[value] >>> SYMMETRY_BITS;
    }

    /** The symmetry that carries a corner value onto its class's representative. */
    public int symmetryOf(int value) {
        return classAndSymmetry[value] & (1 << SYMMETRY_BITS) - 1;
    }

    public int representative(int cornerClass) {
        return representative[cornerClass];
    }

    /** Bit s is set when symmetry s fixes the class's representative (bit 0 always). */
    public long stabilizer(int cornerClass) {
        return stabilizer[cornerClass];
    }
}
