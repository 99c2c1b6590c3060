package cubelab.search;

import cubelab.common.Cancellation;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import cubelab.model.CubieCube;
import cubelab.model.FaceTurn;
import cubelab.model.FaceletCube;
import cubelab.notation.Algorithm;
import cubelab.tables.MemoryBudget;
import cubelab.tables.MemoryBudgetExceededException;
import cubelab.tables.backward.BackwardStore;
import cubelab.tables.backward.BackwardStoreBuilder;
import cubelab.tables.backward.KeyMoves;
import cubelab.tables.backward.StoreLayout;
import org.junit.jupiter.api.Test;

/** Bidirectional A* and the backward store stop at their memory budget with the sentence for the user. */
class BidirectionalMemoryBudgetTest {

    private static final KeyMoves MOVES = KeyMoves.build();
    private static final BackwardStore STORE = new BackwardStoreBuilder(3, StoreLayout.recommended(), 1, MOVES)
            .build((depth, states, nanos) -> { }, new Cancellation());

    @Test
    void aSmallBudgetEndsTheSearchWithTheSentence() {
        BidirectionalAStar search = new BidirectionalAStar(PieceHeuristic.manhattan(), STORE, MOVES, TieBreak.LIFO, null);
        MemoryBudget budget = MemoryBudget.ofBytes(8L << 20);
        assertThatThrownBy(() -> search.solve(CubieCube.SOLVED.apply(scramble("R U F' L2 D B R2 U' F2 L D'")),
                SearchOptions.defaults(), Long.MAX_VALUE, budget))
                .isInstanceOf(MemoryBudgetExceededException.class)
                .hasMessageMatching("gave up after [0-9,]+ states: the memory budget of 8 MB is spent; "
                        + "IDA\\* \\(--method ida\\) needs no memory");
    }

    @Test
    void withinItsBudgetTheSearchStillSolvesAndTheSolutionReplays() {
        BidirectionalAStar search = new BidirectionalAStar(PieceHeuristic.manhattan(), STORE, MOVES, TieBreak.LIFO, null);
        String scramble = "R U F' L2 D";
        BidirectionalResult result = search.solve(CubieCube.SOLVED.apply(scramble(scramble)), SearchOptions.defaults(),
                Long.MAX_VALUE, MemoryBudget.ofBytes(64L << 20));
        assertThat(result.solved()).isTrue();
        assertThat(FaceletCube.SOLVED.apply(Algorithm.parse(scramble)).apply(result.solution()))
                .isEqualTo(FaceletCube.SOLVED);
        assertThat(result.solution().size()).isEqualTo(5);
    }

    @Test
    void aStoreThatCannotFitIsRefusedBeforeAnyAllocation() {
        assertThatThrownBy(() -> new BackwardStoreBuilder(7, StoreLayout.recommended(), 1, MOVES)
                .build((depth, states, nanos) -> { }, new Cancellation(), MemoryBudget.ofBytes(1L << 30)))
                .isInstanceOf(MemoryBudgetExceededException.class)
                .hasMessageContaining("the backward store of depth 7 needs about").hasMessageContaining("1,024 MB");
    }

    private static java.util.List<FaceTurn> scramble(String algorithm) {
        return Algorithm.parse(algorithm).moves().stream().map(FaceTurn::of).toList();
    }
}
