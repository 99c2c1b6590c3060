package cubelab.race;

import java.util.SplittableRandom;

/**
 * Iterative-deepening A* with move pruning and transposition detection. Node counts cover every
 * iteration. The search works in place on one cell array and never allocates in its inner loop.
 *
 * <p>Transpositions: a direct-mapped table keyed by a 64-bit Zobrist hash stores, per position, the
 * iteration and the smallest g at which it was entered. A position entered again in the same
 * iteration with g no smaller is pruned: its subtree was (or is being) searched with at least as much
 * remaining budget, so neither the solution nor the next bound is lost. Replacement only loses
 * pruning. The only risk is a 64-bit hash collision (about 1e-7 per search at 1e6 positions).
 */
public final class IdaStarSearch implements SearchAlgorithm {
    public static final int DEFAULT_TABLE_BITS = 20;
    private static final int MAX_DEPTH = 1000;

    private final int tableBits;
    /** Two longs per entry, side by side so that a probe touches one cache line: hash, then stamp << 32 | g. */
    private long[] table;
    private int stamp;

    // per-search state, reset by search()
    private SearchProblem problem;
    private GridMoves grid;
    private Heuristic heuristic;
    private GoalTest goal;
    private Metric metric;
    private SearchClock clock;
    private byte[] cells;
    private long[] zobrist;
    private int values;
    private final int[] path = new int[MAX_DEPTH];
    private int bound;
    private int nextBound;
    private int solutionLength;

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
    public SearchResult search(SearchProblem searchProblem, SearchLimits limits) {
        problem = searchProblem;
        grid = problem.grid();
        heuristic = problem.heuristic();
        goal = problem.goal();
        metric = problem.metric();
        clock = new SearchClock(limits);
        cells = problem.start();
        prepareHashing();
        int blank = GridMoves.blankOf(cells);
        int h = heuristic.estimate(cells, blank);
        bound = h;
        while (true) {
            nextBound = Integer.MAX_VALUE;
            stamp++;
            if (depthFirst(0, blank, -1, zobristOf(cells), h)) {
                return clock.result(SearchOutcome.SOLVED, path, solutionLength, grid.size(), true);
            }
            if (clock.stopped()) {
                return clock.result(clock.stopReason(), null, 0, grid.size(), false);
            }
            if (nextBound == Integer.MAX_VALUE || nextBound >= MAX_DEPTH) {
                return clock.result(SearchOutcome.FAILED, null, 0, grid.size(), false);
            }
            bound = nextBound;
        }
    }

    private boolean depthFirst(int g, int blank, int previousBlank, long hash, int h) {
        int f = g + h;
        if (f > bound) {
            if (f < nextBound) {
                nextBound = f;
            }
            return false;
        }
        if (goal.isGoal(cells)) {
            solutionLength = g;
            return true;
        }
        if (tableBits > 0) {
            int slot = (int) (hash >>> (64 - tableBits)) << 1;
            long entry = table[slot + 1];
            if (table[slot] == hash && (int) (entry >>> 32) == stamp && (int) entry <= g) {
                return false;
            }
            table[slot] = hash;
            table[slot + 1] = (long) stamp << 32 | g;
        }
        if (clock.expandAndCheck()) {
            return false;
        }
        for (int source : grid.sources(blank, metric)) {
            if (previousBlank >= 0 && AStarSearch.undoes(grid, metric, previousBlank, blank, source)) {
                continue;
            }
            clock.generated++;
            long childHash = hash ^ segmentHash(blank, source);
            grid.apply(cells, blank, source);
            childHash ^= segmentHash(blank, source);
            path[g] = source;
            if (depthFirst(g + 1, source, blank, childHash, heuristic.estimate(cells, source))) {
                return true;
            }
            grid.apply(cells, source, blank);
            if (clock.stopped()) {
                return false;
            }
        }
        return false;
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
