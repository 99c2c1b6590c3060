package cubelab.cli.race;

import cubelab.race.board.Metric;
import cubelab.race.heuristic.RaceHeuristicKind;
import cubelab.race.search.SearchMethod;
import java.util.Arrays;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.function.Function;
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

    /** A type read by the engine's own parser, with its names (picocli wants one class per type). */
    private abstract static class Named<T> implements ITypeConverter<T>, Iterable<String> {
        private final Function<String, T> parse;
        private final List<String> names;

        Named(Function<String, T> parse, List<String> names) {
            this.parse = parse;
            this.names = names;
        }

        /** The parser's own sentence becomes picocli's conversion error, so no type name is shown. */
        @Override
        public T convert(String value) {
            try {
                return parse.apply(value);
            } catch (IllegalArgumentException unknown) {
                throw new TypeConversionException(unknown.getMessage());
            }
        }

        @Override
        public Iterator<String> iterator() {
            return names.iterator();
        }
    }

    /** {@code tile} or {@code push}. */
    static final class Metrics extends Named<Metric> {
        Metrics() {
            super(Metric::parse, Arrays.stream(Metric.values()).map(m -> m.name().toLowerCase(Locale.ROOT)).toList());
        }
    }

    /** The search methods by their command-line names. */
    static final class Methods extends Named<SearchMethod> {
        Methods() {
            super(SearchMethod::parse, Arrays.stream(SearchMethod.values()).map(SearchMethod::cliName).toList());
        }
    }

    /** The Rubik's Race bounds by their command-line names. */
    static final class Heuristics extends Named<RaceHeuristicKind> {
        Heuristics() {
            super(RaceHeuristicKind::parse, Arrays.stream(RaceHeuristicKind.values()).map(RaceHeuristicKind::cliName)
                    .toList());
        }
    }
}
