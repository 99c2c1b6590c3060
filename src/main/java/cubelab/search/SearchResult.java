package cubelab.search;

import cubelab.model.FaceTurn;
import cubelab.notation.Algorithm;
import java.util.List;

/**
 * The outcome of a search. {@code solutions} are optimal (length {@code depth}) when the status
 * is {@link Status#SOLVED}: the first in move order, or all of them in move order on request.
 * {@code iterations} lists each completed or interrupted IDA* iteration.
 */
public record SearchResult(Status status, List<List<FaceTurn>> solutions, int depth, long nodes,
        double elapsedSeconds, List<Iteration> iterations) {

    public enum Status {
        SOLVED,
        /** No solution within the maximum depth. */
        NOT_FOUND,
        TIMED_OUT,
        CANCELLED
    }

    /**
     * One iteration: its bound, nodes generated, wall-clock seconds, nodes generated at each
     * depth, whether it ran to the end, and the CPU seconds its workers used (a fair per-core
     * rate when other processes share the machine).
     */
    public record Iteration(int bound, long nodes, double seconds, long[] nodesAtDepth, boolean complete,
            double cpuSeconds) {
    }

    public SearchResult {
        solutions = solutions.stream().map(List::copyOf).toList();
        iterations = List.copyOf(iterations);
    }

    public boolean solved() {
        return status == Status.SOLVED;
    }

    /** The first solution as an algorithm. */
    public Algorithm solution() {
        if (solutions.isEmpty()) {
            throw new IllegalStateException("no solution: " + status);
        }
        return toAlgorithm(solutions.get(0));
    }

    public static Algorithm toAlgorithm(List<FaceTurn> turns) {
        return new Algorithm(turns.stream().map(FaceTurn::toMove).toList());
    }
}
