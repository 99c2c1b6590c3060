package cubelab.solve;

import cubelab.solve.tier.TimeEstimate;

/** Receives progress from a solver, on the solver's thread; must be cheap and thread-safe. */
@FunctionalInterface
public interface ProgressListener {

    ProgressListener NONE = progress -> { };

    void progress(SolveProgress progress);

    /**
     * A usable, not necessarily optimal, solution found early (e.g. by a two-phase search) while
     * the optimal search goes on. Ignored by default.
     */
    default void firstAnswer(cubelab.notation.Algorithm solution, String note) {
    }

    /**
     * A known solution shorter than the one before it, found by the background shortening while
     * the optimal search goes on. Ignored by default.
     */
    default void shorterAnswer(cubelab.notation.Algorithm solution) {
    }

    /**
     * Before the search: how long it should take on {@code tier} ({@link TimeEstimate#UNKNOWN}
     * when the tier was never measured) and the heuristic's value at the cube, a proved lower
     * bound on the optimum. Ignored by default.
     */
    default void expectation(TimeEstimate time, int rootEstimate, String tier) {
    }
}
