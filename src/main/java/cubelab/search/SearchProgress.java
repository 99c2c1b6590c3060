package cubelab.search;

/** A snapshot of a running search: current bound, nodes generated so far, rate, elapsed time. */
public record SearchProgress(int bound, long nodes, double nodesPerSecond, double elapsedSeconds) {

    /** Receives snapshots on the thread that called the search. */
    @FunctionalInterface
    public interface Listener {

        Listener NONE = progress -> { };

        void progress(SearchProgress progress);
    }
}
