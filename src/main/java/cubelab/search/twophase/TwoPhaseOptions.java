package cubelab.search.twophase;

import cubelab.common.Cancellation;
import java.time.Duration;
import java.util.function.LongSupplier;

/**
 * How long a two-phase search may run and what it returns.
 *
 * @param maxLength    longest acceptable solution in face turns (half-turn metric), 0..{@value #MAX_LENGTH}
 * @param timeLimit    wall-clock budget for one solve; positive
 * @param mode         return the first solution found, or keep shortening until the time limit
 * @param cancellation polled during the search; true stops it
 * @param allAxes      also search the cube along the R/L and F/B axes and its inverse, which
 *                     finds short solutions much sooner; off only to study the plain algorithm
 * @param nodeBudget   search nodes one solve may visit, beside the time limit and stopping as it
 *                     does ({@link #NO_NODE_BUDGET}: none)
 * @param clock        the nanosecond clock the time limit is read from ({@link System#nanoTime()};
 *                     tests pass their own)
 */
public record TwoPhaseOptions(int maxLength, Duration timeLimit, Mode mode, Cancellation cancellation,
        boolean allAxes, long nodeBudget, LongSupplier clock) {

    /** No node budget. */
    public static final long NO_NODE_BUDGET = Long.MAX_VALUE;

    /** 21: every cube has a two-phase solution this long that is found in milliseconds. */
    public static final int DEFAULT_MAX_LENGTH = 21;
    /** 30: far above what any cube needs; bounds the per-solver arrays. */
    public static final int MAX_LENGTH = 30;
    /** How long a {@link Mode#SHORTEST_IN_TIME} search may run past its limit for a first solution. */
    public static final Duration FIRST_SOLUTION_GRACE = Duration.ofSeconds(5);

    /** What the search returns. */
    public enum Mode {
        /** The first solution of at most {@code maxLength} turns: for scrambles and first answers. */
        FIRST_FOUND,
        /**
         * The shortest solution found before the time limit (at most {@code maxLength} turns).
         * When none is in by then the search goes on to the first one, for at most
         * {@link #FIRST_SOLUTION_GRACE} more, so that a short budget still gives an answer.
         */
        SHORTEST_IN_TIME
    }

    public TwoPhaseOptions {
        if (maxLength < 0 || maxLength > MAX_LENGTH) {
            throw new IllegalArgumentException("max length must be 0.." + MAX_LENGTH + ", was " + maxLength);
        }
        if (timeLimit == null || timeLimit.isNegative() || timeLimit.isZero()) {
            throw new IllegalArgumentException("time limit must be positive, was " + timeLimit);
        }
        if (mode == null || cancellation == null) {
            throw new IllegalArgumentException("mode and cancellation must not be null");
        }
        if (nodeBudget < 1) {
            throw new IllegalArgumentException("the node budget must be positive, was " + nodeBudget);
        }
        clock = clock == null ? System::nanoTime : clock;
    }

    /** No node budget, the system clock. */
    public TwoPhaseOptions(int maxLength, Duration timeLimit, Mode mode, Cancellation cancellation, boolean allAxes) {
        this(maxLength, timeLimit, mode, cancellation, allAxes, NO_NODE_BUDGET, null);
    }

    /** First solution of at most {@code maxLength} turns within {@code timeLimit}, all axes. */
    public static TwoPhaseOptions firstFound(int maxLength, Duration timeLimit) {
        return new TwoPhaseOptions(maxLength, timeLimit, Mode.FIRST_FOUND, new Cancellation(), true);
    }

    /**
     * The first answer the app and {@code solve} show: the shortest solution found in 30 ms, all
     * axes: short enough to show at once, and shorter than the first solution found (the figures
     * are in docs/twophase.md).
     */
    public static TwoPhaseOptions firstAnswer() {
        return shortestIn(Duration.ofMillis(30));
    }

    /** The shortest solution found within {@code timeLimit}, all axes. */
    public static TwoPhaseOptions shortestIn(Duration timeLimit) {
        return new TwoPhaseOptions(DEFAULT_MAX_LENGTH, timeLimit, Mode.SHORTEST_IN_TIME, new Cancellation(), true);
    }

    public TwoPhaseOptions withCancellation(Cancellation newCancellation) {
        return new TwoPhaseOptions(maxLength, timeLimit, mode, newCancellation, allAxes, nodeBudget, clock);
    }

    public TwoPhaseOptions withAllAxes(boolean newAllAxes) {
        return new TwoPhaseOptions(maxLength, timeLimit, mode, cancellation, newAllAxes, nodeBudget, clock);
    }

    public TwoPhaseOptions withNodeBudget(long nodes) {
        return new TwoPhaseOptions(maxLength, timeLimit, mode, cancellation, allAxes, nodes, clock);
    }

    public TwoPhaseOptions withClock(LongSupplier nanoTime) {
        return new TwoPhaseOptions(maxLength, timeLimit, mode, cancellation, allAxes, nodeBudget, nanoTime);
    }
}
