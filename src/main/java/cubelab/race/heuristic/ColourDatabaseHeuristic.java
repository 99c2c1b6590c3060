package cubelab.race.heuristic;

import cubelab.race.board.Metric;
import cubelab.race.board.TileColor;

/**
 * The bound of {@link RaceHeuristicKind#COLOUR_TABLES}: the largest of the colours'
 * {@link ColourDatabase} distances, and the eviction bound (in the push metric its push form). A
 * move can change several colours' abstractions at once (in the tile metric the blank moves in all
 * of them), so the colours' distances are not added: their maximum is admissible, as is the maximum
 * with any other admissible bound. The eviction steps come from the same tables, one read a colour.
 * For boards with tables (boards without them get {@link RaceHeuristic}'s eviction bound). One
 * instance per search thread (scratch arrays); the tables are shared.
 */
final class ColourDatabaseHeuristic implements FollowingHeuristic {

    private final Metric metric;
    private final int size;
    private final int cellCount;
    private final byte[] targetCodeByCell;
    private final ColourDatabase[] colours;
    /** Per colour, each board cell's bit and cell in the colour's table (whose orientation may differ). */
    private final long[][] tableBit;
    private final int[][] tableCell;
    // the position followed: its cells, each colour's cells as a bit set in its table's orientation, their
    // ranks and eviction steps
    private final byte[] followed;
    private final long[] cellsOfColour;
    private final int[] rank;
    private int steps;
    private int misplaced;

    ColourDatabaseHeuristic(ColourDatabases databases) {
        this.metric = databases.metric();
        this.size = databases.target().boardSize();
        this.cellCount = size * size;
        this.targetCodeByCell = databases.target().codesByCell();
        this.colours = new ColourDatabase[TileColor.values().length + 1];
        this.tableBit = new long[colours.length][cellCount];
        this.tableCell = new int[colours.length][];
        for (int code = 1; code < colours.length; code++) {
            colours[code] = databases.colour(code);
            tableCell[code] = databases.toTable(code);
            for (int cell = 0; cell < cellCount; cell++) {
                tableBit[code][cell] = 1L << tableCell[code][cell];
            }
        }
        this.followed = new byte[cellCount];
        this.cellsOfColour = new long[colours.length];
        this.rank = new int[colours.length];
    }

    @Override
    public int estimate(byte[] cells, int blank) {
        follow(cells, blank);
        return bound(blank);
    }

    @Override
    public void follow(byte[] cells, int blank) {
        java.util.Arrays.fill(cellsOfColour, 0);
        misplaced = 0;
        for (int cell = 0; cell < cellCount; cell++) {
            int code = cells[cell];
            followed[cell] = (byte) code;
            cellsOfColour[code] |= tableBit[code][cell];
            int wanted = targetCodeByCell[cell];
            if (wanted != 0 && code != wanted) {
                misplaced++;
            }
        }
        steps = 0;
        for (int code = 1; code < colours.length; code++) {
            rank[code] = colours[code].rank(cellsOfColour[code]);
            steps += colours[code].steps(rank[code]);
        }
    }

    @Override
    public void moved(byte[] cells, int from, int to) {
        int step = to > from ? (to - from < size ? 1 : size) : (from - to < size ? -1 : -size);
        int changedColours = 0;
        for (int cell = from; ; cell += step) {
            int before = followed[cell];
            int after = cells[cell];
            if (before != after) {
                followed[cell] = (byte) after;
                cellsOfColour[before] ^= tableBit[before][cell];
                cellsOfColour[after] ^= tableBit[after][cell];
                changedColours |= 1 << before | 1 << after;
                int wanted = targetCodeByCell[cell];
                if (wanted != 0) {
                    misplaced += (after != wanted ? 1 : 0) - (before != wanted ? 1 : 0);
                }
            }
            if (cell == to) {
                break;
            }
        }
        for (int rest = changedColours & ~1; rest != 0; rest &= rest - 1) {
            int code = Integer.numberOfTrailingZeros(rest);
            steps -= colours[code].steps(rank[code]);
            rank[code] = colours[code].rank(cellsOfColour[code]);
            steps += colours[code].steps(rank[code]);
        }
    }

    @Override
    public int bound(int blank) {
        if (misplaced == 0) {
            return 0;
        }
        int bound = 0;
        for (int code = 1; code < rank.length; code++) {
            bound = Math.max(bound, colours[code].distance(rank[code], tableCell[code][blank]));
        }
        if (metric == Metric.TILE) {
            return Math.max(bound, steps);
        }
        return Math.max(bound, Math.max(divideRoundingUp(steps, size - 1), divideRoundingUp(misplaced, size - 2)));
    }

    private static int divideRoundingUp(int value, int divisor) {
        return (value + divisor - 1) / divisor;
    }
}
