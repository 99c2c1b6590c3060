package cubelab.scan;

import java.util.Arrays;

/**
 * The cheapest way to put one kind of piece (the 8 corners or the 12 edges) into its places, each
 * piece used once, with the orientations adding up to zero, found separately for even and odd
 * permutations so that corners and edges can be matched by parity afterwards.
 *
 * <p>A dynamic programme over the set of pieces used so far: places are filled in order, so the
 * set's size says which place is next, and the permutation's parity is tracked by counting, as
 * each piece is placed, the pieces already placed with a higher number (its inversions). States:
 * 2^pieces × orientations × 2; for the edges 4,096 × 2 × 2, so every variant is computed in full.
 */
final class PieceDynamics {

    private PieceDynamics() {
    }

    /** The best placements: cost and chosen option (piece × orientations + orientation) per place, by parity. */
    record Placement(double[] costByParity, int[][] optionsByParity) {
    }

    /**
     * @param optionCost {@code optionCost[place][piece * orientations + orientation]}; infinity
     *                   forbids an option
     */
    static Placement solve(double[][] optionCost, int pieces, int orientations) {
        int masks = 1 << pieces;
        int states = orientations * 2;
        double[] best = new double[masks * states];
        int[] choice = new int[masks * states];
        int[] previous = new int[masks * states];
        Arrays.fill(best, Double.POSITIVE_INFINITY);
        best[0] = 0;
        for (int mask = 0; mask < masks - 1; mask++) {
            int place = Integer.bitCount(mask);
            for (int state = 0; state < states; state++) {
                double base = best[mask * states + state];
                if (base == Double.POSITIVE_INFINITY) {
                    continue;
                }
                int twist = state >> 1;
                int parity = state & 1;
                for (int piece = 0; piece < pieces; piece++) {
                    if ((mask & (1 << piece)) != 0) {
                        continue;
                    }
                    int nextMask = mask | (1 << piece);
                    int nextParity = parity ^ (Integer.bitCount(mask >>> (piece + 1)) & 1);
                    for (int orientation = 0; orientation < orientations; orientation++) {
                        double cost = base + optionCost[place][piece * orientations + orientation];
                        int nextState = ((twist + orientation) % orientations) * 2 + nextParity;
                        int index = nextMask * states + nextState;
                        if (cost < best[index]) {
                            best[index] = cost;
                            choice[index] = piece * orientations + orientation;
                            previous[index] = mask * states + state;
                        }
                    }
                }
            }
        }
        double[] costByParity = new double[2];
        int[][] optionsByParity = new int[2][];
        for (int parity = 0; parity < 2; parity++) {
            int index = (masks - 1) * states + parity;
            costByParity[parity] = best[index];
            if (best[index] < Double.POSITIVE_INFINITY) {
                int[] options = new int[pieces];
                for (int place = pieces - 1; place >= 0; place--) {
                    options[place] = choice[index];
                    index = previous[index];
                }
                optionsByParity[parity] = options;
            }
        }
        return new Placement(costByParity, optionsByParity);
    }
}
