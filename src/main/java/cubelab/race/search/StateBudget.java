package cubelab.race.search;

import java.util.Locale;

/**
 * How many positions a search that keeps them (breadth-first, A*) may hold: a share of the heap
 * that is free when the search starts, at a measured-from-above cost per position (the board's
 * cells, its key, its node and the hash-table entry: about 200 bytes on a 5×5 board, 256 taken).
 * Spending it ends the search with {@link SearchOutcome#MEMORY_SPENT}, never an OutOfMemoryError;
 * IDA* keeps no positions and needs none.
 *
 * @param bytes  the memory the search may use
 * @param states the positions that fit in it
 */
public record StateBudget(long bytes, long states) {

    /** Bytes one kept position costs, rounded up. */
    static final long BYTES_PER_STATE = 256;
    /** The share of the free heap a search may fill; the rest is for the JVM and the window. */
    static final double SHARE = 0.6;

    /** The budget from the heap free now. */
    public static StateBudget fromHeap() {
        Runtime runtime = Runtime.getRuntime();
        long free = runtime.maxMemory() - (runtime.totalMemory() - runtime.freeMemory());
        long bytes = (long) (SHARE * Math.max(0, free));
        return new StateBudget(bytes, Math.max(1, bytes / BYTES_PER_STATE));
    }

    /** "400 MB". */
    public String describe() {
        return String.format(Locale.ROOT, "%,d MB", bytes >> 20);
    }

    /** The sentence for a search that spent it. */
    public String spent(long held) {
        return String.format(Locale.ROOT, "gave up after %,d states: the memory budget of %s is spent; "
                + "IDA* (--algorithm ida) needs no memory", held, describe());
    }
}
