package cubelab.ui.solve;

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
}
