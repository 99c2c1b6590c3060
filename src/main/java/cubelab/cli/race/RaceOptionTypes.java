package cubelab.cli.race;

import cubelab.race.Metric;
import cubelab.race.RaceHeuristicKind;
import cubelab.race.SearchMethod;
import java.util.Arrays;
import java.util.Iterator;
import java.util.Locale;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/**
 * The race engine's names as picocli option types: each converter reads the command-line name
 * (an unknown one is a usage error, exit 2, that lists the valid names), and each candidate list
 * is what {@code ${COMPLETION-CANDIDATES}} shows in the help.
 */
final class RaceOptionTypes {

    private RaceOptionTypes() {
    }

    /** The parser's own sentence as picocli's conversion error, so no type name is shown. */
    private static <T> T named(java.util.function.Supplier<T> parse) {
        try {
            return parse.get();
        } catch (IllegalArgumentException unknown) {
            throw new TypeConversionException(unknown.getMessage());
        }
    }

    /** {@code tile} or {@code push}. */
    static final class Metrics implements ITypeConverter<Metric>, Iterable<String> {
        @Override
        public Metric convert(String value) {
            return named(() -> Metric.parse(value));
        }

        @Override
        public Iterator<String> iterator() {
            return Arrays.stream(Metric.values()).map(metric -> metric.name().toLowerCase(Locale.ROOT)).iterator();
        }
    }

    /** The search methods by their command-line names. */
    static final class Methods implements ITypeConverter<SearchMethod>, Iterable<String> {
        @Override
        public SearchMethod convert(String value) {
            return named(() -> SearchMethod.parse(value));
        }

        @Override
        public Iterator<String> iterator() {
            return Arrays.stream(SearchMethod.values()).map(SearchMethod::cliName).iterator();
        }
    }

    /** The Rubik's Race bounds by their command-line names. */
    static final class Heuristics implements ITypeConverter<RaceHeuristicKind>, Iterable<String> {
        @Override
        public RaceHeuristicKind convert(String value) {
            return named(() -> RaceHeuristicKind.parse(value));
        }

        @Override
        public Iterator<String> iterator() {
            return Arrays.stream(RaceHeuristicKind.values()).map(RaceHeuristicKind::cliName).iterator();
        }
    }
}
