package cubelab.race.fifteen;

import cubelab.race.board.Metric;
import cubelab.race.heuristic.TileHeuristic;
import java.util.List;

/**
 * Bounds for the numbered puzzles: Manhattan distance, or the sum of disjoint additive pattern
 * databases (never below Manhattan: each pattern's entry is at least its tiles' Manhattan sum, and
 * tiles in no pattern add their Manhattan distance). Both count single-tile steps; in the push
 * metric a move makes at most n−1 of them, hence ⌈steps/(n−1)⌉.
 *
 * <p>With the reflected lookup (Felner, Korf &amp; Hanan 2004) the same tables are also read for
 * the position mirrored in the main diagonal: the goal (blank top-left, tile t on cell t) is its
 * own mirror image once tile t is renamed to the tile whose home is t's mirror cell, so the mirrored
 * position is exactly as far from the goal, and the larger of the two sums is still admissible.
 */
public final class PuzzleHeuristic implements TileHeuristic {
    private final int size;
    private final Metric metric;
    private final List<TilePatternDatabase> patterns;
    /** Tiles covered by no pattern: they contribute their Manhattan distance. */
    private final boolean[] manhattanTile;
    private final int[] positionOfTile;
    /** Null: no reflected lookup; else the main-diagonal mirror of each cell (and of each tile's home). */
    private final int[] mirror;
    private final int[] mirroredPositionOfTile;

    private PuzzleHeuristic(int size, Metric metric, List<TilePatternDatabase> patterns, boolean reflected) {
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
        mirroredPositionOfTile = new int[cells];
        if (reflected) {
            mirror = new int[cells];
            for (int cell = 0; cell < cells; cell++) {
                mirror[cell] = (cell % size) * size + cell / size;
            }
        } else {
            mirror = null;
        }
    }

    public static PuzzleHeuristic manhattan(int size, Metric metric) {
        return new PuzzleHeuristic(size, metric, List.of(), false);
    }

    /** The sum of disjoint {@code patterns} (one instance per search thread; tables are shared read-only). */
    public static PuzzleHeuristic patternDatabases(List<TilePatternDatabase> patterns, Metric metric) {
        return new PuzzleHeuristic(patterns.get(0).size(), metric, patterns, false);
    }

    /** The larger of the sums for the position and for its mirror image (one instance per search thread). */
    public static PuzzleHeuristic reflectedPatternDatabases(List<TilePatternDatabase> patterns, Metric metric) {
        return new PuzzleHeuristic(patterns.get(0).size(), metric, patterns, true);
    }

    @Override
    public int estimate(byte[] cells, int blank) {
        int steps = 0;
        for (int cell = 0; cell < cells.length; cell++) {
            int tile = cells[cell];
            positionOfTile[tile] = cell;
            if (manhattanTile[tile]) {
                steps += manhattan(cell, tile);
            }
        }
        for (int i = 0; i < patterns.size(); i++) {
            steps += patterns.get(i).lookup(positionOfTile);
        }
        if (mirror != null) {
            int mirrored = 0;
            for (int cell = 0; cell < cells.length; cell++) {
                int tile = mirror[cells[cell]]; // the tile renamed: its home mirrored
                mirroredPositionOfTile[tile] = mirror[cell];
                if (manhattanTile[tile]) {
                    mirrored += manhattan(mirror[cell], tile);
                }
            }
            for (int i = 0; i < patterns.size(); i++) {
                mirrored += patterns.get(i).lookup(mirroredPositionOfTile);
            }
            steps = Math.max(steps, mirrored);
        }
        return metric == Metric.TILE ? steps : (steps + size - 2) / (size - 1);
    }

    private int manhattan(int cell, int tile) {
        return Math.abs(cell / size - tile / size) + Math.abs(cell % size - tile % size);
    }
}
