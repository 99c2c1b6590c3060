package cubelab.coord.coset;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The corner part of a coset (twist × U-corner set, 153,090 values; with the diagonal pairs,
 * {@link CornerPart#DIAGONALS}, 1,377,810) reduced by the 16 {@link UDSymmetries}: 9,930 classes,
 * a factor of 15.4 (87,609 with the pairs, 15.7). A class's representative is the least raw value
 * {@code twist·parts + part} among its 16 images.
 *
 * <p>{@link #classAndSymmetry} gives, for any raw value, its class and a symmetry s that carries
 * it onto the representative; the rest of a coset (the edges) is then seen through s too.
 * {@link #stabilizer} is the set of symmetries that fix a representative: for such a class, one
 * coset has several equally valid edge images, and the table stores them all. Immutable.
 */
public final class CornerClasses {

    private final int rawCount;
    private final int[] classAndSymmetry;
    private final int[] representative;
    private final char[] stabilizer;

    public CornerClasses(CosetCoordinates coordinates) {
        int size = CosetCoordinates.TWISTS * coordinates.cornerValues();
        this.rawCount = size;
        classAndSymmetry = new int[size];
        Arrays.fill(classAndSymmetry, -1);
        int[] representatives = new int[size];
        int classes = 0;
        for (int raw = 0; raw < size; raw++) {
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
        int parts = coordinates.cornerValues();
        return coordinates.cornerRaw(coordinates.twistConjugate(s, raw / parts),
                coordinates.cornerSetConjugate(s, raw % parts));
    }

    /** Raw values: 2187 twists × the corner part's values. */
    public int rawCount() {
        return rawCount;
    }

    public int count() {
        return representative.length;
    }

    /** {@code class << 4 | symmetry} for a raw value {@code twist·parts + part}. */
    public int classAndSymmetry(int raw) {
        return classAndSymmetry[raw];
    }

    /**
     * The class table in two levels, for a native search loop, where it stays in the core's caches
     * (nxopt's layout): a raw value's class is always its twist's first class plus a small index, and
     * the 2,187 twists share 139 distinct rows of (index, symmetry) over the corner part. Returns
     * {@code {levels, rows}}: {@code levels[2·twist]} is where the twist's row starts in
     * {@code rows} and {@code levels[2·twist + 1]} its first class; {@code rows[start + part]} is
     * {@code index << 4 | symmetry}, so that {@link #classAndSymmetry} of {@code twist·parts + part}
     * is {@code (first + index) << 4 | symmetry}.
     */
    public int[][] levelsForNativeCode() {
        int parts = rawCount / CosetCoordinates.TWISTS;
        int[] levels = new int[2 * CosetCoordinates.TWISTS];
        List<int[]> rows = new ArrayList<>();
        Map<List<Integer>, Integer> starts = new HashMap<>();
        for (int twist = 0; twist < CosetCoordinates.TWISTS; twist++) {
            int first = Integer.MAX_VALUE;
            for (int part = 0; part < parts; part++) {
                first = Math.min(first, classAndSymmetry[twist * parts + part] >>> 4);
            }
            int[] row = new int[parts];
            List<Integer> key = new ArrayList<>(parts);
            for (int part = 0; part < parts; part++) {
                int entry = classAndSymmetry[twist * parts + part];
                row[part] = ((entry >>> 4) - first) << 4 | entry & 15;
                key.add(row[part]);
            }
            Integer start = starts.get(key);
            if (start == null) {
                start = rows.size() * parts;
                starts.put(key, start);
                rows.add(row);
            }
            levels[2 * twist] = start;
            levels[2 * twist + 1] = first;
        }
        int[] flat = new int[rows.size() * parts];
        for (int r = 0; r < rows.size(); r++) {
            System.arraycopy(rows.get(r), 0, flat, r * parts, parts);
        }
        return new int[][] {levels, flat};
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
