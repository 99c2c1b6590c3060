package cubelab.solve;

import cubelab.search.Heuristic;
import cubelab.solve.tier.SolverTier;

/**
 * A tier chosen and its tables loaded ({@link TierChoice#load}): what the command line's
 * searches, benchmarks and experiments run on. The heuristic stays inside the solve layer's
 * methods; the front ends only pass the value along.
 */
public record LoadedTier(SolverTier tier, Heuristic heuristic) {
}
