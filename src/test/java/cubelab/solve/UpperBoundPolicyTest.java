package cubelab.solve;

import static org.assertj.core.api.Assertions.assertThat;

import cubelab.model.CubieCube;
import cubelab.model.FaceTurn;
import cubelab.model.FaceletCube;
import cubelab.model.RandomMoveScrambler;
import cubelab.search.IdaStar;
import cubelab.search.PieceHeuristic;
import cubelab.search.SearchOptions;
import cubelab.search.SearchResult;
import cubelab.search.TwoPhaseUpperBound;
import cubelab.search.twophase.TwoPhaseSolver;
import java.time.Duration;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/** The one upper-bound policy of the window, {@code solve} and {@code bench}. */
@Tag("heavy")
class UpperBoundPolicyTest {

    @Test
    void searchesWithTheTwoPhaseBoundAndGetsTheOptimum() throws Exception {
        IdaStar search = new IdaStar(PieceHeuristic.manhattan(), 2);
        AtomicInteger made = new AtomicInteger();
        UpperBoundPolicy policy = new UpperBoundPolicy(() -> {
            made.incrementAndGet();
            return TwoPhaseSolver.create();
        }, TwoPhaseUpperBound.Limits.within(Duration.ofSeconds(5)));
        RandomMoveScrambler scrambler = new RandomMoveScrambler(new SplittableRandom(31));
        for (int length = 3; length <= 6; length++) {
            CubieCube cube = CubieCube.SOLVED.apply(scrambler.next(length));
            int optimum = search.solve(cube, SearchOptions.defaults()).depth();
            SearchResult bounded = policy.solve(cube, SearchOptions.defaults(), search::solve);
            assertThat(bounded.depth()).isEqualTo(optimum).isEqualTo(bounded.solution().size());
            assertThat(FaceletCube.fromCubieCube(cube).apply(bounded.solution())).isEqualTo(FaceletCube.SOLVED);
        }
        assertThat(made).as("one two-phase solver for every cube").hasValue(1);
    }

    @Test
    void aKnownSolutionIsTheBoundUntilAShorterOneIsFound() throws Exception {
        UpperBoundPolicy policy = new UpperBoundPolicy(TwoPhaseSolver::create,
                TwoPhaseUpperBound.Limits.within(Duration.ZERO));
        List<FaceTurn> scramble = new RandomMoveScrambler(new SplittableRandom(32)).next(14);
        CubieCube cube = CubieCube.SOLVED.apply(scramble);
        List<FaceTurn> undo = TwoPhaseUpperBound.turns(SearchResult.toAlgorithm(scramble).inverse());
        try (TwoPhaseUpperBound bound = policy.shorten(cube, undo)) {
            // no shortening time: the known solution stands, and bounds the search
            assertThat(bound.shortest()).isEqualTo(undo);
            assertThat(bound.applyTo(SearchOptions.defaults()).upperBound()).contains(undo);
        }
    }
}
