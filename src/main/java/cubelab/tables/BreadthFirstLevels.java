package cubelab.tables;

/**
 * Level-synchronous breadth-first search from the goal over a table that holds an entry for every
 * state (Korf 1997's pattern databases, the two-phase pruning tables): level d → d+1 either
 * expands the frontier forward (each entry at d marks its unvisited neighbours d+1) or, once that
 * is more work, asks each unvisited entry backward whether a neighbour is at d. The move set must
 * be closed under inverses for the backward passes to find the same level. This class is the part
 * the tables share: the level loop, the direction rule, the thread and chunk driver, the counting,
 * the listener calls and the check that every entry was reached; each table supplies its storage
 * and neighbours as a {@link Table}, whose passes over a range of parts hold the per-entry loops,
 * so the JIT compiles each table's loop with its own storage and neighbour calls inlined.
 *
 * <p>Forward passes on several threads may both mark one entry (each sees it unvisited; both write
 * the same value, so the table is the same on every run), which makes their count of marks too
 * high: the entries at the new level are then counted again. On one thread a pass's marks are the
 * level's count.
 *
 * <p>The coset tables' builds ({@code BreadthFirstBuild}) share the direction rule and the thread
 * driver ({@link TableWorkers}) but keep their own level loop: their 2-bit codes hold distances
 * mod 3 and then only "at most the base", and their passes are journalled so that a stopped build
 * resumes. The backward store ({@code BackwardStoreBuilder}) keeps a hash set of states that
 * cannot be enumerated, so it can only go forward, and to a fixed depth.
 */
public final class BreadthFirstLevels {

    /** A table being built: its entries in parts (the unit the threads take), each pass over a range of parts. */
    public interface Table {

        /** Every entry, the goal's included. */
        long entries();

        /** The parts the entries are split in. */
        int parts();

        /** Marks the unvisited neighbours of the entries at {@code depth} in parts [from, to) with depth + 1; the marks made. */
        long forward(int from, int to, int depth);

        /** Marks the unvisited entries of parts [from, to) that have a neighbour at {@code depth}; the marks made. */
        long backward(int from, int to, int depth);

        /** The entries at {@code depth} in parts [from, to). */
        long count(int from, int to, int depth);
    }

    /** Told after every level, on the building thread. */
    @FunctionalInterface
    public interface LevelListener {
        LevelListener NONE = (depth, entries, backward) -> { };

        /** Level {@code depth} holds {@code entries} entries, found backward or forward. */
        void levelDone(int depth, long entries, boolean backward);
    }

    /** What a pass over the parts does. */
    private enum Pass { FORWARD, BACKWARD, COUNT }

    /** Worker threads; 0: the calling thread. */
    private final int threads;
    private final int partsPerChunk;
    private final int moves;
    private final int backwardEvaluations;
    private final int deepest;

    private BreadthFirstLevels(int threads, int partsPerChunk, int moves, int backwardEvaluations, int deepest) {
        if (partsPerChunk < 1 || moves < 1 || backwardEvaluations < 1 || deepest < 1) {
            throw new IllegalArgumentException("chunks, moves, evaluations and the deepest level must be positive");
        }
        this.threads = threads;
        this.partsPerChunk = partsPerChunk;
        this.moves = moves;
        this.backwardEvaluations = backwardEvaluations;
        this.deepest = deepest;
    }

    /**
     * Passes on {@code threads} new threads ({@link TableWorkers}) taking {@code partsPerChunk}
     * parts at a time; an interrupt stops the build. {@code moves} neighbours per entry, of which
     * a backward pass is expected to evaluate {@code backwardEvaluations}; levels up to
     * {@code deepest} fit in the table.
     */
    public static BreadthFirstLevels onWorkers(int threads, int partsPerChunk, int moves, int backwardEvaluations,
            int deepest) {
        if (threads < 1) {
            throw new IllegalArgumentException("threads must be at least 1: " + threads);
        }
        return new BreadthFirstLevels(threads, partsPerChunk, moves, backwardEvaluations, deepest);
    }

    /** Passes over all parts at once on the calling thread, which they never leave (so nothing interrupts them). */
    public static BreadthFirstLevels onCallingThread(int moves, int backwardEvaluations, int deepest) {
        return new BreadthFirstLevels(0, Integer.MAX_VALUE, moves, backwardEvaluations, deepest);
    }

    /**
     * Whether asking the {@code unvisited} entries backward is less work than expanding the
     * {@code frontier} forward: {@code moves} neighbours per frontier entry against an estimated
     * {@code backwardEvaluations} per unvisited entry (a backward entry stops at its first
     * neighbour on the frontier).
     */
    public static boolean backwardIsCheaper(long frontier, long unvisited, int moves, int backwardEvaluations) {
        return backwardWork(unvisited, backwardEvaluations) < forwardWork(frontier, moves);
    }

    /**
     * The neighbour evaluations of the pass {@link #backwardIsCheaper} chooses: the cheaper of the
     * two directions. A builder's progress weighs its passes by this, so the share it shows and
     * the direction it takes come from the one cost model.
     */
    public static double passWork(long frontier, long unvisited, int moves, int backwardEvaluations) {
        return backwardIsCheaper(frontier, unvisited, moves, backwardEvaluations)
                ? backwardWork(unvisited, backwardEvaluations) : forwardWork(frontier, moves);
    }

    /** The neighbour evaluations of expanding {@code frontier} entries forward, {@code moves} each. */
    public static double forwardWork(long frontier, int moves) {
        return (double) frontier * moves;
    }

    /** The neighbour evaluations of asking {@code unvisited} entries backward, {@code backwardEvaluations} each. */
    private static double backwardWork(long unvisited, int backwardEvaluations) {
        return (double) unvisited * backwardEvaluations;
    }

    /**
     * Finds every level of {@code table}, whose goal entries (of which there are
     * {@code goals}) are marked 0 and all others unvisited; returns the deepest level.
     *
     * @throws IllegalStateException if an entry is unreachable or deeper than the table can hold
     *                               ({@code name} says which table)
     */
    public int run(Table table, long goals, String name, LevelListener listener) throws InterruptedException {
        long frontier = goals;
        long unvisited = table.entries() - goals;
        listener.levelDone(0, goals, false);
        int depth = 0;
        for (; frontier > 0 && unvisited > 0; depth++) {
            if (depth == deepest) {
                throw new IllegalStateException(name + ": " + unvisited + " entries lie beyond distance " + deepest
                        + ", which is the most it can hold");
            }
            boolean backward = backwardIsCheaper(frontier, unvisited, moves, backwardEvaluations);
            long found = pass(table, backward ? Pass.BACKWARD : Pass.FORWARD, depth);
            if (!backward && threads > 1) {
                found = pass(table, Pass.COUNT, depth + 1);
            }
            frontier = found;
            unvisited -= found;
            listener.levelDone(depth + 1, found, backward);
        }
        if (unvisited != 0) {
            throw new IllegalStateException(name + ": " + unvisited + " of " + table.entries()
                    + " entries are unreachable");
        }
        return depth;
    }

    /** One pass over every part, in chunks on the workers or at once on the calling thread; its marks or count. */
    private long pass(Table table, Pass pass, int depth) throws InterruptedException {
        int parts = table.parts();
        if (threads == 0) {
            return pass(table, pass, 0, parts, depth);
        }
        int chunks = (int) ((parts + (long) partsPerChunk - 1) / partsPerChunk);
        long[] found = new long[threads];
        TableWorkers.run(chunks, threads, (chunk, worker) -> {
            int from = chunk * partsPerChunk;
            int to = (int) Math.min(parts, (long) from + partsPerChunk);
            found[worker] += pass(table, pass, from, to, depth);
        }, null);
        long total = 0;
        for (long part : found) {
            total += part;
        }
        return total;
    }

    private static long pass(Table table, Pass pass, int from, int to, int depth) {
        return switch (pass) {
            case FORWARD -> table.forward(from, to, depth);
            case BACKWARD -> table.backward(from, to, depth);
            case COUNT -> table.count(from, to, depth);
        };
    }
}
