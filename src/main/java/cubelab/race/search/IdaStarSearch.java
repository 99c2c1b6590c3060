package cubelab.race.search;

import cubelab.race.board.GridMoves;
import cubelab.race.board.Metric;
import cubelab.race.heuristic.FollowingHeuristic;
import cubelab.race.heuristic.TileHeuristic;
import java.util.SplittableRandom;

/**
 * Iterative-deepening A* with move pruning and transposition detection. Node counts cover every
 * iteration. The search works in place on one cell array and never allocates in its inner loop.
 *
 * <p>Transpositions: a direct-mapped table keyed by a 64-bit Zobrist hash stores, per position, the
 * iteration and the smallest g at which it was entered, and a learned bound. A position entered again
 * in the same iteration with g no smaller is pruned: its subtree was (or is being) searched with at
 * least as much remaining budget, so neither the solution nor the next bound is lost. When a subtree
 * is finished, the smallest f beyond the bound found in it, minus g, is a proven lower bound on the
 * position's distance (Reinefeld &amp; Marsland's IDA* with memory); it replaces the heuristic on later
 * visits, in this and later iterations of the same search. Replacement only loses information. The
 * only risk is a 64-bit hash collision (about 1e-7 per search at 1e6 positions).
 */
public final class IdaStarSearch implements SearchAlgorithm {
    public static final int DEFAULT_TABLE_BITS = 16;
    private static final int MAX_DEPTH = 1000;

    private final int tableBits;
    /** Two longs per entry, side by side so that a probe touches one cache line: hash, then stamp:32 g:16 bound:16. */
    private long[] table;
    private int stamp;

    // per-search state, reset by search()
    private GridMoves grid;
    private TileHeuristic heuristic;
    /** The heuristic, when it can follow the moves instead of reading the board at every node; else null. */
    private FollowingHeuristic follower;
    private GoalTest goal;
    private Metric metric;
    private SearchClock clock;
    private byte[] cells;
    private long[] zobrist;
    private int values;
    private final int[] path = new int[MAX_DEPTH];
    private int bound;
    /** After {@link #search}: no solution is shorter (the bound of the last iteration begun). */
    private int provenLowerBound;
    private int nextBound;
    private int solutionLength;
    /** Table entries stamped at or after this belong to the current search: their learned bounds hold. */
    private int firstStampOfSearch;
    private static final int FOUND = -1;
    /** Larger than any distance; also fits the 16-bit learned-bound field. */
    private static final int UNREACHABLE = 0xFFFF;

    public IdaStarSearch() {
        this(DEFAULT_TABLE_BITS);
    }

    /** {@code tableBits} = log2 of the transposition-table entries; 0 disables the table. */
    public IdaStarSearch(int tableBits) {
        if (tableBits < 0 || tableBits > 28) {
            throw new IllegalArgumentException("table bits out of range: " + tableBits);
        }
        this.tableBits = tableBits;
    }

    @Override
    public RaceSearchResult search(SearchProblem searchProblem, SearchLimits limits) {
        return search(searchProblem, limits, 0);
    }

    /**
     * {@link #search(SearchProblem, SearchLimits)} knowing that no solution is shorter than
     * {@code lowerBound} (from an earlier search of the same problem, {@link #provenLowerBound()}):
     * the iterations below it are skipped.
     */
    public RaceSearchResult search(SearchProblem searchProblem, SearchLimits limits, int lowerBound) {
        begin(searchProblem, new SearchClock(limits));
        int blank = GridMoves.blankOf(cells);
        int h = heuristic.estimate(cells, blank);
        bound = Math.max(h, lowerBound);
        provenLowerBound = bound;
        while (true) {
            stamp++;
            nextBound = UNREACHABLE;
            if (follower != null) {
                follower.follow(cells, blank);
            }
            int value = depthFirst(0, blank, -1, zobristOf(cells), h, 0);
            if (value == FOUND) {
                return clock.result(SearchOutcome.SOLVED, path, solutionLength, grid.size(), true);
            }
            if (clock.stopped()) {
                return clock.result(clock.stopReason(), null, 0, grid.size(), false);
            }
            // the smallest f beyond the old bound: no shorter solution exists (cycles can make the root's
            // own learned value smaller, so it only counts when larger)
            bound = Math.max(nextBound, value);
            provenLowerBound = bound;
            if (bound >= UNREACHABLE || bound >= MAX_DEPTH) {
                return clock.result(SearchOutcome.FAILED, null, 0, grid.size(), false);
            }
        }
    }

    /** Starts a search: later iterations may use what earlier ones of the same search learned. */
    void begin(SearchProblem searchProblem, SearchClock searchClock) {
        grid = searchProblem.grid();
        heuristic = searchProblem.heuristic();
        follower = heuristic instanceof FollowingHeuristic following ? following : null;
        goal = searchProblem.goal();
        metric = searchProblem.metric();
        clock = searchClock;
        cells = searchProblem.start();
        prepareHashing();
        firstStampOfSearch = stamp + 1;
    }

    /**
     * One bounded depth-first pass below a position reached at depth {@code g} (for the parallel
     * search, after {@link #begin}). Returns {@link #FOUND} (then {@link #pathFrom} holds the moves
     * from depth g on) or the node's learned bound; {@link #nextBound()} is the smallest f beyond
     * {@code iterationBound} seen.
     */
    int iterate(byte[] position, int g, int blank, int previousBlank, int h, int parentH, int iterationBound) {
        System.arraycopy(position, 0, cells, 0, cells.length);
        if (follower != null) {
            follower.follow(cells, blank);
        }
        bound = iterationBound;
        stamp++;
        nextBound = UNREACHABLE;
        return depthFirst(g, blank, previousBlank, zobristOf(cells), h, parentH);
    }

    /** After a search that stopped: no solution is shorter than this (iterations below it found none). */
    public int provenLowerBound() {
        return provenLowerBound;
    }

    int nextBound() {
        return nextBound;
    }

    /** The moves found by the last successful {@link #iterate}, from depth {@code g} to the goal. */
    int[] pathFrom(int g) {
        return java.util.Arrays.copyOfRange(path, g, solutionLength);
    }

    static boolean isFound(int value) {
        return value == FOUND;
    }

    static int unreachable() {
        return UNREACHABLE;
    }

    /**
     * Searches below a node at depth {@code g} with bound {@code h}; returns {@link #FOUND}, or a proven
     * lower bound on this node's distance to the goal that exceeds {@code bound - g} (for the root: the
     * next bound). {@code parentH} bounds the parent, which stands in for the children that move pruning
     * skips: they are the parent (tile metric) or one push from it, so they are at least parentH − 1 away.
     */
    private int depthFirst(int g, int blank, int previousBlank, long hash, int h, int parentH) {
        if (g + h > bound) {
            nextBound = Math.min(nextBound, g + h);
            return h;
        }
        // an admissible bound is 0 at every goal, so only a node bounded by 0 needs the test
        if (h == 0 && goal.isGoal(cells)) {
            solutionLength = g;
            return FOUND;
        }
        int slot = -1;
        if (tableBits > 0) {
            slot = (int) (hash >>> (64 - tableBits)) << 1;
            long entry = table[slot + 1];
            int entryStamp = (int) (entry >>> 32);
            if (table[slot] == hash && entryStamp - firstStampOfSearch >= 0) {
                int learned = (int) entry & 0xFFFF;
                if (learned > h) {
                    h = learned;
                    if (g + h > bound) {
                        nextBound = Math.min(nextBound, g + h);
                        return h;
                    }
                }
                if (entryStamp == stamp && ((int) entry >>> 16) <= g) {
                    // entered before in this iteration with at least as much budget: finished nodes got a
                    // learned bound above and returned; this is an ancestor (a cycle), and h still holds
                    return h;
                }
            }
            table[slot] = hash;
            table[slot + 1] = (long) stamp << 32 | (long) g << 16 | h;
        }
        if (clock.expandAndCheck()) {
            return h;
        }
        int best = searchChildren(g, blank, previousBlank, hash, h, parentH);
        if (best == FOUND) {
            return FOUND;
        }
        if (clock.stopped()) {
            return h; // a stopped subtree proved nothing: nothing is learned
        }
        int learned = Math.max(h, best);
        if (slot >= 0 && table[slot] == hash && learned < UNREACHABLE) {
            long entry = table[slot + 1];
            table[slot + 1] = (entry & ~0xFFFFL) | learned;
        }
        return learned;
    }

    /**
     * Searches each child of the node at depth {@code g} (bound {@code h}) that move pruning keeps;
     * returns {@link #FOUND}, or the smallest of the children's learned bounds plus one, the
     * skipped children standing in as {@code parentH} (see {@link #depthFirst}); once the clock has
     * stopped, {@code h} at once.
     */
    private int searchChildren(int g, int blank, int previousBlank, long hash, int h, int parentH) {
        int best = previousBlank < 0 ? UNREACHABLE : metric == Metric.TILE ? parentH + 1 : parentH;
        for (int source : grid.sources(blank, metric)) {
            if (previousBlank >= 0 && AStarSearch.undoes(grid, metric, previousBlank, blank, source)) {
                continue;
            }
            clock.generated++;
            long childHash = hash ^ segmentHash(blank, source);
            grid.apply(cells, blank, source);
            childHash ^= segmentHash(blank, source);
            path[g] = source;
            int childH;
            if (follower != null) {
                follower.moved(cells, blank, source);
                childH = follower.bound(source);
            } else {
                childH = heuristic.estimate(cells, source);
            }
            int value = depthFirst(g + 1, source, blank, childHash, childH, h);
            if (value == FOUND) {
                return FOUND;
            }
            grid.apply(cells, source, blank);
            if (follower != null) {
                follower.moved(cells, source, blank);
            }
            if (clock.stopped()) {
                return h;
            }
            best = Math.min(best, value + 1);
        }
        return best;
    }

    private void prepareHashing() {
        int maxCode = 0;
        for (byte code : cells) {
            maxCode = Math.max(maxCode, code);
        }
        values = maxCode + 1;
        int entries = cells.length * values;
        if (zobrist == null || zobrist.length != entries) {
            SplittableRandom random = new SplittableRandom(0x5EEDL + entries);
            zobrist = new long[entries];
            for (int i = 0; i < entries; i++) {
                zobrist[i] = random.nextLong();
            }
        }
        if (tableBits > 0 && table == null) {
            table = new long[2 << tableBits];
        }
    }

    private long zobristOf(byte[] position) {
        long hash = 0;
        for (int cell = 0; cell < position.length; cell++) {
            hash ^= zobrist[cell * values + position[cell]];
        }
        return hash;
    }

    /** XOR of the Zobrist keys of the cells from {@code blank} to {@code source}: the cells a move changes. */
    private long segmentHash(int blank, int source) {
        int step = grid.stepToward(blank, source);
        long hash = 0;
        for (int cell = blank; ; cell += step) {
            hash ^= zobrist[cell * values + cells[cell]];
            if (cell == source) {
                return hash;
            }
        }
    }
}
