package cubelab.solve.tier;

import cubelab.search.Heuristic;
import cubelab.search.PieceHeuristic;

/**
 * A heuristic with no tables: {@code manhattan} (Korf 1997's weak baseline, each cubie's own
 * distance) or {@code none} (brute-force iterative deepening). For experiments and tests.
 */
record TableFreeTier(String name, String summary) implements TierWithoutFiles {

    @Override
    public Heuristic load(TableLocation location, int threads) {
        return name.equals("none") ? PieceHeuristic.empty() : PieceHeuristic.manhattan();
    }
}
