package cubelab.cli.options;

import cubelab.common.Excerpt;
import java.util.Locale;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/**
 * The ranges of every numeric option of every command, in one place, checked by picocli while it
 * parses: no command starts with a value that overflows, never ends or starts a thousand threads.
 * Each converter is named after what its option counts and says its range in {@link Documented#range()};
 * the option's help repeats that text (a test walks every command and holds the two together).
 * Numbers are ASCII digits: a full-width "１" is refused, as {@code Double.parseDouble} refuses it.
 * picocli adds the option's name to each message.
 */
public final class OptionRanges {

    /** Threads beyond a few a core only share the same cores and memory. */
    static final int MAX_THREADS = 256;
    /** A day per cube is longer than any search here needs; the bound keeps seconds × 1000 a long. */
    static final double MAX_SECONDS = 86_400;
    /** Every cube is solved in 20 face turns (God's number, half-turn metric): deeper iterations mean nothing. */
    static final int MAX_DEPTH = 20;
    /** Scramble lengths: Korf scrambled with 100 random moves; a thousand is more than enough. */
    static final int MAX_MOVES = 1_000;
    static final long MAX_COUNT = 1_000_000_000L;
    /** The backward store's deepest level (7 needs about 5 GB). */
    static final int MAX_STORE_DEPTH = 7;
    /** Rubik's Race boards: 3×3 is the smallest with a centre; 26 columns are named a..z. */
    static final int MIN_BOARD = 3;
    static final int MAX_BOARD = 26;

    private OptionRanges() {
    }

    /** A converter that can say its range, as the option's help does. */
    public interface Documented {
        /** The range in words, e.g. "1 to 256". */
        String range();
    }

    private static long parseWhole(String value, String what) {
        String text = value.strip();
        if (!text.matches("[-+]?[0-9]{1,19}")) {
            throw new TypeConversionException("'" + Excerpt.of(value) + "' is not a whole number of " + what
                    + " (digits 0-9)");
        }
        try {
            return Long.parseLong(text);
        } catch (NumberFormatException e) {
            throw new TypeConversionException(text + " " + what + " out of range");
        }
    }

    /** A whole number from {@code min} to {@code max}. */
    public abstract static class WholeRange implements ITypeConverter<Integer>, Documented {
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
                throw new TypeConversionException(String.format(Locale.ROOT, "%s %s out of range: %s",
                        what, value.strip(), range()));
            }
            return (int) parsed;
        }

        @Override
        public String range() {
            return String.format(Locale.ROOT, "%,d to %,d", min, max);
        }
    }

    /** {@code --threads}: 1 to 256. */
    public static final class Threads extends WholeRange {
        Threads() {
            super("threads", 1, MAX_THREADS);
        }
    }

    /** IDA* depth bounds ({@code bench --depth}): 0 to 20, 0 to skip. */
    public static final class Depth extends WholeRange {
        Depth() {
            super("depth", 0, MAX_DEPTH);
        }
    }

    /** An IDA* iteration's bound ({@code lab tables --bound}): 1 to 20. */
    public static final class Bound extends WholeRange {
        Bound() {
            super("depth", 1, MAX_DEPTH);
        }
    }

    /** The backward store's depth: 0 to 7. */
    public static final class StoreDepth extends WholeRange {
        StoreDepth() {
            super("depth", 0, MAX_STORE_DEPTH);
        }
    }

    /** Scramble, walk and cube lengths in moves: 0 to 1,000. */
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

    /** Boards measured per size and walk, each a few solves of seconds: 1 to 10,000. */
    public static final class Samples extends WholeRange {
        Samples() {
            super("samples", 1, 10_000);
        }
    }

    /** Timed games, each a hint of up to seconds: 0 to 100,000. */
    public static final class Games extends WholeRange {
        Games() {
            super("games", 0, 100_000);
        }
    }

    /** Korf's 100 15-puzzle instances: the first 1 to 100. */
    public static final class Instances extends WholeRange {
        Instances() {
            super("instances", 1, 100);
        }
    }

    /** Edges in one lab table: 2 to 7 (7 takes minutes and about 2 GB). */
    public static final class Edges extends WholeRange {
        Edges() {
            super("edges", 2, 7);
        }
    }

    /** A Rubik's Race board's side: 3 to 26. */
    public static final class BoardSize extends WholeRange {
        BoardSize() {
            super("board size", MIN_BOARD, MAX_BOARD);
        }
    }

    /** {@code race bench --large-size}: 0 to skip, or a board side from 3 to 26. */
    public static final class OptionalBoardSize extends WholeRange {
        OptionalBoardSize() {
            super("board size", 0, MAX_BOARD);
        }

        @Override
        public Integer convert(String value) {
            int size = super.convert(value);
            if (size > 0 && size < MIN_BOARD) {
                throw new TypeConversionException("board size " + size + " out of range: " + range());
            }
            return size;
        }

        @Override
        public String range() {
            return "0 (none) or " + MIN_BOARD + " to " + MAX_BOARD;
        }
    }

    /** A whole number of type long from {@code min} to {@code max}. */
    public abstract static class LongRange implements ITypeConverter<Long>, Documented {
        private final String what;
        private final long min;
        private final long max;
        private final String range;

        LongRange(String what, long min, long max, String range) {
            this.what = what;
            this.min = min;
            this.max = max;
            this.range = range;
        }

        @Override
        public Long convert(String value) {
            long parsed = parseWhole(value, what);
            if (parsed < min || parsed > max) {
                throw new TypeConversionException(value.strip() + " " + what + " out of range: " + range);
            }
            return parsed;
        }

        @Override
        public String range() {
            return range;
        }
    }

    /** A random seed: any 64-bit whole number. */
    public static final class Seed extends LongRange {
        Seed() {
            super("seed", Long.MIN_VALUE, Long.MAX_VALUE, "any whole number of 64 bits");
        }
    }

    /** A node or expansion cap: 1 to 10^15. */
    public static final class NodeCap extends LongRange {
        NodeCap() {
            super("nodes", 1, 1_000_000_000_000_000L, "1 to 10^15");
        }
    }

    /** A finite number from above {@code min} up to {@code max}. */
    public abstract static class RealRange implements ITypeConverter<Double>, Documented {
        private final String what;
        private final double min;
        private final double max;
        private final String range;

        RealRange(String what, double min, double max, String range) {
            this.what = what;
            this.min = min;
            this.max = max;
            this.range = range;
        }

        @Override
        public Double convert(String value) {
            String text = value.strip();
            // Double.parseDouble also reads hexadecimal, "NaN", "Infinity" and a trailing 'd'
            if (!text.matches("[-+]?([0-9]+\\.?[0-9]*|\\.[0-9]+)([eE][-+]?[0-9]+)?")) {
                throw new TypeConversionException("'" + Excerpt.of(value) + "' is not a number of " + what);
            }
            double parsed = Double.parseDouble(text);
            if (!(parsed > min && parsed <= max)) {
                throw new TypeConversionException(text + " " + what + " out of range: " + range);
            }
            return parsed;
        }

        @Override
        public String range() {
            return range;
        }
    }

    /** {@code --timeout}: more than 0 seconds and at most a day. */
    public static final class Seconds extends RealRange {
        Seconds() {
            super("seconds", 0, MAX_SECONDS, "more than 0 and at most 86,400 (a day)");
        }
    }

    /** {@code lab store --buckets}: more than 0 and at most 16 buckets per state. */
    public static final class BucketsPerState extends RealRange {
        BucketsPerState() {
            super("buckets per state", 0, 16, "more than 0 and at most 16");
        }
    }
}
