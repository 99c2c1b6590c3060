package cubelab.tables;

import java.util.Locale;

/**
 * How much heap a search that keeps states (A*'s open and closed lists, a backward store being
 * built) may fill: a share of the heap still free when it starts. Searches check it before they
 * start and as they grow, and give up with {@link MemoryBudgetExceededException}, a sentence
 * for the user, instead of dying in an OutOfMemoryError that takes the whole program with it.
 */
public final class MemoryBudget {

    /** The share of the free heap a search may fill: the rest is for the JVM, the tables and garbage not yet collected. */
    private static final double SHARE_OF_FREE_HEAP = 0.6;

    /** What to tell a user whose search ran out of budget: the search that keeps no states. */
    public static final String ALTERNATIVE = "IDA* (--method ida) needs no memory";

    private final long bytes;

    private MemoryBudget(long bytes) {
        if (bytes <= 0) {
            throw new IllegalArgumentException("a memory budget must be positive, was " + bytes);
        }
        this.bytes = bytes;
    }

    public static MemoryBudget ofBytes(long bytes) {
        return new MemoryBudget(bytes);
    }

    /** A share of the heap that is free now (the heap's maximum less what is live). */
    public static MemoryBudget fromHeap() {
        Runtime runtime = Runtime.getRuntime();
        long used = runtime.totalMemory() - runtime.freeMemory();
        if (used > runtime.maxMemory() / 4) {
            // "used" counts garbage too, e.g. the exact set a backward store was just built from:
            // one collection before a search of seconds or more gives the budget the real free heap
            System.gc();
            used = runtime.totalMemory() - runtime.freeMemory();
        }
        long free = Math.max(runtime.maxMemory() - used, 1L << 20);
        return new MemoryBudget((long) (free * SHARE_OF_FREE_HEAP));
    }

    public long bytes() {
        return bytes;
    }

    /** Whether {@code needed} bytes fit. */
    public boolean allows(long needed) {
        return needed <= bytes;
    }

    /** The budget in megabytes, as the user reads it. */
    public String describe() {
        return String.format(Locale.ROOT, "%,d MB", bytes >> 20);
    }

    /** The exception for a search that has stored {@code states} states and filled the budget. */
    public MemoryBudgetExceededException spentAfter(long states) {
        return new MemoryBudgetExceededException(String.format(Locale.ROOT,
                "gave up after %,d states: the memory budget of %s is spent; %s", states, describe(), ALTERNATIVE));
    }

    /** The exception for work that would not fit before it starts. */
    public MemoryBudgetExceededException tooSmallFor(String what, long needed, String instead) {
        return new MemoryBudgetExceededException(String.format(Locale.ROOT,
                "gave up before starting: %s needs about %,d MB, more than the memory budget of %s; %s",
                what, needed >> 20, describe(), instead));
    }
}
