package cubelab.race;

import java.util.List;

/**
 * Bounds for the numbered puzzles: Manhattan distance, or the sum of disjoint additive pattern
 * databases (never below Manhattan: each pattern's entry is at least its tiles' Manhattan sum, and
 * tiles in no pattern add their Manhattan distance). Both count single-tile steps; in the push
 * metric a move makes at most n−1 of them, hence ⌈steps/(n−1)⌉.
 */
public final class PuzzleHeuristic implements TileHeuristic {
    private final int size;
    private final Metric metric;
    private final List<TilePatternDatabase> patterns;
    /** Tiles covered by no pattern: they contribute their Manhattan distance. */
    private final boolean[] manhattanTile;
    private final int[] positionOfTile;

    private PuzzleHeuristic(int size, Metric metric, List<TilePatternDatabase> patterns) {
        this.size = size;
        this.metric = metric;
        this.patterns = List.copyOf(patterns);
        int cells = size * size;
        manhattanTile = new boolean[cells];
        java.util.Arrays.fill(manhattanTile, 1, cells, true);
        for (TilePatternDatabase pattern : patterns) {
            if (pattern.size() != size) {
                throw new IllegalArgumentException("pattern for another puzzle size");
            }
            for (int tile : pattern.tiles()) {
                if (!manhattanTile[tile]) {
                    throw new IllegalArgumentException("patterns overlap at tile " + tile + ": not additive");
                }
                manhattanTile[tile] = false;
            }
        }
        positionOfTile = new int[cells];
    }

    public static PuzzleHeuristic manhattan(int size, Metric metric) {
        return new PuzzleHeuristic(size, metric, List.of());
    }

    /** The sum of disjoint {@code patterns} (one instance per search thread; tables are shared read-only). */
    public static PuzzleHeuristic patternDatabases(List<TilePatternDatabase> patterns, Metric metric) {
        return new PuzzleHeuristic(patterns.get(0).size(), metric, patterns);
    }

    @Override
    public int estimate(byte[] cells, int blank) {
        int steps = 0;
        for (int cell = 0; cell < cells.length; cell++) {
            int tile = cells[cell];
            positionOfTile[tile] = cell;
            if (manhattanTile[tile]) {
                steps += Math.abs(cell / size - tile / size) + Math.abs(cell % size - tile % size);
            }
        }
        for (int i = 0; i < patterns.size(); i++) {
            steps += patterns.get(i).lookup(positionOfTile);
        }
        return metric == Metric.TILE ? steps : (steps + size - 2) / (size - 1);
    }
}
