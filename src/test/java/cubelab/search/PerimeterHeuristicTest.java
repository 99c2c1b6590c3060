package cubelab.search;

import cubelab.common.Cancellation;
import static org.assertj.core.api.Assertions.assertThat;

import cubelab.model.CubieCube;
import cubelab.model.FaceTurn;
import cubelab.model.RandomMoveScrambler;
import cubelab.tables.backward.BackwardStore;
import cubelab.tables.backward.BackwardStoreBuilder;
import cubelab.tables.backward.KeyMoves;
import cubelab.tables.backward.StoreLayout;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class PerimeterHeuristicTest {

    @Test
    void perimeterSearchFindsTheSameOptimalLengthsWithFewerNodes() throws Exception {
        KeyMoves moves = KeyMoves.build();
        BackwardStore store = new BackwardStoreBuilder(4, StoreLayout.recommended(), 3, moves)
                .build((d, n, t) -> { }, new Cancellation());
        Heuristic base = SmallTables.heuristic();
        PerimeterHeuristic perimeter = new PerimeterHeuristic(base, store, moves);
        // one thread each: with two, the last iteration's count depends on when the second worker
        // hears that the first found a solution, and a loaded machine tipped the comparison
        IdaStar plain = new IdaStar(base, 1);
        IdaStar withPerimeter = new IdaStar(perimeter, 1);
        RandomMoveScrambler scrambler = new RandomMoveScrambler(new SplittableRandom(17));
        long plainNodes = 0;
        long perimeterNodes = 0;
        for (int length = 1; length <= 10; length++) {
            List<FaceTurn> scramble = scrambler.next(length);
            CubieCube cube = CubieCube.SOLVED.apply(scramble);
            SearchResult expected = plain.solve(cube, SearchOptions.defaults());
            SearchResult actual = withPerimeter.solve(cube, SearchOptions.defaults());
            assertThat(actual.solved()).isTrue();
            assertThat(actual.depth()).as(scramble.toString()).isEqualTo(expected.depth());
            CubieCube replayed = cube;
            for (FaceTurn turn : actual.solutions().get(0)) {
                replayed = replayed.apply(turn);
            }
            assertThat(replayed.isSolved()).isTrue();
            // below the perimeter only states on optimal paths survive: a handful of nodes a level
            SearchResult.Iteration last = actual.iterations().get(actual.iterations().size() - 1);
            for (int depth = last.bound() - store.depth() + 2; depth <= last.bound(); depth++) {
                if (depth > 0) {
                    assertThat(last.nodesAtDepth()[depth]).as("nodes at depth %d of %d", depth, last.bound())
                            .isLessThanOrEqualTo(40);
                }
            }
            plainNodes += expected.nodes();
            perimeterNodes += actual.nodes();
        }
        assertThat(perimeterNodes).as("nodes with perimeter %d, without %d", perimeterNodes, plainNodes)
                .isLessThan(plainNodes);
        assertThat(perimeter.name()).isEqualTo("small+perimeter4");
    }
}
