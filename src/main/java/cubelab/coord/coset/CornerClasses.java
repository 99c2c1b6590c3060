package cubelab.coord.coset;

import java.util.Arrays;

/**
 * The corner part of a coset (twist × U-corner set, 153,090 values) reduced by the 16
 * {@link UDSymmetries}: 9,930 classes, a factor of 15.4. A class's representative is the least
 * raw value {@code twist·70 + cornerSet} among its 16 images.
 *
 * <p>{@link #classAndSymmetry} gives, for any raw value, its class and a symmetry s that carries
 * it onto the representative; the rest of a coset (the edges) is then seen through s too.
 * {@link #stabilizer} is the set of symmetries that fix a representative: for such a class, one
 * coset has several equally valid edge images, and the table stores them all. Immutable.
 */
public final class CornerClasses {

    /** 153,090 = 2187 × 70 */
    public static final int RAW = CosetCoordinates.TWISTS * CosetCoordinates.CORNER_SETS;

    private final int[] classAndSymmetry = new int[RAW];
    private final int[] representative;
    private final char[] stabilizer;

    public CornerClasses(CosetCoordinates coordinates) {
        Arrays.fill(classAndSymmetry, -1);
        int[] representatives = new int[RAW];
        int classes = 0;
        for (int raw = 0; raw < RAW; raw++) {
            if (classAndSymmetry[raw] >= 0) {
                continue;
            }
            // raw is the least value of its orbit (smaller ones were all classified before)
            representatives[classes] = raw;
            for (int s = 0; s < UDSymmetries.COUNT; s++) {
                int image = conjugate(coordinates, s, raw);
                if (classAndSymmetry[image] < 0) {
                    // conjugating the image by s's inverse gives back raw
                    classAndSymmetry[image] = classes << 4 | UDSymmetries.inverse(s);
                }
            }
            classes++;
        }
        representative = Arrays.copyOf(representatives, classes);
        stabilizer = new char[classes];
        for (int c = 0; c < classes; c++) {
            for (int s = 0; s < UDSymmetries.COUNT; s++) {
                if (conjugate(coordinates, s, representative[c]) == representative[c]) {
                    stabilizer[c] |= (char) (1 << s);
                }
            }
        }
    }

    /** The raw value's image under symmetry s. */
    public static int conjugate(CosetCoordinates coordinates, int s, int raw) {
        int twist = raw / CosetCoordinates.CORNER_SETS;
        int cornerSet = raw % CosetCoordinates.CORNER_SETS;
        return coordinates.twistConjugate(s, twist) * CosetCoordinates.CORNER_SETS
                + coordinates.cornerSetConjugate(s, cornerSet);
    }

    public int count() {
        return representative.length;
    }

    /** {@code class << 4 | symmetry} for a raw value {@code twist·70 + cornerSet}. */
    public int classAndSymmetry(int raw) {
        return classAndSymmetry[raw];
    }

    /** The representative raw value of a class. */
    public int representative(int cornerClass) {
        return representative[cornerClass];
    }

    /** Bit s is set when symmetry s fixes the class's representative (bit 0 always). */
    public int stabilizer(int cornerClass) {
        return stabilizer[cornerClass];
    }
}
