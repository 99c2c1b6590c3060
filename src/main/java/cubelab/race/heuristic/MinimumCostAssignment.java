package cubelab.race.heuristic;

import java.util.Arrays;

/**
 * The minimum total cost of giving every row of a rows × columns cost matrix (rows ≤ columns) its own
 * column: the Hungarian algorithm (shortest augmenting paths with potentials, O(rows²·columns)), and
 * for at most {@value #SUBSET_COLUMNS} columns a dynamic program over the sets of used columns,
 * which is several times faster there (a colour's four tiles on 5×5, thousands of times per table
 * build). Holds its scratch arrays, so it allocates only in the constructor; not thread-safe.
 */
final class MinimumCostAssignment {
    private static final int INFINITY = Integer.MAX_VALUE / 4;
    private final int[] rowPotential;
    private final int[] columnPotential;
    private final int[] rowOfColumn;
    private final int[] previousColumn;
    private final int[] slack;
    private final boolean[] used;
    /** Columns up to which the subset program is used: 2^6 sets of used columns. */
    static final int SUBSET_COLUMNS = 6;
    private final int[] cheapest = new int[1 << SUBSET_COLUMNS];

    MinimumCostAssignment(int maxRows, int maxColumns) {
        rowPotential = new int[maxRows + 1];
        columnPotential = new int[maxColumns + 1];
        rowOfColumn = new int[maxColumns + 1];
        previousColumn = new int[maxColumns + 1];
        slack = new int[maxColumns + 1];
        used = new boolean[maxColumns + 1];
    }

    /** Minimum cost; {@code cost[r * stride + c]} for row r < rows, column c < columns. */
    int solve(int[] cost, int stride, int rows, int columns) {
        if (rows > columns) {
            throw new IllegalArgumentException("more rows than columns");
        }
        if (columns <= SUBSET_COLUMNS) {
            return solveBySubsets(cost, stride, rows, columns);
        }
        // 1-based indices below; column 0 is the virtual start of each augmenting path
        Arrays.fill(rowPotential, 0, rows + 1, 0);
        Arrays.fill(columnPotential, 0, columns + 1, 0);
        Arrays.fill(rowOfColumn, 0, columns + 1, 0);
        for (int row = 1; row <= rows; row++) {
            rowOfColumn[0] = row;
            int column0 = 0;
            Arrays.fill(slack, 0, columns + 1, INFINITY);
            Arrays.fill(used, 0, columns + 1, false);
            do {
                used[column0] = true;
                int row0 = rowOfColumn[column0];
                int delta = INFINITY;
                int column1 = 0;
                for (int column = 1; column <= columns; column++) {
                    if (!used[column]) {
                        int reduced = cost[(row0 - 1) * stride + column - 1] - rowPotential[row0] - columnPotential[column];
                        if (reduced < slack[column]) {
                            slack[column] = reduced;
                            previousColumn[column] = column0;
                        }
                        if (slack[column] < delta) {
                            delta = slack[column];
                            column1 = column;
                        }
                    }
                }
                for (int column = 0; column <= columns; column++) {
                    if (used[column]) {
                        rowPotential[rowOfColumn[column]] += delta;
                        columnPotential[column] -= delta;
                    } else {
                        slack[column] -= delta;
                    }
                }
                column0 = column1;
            } while (rowOfColumn[column0] != 0);
            do {
                int column1 = previousColumn[column0];
                rowOfColumn[column0] = rowOfColumn[column1];
                column0 = column1;
            } while (column0 != 0);
        }
        int total = 0;
        for (int column = 1; column <= columns; column++) {
            if (rowOfColumn[column] != 0) {
                total += cost[(rowOfColumn[column] - 1) * stride + column - 1];
            }
        }
        return total;
    }

    /**
     * cheapest[S] = the least cost of giving rows 0..|S|−1 the columns of S; the sets are visited in
     * increasing order, so every subset of S is final before S is extended.
     */
    private int solveBySubsets(int[] cost, int stride, int rows, int columns) {
        int sets = 1 << columns;
        Arrays.fill(cheapest, 0, sets, INFINITY);
        cheapest[0] = 0;
        int best = rows == 0 ? 0 : INFINITY;
        for (int set = 0; set < sets; set++) {
            int row = Integer.bitCount(set);
            int value = cheapest[set];
            if (row >= rows || value == INFINITY) {
                continue;
            }
            for (int column = 0; column < columns; column++) {
                int bit = 1 << column;
                if ((set & bit) == 0) {
                    int extended = value + cost[row * stride + column];
                    if (extended < cheapest[set | bit]) {
                        cheapest[set | bit] = extended;
                        if (row + 1 == rows) {
                            best = Math.min(best, extended);
                        }
                    }
                }
            }
        }
        return best;
    }
}
