package cubelab.common;

/**
 * Receives a long job's progress: a short text for people and the fraction done (0..1). Called on
 * the job's thread, so a window hands it over to its own thread.
 */
@FunctionalInterface
public interface Progress {

    /** Ignores every report, for callers that show no progress. */
    Progress NONE = (text, fraction) -> { };

    void update(String text, double fraction);
}
