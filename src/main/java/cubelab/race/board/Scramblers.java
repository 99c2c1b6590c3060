package cubelab.race.board;

import java.util.random.RandomGenerator;

/** Start positions for experiments; every method is a pure function of its arguments and the generator. */
public final class Scramblers {
    private Scramblers() {
    }

    /**
     * the start states of Solving Rubik's Race (AUA 2023): a random board that already shows {@code target}, then
     * {@code steps} random blank moves (tile metric), never undoing the previous move.
     */
    public static Board randomWalk(Target target, int steps, RandomGenerator random) {
        Board solved = Board.randomSolved(target, random);
        GridMoves grid = new GridMoves(solved.size());
        byte[] cells = solved.cells();
        int blank = solved.blankCell();
        int previousBlank = -1;
        for (int step = 0; step < steps; step++) {
            int[] sources = grid.sources(blank, Metric.TILE);
            int source;
            do {
                source = sources[random.nextInt(sources.length)];
            } while (source == previousBlank);
            grid.apply(cells, blank, source);
            previousBlank = blank;
            blank = source;
        }
        return Board.ofCells(solved.size(), cells);
    }
}
