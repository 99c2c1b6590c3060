package cubelab.scan;

import cubelab.model.Facelets;
import java.util.ArrayList;
import java.util.List;

/**
 * Quarter turns of single faces' readings, for photos that may have been taken with a face
 * turned. The turns are searched one face at a time (each face's best turn given the others),
 * which settles in two or three passes: a face at the wrong turn spoils the pieces it shares.
 */
final class FaceTurns {

    private static final int PASSES = 3;

    private FaceTurns() {
    }

    /** The photo position (0..8) that shows position {@code index} after {@code turns} clockwise quarter turns. */
    static int source(int index, int turns) {
        int row = index / 3;
        int column = index % 3;
        for (int t = 0; t < turns; t++) {
            // turning clockwise, (row, column) comes from (2 - column, row)
            int from = 2 - column;
            column = row;
            row = from;
        }
        return row * 3 + column;
    }

    static List<StickerReading> apply(List<StickerReading> stickers, int[] turns) {
        List<StickerReading> turned = new ArrayList<>(Facelets.COUNT);
        for (int face = 0; face < 6; face++) {
            for (int i = 0; i < 9; i++) {
                turned.add(stickers.get(face * 9 + source(i, turns[face])));
            }
        }
        return turned;
    }

    /** The turns that make the readings fit a real cube best, the face colours taken from the centres. */
    static int[] search(List<StickerReading> stickers) {
        LabColor[] means = CubeResolver.centreColours(stickers);
        double[] spreads = CubeResolver.sameSpreads(6);
        int[] turns = new int[6];
        double best = cost(stickers, turns, means, spreads);
        for (int pass = 0; pass < PASSES; pass++) {
            boolean changed = false;
            for (int face = 0; face < 6; face++) {
                int kept = turns[face];
                for (int quarter = 1; quarter < 4; quarter++) {
                    int[] trial = turns.clone();
                    trial[face] = (kept + quarter) % 4;
                    double cost = cost(stickers, trial, means, spreads);
                    if (cost < best - 1e-9) {
                        best = cost;
                        turns = trial;
                        changed = true;
                    }
                }
            }
            if (!changed) {
                break;
            }
        }
        return turns;
    }

    private static double cost(List<StickerReading> stickers, int[] turns, LabColor[] means, double[] spreads) {
        return new CubeFit(CubeResolver.costs(apply(stickers, turns), means, spreads)).best().cost();
    }
}
