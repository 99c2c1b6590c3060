package cubelab.race.heuristic;

import cubelab.race.board.GridMoves;

/**
 * One colour's share of the tile-step bounds of {@link RaceHeuristicKind}: at least how many
 * single-cell steps the colour's tiles must make, given the cells they are in and the centre cells
 * that want the colour. Each move of the tile metric moves one tile one cell, so the colours' shares
 * add up to a bound:
 * <ul>
 * <li>Manhattan: per wanted cell, the distance to the nearest of the colour's tiles;
 * <li>assignment: at the goal the wanted cells hold distinct tiles of the colour, each of which
 *   travels at least its Manhattan distance, so the cheapest injective assignment is a lower bound;
 * <li>eviction: a tile that is not assigned ends outside the centre (every centre cell then holds its
 *   assigned tile), so it travels at least its distance to the nearest cell outside the centre —
 *   counted by giving each tile x the assignment cost dist(x, t) − exit(x) and adding Σ exit(x).
 * </ul>
 * Used per position by {@link RaceHeuristic} and once per placement when a {@link ColourDatabase}
 * is built. Holds scratch arrays: one instance per thread.
 */
final class ColourSteps {
    private final int cellCount;
    /** Manhattan distance between any two cells: distance[a * cellCount + b]. */
    private final int[] distance;
    /** Per cell, the distance to the nearest cell outside the centre (0 outside). */
    private final int[] exitDistance;
    private final int[] cost;
    private final MinimumCostAssignment assignment;

    ColourSteps(int size) {
        cellCount = size * size;
        GridMoves grid = new GridMoves(size);
        distance = new int[cellCount * cellCount];
        for (int a = 0; a < cellCount; a++) {
            for (int b = 0; b < cellCount; b++) {
                distance[a * cellCount + b] = grid.manhattan(a, b);
            }
        }
        exitDistance = new int[cellCount];
        for (int cell = 0; cell < cellCount; cell++) {
            int row = cell / size;
            int column = cell % size;
            exitDistance[cell] = Math.min(Math.min(row, size - 1 - row), Math.min(column, size - 1 - column));
        }
        cost = new int[cellCount * cellCount];
        assignment = new MinimumCostAssignment(cellCount, cellCount);
    }

    /**
     * The bound of {@code kind} (Manhattan, assignment or eviction) for tiles at {@code tiles[0..tileCount)}
     * and the wanted cells {@code wanted[0..wantedCount)}.
     */
    int steps(RaceHeuristicKind kind, int[] tiles, int tileCount, int[] wanted, int wantedCount) {
        if (kind == RaceHeuristicKind.MANHATTAN) {
            int total = 0;
            for (int t = 0; t < wantedCount; t++) {
                int row = wanted[t] * cellCount;
                int nearest = Integer.MAX_VALUE;
                for (int x = 0; x < tileCount; x++) {
                    nearest = Math.min(nearest, distance[row + tiles[x]]);
                }
                total += nearest;
            }
            return total;
        }
        boolean evict = kind != RaceHeuristicKind.ASSIGNMENT;
        int exits = 0;
        if (evict) {
            for (int x = 0; x < tileCount; x++) {
                exits += exitDistance[tiles[x]];
            }
        }
        if (wantedCount == 0) {
            return exits;
        }
        for (int t = 0; t < wantedCount; t++) {
            int row = wanted[t] * cellCount;
            for (int x = 0; x < tileCount; x++) {
                int tile = tiles[x];
                cost[t * cellCount + x] = distance[row + tile] - (evict ? exitDistance[tile] : 0);
            }
        }
        return exits + assignment.solve(cost, cellCount, wantedCount, tileCount);
    }
}
