package cubelab.ui.solve;

/** Receives progress from a solver, on the solver's thread; must be cheap and thread-safe. */
@FunctionalInterface
public interface ProgressListener {

    ProgressListener NONE = progress -> { };

    void progress(SolveProgress progress);
}
