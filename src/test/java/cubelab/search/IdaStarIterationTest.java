package cubelab.search;

import static org.assertj.core.api.Assertions.assertThat;

import cubelab.model.CubieCube;
import cubelab.model.FaceTurn;
import cubelab.notation.Algorithm;
import java.util.List;
import org.junit.jupiter.api.Test;

/** An iteration that takes the previous one's subtree roots searches what expanding them again would. */
class IdaStarIterationTest {

    private static IdaStarIteration run(Heuristic heuristic, CubieCube cube, int bound, IdaStarIteration previous)
            throws InterruptedException {
        int[] root = new int[heuristic.stateWidth()];
        heuristic.encode(cube, root, 0);
        IdaStarIteration iteration = new IdaStarIteration(heuristic, 2, root, bound,
                SearchOptions.defaults().withAllSolutions(true), 0, Long.MAX_VALUE, 0, null);
        iteration.execute(previous);
        return iteration;
    }

    @Test
    void theNextBoundTakesTheSameSubtreesWhenNoPrefixWasCut() throws Exception {
        CubieCube superflip = IdaStarTest.superflip();
        Heuristic none = PieceHeuristic.empty();
        IdaStarIteration lower = run(none, superflip, 5, null);
        assertThat(lower.everyPrefixKept()).as("no heuristic cuts nothing").isTrue();
        IdaStarIteration reused = run(none, superflip, 6, lower);
        IdaStarIteration expanded = run(none, superflip, 6, null);
        assertThat(reused.iteration().complete()).isTrue();
        assertThat(reused.iteration().nodesAtDepth()).containsExactly(expanded.iteration().nodesAtDepth());
        assertThat(reused.tasks).hasSize(43254);
    }

    @Test
    void aCutPrefixMakesTheNextBoundExpandAgainAndFindTheSameSolutions() throws Exception {
        List<FaceTurn> scramble = Algorithm.parse("R U2 F' L D2 B R' U").moves().stream().map(FaceTurn::of).toList();
        CubieCube cube = CubieCube.SOLVED.apply(scramble);
        Heuristic heuristic = SmallTables.heuristic();
        IdaStarIteration lower = run(heuristic, cube, 7, null);
        assertThat(lower.everyPrefixKept()).as("the edge tables cut prefixes at the bound below the length").isFalse();
        IdaStarIteration next = run(heuristic, cube, 8, lower);
        IdaStarIteration expanded = run(heuristic, cube, 8, null);
        assertThat(next.iteration().nodesAtDepth()).containsExactly(expanded.iteration().nodesAtDepth());
        List<List<FaceTurn>> solutions = next.solutions();
        assertThat(solutions).isNotEmpty().containsExactlyInAnyOrderElementsOf(expanded.solutions());
        for (List<FaceTurn> solution : solutions) {
            assertThat(cube.apply(solution)).isEqualTo(CubieCube.SOLVED);
        }
    }
}
