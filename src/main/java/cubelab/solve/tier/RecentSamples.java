package cubelab.solve.tier;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.OptionalDouble;
import java.util.stream.DoubleStream;

/**
 * The latest measurements of one quantity (a search's node rate, a build's speed), at most
 * {@link #KEPT}, summed up by their median: one search slowed by other work, or one unusually
 * quick, does not move the figure the estimates use, while a lasting change does, after a few.
 *
 * @param values the measurements, oldest first, each positive and finite
 */
record RecentSamples(List<Double> values) {

    /** How many measurements are kept: the oldest goes when one more arrives. */
    static final int KEPT = 9;

    static final RecentSamples NONE = new RecentSamples(List.of());

    RecentSamples {
        values = List.copyOf(values.subList(Math.max(0, values.size() - KEPT), values.size()));
        if (values.stream().anyMatch(value -> !(value > 0) || value.isInfinite())) {
            throw new IllegalArgumentException("measurements must be positive and finite: " + values);
        }
    }

    /** With {@code value} as the newest, the oldest dropped beyond {@link #KEPT}. */
    RecentSamples plus(double value) {
        List<Double> more = new ArrayList<>(values);
        more.add(value);
        return new RecentSamples(more);
    }

    /** The median of the measurements (the mean of the middle two of an even count); empty when none. */
    OptionalDouble median() {
        return medianBeside(Double.NaN, 0);
    }

    /**
     * The median of the measurements with {@code expected} counted as {@code weight} more of them
     * (an expectation made before any was taken): one or two measurements cannot overturn it
     * alone, a few that agree do, and it counts for little once {@link #KEPT} are in. Empty when
     * there is no measurement.
     */
    OptionalDouble medianBeside(double expected, int weight) {
        if (values.isEmpty()) {
            return OptionalDouble.empty();
        }
        double[] sorted = DoubleStream.concat(values.stream().mapToDouble(Double::doubleValue),
                DoubleStream.generate(() -> expected).limit(weight)).sorted().toArray();
        int middle = sorted.length / 2;
        return OptionalDouble.of(sorted.length % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2);
    }

    /** "9340000,8800000": how they are kept in a file. */
    String encode() {
        return String.join(",", values.stream().map(value -> String.format(Locale.ROOT, "%.6g", value)).toList());
    }

    /** The measurements {@link #encode} wrote; those that cannot be read are left out. */
    static RecentSamples decode(String text) {
        List<Double> read = new ArrayList<>();
        for (String part : text.split(",")) {
            try {
                double value = Double.parseDouble(part.trim());
                if (value > 0 && Double.isFinite(value)) {
                    read.add(value);
                }
            } catch (NumberFormatException e) {
                // a damaged figure: measured again
            }
        }
        return new RecentSamples(read);
    }

    @Override
    public String toString() {
        return Arrays.toString(values.toArray());
    }
}
