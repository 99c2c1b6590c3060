package cubelab.search.twophase;

import cubelab.common.Cancellation;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import cubelab.model.CubeDefect;
import cubelab.model.CubieCube;
import cubelab.model.FaceTurn;
import cubelab.model.InvalidCubeException;
import cubelab.model.RandomStateScrambler;
import cubelab.notation.Algorithm;
import cubelab.notation.Move;
import java.time.Duration;
import java.util.SplittableRandom;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

@Tag("heavy")
class TwoPhaseSolverTest {

    private static final Duration GENEROUS = Duration.ofSeconds(10);
    private static final CubieCube SUPERFLIP = CubieCube.of(new int[] {0, 1, 2, 3, 4, 5, 6, 7}, new int[8],
            new int[] {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11}, new int[] {1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1});
    private static TwoPhaseSolver solver;

    @BeforeAll
    static void buildTables() {
        solver = TwoPhaseSolver.create();
    }

    static CubieCube replay(CubieCube cube, Algorithm algorithm) {
        CubieCube result = cube;
        for (Move move : algorithm.moves()) {
            result = result.apply(FaceTurn.of(move));
        }
        return result;
    }

    @Test
    void solvedCubeGetsTheEmptySolution() throws Exception {
        assertThat(solver.solve(CubieCube.SOLVED, 21, GENEROUS).isEmpty()).isTrue();
    }

    @Test
    void randomStatesAreSolvedInAtMost21Turns() throws Exception {
        RandomStateScrambler scrambler = new RandomStateScrambler(new SplittableRandom(20261121L));
        for (int i = 0; i < 200; i++) {
            CubieCube cube = scrambler.next();
            Algorithm solution = solver.solve(cube, 21, GENEROUS);
            assertThat(solution.size()).as("cube %d", i).isLessThanOrEqualTo(21);
            assertThat(replay(cube, solution).isSolved()).as("cube %d: %s", i, solution).isTrue();
        }
    }

    @Test
    void singleAxisSearchAlsoSolves() throws Exception {
        RandomStateScrambler scrambler = new RandomStateScrambler(new SplittableRandom(7L));
        TwoPhaseOptions options = TwoPhaseOptions.firstFound(21, GENEROUS).withAllAxes(false);
        for (int i = 0; i < 50; i++) {
            CubieCube cube = scrambler.next();
            Algorithm solution = solver.solve(cube, options);
            assertThat(solution.size()).isLessThanOrEqualTo(21);
            assertThat(replay(cube, solution).isSolved()).isTrue();
        }
    }

    @Test
    void shortScramblesGetShortSolutions() throws Exception {
        SplittableRandom random = new SplittableRandom(3L);
        for (int i = 0; i < 100; i++) {
            CubieCube cube = CubieCube.SOLVED;
            int length = 1 + random.nextInt(7);
            for (int j = 0; j < length; j++) {
                cube = cube.apply(FaceTurn.of(random.nextInt(FaceTurn.COUNT)));
            }
            Algorithm solution = solver.solve(cube, TwoPhaseOptions.shortestIn(GENEROUS));
            assertThat(solution.size()).isLessThanOrEqualTo(length);
            assertThat(replay(cube, solution).isSolved()).isTrue();
        }
    }

    @Test
    void superflipIsSolvedInAtMost21Turns() throws Exception {
        Algorithm solution = solver.solve(SUPERFLIP, 21, GENEROUS);
        assertThat(solution.size()).isLessThanOrEqualTo(21);
        assertThat(replay(SUPERFLIP, solution).isSolved()).isTrue();
    }

    /** The superflip needs 20 turns; all six views are alike, so this takes seconds. */
    @Test
    @Tag("slow")
    void superflipIsSolvedInTwentyTurns() throws Exception {
        CubieCube superflip = SUPERFLIP;
        Algorithm solution = solver.solve(superflip, 20, GENEROUS);
        assertThat(solution.size()).isEqualTo(20);
        assertThat(replay(superflip, solution).isSolved()).isTrue();
    }

    @Test
    void knownScrambleIsUndone() throws Exception {
        // run to the end within 11 turns, the shortest-in-time mode misses no solution: optimal
        Algorithm scramble = Algorithm.parse("R U R' U' F2 D L' B2");
        CubieCube cube = replay(CubieCube.SOLVED, scramble);
        Algorithm solution = solver.solve(cube, TwoPhaseOptions.shortestIn(GENEROUS));
        assertThat(solution.size()).isLessThanOrEqualTo(scramble.size());
        assertThat(replay(cube, solution).isSolved()).isTrue();
    }

    @Test
    void aShorteningBudgetTooShortForAnySolutionStillGivesOne() throws Exception {
        // the limit ends the shortening, not the search for a first solution
        RandomStateScrambler scrambler = new RandomStateScrambler(new SplittableRandom(98L));
        for (int i = 0; i < 20; i++) {
            CubieCube cube = scrambler.next();
            Algorithm solution = solver.solve(cube, TwoPhaseOptions.shortestIn(Duration.ofNanos(1)));
            assertThat(solution.size()).isLessThanOrEqualTo(TwoPhaseOptions.DEFAULT_MAX_LENGTH);
            assertThat(replay(cube, solution).isSolved()).isTrue();
        }
    }

    @Test
    void checkerboardIsSolvedInSixTurns() throws Exception {
        CubieCube checkerboard = replay(CubieCube.SOLVED, Algorithm.parse("U2 D2 F2 B2 L2 R2"));
        Algorithm solution = solver.solve(checkerboard, TwoPhaseOptions.shortestIn(GENEROUS));
        assertThat(solution.size()).isEqualTo(6);
        assertThat(replay(checkerboard, solution).isSolved()).isTrue();
    }

    @Test
    void inverseOfASolutionIsAScrambleForTheState() throws Exception {
        // what scramble --random-state writes: applied to a solved cube it gives the drawn state
        RandomStateScrambler scrambler = new RandomStateScrambler(new SplittableRandom(99L));
        for (int i = 0; i < 20; i++) {
            CubieCube state = scrambler.next();
            Algorithm scramble = solver.solve(state, 21, GENEROUS).inverse();
            assertThat(replay(CubieCube.SOLVED, scramble)).isEqualTo(state);
        }
    }

    @Test
    void searchDoesNotAllocatePerNode() throws Exception {
        // only the views and the answer are allocated: a few kilobytes, however many nodes
        com.sun.management.ThreadMXBean threads =
                (com.sun.management.ThreadMXBean) java.lang.management.ManagementFactory.getThreadMXBean();
        RandomStateScrambler scrambler = new RandomStateScrambler(new SplittableRandom(123L));
        for (int i = 0; i < 20; i++) {
            CubieCube cube = scrambler.next();
            long before = threads.getCurrentThreadAllocatedBytes();
            solver.solve(cube, 20, GENEROUS);
            long allocated = threads.getCurrentThreadAllocatedBytes() - before;
            assertThat(allocated).as("%d nodes", solver.lastNodes()).isLessThan(32_000L);
        }
    }

    @Test
    void optionsAreValidated() {
        assertThatThrownBy(() -> TwoPhaseOptions.firstFound(-1, GENEROUS)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> TwoPhaseOptions.firstFound(31, GENEROUS)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> TwoPhaseOptions.firstFound(21, Duration.ZERO)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void tooShortALimitEndsWithATypedException() {
        CubieCube superflip = SUPERFLIP;
        assertThatThrownBy(() -> solver.solve(superflip, 19, Duration.ofMillis(200)))
                .isInstanceOfSatisfying(SolutionNotFoundException.class,
                        e -> assertThat(e.reason()).isEqualTo(SolutionNotFoundException.Reason.TIME_LIMIT));
        assertThatThrownBy(() -> solver.solve(CubieCube.of(FaceTurn.R1), 0, GENEROUS))
                .isInstanceOfSatisfying(SolutionNotFoundException.class,
                        e -> assertThat(e.reason()).isEqualTo(SolutionNotFoundException.Reason.LENGTH_LIMIT));
    }

    @Test
    void aNodeBudgetStopsTheSearchAfterThatManyNodes() {
        // no solution of 19 turns exists: only the budget can end this search (the clock is frozen)
        TwoPhaseOptions options = TwoPhaseOptions.firstFound(19, GENEROUS).withClock(() -> 0L).withNodeBudget(100_000);
        assertThatThrownBy(() -> solver.solve(SUPERFLIP, options))
                .isInstanceOfSatisfying(SolutionNotFoundException.class,
                        e -> assertThat(e.reason()).isEqualTo(SolutionNotFoundException.Reason.NODE_BUDGET));
        // checked every 4,096 nodes
        assertThat(solver.lastNodes()).isBetween(100_000L, 100_000L + 4_096);
        assertThatThrownBy(() -> options.withNodeBudget(0)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void theTimeLimitIsReadFromTheInjectedClock() {
        long[] now = {0};
        // every reading is a second later: the 10 s limit passes within a dozen checks
        TwoPhaseOptions options = TwoPhaseOptions.firstFound(19, GENEROUS).withClock(() -> now[0] += 1_000_000_000L);
        assertThatThrownBy(() -> solver.solve(SUPERFLIP, options))
                .isInstanceOfSatisfying(SolutionNotFoundException.class,
                        e -> assertThat(e.reason()).isEqualTo(SolutionNotFoundException.Reason.TIME_LIMIT));
        assertThat(solver.lastNodes()).isLessThanOrEqualTo(12 * 4_096L);
    }

    @Test
    void cancellationStopsTheSearch() {
        CubieCube superflip = SUPERFLIP;
        TwoPhaseOptions options = TwoPhaseOptions.firstFound(19, GENEROUS).withCancellation(cancelled());
        assertThatThrownBy(() -> solver.solve(superflip, options))
                .isInstanceOfSatisfying(SolutionNotFoundException.class,
                        e -> assertThat(e.reason()).isEqualTo(SolutionNotFoundException.Reason.CANCELLED));
    }

    @Test
    void unsolvableCubeIsRejectedWithItsDefect() {
        CubieCube twisted = CubieCube.of(new int[] {0, 1, 2, 3, 4, 5, 6, 7}, new int[] {1, 0, 0, 0, 0, 0, 0, 0},
                new int[] {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11}, new int[12]);
        assertThatThrownBy(() -> solver.solve(twisted, 21, GENEROUS))
                .isInstanceOfSatisfying(InvalidCubeException.class,
                        e -> assertThat(e.defect()).isEqualTo(CubeDefect.CORNER_TWIST));
        CubieCube swapped = CubieCube.of(new int[] {1, 0, 2, 3, 4, 5, 6, 7}, new int[8],
                new int[] {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11}, new int[12]);
        assertThatThrownBy(() -> solver.solve(swapped, 21, GENEROUS))
                .isInstanceOfSatisfying(InvalidCubeException.class,
                        e -> assertThat(e.defect()).isEqualTo(CubeDefect.PARITY));
    }

    private static Cancellation cancelled() {
        Cancellation token = new Cancellation();
        token.cancel();
        return token;
    }
}
