package cubelab.common;

import java.util.Arrays;

/** The median of measured values: the scan's colour samples and the benches' times. */
public final class Median {

    private Median() {
    }

    /** The middle value of {@code values}, or the mean of the middle two for an even count; 0 for none. */
    public static double of(double[] values) {
        if (values.length == 0) {
            return 0;
        }
        double[] sorted = values.clone();
        Arrays.sort(sorted);
        int middle = sorted.length / 2;
        return sorted.length % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
    }
}
