package cubelab.search;

import cubelab.model.FaceTurn;
import cubelab.notation.Algorithm;
import java.util.List;

/**
 * The outcome of a search. {@code solutions} are optimal (length {@code depth}) when the status
 * is {@link Status#SOLVED}: the first in move order, or all of them in move order on request.
 * {@code iterations} lists each completed or interrupted IDA* iteration. When
 * {@code provenByExhaustion} is set, the one solution is the caller's known solution
 * ({@link SearchOptions#upperBound()}), proven optimal because the search exhausted every depth
 * below its length without finding one; the last iteration is then at {@code depth − 1}.
 */
public record SearchResult(Status status, List<List<FaceTurn>> solutions, int depth, long nodes,
        double elapsedSeconds, List<Iteration> iterations, boolean provenByExhaustion) {

    public enum Status {
        SOLVED,
        /** No solution within the maximum depth. */
        NOT_FOUND,
        TIMED_OUT,
        /** The options' node budget was spent before the search ended. */
        NODE_BUDGET_SPENT,
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
        if (provenByExhaustion && (status != Status.SOLVED || solutions.size() != 1)) {
            throw new IllegalArgumentException("an exhaustion proof needs exactly one solution: " + status);
        }
    }

    /** A result found by the search itself. */
    public SearchResult(Status status, List<List<FaceTurn>> solutions, int depth, long nodes,
            double elapsedSeconds, List<Iteration> iterations) {
        this(status, solutions, depth, nodes, elapsedSeconds, iterations, false);
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
