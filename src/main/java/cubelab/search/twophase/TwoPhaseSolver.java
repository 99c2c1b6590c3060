package cubelab.search.twophase;

import cubelab.coord.twophase.UrfRotation;
import cubelab.model.CubeDefect;
import cubelab.model.CubieCube;
import cubelab.model.FaceTurn;
import cubelab.model.InvalidCubeException;
import cubelab.notation.Algorithm;
import cubelab.notation.Move;
import cubelab.tables.twophase.TwoPhaseTables;
import java.time.Duration;
import java.util.function.LongSupplier;
import java.util.ArrayList;
import java.util.List;

/**
 * Kociemba's two-phase algorithm: a solution of at most 21 face turns for any cube in a few
 * milliseconds, not necessarily optimal. Used for random-state scrambles (the scramble is the
 * inverse of a solution) and as the first answer while an optimal search runs.
 *
 * <p>Like min2phase, it searches the cube along its three axes and as its inverse, interleaved
 * by phase-1 length, and returns whichever view finds a short enough solution first.
 *
 * <p>Not thread-safe: each thread makes its own solver; solvers may share one
 * {@link TwoPhaseTables}, which is immutable.
 */
public final class TwoPhaseSolver {

    private final TwoPhaseTables tables;
    private final TwoPhaseSearch search;
    private final List<CubieCube> viewCubes = new ArrayList<>(TwoPhaseSearch.MAX_VIEWS);

    private TwoPhaseSolver(TwoPhaseTables tables) {
        this.tables = tables;
        this.search = new TwoPhaseSearch(tables);
    }

    /** Builds the tables (about a second) and a solver on them. */
    public static TwoPhaseSolver create() {
        return new TwoPhaseSolver(TwoPhaseTables.build());
    }

    /** A solver on tables already built, e.g. shared with solvers on other threads. */
    public static TwoPhaseSolver using(TwoPhaseTables tables) {
        return new TwoPhaseSolver(tables);
    }

    public TwoPhaseTables tables() {
        return tables;
    }

    /**
     * The first solution found of at most {@code maxLength} face turns.
     *
     * @throws InvalidCubeException      if no sequence of face turns solves the cube
     * @throws SolutionNotFoundException if the time limit passes first, or the search ran out
     *                                   of candidates (see {@link SolutionNotFoundException.Reason#LENGTH_LIMIT})
     */
    public Algorithm solve(CubieCube cube, int maxLength, Duration timeLimit)
            throws InvalidCubeException, SolutionNotFoundException {
        return solve(cube, TwoPhaseOptions.firstFound(maxLength, timeLimit));
    }

    /**
     * A solution as the options ask: the algorithm that takes {@code cube} to solved.
     *
     * @throws InvalidCubeException      if no sequence of face turns solves the cube
     * @throws SolutionNotFoundException if no solution was found within the limits
     */
    public Algorithm solve(CubieCube cube, TwoPhaseOptions options)
            throws InvalidCubeException, SolutionNotFoundException {
        checkSolvable(cube);
        LongSupplier clock = options.clock();
        long start = clock.getAsLong();
        long deadline = start + options.timeLimit().toNanos();
        search.reset(options.maxLength(), options.mode() == TwoPhaseOptions.Mode.FIRST_FOUND,
                deadline, options.nodeBudget(), clock, options.cancellation());
        addViews(cube, options.allAxes());
        search.run();
        if (search.bestLength() < 0) {
            SolutionNotFoundException.Reason reason = search.stopReason() != null
                    ? search.stopReason() : SolutionNotFoundException.Reason.LENGTH_LIMIT;
            throw new SolutionNotFoundException(reason, "no solution of at most " + options.maxLength()
                    + " turns found in " + Duration.ofNanos(clock.getAsLong() - start).toMillis() + " ms"
                    + (reason == SolutionNotFoundException.Reason.NODE_BUDGET ? " (" + search.nodes() + " nodes)" : ""));
        }
        return solutionOfView(search.best(), search.bestLength(), search.bestView());
    }

    /** Search nodes visited by the last solve, for measurements. */
    public long lastNodes() {
        return search.nodes();
    }

    /**
     * View v is the cube rotated v mod 3 times, inverted when v ≥ 3. Views equal to an earlier
     * one (symmetric cubes such as the superflip) are left out: they would only repeat work.
     */
    private void addViews(CubieCube cube, boolean allAxes) {
        viewCubes.clear();
        CubieCube rotated = cube;
        for (int rotation = 0; rotation < (allAxes ? 3 : 1); rotation++) {
            addView(rotated, rotation);
            if (allAxes) {
                addView(rotated.inverse(), rotation + 3);
            }
            rotated = UrfRotation.rotate(rotated);
        }
    }

    private void addView(CubieCube view, int number) {
        if (!viewCubes.contains(view)) {
            viewCubes.add(view);
            search.addView(view, number);
        }
    }

    private static Algorithm solutionOfView(int[] turns, int length, int view) {
        List<FaceTurn> solution = new ArrayList<>(length);
        for (int i = 0; i < length; i++) {
            solution.add(FaceTurn.of(turns[i]));
        }
        if (view >= 3) {
            // s solves c⁻¹, so s⁻¹ solves c
            List<FaceTurn> inverted = new ArrayList<>(length);
            for (int i = length - 1; i >= 0; i--) {
                inverted.add(solution.get(i).inverse());
            }
            solution = inverted;
        }
        List<Move> moves = new ArrayList<>(length);
        for (FaceTurn turn : solution) {
            FaceTurn original = turn;
            for (int r = 0; r < view % 3; r++) {
                original = UrfRotation.unrotate(original);
            }
            moves.add(original.toMove());
        }
        return new Algorithm(moves);
    }

    private static void checkSolvable(CubieCube cube) throws InvalidCubeException {
        if (cube.totalTwist() != 0) {
            throw new InvalidCubeException(CubeDefect.CORNER_TWIST,
                    "total corner twist is not a multiple of 3", List.of());
        }
        if (cube.totalFlip() != 0) {
            throw new InvalidCubeException(CubeDefect.EDGE_FLIP,
                    "an odd number of edges is flipped", List.of());
        }
        if (cube.cornerParity() != cube.edgeParity()) {
            throw new InvalidCubeException(CubeDefect.PARITY,
                    "corner and edge permutations have different parity", List.of());
        }
    }
}
