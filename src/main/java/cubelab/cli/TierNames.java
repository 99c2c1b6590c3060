package cubelab.cli;

import cubelab.solve.tier.SolverTier;
import cubelab.solve.tier.TierRegistry;
import cubelab.solve.tier.UnknownTierException;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.stream.IntStream;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/**
 * The values of {@code --tier}, from the {@link TierRegistry}: every name is listed in the help
 * and in the error for an unknown one (picocli's completion candidates), and an unknown name is
 * refused while options are parsed.
 */
final class TierNames {

    private TierNames() {
    }

    /** Every heuristic {@code solve}, {@code bench} and {@code lab compare} know. */
    static final class Heuristics implements Iterable<String>, ITypeConverter<String> {
        @Override
        public Iterator<String> iterator() {
            List<String> names = new ArrayList<>(TierRegistry.names());
            IntStream.rangeClosed(2, 7).forEach(k -> names.add("edges" + k));
            IntStream.rangeClosed(2, 7).forEach(k -> names.add("corners+edges" + k));
            return names.iterator();
        }

        @Override
        public String convert(String value) {
            return known(value, this);
        }
    }

    /** The tiers with table files, which {@code pdb} builds, verifies and lists. */
    static final class Tables implements Iterable<String>, ITypeConverter<String> {
        @Override
        public Iterator<String> iterator() {
            return TierRegistry.ALL.stream().filter(SolverTier::hasTableFiles).map(SolverTier::name).iterator();
        }

        @Override
        public String convert(String value) {
            known(value, this);
            if (!TierRegistry.named(value).hasTableFiles()) {
                throw new TypeConversionException("tier '" + value + "' has no table files; valid: "
                        + String.join(", ", this));
            }
            return value;
        }
    }

    /** {@code pdb list --tier}: a tier with table files, or {@code all}. */
    static final class TablesOrAll implements Iterable<String>, ITypeConverter<String> {
        @Override
        public Iterator<String> iterator() {
            List<String> names = new ArrayList<>();
            new Tables().forEach(names::add);
            names.add("all");
            return names.iterator();
        }

        @Override
        public String convert(String value) {
            return value.equals("all") ? value : new Tables().convert(value);
        }
    }

    private static String known(String value, Iterable<String> valid) {
        try {
            TierRegistry.named(value);
            return value;
        } catch (UnknownTierException e) {
            throw new TypeConversionException("unknown tier '" + value + "'; valid: " + String.join(", ", valid));
        }
    }
}
