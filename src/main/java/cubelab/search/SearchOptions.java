package cubelab.search;

import java.time.Duration;

/**
 * How to search: the deepest bound to try, whether to find every optimal solution, a time limit
 * (null for none), a cancellation token and a progress listener called every
 * {@code progressInterval} (at least 5 times a second by default).
 */
public record SearchOptions(int maxDepth, boolean allSolutions, Duration timeLimit, Cancellation cancellation,
        Progress.Listener progress, Duration progressInterval) {

    /** God's number: every cube is solvable in 20 face turns. */
    public static final int GODS_NUMBER = 20;

    public SearchOptions {
        if (maxDepth < 0) {
            throw new IllegalArgumentException("maxDepth must not be negative");
        }
        cancellation = cancellation == null ? new Cancellation() : cancellation;
        progress = progress == null ? Progress.Listener.NONE : progress;
        progressInterval = progressInterval == null ? Duration.ofMillis(100) : progressInterval;
    }

    public static SearchOptions defaults() {
        return new SearchOptions(GODS_NUMBER, false, null, null, null, null);
    }

    public SearchOptions withMaxDepth(int depth) {
        return new SearchOptions(depth, allSolutions, timeLimit, cancellation, progress, progressInterval);
    }

    public SearchOptions withAllSolutions(boolean all) {
        return new SearchOptions(maxDepth, all, timeLimit, cancellation, progress, progressInterval);
    }

    public SearchOptions withTimeLimit(Duration limit) {
        return new SearchOptions(maxDepth, allSolutions, limit, cancellation, progress, progressInterval);
    }

    public SearchOptions withCancellation(Cancellation token) {
        return new SearchOptions(maxDepth, allSolutions, timeLimit, token, progress, progressInterval);
    }

    public SearchOptions withProgress(Progress.Listener listener) {
        return new SearchOptions(maxDepth, allSolutions, timeLimit, cancellation, listener, progressInterval);
    }
}
