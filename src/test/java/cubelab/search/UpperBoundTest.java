package cubelab.search;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import cubelab.model.CubieCube;
import cubelab.model.FaceTurn;
import cubelab.model.RandomMoveScrambler;
import cubelab.search.twophase.TwoPhaseSolver;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/** IDA* with a known solution: its length is an upper bound, proven optimal by exhausting the depth below. */
@Tag("heavy")
class UpperBoundTest {

    @Test
    void anOptimalKnownSolutionIsProvenByExhaustingTheDepthBelow() throws Exception {
        IdaStar search = new IdaStar(SmallTables.heuristic(), 2);
        RandomMoveScrambler scrambler = new RandomMoveScrambler(new SplittableRandom(11));
        for (int length = 2; length <= 7; length++) {
            CubieCube cube = CubieCube.SOLVED.apply(scrambler.next(length));
            // the optimum is certain: the plain search exhausted every depth below it
            SearchResult plain = search.solve(cube, SearchOptions.defaults());
            List<FaceTurn> optimal = plain.solutions().get(0);
            SearchResult bounded = search.solve(cube, SearchOptions.defaults().withUpperBound(optimal));
            assertThat(bounded.solved()).isTrue();
            assertThat(bounded.provenByExhaustion()).isTrue();
            assertThat(bounded.depth()).isEqualTo(plain.depth()).isEqualTo(bounded.solution().size());
            IdaStarTest.assertReplaysToSolved(cube, bounded.solution());
            // every iteration ran to the end and the last one was below the known length
            assertThat(bounded.iterations()).allMatch(SearchResult.Iteration::complete);
            if (!bounded.iterations().isEmpty()) {
                assertThat(bounded.iterations().get(bounded.iterations().size() - 1).bound())
                        .isEqualTo(plain.depth() - 1);
            }
            assertThat(bounded.nodes()).isLessThan(plain.nodes());
        }
    }

    @Test
    void aLongerKnownSolutionLeavesTheSearchToFindTheOptimum() throws Exception {
        // one thread: the node count of the last, partial iteration is then deterministic
        IdaStar search = new IdaStar(SmallTables.heuristic(), 1);
        RandomMoveScrambler scrambler = new RandomMoveScrambler(new SplittableRandom(12));
        for (int trial = 0; trial < 4; trial++) {
            CubieCube cube = CubieCube.SOLVED.apply(scrambler.next(6));
            SearchResult plain = search.solve(cube, SearchOptions.defaults());
            List<FaceTurn> longer = padded(plain.solutions().get(0));
            SearchResult bounded = search.solve(cube, SearchOptions.defaults().withUpperBound(longer));
            assertThat(bounded.provenByExhaustion()).isFalse();
            assertThat(bounded.solutions()).isEqualTo(plain.solutions());
            assertThat(bounded.nodes()).isEqualTo(plain.nodes());
        }
    }

    @Test
    void aShorterSolutionFoundDuringTheSearchLowersTheBound() throws Exception {
        IdaStar search = new IdaStar(SmallTables.heuristic(), 1);
        CubieCube cube = CubieCube.SOLVED.apply(new RandomMoveScrambler(new SplittableRandom(13)).next(7));
        SearchResult plain = search.solve(cube, SearchOptions.defaults());
        List<FaceTurn> optimal = plain.solutions().get(0);
        AtomicInteger polls = new AtomicInteger();
        // the long solution at first, the optimal one from the second poll on
        SearchResult bounded = search.solve(cube, SearchOptions.defaults().withUpperBound(padded(optimal),
                () -> polls.incrementAndGet() < 2 ? padded(optimal) : optimal));
        assertThat(bounded.provenByExhaustion()).isTrue();
        assertThat(bounded.solution().size()).isEqualTo(plain.depth());
        IdaStarTest.assertReplaysToSolved(cube, bounded.solution());
        assertThat(polls.get()).isPositive();
    }

    @Test
    void aKnownSolutionAsLongAsTheRunningIterationEndsIt() throws Exception {
        Heuristic heuristic = SmallTables.heuristic();
        IdaStar search = new IdaStar(heuristic, 2);
        RandomMoveScrambler scrambler = new RandomMoveScrambler(new SplittableRandom(17));
        int[] state = new int[heuristic.stateWidth()];
        int checked = 0;
        for (int trial = 0; trial < 40 && checked < 3; trial++) {
            CubieCube cube = CubieCube.SOLVED.apply(scrambler.next(4));
            SearchResult plain = search.solve(cube, SearchOptions.defaults());
            heuristic.encode(cube, state, 0);
            if (heuristic.estimate(state, 0) != plain.depth() || plain.depth() == 0) {
                continue; // wanted: the first iteration is already at the optimum
            }
            checked++;
            List<FaceTurn> optimal = plain.solutions().get(0);
            // the long solution is replaced by an optimal one while the first iteration runs
            SearchResult bounded = search.solve(cube, SearchOptions.defaults().withUpperBound(padded(optimal),
                    () -> optimal));
            assertThat(bounded.provenByExhaustion()).isTrue();
            assertThat(bounded.solution().size()).isEqualTo(plain.depth());
            assertThat(bounded.iterations()).hasSize(1);
            assertThat(bounded.iterations().get(0).complete()).isFalse();
            IdaStarTest.assertReplaysToSolved(cube, bounded.solution());
        }
        assertThat(checked).isEqualTo(3);
    }

    @Test
    void resultsAreTheSameOnOneAndTwoThreads() throws Exception {
        RandomMoveScrambler scrambler = new RandomMoveScrambler(new SplittableRandom(14));
        for (int trial = 0; trial < 3; trial++) {
            CubieCube cube = CubieCube.SOLVED.apply(scrambler.next(7));
            List<FaceTurn> optimal = new IdaStar(SmallTables.heuristic(), 1).solve(cube, SearchOptions.defaults())
                    .solutions().get(0);
            SearchOptions options = SearchOptions.defaults().withUpperBound(optimal);
            SearchResult one = new IdaStar(SmallTables.heuristic(), 1).solve(cube, options);
            SearchResult two = new IdaStar(SmallTables.heuristic(), 2).solve(cube, options);
            assertThat(two.solutions()).isEqualTo(one.solutions());
            assertThat(two.nodes()).isEqualTo(one.nodes());
        }
    }

    @Test
    void aTwoPhaseUpperBoundGivesOptimalLengths() throws Exception {
        IdaStar search = new IdaStar(SmallTables.heuristic(), 2);
        TwoPhaseSolver twoPhase = TwoPhaseSolver.create();
        RandomMoveScrambler scrambler = new RandomMoveScrambler(new SplittableRandom(15));
        for (int length = 3; length <= 7; length++) {
            CubieCube cube = CubieCube.SOLVED.apply(scrambler.next(length));
            int optimum = search.solve(cube, SearchOptions.defaults()).depth();
            SearchResult result;
            try (TwoPhaseUpperBound known = TwoPhaseUpperBound.find(twoPhase, cube)) {
                result = search.solve(cube, known.applyTo(SearchOptions.defaults()));
            }
            assertThat(result.depth()).isEqualTo(optimum).isEqualTo(result.solution().size());
            IdaStarTest.assertReplaysToSolved(cube, result.solution());
        }
    }

    /** The coset tiers' policy: the first answer bounds the search and nothing shortens it. */
    @Test
    void aZeroShorteningKeepsTheFirstAnswerWhichStillBoundsTheSearch() throws Exception {
        IdaStar search = new IdaStar(SmallTables.heuristic(), 2);
        TwoPhaseSolver twoPhase = TwoPhaseSolver.create();
        CubieCube cube = CubieCube.SOLVED.apply(new RandomMoveScrambler(new SplittableRandom(17)).next(7));
        int optimum = search.solve(cube, SearchOptions.defaults()).depth();
        try (TwoPhaseUpperBound known = TwoPhaseUpperBound.find(twoPhase, cube,
                TwoPhaseUpperBound.Limits.within(java.time.Duration.ZERO))) {
            List<FaceTurn> first = known.shortest();
            assertThat(cube.apply(first).isSolved()).as("the first answer solves the cube").isTrue();
            SearchResult result = search.solve(cube, known.applyTo(SearchOptions.defaults()));
            assertThat(known.shortest()).as("never shortened").isSameAs(first);
            assertThat(result.depth()).isEqualTo(optimum).isEqualTo(result.solution().size());
            IdaStarTest.assertReplaysToSolved(cube, result.solution());
            // the search stops below the known length: a first answer of optimal length is proven by exhaustion
            assertThat(result.provenByExhaustion()).isEqualTo(first.size() == optimum);
        }
    }

    /**
     * A node budget is the same work on every machine: with the clock frozen (its time limit never
     * passes), the shortening ends on its budget alone, and two runs end on the same solution.
     */
    @Test
    void aNodeBudgetEndsTheShorteningAtTheSameSolutionEveryTime() throws Exception {
        TwoPhaseSolver twoPhase = TwoPhaseSolver.create();
        List<FaceTurn> scramble = new RandomMoveScrambler(new SplittableRandom(21)).next(40);
        CubieCube cube = CubieCube.SOLVED.apply(scramble);
        // a long known solution: the scramble undone, 40 turns
        List<FaceTurn> undo = TwoPhaseUpperBound.turns(SearchResult.toAlgorithm(scramble).inverse());
        TwoPhaseUpperBound.Limits limits = TwoPhaseUpperBound.Limits.within(java.time.Duration.ofSeconds(1))
                .withClock(() -> 0L).withNodes(3_000_000);
        List<List<FaceTurn>> ends = new ArrayList<>();
        for (int run = 0; run < 2; run++) {
            TwoPhaseUpperBound bound = TwoPhaseUpperBound.shortening(twoPhase, cube, undo, limits);
            bound.awaitEnd();
            ends.add(bound.shortest());
            bound.close();
        }
        assertThat(ends.get(1)).isEqualTo(ends.get(0));
        assertThat(ends.get(0).size()).as("shortened").isLessThan(undo.size());
        IdaStarTest.assertReplaysToSolved(cube, SearchResult.toAlgorithm(ends.get(0)));
    }

    @Test
    void aClockPastTheShorteningTimeKeepsTheKnownSolution() throws Exception {
        TwoPhaseSolver twoPhase = TwoPhaseSolver.create();
        List<FaceTurn> scramble = new RandomMoveScrambler(new SplittableRandom(22)).next(30);
        CubieCube cube = CubieCube.SOLVED.apply(scramble);
        List<FaceTurn> undo = TwoPhaseUpperBound.turns(SearchResult.toAlgorithm(scramble).inverse());
        // each reading is a minute later than the last: the 1 s shortening is over before it starts
        AtomicInteger minutes = new AtomicInteger();
        TwoPhaseUpperBound.Limits limits = TwoPhaseUpperBound.Limits.within(java.time.Duration.ofSeconds(1))
                .withClock(() -> minutes.incrementAndGet() * 60_000_000_000L);
        TwoPhaseUpperBound bound = TwoPhaseUpperBound.shortening(twoPhase, cube, undo, limits);
        bound.awaitEnd();
        assertThat(bound.shortest()).isEqualTo(undo);
        assertThat(twoPhase.lastNodes()).as("no two-phase search ran").isZero();
        bound.close();
    }

    @Test
    void allSolutionsIgnoreTheBoundAndAWrongKnownSolutionIsRejected() throws Exception {
        IdaStar search = new IdaStar(SmallTables.heuristic(), 2);
        CubieCube cube = CubieCube.SOLVED.apply(new RandomMoveScrambler(new SplittableRandom(16)).next(5));
        SearchResult all = search.solve(cube, SearchOptions.defaults().withAllSolutions(true));
        SearchResult bounded = search.solve(cube, SearchOptions.defaults().withAllSolutions(true)
                .withUpperBound(all.solutions().get(0)));
        assertThat(bounded.provenByExhaustion()).isFalse();
        assertThat(bounded.solutions()).isEqualTo(all.solutions());
        assertThatThrownBy(() -> search.solve(cube, SearchOptions.defaults().withUpperBound(List.of(FaceTurn.of(0)))))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("does not solve");
    }

    /** {@code solution} followed by U U': two moves longer, still a solution. */
    private static List<FaceTurn> padded(List<FaceTurn> solution) {
        List<FaceTurn> longer = new ArrayList<>(solution);
        longer.add(FaceTurn.of(0));
        longer.add(FaceTurn.of(0).inverse());
        return longer;
    }
}
