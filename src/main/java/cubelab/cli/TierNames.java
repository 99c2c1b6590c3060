package cubelab.cli;

import cubelab.search.lab.HeuristicCatalog;
import cubelab.tables.Tier;
import cubelab.tables.coset.CosetTier;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.stream.IntStream;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/**
 * The values of {@code --tier}: every name is listed in the help and in the error for an unknown
 * one (picocli's completion candidates), and an unknown name is refused while options are parsed.
 */
final class TierNames {

    private TierNames() {
    }

    /** Every heuristic {@code solve}, {@code bench} and {@code lab compare} know. */
    static final class Heuristics implements Iterable<String>, ITypeConverter<String> {
        @Override
        public Iterator<String> iterator() {
            List<String> names = new ArrayList<>(CosetTier.USER_TIERS.stream().map(CosetTier::name).toList());
            names.addAll(HeuristicCatalog.NAMES);
            IntStream.rangeClosed(2, 7).forEach(k -> names.add("edges" + k));
            IntStream.rangeClosed(2, 7).forEach(k -> names.add("corners+edges" + k));
            return names.iterator();
        }

        @Override
        public String convert(String value) {
            if (CosetTier.named(value).isPresent() || HeuristicCatalog.knows(value)) {
                return value;
            }
            throw new TypeConversionException("unknown tier '" + value + "'; valid: " + String.join(", ", this));
        }
    }

    /** The tiers with table files, which {@code pdb} builds, verifies and lists. */
    static final class Tables implements Iterable<String>, ITypeConverter<String> {
        @Override
        public Iterator<String> iterator() {
            List<String> names = new ArrayList<>(Tier.ALL.stream().map(Tier::name).toList());
            names.addAll(CosetTier.USER_TIERS.stream().map(CosetTier::name).toList());
            return names.iterator();
        }

        @Override
        public String convert(String value) {
            // "all" is pdb list's own value; build and verify refuse it with their list of tiers
            if (value.equals("all") || CosetTier.named(value).isPresent()
                    || Tier.ALL.stream().anyMatch(tier -> tier.name().equals(value))) {
                return value;
            }
            throw new TypeConversionException("unknown tier '" + value + "'; valid: " + String.join(", ", this));
        }
    }
}
