package cubelab.search;

import cubelab.common.Cancellation;
import cubelab.model.CubieCube;
import cubelab.model.FaceTurn;
import cubelab.model.InvalidCubeException;
import cubelab.notation.Algorithm;
import cubelab.search.twophase.SolutionNotFoundException;
import cubelab.search.twophase.TwoPhaseOptions;
import cubelab.search.twophase.TwoPhaseSolver;
import java.time.Duration;
import java.util.List;
import java.util.function.LongSupplier;

/**
 * Known solutions for {@link SearchOptions#withUpperBound(List, java.util.function.Supplier)}: a
 * two-phase answer, then ever shorter ones from a two-phase search that keeps going in a daemon
 * thread while IDA* runs its early iterations.
 *
 * <p>Why: the bound saves work only when it is optimal (IDA* then skips its last and costliest
 * iteration), and a first two-phase answer is often a few moves above the optimum. Shortening
 * overlaps the search instead of delaying it, and, polled by IDA* with its stop flags, can still
 * end the last iteration early. How often and how soon it reaches the optimum is measured in
 * docs/twophase.md ("Figures behind the constants").
 *
 * <p>Not thread-safe apart from {@link #shortest()}; the solver is used by the background thread
 * until {@link #close()}.
 */
public final class TwoPhaseUpperBound implements AutoCloseable {

    /** The longest the background search keeps shortening (it stops anyway when the search ends). */
    public static final Duration SHORTENING = Duration.ofSeconds(60);
    /** A solution this short needs no shortening: IDA* to this depth takes well under a second. */
    public static final int QUICK_LENGTH = 12;

    /**
     * How long the background search may shorten: a time, a number of two-phase search nodes
     * (the same work on every machine, for tests and benches), and the clock the time is read from.
     */
    public record Limits(Duration time, long nodes, LongSupplier clock) {

        public Limits {
            if (time == null || nodes < 0) {
                throw new IllegalArgumentException("a shortening needs a time and a non-negative node count");
            }
            clock = clock == null ? System::nanoTime : clock;
        }

        /** Shortening for at most {@code time} (zero or less: none), by the system clock. */
        public static Limits within(Duration time) {
            return new Limits(time, TwoPhaseOptions.NO_NODE_BUDGET, null);
        }

        public Limits withNodes(long budget) {
            return new Limits(time, budget, clock);
        }

        public Limits withClock(LongSupplier nanoTime) {
            return new Limits(time, nodes, nanoTime);
        }

        boolean allowAny() {
            return !time.isZero() && !time.isNegative() && nodes > 0;
        }
    }

    private final TwoPhaseSolver solver;
    private final CubieCube cube;
    private final Limits limits;
    private final Thread thread; // null: no shortening
    private volatile List<FaceTurn> shortest;
    /** Set by {@link #close()}: the background shortening stops at its next poll. */
    private final Cancellation stop = new Cancellation();

    private TwoPhaseUpperBound(TwoPhaseSolver solver, CubieCube cube, List<FaceTurn> first, Limits limits) {
        this.solver = solver;
        this.cube = cube;
        this.limits = limits;
        this.shortest = List.copyOf(first);
        if (!limits.allowAny()) {
            this.thread = null;
        } else {
            this.thread = new Thread(this::shorten, "cubelab-upper-bound");
            thread.setDaemon(true);
            thread.start();
        }
    }

    /**
     * The first two-phase answer for {@code cube} ({@link TwoPhaseOptions#firstAnswer()}, tens of
     * milliseconds), shortened in the background.
     *
     * @throws InvalidCubeException      if no sequence of face turns solves the cube
     * @throws SolutionNotFoundException if not even a first answer was found
     */
    public static TwoPhaseUpperBound find(TwoPhaseSolver solver, CubieCube cube)
            throws InvalidCubeException, SolutionNotFoundException {
        return find(solver, cube, Limits.within(SHORTENING));
    }

    /**
     * Like {@link #find(TwoPhaseSolver, CubieCube)}, shortening within {@code limits} (a zero
     * time: the first answer only, no background thread), as the solve layer's tier decides.
     */
    public static TwoPhaseUpperBound find(TwoPhaseSolver solver, CubieCube cube, Limits limits)
            throws InvalidCubeException, SolutionNotFoundException {
        TwoPhaseOptions first = TwoPhaseOptions.firstAnswer().withClock(limits.clock());
        return new TwoPhaseUpperBound(solver, cube, turns(solver.solve(cube, first)), limits);
    }

    /** Shortens {@code first}, a known solution of {@code cube}, in the background within {@code limits}. */
    public static TwoPhaseUpperBound shortening(TwoPhaseSolver solver, CubieCube cube, List<FaceTurn> first,
            Limits limits) {
        return new TwoPhaseUpperBound(solver, cube, first, limits);
    }

    /** {@code options} with the first answer as upper bound and this as its source of shorter ones. */
    public SearchOptions applyTo(SearchOptions options) {
        return options.withUpperBound(shortest, this::shortest);
    }

    /** The shortest solution found so far. */
    public List<FaceTurn> shortest() {
        return shortest;
    }

    private void shorten() {
        LongSupplier clock = limits.clock();
        long deadline = clock.getAsLong() + limits.time().toNanos();
        long nodesLeft = limits.nodes();
        try {
            while (!stop.isCancelled() && shortest.size() > QUICK_LENGTH && nodesLeft > 0) {
                long left = deadline - clock.getAsLong();
                if (left <= 0) {
                    return;
                }
                // the first solution shorter than the best so far, then again below that one
                // a known solution may be longer than any two-phase search is asked for
                int below = Math.min(shortest.size() - 1, TwoPhaseOptions.MAX_LENGTH);
                TwoPhaseOptions options = new TwoPhaseOptions(below, Duration.ofNanos(left),
                        TwoPhaseOptions.Mode.FIRST_FOUND, stop, true, nodesLeft, clock);
                try {
                    shortest = turns(solver.solve(cube, options));
                } finally {
                    nodesLeft -= solver.lastNodes();
                }
            }
        } catch (SolutionNotFoundException | InvalidCubeException e) {
            // out of time or nodes, stopped, or nothing shorter exists: the best so far stands
        }
    }

    /** Waits until the background shortening has ended by itself (tests). */
    void awaitEnd() throws InterruptedException {
        if (thread != null) {
            thread.join();
        }
    }

    /** The face turns of an algorithm (two-phase solutions are only face turns); null for any other move. */
    public static List<FaceTurn> turns(Algorithm algorithm) {
        return algorithm.moves().stream().map(FaceTurn::of).toList();
    }

    /** Stops the background search and waits for it. */
    @Override
    public void close() throws InterruptedException {
        stop.cancel();
        if (thread != null) {
            thread.join();
        }
    }
}
