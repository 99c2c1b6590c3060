package cubelab.solve.tier;

/** Receives a build's progress on the building thread; must be cheap and thread-safe. */
@FunctionalInterface
public interface TierBuildListener {

    TierBuildListener NONE = progress -> { };

    void progress(TierBuildProgress progress);

    /** A line worth telling the user (a table replaced, a bundled table not used). Ignored by default. */
    default void message(String line) {
    }
}
