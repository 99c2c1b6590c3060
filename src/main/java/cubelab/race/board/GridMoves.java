package cubelab.race.board;

/**
 * Move generation and application on an n×n grid of byte cells with one blank (code 0), shared by
 * Rubik's Race boards and numbered puzzles. Immutable tables; the apply methods mutate the caller's
 * scratch array, which is what the searches want in their hot loops.
 */
public final class GridMoves {
    private final int size;
    /** Each cell's row, so that the hot loops need no division. */
    private final int[] rowOf;
    /** For each blank cell, the cells whose tile may be pushed toward it, per metric. */
    private final int[][] tileSources;
    private final int[][] pushSources;

    public GridMoves(int size) {
        if (size < 2) {
            throw new IllegalArgumentException("grid size must be at least 2: " + size);
        }
        this.size = size;
        int cells = size * size;
        rowOf = new int[cells];
        for (int cell = 0; cell < cells; cell++) {
            rowOf[cell] = cell / size;
        }
        tileSources = new int[cells][];
        pushSources = new int[cells][];
        for (int blank = 0; blank < cells; blank++) {
            int row = blank / size;
            int column = blank % size;
            int[] tile = new int[4];
            int tileCount = 0;
            // up, left, right, down: a fixed order keeps searches deterministic
            if (row > 0) tile[tileCount++] = blank - size;
            if (column > 0) tile[tileCount++] = blank - 1;
            if (column < size - 1) tile[tileCount++] = blank + 1;
            if (row < size - 1) tile[tileCount++] = blank + size;
            tileSources[blank] = java.util.Arrays.copyOf(tile, tileCount);
            int[] push = new int[2 * (size - 1)];
            int pushCount = 0;
            for (int r = 0; r < size; r++) {
                if (r != row) push[pushCount++] = r * size + column;
            }
            for (int c = 0; c < size; c++) {
                if (c != column) push[pushCount++] = row * size + c;
            }
            pushSources[blank] = push;
        }
    }

    public int size() {
        return size;
    }

    public int cellCount() {
        return size * size;
    }

    /** The cells whose tile can be pushed into the blank at {@code blank}; do not modify the array. */
    public int[] sources(int blank, Metric metric) {
        return metric == Metric.TILE ? tileSources[blank] : pushSources[blank];
    }

    /** The cell of {@code move} if it is legal with the blank at {@code blank}, else −1. */
    public int sourceOf(TileMove move, int blank, Metric metric) {
        if (move.row() >= size || move.column() >= size) {
            return -1;
        }
        int source = move.cell(size);
        return isLegal(blank, source, metric) ? source : -1;
    }

    public boolean isLegal(int blank, int source, Metric metric) {
        for (int candidate : sources(blank, metric)) {
            if (candidate == source) {
                return true;
            }
        }
        return false;
    }

    /** Whether a move from {@code source} into {@code blank} is horizontal (same row). */
    public boolean isHorizontal(int blank, int source) {
        return blank / size == source / size;
    }

    /**
     * Slides the tiles from {@code source} up to the blank one cell toward the blank; the blank ends at
     * {@code source}. The inverse is {@code apply(cells, source, blank)}.
     */
    public void apply(byte[] cells, int blank, int source) {
        int step = stepToward(blank, source);
        int cell = blank;
        while (cell != source) {
            cells[cell] = cells[cell + step];
            cell += step;
        }
        cells[source] = TileColor.BLANK_CODE;
    }

    /** The index step from {@code from} toward {@code to}, which share a row or a column. */
    public int stepToward(int from, int to) {
        if (rowOf[from] == rowOf[to]) {
            return to > from ? 1 : -1;
        }
        return to > from ? size : -size;
    }

    public int manhattan(int cellA, int cellB) {
        return Math.abs(cellA / size - cellB / size) + Math.abs(cellA % size - cellB % size);
    }

    public static int blankOf(byte[] cells) {
        for (int i = 0; i < cells.length; i++) {
            if (cells[i] == TileColor.BLANK_CODE) {
                return i;
            }
        }
        throw new IllegalArgumentException("no blank");
    }
}
