package cubelab.nativecode;

import java.util.ArrayList;
import java.util.List;

/**
 * The table dimensions a native loop reads its tables by, as Java has them, in the order the
 * loop's C source lists its own. The loop compares the two when it is created and reports the
 * first that differs: a library compiled from other sources than the classes beside it would read
 * its tables with the wrong strides, so it is refused rather than run.
 */
public final class NativeDimensions {

    private final String loop;
    private final List<String> names;
    private final int[] values;

    /** @param names each dimension's name, in the C source's order; {@code values} Java's, in the same order */
    public NativeDimensions(String loop, List<String> names, int... values) {
        if (names.size() != values.length) {
            throw new IllegalArgumentException(names.size() + " names for " + values.length + " dimensions");
        }
        this.loop = loop;
        this.names = List.copyOf(names);
        this.values = values.clone();
    }

    /** Java's values, in order, to hand the loop. */
    public int[] values() {
        return values.clone();
    }

    /** The names, in order. */
    public List<String> names() {
        return new ArrayList<>(names);
    }

    /**
     * Nothing where the loop reported no mismatch (−1); else refuses the loop, naming the
     * dimension that differs ({@code mismatch} its index, or the count where their number differs).
     *
     * @throws IllegalStateException naming the loop and the dimension
     */
    public void refuseMismatch(int mismatch) {
        if (mismatch < 0) {
            return;
        }
        String which = mismatch < names.size()
                ? names.get(mismatch) + " (" + values[mismatch] + " in the Java code)"
                : "the number of its dimensions (" + names.size() + " in the Java code)";
        throw new IllegalStateException("the native " + loop + " was compiled with other table dimensions: " + which
                + " differs; build the native library from the same sources as the classes (mvn package)");
    }
}
