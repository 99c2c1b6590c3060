package cubelab.search;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.function.LongSupplier;

import static org.assertj.core.api.Assertions.assertThat;

import cubelab.common.Cancellation;
import cubelab.model.CubieCube;
import cubelab.model.FaceTurn;
import cubelab.model.FaceletCube;
import cubelab.model.MovePruning;
import cubelab.model.RandomMoveScrambler;
import cubelab.model.RandomStateScrambler;
import cubelab.notation.Algorithm;
import cubelab.support.TestVectors;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;

class IdaStarTest {

    private static final CubieCube SUPERFLIP = superflip();

    @Test
    void emptyHeuristicGeneratesExactlyKorfsTableOneCounts() throws Exception {
        List<long[]> expected = new ArrayList<>();
        for (String line : TestVectors.lines("korf-table1.tsv")) {
            String[] fields = line.split("\t");
            if (!line.startsWith("#") && fields.length == 2 && fields[0].matches("[1-5]")) {
                expected.add(new long[] {Long.parseLong(fields[0]), Long.parseLong(fields[1])});
            }
        }
        for (int threads : new int[] {1, 2}) {
            IdaStar search = new IdaStar(PieceHeuristic.empty(), threads);
            SearchResult.Iteration iteration = search.iteration(SUPERFLIP, 5, SearchOptions.defaults());
            assertThat(iteration.complete()).isTrue();
            for (long[] row : expected) {
                if (row[0] <= 5) {
                    assertThat(iteration.nodesAtDepth()[(int) row[0]]).as("depth %d", row[0]).isEqualTo(row[1]);
                }
            }
            assertThat(iteration.nodes()).isEqualTo(18 + 243 + 3240 + 43254 + 577368);
        }
    }

    @Test
    void scramblesAreSolvedOptimallyAndReplayToSolved() throws Exception {
        IdaStar search = new IdaStar(SmallTables.heuristic(), 2);
        IdaStar reference = new IdaStar(PieceHeuristic.manhattan(), 1);
        RandomMoveScrambler scrambler = new RandomMoveScrambler(new SplittableRandom(42));
        for (int length = 1; length <= 7; length++) {
            for (int trial = 0; trial < 3; trial++) {
                List<FaceTurn> scramble = scrambler.next(length);
                CubieCube cube = CubieCube.SOLVED.apply(scramble);
                SearchResult result = search.solve(cube, SearchOptions.defaults());
                assertThat(result.solved()).isTrue();
                assertReplaysToSolved(cube, result.solution());
                assertThat(result.depth()).isLessThanOrEqualTo(length).isEqualTo(result.solution().size());
                // the optimum is certain: the search exhausted every bound below it
                assertThat(result.iterations()).allMatch(i -> i.bound() == result.depth() || i.complete());
                assertThat(reference.solve(cube, SearchOptions.defaults()).depth()).isEqualTo(result.depth());
                assertThat(MovePruning.isCanonical(result.solutions().get(0))).isTrue();
            }
        }
    }

    @Test
    void parallelResultsEqualSingleThreaded() throws Exception {
        RandomMoveScrambler scrambler = new RandomMoveScrambler(new SplittableRandom(7));
        IdaStar one = new IdaStar(SmallTables.heuristic(), 1);
        IdaStar two = new IdaStar(SmallTables.heuristic(), 2);
        IdaStar three = new IdaStar(SmallTables.heuristic(), 3);
        for (int trial = 0; trial < 4; trial++) {
            CubieCube cube = CubieCube.SOLVED.apply(scrambler.next(7));
            SearchResult first = one.solve(cube, SearchOptions.defaults());
            assertThat(two.solve(cube, SearchOptions.defaults()).solutions()).isEqualTo(first.solutions());
            SearchResult all = one.solve(cube, SearchOptions.defaults().withAllSolutions(true));
            SearchResult allParallel = three.solve(cube, SearchOptions.defaults().withAllSolutions(true));
            assertThat(allParallel.solutions()).isEqualTo(all.solutions());
            assertThat(allParallel.nodes()).isEqualTo(all.nodes());
            assertThat(all.solutions()).contains(first.solutions().get(0));
            for (List<FaceTurn> solution : all.solutions()) {
                assertReplaysToSolved(cube, SearchResult.toAlgorithm(solution));
            }
        }
        CubieCube random = new RandomStateScrambler(new SplittableRandom(1)).next();
        assertThat(three.iteration(random, 8, SearchOptions.defaults()).nodes())
                .isEqualTo(one.iteration(random, 8, SearchOptions.defaults()).nodes());
    }

    @Test
    @org.junit.jupiter.api.Timeout(60)
    void cancellationStopsEveryWorker() throws Exception {
        IdaStar search = new IdaStar(PieceHeuristic.manhattan(), 2);
        Cancellation cancellation = new Cancellation();
        java.util.concurrent.CountDownLatch searching = new java.util.concurrent.CountDownLatch(1);
        AtomicReference<SearchResult> result = new AtomicReference<>();
        Thread caller = new Thread(() -> {
            try {
                result.set(search.solve(SUPERFLIP, SearchOptions.defaults().withCancellation(cancellation)
                        .withProgress(progress -> searching.countDown())));
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        });
        caller.start();
        searching.await(); // the workers are running: a progress report has come
        cancellation.cancel();
        caller.join();
        assertThat(result.get().status()).isEqualTo(SearchResult.Status.CANCELLED);
        assertThat(result.get().nodes()).isPositive();
        assertThat(Thread.getAllStackTraces().keySet()).noneMatch(t -> t.getName().startsWith("cubelab-ida") && t.isAlive());
    }

    @Test
    void aTimeLimitEndsTheSearchWithProgressReported() throws Exception {
        IdaStar search = new IdaStar(PieceHeuristic.manhattan(), 2);
        List<SearchProgress> reports = new java.util.concurrent.CopyOnWriteArrayList<>();
        SearchResult result = search.solve(SUPERFLIP, SearchOptions.defaults()
                .withTimeLimit(Duration.ofMillis(500)).withProgress(reports::add));
        assertThat(result.status()).isEqualTo(SearchResult.Status.TIMED_OUT);
        assertThat(result.solutions()).isEmpty();
        assertThat(reports).isNotEmpty();
        SearchProgress last = reports.get(reports.size() - 1);
        assertThat(last.nodes()).isPositive();
        assertThat(last.nodesPerSecond()).isPositive();
        assertThat(last.bound()).isBetween(1, 20);
    }

    @Test
    void solvedCubeNeedsNoMoves() throws Exception {
        SearchResult result = new IdaStar(SmallTables.heuristic(), 2).solve(CubieCube.SOLVED, SearchOptions.defaults());
        assertThat(result.depth()).isZero();
        assertThat(result.solution().isEmpty()).isTrue();
    }

    @Test
    void manhattanHeuristicIsAdmissibleAndZeroOnlyNearSolved() throws Exception {
        PieceHeuristic manhattan = PieceHeuristic.manhattan();
        int[] state = new int[manhattan.stateWidth()];
        RandomMoveScrambler scrambler = new RandomMoveScrambler(new SplittableRandom(9));
        for (int i = 0; i < 200; i++) {
            int length = 1 + i % 6;
            manhattan.encode(CubieCube.SOLVED.apply(scrambler.next(length)), state, 0);
            assertThat(manhattan.estimate(state, 0)).isLessThanOrEqualTo(length);
        }
        manhattan.encode(SUPERFLIP, state, 0);
        assertThat(manhattan.estimate(state, 0)).isEqualTo(9); // an edge flipped in place needs 3 turns: 12 × 3 / 4
    }

    static void assertReplaysToSolved(CubieCube cube, Algorithm solution) {
        FaceletCube after = FaceletCube.fromCubieCube(cube).apply(solution);
        assertThat(after).isEqualTo(FaceletCube.SOLVED);
    }

    static CubieCube superflip() {
        int[] flips = new int[12];
        java.util.Arrays.fill(flips, 1);
        return CubieCube.of(CubieCube.SOLVED.cornerPermutation(), CubieCube.SOLVED.cornerTwists(),
                CubieCube.SOLVED.edgePermutation(), flips);
    }

    @Test
    void theTimeLimitIsReadFromTheOptionsClock() throws Exception {
        // a clock that moves a second at every reading: the 5 s limit passes after a few polls, and
        // the reported time is the fake clock's
        AtomicLong now = new AtomicLong();
        LongSupplier clock = () -> now.addAndGet(1_000_000_000L);
        SearchOptions options = SearchOptions.defaults().withTimeLimit(Duration.ofSeconds(5)).withClock(clock)
                .withProgress(progress -> { });
        SearchResult result = new IdaStar(PieceHeuristic.empty(), 1).solve(SUPERFLIP, options);
        assertThat(result.status()).isEqualTo(SearchResult.Status.TIMED_OUT);
        assertThat(result.elapsedSeconds()).isGreaterThanOrEqualTo(5);
        assertThat(result.solutions()).isEmpty();
    }

    @Test
    void aNodeBudgetEndsTheSearchOnceSpentAndLeavesCheaperSearchesAlone() throws Exception {
        SearchOptions budget = SearchOptions.defaults().withNodeBudget(2_000_000);
        SearchResult spent = new IdaStar(PieceHeuristic.empty(), 2).solve(SUPERFLIP, budget);
        assertThat(spent.status()).isEqualTo(SearchResult.Status.NODE_BUDGET_SPENT);
        assertThat(spent.nodes()).isGreaterThanOrEqualTo(2_000_000);
        assertThat(spent.solutions()).isEmpty();
        CubieCube fourMoves = CubieCube.SOLVED.apply(List.of(FaceTurn.of(0), FaceTurn.of(4), FaceTurn.of(7),
                FaceTurn.of(10)));
        SearchResult cheap = new IdaStar(SmallTables.heuristic(), 2).solve(fourMoves, budget);
        assertThat(cheap.status()).isEqualTo(SearchResult.Status.SOLVED);
        assertReplaysToSolved(fourMoves, cheap.solution());
        assertThatThrownBy(() -> SearchOptions.defaults().withNodeBudget(0)).isInstanceOf(IllegalArgumentException.class);
    }
}
