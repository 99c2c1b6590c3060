package cubelab.race.heuristic;

import cubelab.race.board.Board;
import cubelab.race.board.Metric;
import cubelab.race.board.Target;
import cubelab.race.board.TileColor;

/**
 * The Rubik's Race lower bounds of {@link RaceHeuristicKind} on any board size: per colour, the
 * single-cell steps its tiles must make ({@link ColourSteps}), summed over the colours because every
 * step of the tile metric moves a tile of exactly one colour.
 * Push metric: a push moves at most n−1 tiles one cell each, and changes at most n−2 centre cells
 * (one row or column of the centre), so ⌈steps/(n−1)⌉ and ⌈misplaced/(n−2)⌉ are bounds.
 */
final class RaceHeuristic implements TileHeuristic {
    private final RaceHeuristicKind kind;
    private final Metric metric;
    private final int size;
    private final byte[] targetCodeByCell;
    /** Centre cells wanting each colour code, and how many. */
    private final int[][] targetCells;
    private final int[] targetCount;
    // scratch, reused by every call
    private final int[][] tiles;
    private final int[] tileCount;
    private final ColourSteps colourSteps;
    /**
     * Per colour, its cost memoised by the set of cells its tiles occupy (combinatorial rank of the
     * sorted cells), filled lazily; null when the table would be too large. On 5×5 a colour has
     * C(25,4) = 12,650 placements, so after warm-up a node costs one scan of the board.
     */
    private final short[][] memo;
    /**
     * Larger boards (7×7: C(49,8) placements): a direct-mapped cache instead, keyed by the colour's
     * sorted cells packed {@code bitsPerCell} each into {@code keyWords} longs. A move changes one
     * colour, so the other five always hit.
     */
    private final long[][] cacheKeys;
    private final boolean[][] cacheFilled;
    private final short[][] cacheValue;
    private final int[] keyWords;
    private final int bitsPerCell;
    private final long[] scratchKey;
    private final long[][] binomial;
    private final long[] rank;
    private static final int MAX_MEMO_ENTRIES = 1 << 21;
    private static final int CACHE_BITS = 16;

    RaceHeuristic(RaceHeuristicKind kind, Target target, Metric metric) {
        this.kind = kind;
        this.metric = metric;
        this.size = target.boardSize();
        int cells = size * size;
        int codes = TileColor.values().length + 1;
        targetCodeByCell = target.codesByCell();
        targetCount = new int[codes];
        targetCells = new int[codes][cells];
        for (int cell = 0; cell < cells; cell++) {
            int code = targetCodeByCell[cell];
            if (code != 0) {
                targetCells[code][targetCount[code]++] = cell;
            }
        }
        tiles = new int[codes][cells];
        tileCount = new int[codes];
        colourSteps = new ColourSteps(size);
        binomial = new long[cells + 1][cells + 1];
        for (int n = 0; n <= cells; n++) {
            binomial[n][0] = 1;
            for (int k = 1; k <= n; k++) {
                long left = binomial[n - 1][k - 1];
                long right = k <= n - 1 ? binomial[n - 1][k] : 0;
                boolean overflow = left == Long.MAX_VALUE || right == Long.MAX_VALUE || left + right < 0;
                binomial[n][k] = overflow ? Long.MAX_VALUE : left + right; // saturated: no exact rank there
            }
        }
        rank = new long[codes];
        memo = new short[codes][];
        cacheKeys = new long[codes][];
        cacheFilled = new boolean[codes][];
        cacheValue = new short[codes][];
        keyWords = new int[codes];
        bitsPerCell = 32 - Integer.numberOfLeadingZeros(cells - 1);
        int maxWords = 1;
        for (TileColor color : kind == RaceHeuristicKind.MISPLACED ? new TileColor[0] : TileColor.values()) {
            int tilesOfColour = Board.tileCount(size, color);
            long entries = binomial[cells][tilesOfColour];
            if (entries <= MAX_MEMO_ENTRIES) {
                memo[color.code()] = new short[(int) entries];
                java.util.Arrays.fill(memo[color.code()], (short) -1);
            } else {
                int words = (tilesOfColour * bitsPerCell + 63) / 64;
                keyWords[color.code()] = words;
                maxWords = Math.max(maxWords, words);
                cacheKeys[color.code()] = new long[words << CACHE_BITS];
                cacheFilled[color.code()] = new boolean[1 << CACHE_BITS];
                cacheValue[color.code()] = new short[1 << CACHE_BITS];
            }
        }
        scratchKey = new long[maxWords];
    }

    @Override
    public int estimate(byte[] cells, int blank) {
        int misplaced = 0;
        java.util.Arrays.fill(tileCount, 0);
        java.util.Arrays.fill(rank, 0);
        for (int cell = 0; cell < cells.length; cell++) {
            int code = cells[cell];
            int wanted = targetCodeByCell[cell];
            if (wanted != 0 && code != wanted) {
                misplaced++;
            }
            if (code != 0) {
                int index = tileCount[code]++;
                tiles[code][index] = cell;
                rank[code] += binomial[cell][index + 1]; // cells arrive sorted: combinatorial number system
                // (on boards with a cache instead of a memo the rank may overflow; it is not used there)
            }
        }
        if (kind == RaceHeuristicKind.MISPLACED) {
            return metric == Metric.TILE ? misplaced : divideRoundingUp(misplaced, size - 2);
        }
        int steps = 0;
        if (misplaced > 0) {
            for (int code = 1; code < tiles.length; code++) {
                steps += colourSteps(code);
            }
        }
        if (metric == Metric.TILE) {
            return steps;
        }
        int pushBound = divideRoundingUp(steps, size - 1);
        return kind == RaceHeuristicKind.MANHATTAN ? pushBound : Math.max(pushBound, divideRoundingUp(misplaced, size - 2));
    }

    private int colourSteps(int code) {
        short[] table = memo[code];
        if (table == null) {
            return cachedColourSteps(code);
        }
        int index = (int) rank[code];
        int value = table[index];
        if (value < 0) {
            value = computeColourSteps(code);
            table[index] = (short) value;
        }
        return value;
    }

    private int cachedColourSteps(int code) {
        int words = keyWords[code];
        java.util.Arrays.fill(scratchKey, 0, words, 0L);
        int[] colourTiles = tiles[code];
        for (int x = 0; x < tileCount[code]; x++) {
            int bit = x * bitsPerCell;
            scratchKey[bit >>> 6] |= (long) colourTiles[x] << (bit & 63);
            if ((bit & 63) + bitsPerCell > 64) {
                scratchKey[(bit >>> 6) + 1] |= (long) colourTiles[x] >>> (64 - (bit & 63));
            }
        }
        long mixed = 0;
        for (int w = 0; w < words; w++) {
            mixed = (mixed ^ scratchKey[w]) * 0x9E3779B97F4A7C15L;
        }
        int slot = (int) (mixed >>> (64 - CACHE_BITS));
        long[] keys = cacheKeys[code];
        boolean hit = cacheFilled[code][slot];
        for (int w = 0; hit && w < words; w++) {
            hit = keys[slot * words + w] == scratchKey[w];
        }
        if (!hit) {
            System.arraycopy(scratchKey, 0, keys, slot * words, words);
            cacheFilled[code][slot] = true;
            cacheValue[code][slot] = (short) computeColourSteps(code);
        }
        return cacheValue[code][slot];
    }

    /** A lower bound on the steps of this colour's tiles, per the kind; tiles[code] holds their cells. */
    private int computeColourSteps(int code) {
        return colourSteps.steps(kind, tiles[code], tileCount[code], targetCells[code], targetCount[code]);
    }

    private static int divideRoundingUp(int value, int divisor) {
        return (value + divisor - 1) / divisor;
    }
}
