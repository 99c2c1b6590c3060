package cubelab.race.search;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import cubelab.race.board.Board;
import cubelab.race.board.Metric;
import cubelab.race.board.Scramblers;
import cubelab.race.board.Target;
import cubelab.race.heuristic.RaceHeuristicKind;
import cubelab.race.solve.RaceProblems;
import java.time.Duration;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** A search that keeps positions stops, with its own outcome, once it holds more than its budget allows. */
class StateBudgetTest {

    @ParameterizedTest
    @EnumSource(value = SearchMethod.class, names = {"BFS", "ASTAR", "ASTAR_TREE"})
    void aSmallBudgetEndsTheSearchAsMemorySpent(SearchMethod algorithm) {
        SplittableRandom random = new SplittableRandom(5);
        Target target = Target.rollDice(5, random);
        Board board = Scramblers.randomWalk(target, 30, random);
        SearchProblem problem = RaceProblems.of(board, target, Metric.TILE, RaceHeuristicKind.MISPLACED);
        StateBudget budget = new StateBudget(1_000 * StateBudget.BYTES_PER_STATE, 1_000);
        RaceSearchResult result = algorithm.create(1).search(problem, SearchLimits.of(Duration.ofSeconds(60)).withMemory(budget));
        assertThat(result.outcome()).isEqualTo(SearchOutcome.MEMORY_SPENT);
        assertThat(result.moves()).isEmpty();
        assertThat(result.expanded()).isPositive();
    }

    @Test
    void aBudgetLargeEnoughLetsTheSameSearchFinish() {
        SplittableRandom random = new SplittableRandom(5);
        Target target = Target.rollDice(5, random);
        Board board = Scramblers.randomWalk(target, 6, random);
        SearchProblem problem = RaceProblems.of(board, target, Metric.TILE, RaceHeuristicKind.EVICTION);
        RaceSearchResult result = SearchMethod.ASTAR.create(1).search(problem,
                SearchLimits.of(Duration.ofSeconds(60)).withMemory(new StateBudget(1L << 30, 1_000_000)));
        assertThat(result.outcome()).isEqualTo(SearchOutcome.SOLVED);
        assertThat(board.apply(result.moves(), Metric.TILE).satisfies(target)).isTrue();
    }

    @Test
    void theSentenceNamesTheStatesTheBudgetAndTheWayOut() {
        StateBudget budget = new StateBudget(400L << 20, 1_638_400);
        assertThat(budget.spent(21_000_000)).isEqualTo("gave up after 21,000,000 states: the memory budget of 400 MB "
                + "is spent; IDA* (--algorithm ida) needs no memory");
    }

    @Test
    void theBudgetFromTheHeapIsAShareOfWhatIsFree() {
        StateBudget budget = StateBudget.fromHeap();
        assertThat(budget.bytes()).isPositive().isLessThan(Runtime.getRuntime().maxMemory());
        assertThat(budget.states()).isEqualTo(budget.bytes() / StateBudget.BYTES_PER_STATE);
    }

    @Test
    void anUnknownMetricListsTheValidOnes() {
        assertThat(Metric.parse(" Push ")).isEqualTo(Metric.PUSH);
        assertThatThrownBy(() -> Metric.parse("nonsense")).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("unknown metric 'nonsense' (tile, push)");
    }
}
