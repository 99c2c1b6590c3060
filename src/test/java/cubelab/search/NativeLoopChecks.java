package cubelab.search;

import static org.assertj.core.api.Assertions.assertThat;

import cubelab.model.CubieCube;
import cubelab.model.FaceTurn;
import cubelab.model.MovePruning;
import java.util.List;

/** What every native search loop owes its Java loop: the same solutions from the same nodes. */
final class NativeLoopChecks {

    private NativeLoopChecks() {
    }

    /**
     * The native loop of {@code natively} and the Java loop of {@code inJava} (the same heuristic)
     * find the same first solution from the same nodes and the same set of all optimal solutions,
     * each of which solves {@code cube} and is canonical.
     */
    static void assertSameSolutions(Heuristic natively, Heuristic inJava, CubieCube cube) throws InterruptedException {
        // one thread each: with more, the last iteration's count depends on when the workers stop
        SearchResult first = new IdaStar(natively, 1).solve(cube, SearchOptions.defaults());
        SearchResult firstInJava = new IdaStar(inJava, 1).solve(cube, SearchOptions.defaults());
        assertThat(first.solution()).isEqualTo(firstInJava.solution());
        assertThat(first.nodes()).isPositive().isEqualTo(firstInJava.nodes());
        IdaStarTest.assertReplaysToSolved(cube, first.solution());
        SearchOptions all = SearchOptions.defaults().withAllSolutions(true);
        List<List<FaceTurn>> every = new IdaStar(natively, 2).solve(cube, all).solutions();
        assertThat(every).isNotEmpty().isEqualTo(new IdaStar(inJava, 2).solve(cube, all).solutions());
        for (List<FaceTurn> solution : every) {
            assertThat(cube.apply(solution).isSolved()).as("%s solves the cube", solution).isTrue();
            assertThat(MovePruning.isCanonical(solution)).isTrue();
        }
    }
}
