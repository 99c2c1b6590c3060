package cubelab.coord;

import java.util.function.IntUnaryOperator;

/**
 * The orientations of a cube's pieces of one kind as a number in base 3 (corner twists) or 2
 * (edge flips): every piece but the last is a digit, the first the most significant, and the last
 * piece's orientation follows from the others, since they add up to a multiple of the base.
 */
final class OrientationNumber {

    private OrientationNumber() {
    }

    /** The number of {@code pieces} pieces' orientations, {@code orientationAt} giving each position's. */
    static int encode(int pieces, int base, IntUnaryOperator orientationAt) {
        int value = 0;
        for (int position = 0; position < pieces - 1; position++) {
            value = base * value + orientationAt.applyAsInt(position);
        }
        return value;
    }

    /** Every piece's orientation for {@code value}, the last one's making the sum a multiple of {@code base}. */
    static int[] decode(int value, int pieces, int base) {
        int[] orientations = new int[pieces];
        int sum = 0;
        for (int position = pieces - 2; position >= 0; position--) {
            orientations[position] = value % base;
            sum += orientations[position];
            value /= base;
        }
        orientations[pieces - 1] = (base - sum % base) % base;
        return orientations;
    }
}
