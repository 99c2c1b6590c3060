package cubelab.cli.options;

import java.util.Locale;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/**
 * The ranges of every numeric option, checked by picocli while it parses, so that no command
 * starts with a value that overflows, never ends or starts a thousand threads. Each converter
 * is named after what its option counts; picocli adds the option's name to the message.
 */
public final class OptionRanges {

    /** Threads beyond four a core only share the same cores and memory. */
    static final int MAX_THREADS = Math.min(256, 4 * Runtime.getRuntime().availableProcessors());
    /** A day per cube is longer than any search here needs; the bound keeps seconds × 1000 a long. */
    static final double MAX_SECONDS = 86_400;
    /** Every cube is solved in 20 face turns (God's number, half-turn metric): deeper iterations mean nothing. */
    static final int MAX_DEPTH = 20;
    /** Scramble lengths: Korf scrambled with 100 random moves; a thousand is more than enough. */
    static final int MAX_MOVES = 1_000;
    static final long MAX_COUNT = 1_000_000_000L;

    private OptionRanges() {
    }

    private static long parseWhole(String value, String what) {
        try {
            return Long.parseLong(value.strip());
        } catch (NumberFormatException e) {
            throw new TypeConversionException("'" + value + "' is not a whole number of " + what);
        }
    }

    /** A whole number from {@code min} to {@code max}; each option's converter names its own range. */
    public abstract static class WholeRange implements ITypeConverter<Integer> {
        private final String what;
        private final long min;
        private final long max;

        WholeRange(String what, long min, long max) {
            this.what = what;
            this.min = min;
            this.max = max;
        }

        @Override
        public Integer convert(String value) {
            long parsed = parseWhole(value, what);
            if (parsed < min || parsed > max) {
                throw new TypeConversionException(String.format(Locale.ROOT, "%s %s out of range: from %,d to %,d",
                        what, value.strip(), min, max));
            }
            return (int) parsed;
        }
    }

    /** {@code --threads}: 1 to four a core. */
    public static final class Threads extends WholeRange {
        Threads() {
            super("threads", 1, MAX_THREADS);
        }
    }

    /** {@code --timeout}: a finite, positive number of seconds up to a day. */
    public static final class Seconds implements ITypeConverter<Double> {
        @Override
        public Double convert(String value) {
            double seconds;
            try {
                seconds = Double.parseDouble(value.strip());
            } catch (NumberFormatException e) {
                throw new TypeConversionException("'" + value + "' is not a number of seconds");
            }
            if (!Double.isFinite(seconds) || seconds <= 0 || seconds > MAX_SECONDS) {
                throw new TypeConversionException(String.format(Locale.ROOT,
                        "%s seconds out of range: more than 0 and at most %,.0f (a day)", value.strip(), MAX_SECONDS));
            }
            return seconds;
        }
    }

    /** IDA* depth bounds ({@code bench --depth}, {@code lab tables --bound}): 0 to 20. */
    public static final class Depth extends WholeRange {
        Depth() {
            super("depth", 0, MAX_DEPTH);
        }
    }

    /** Scramble and cube lengths in moves: 0 to 1,000. */
    public static final class Moves extends WholeRange {
        Moves() {
            super("moves", 0, MAX_MOVES);
        }
    }

    /** How many of something to make or measure, where 0 means none: 0 to a billion. */
    public static final class Count extends WholeRange {
        Count() {
            super("count", 0, MAX_COUNT);
        }
    }

    /** How many, at least one: 1 to a billion. */
    public static final class PositiveCount extends WholeRange {
        PositiveCount() {
            super("count", 1, MAX_COUNT);
        }
    }

    /** A node or expansion cap: 1 to 10^15. */
    public static final class NodeCap implements ITypeConverter<Long> {
        @Override
        public Long convert(String value) {
            long parsed = parseWhole(value, "nodes");
            if (parsed < 1 || parsed > 1_000_000_000_000_000L) {
                throw new TypeConversionException(value.strip() + " nodes out of range: from 1 to 10^15");
            }
            return parsed;
        }
    }
}
