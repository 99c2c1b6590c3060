package cubelab.race.solve;

import static org.assertj.core.api.Assertions.assertThat;

import cubelab.race.board.Board;
import cubelab.race.board.Metric;
import cubelab.race.board.Target;
import cubelab.race.heuristic.RaceHeuristicKind;
import cubelab.race.search.IdaStarSearch;
import cubelab.race.search.RaceSearchResult;
import cubelab.race.search.SearchLimits;
import cubelab.race.search.SearchProblem;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/** Every board is solvable for every target (see {@link Board}); checked exhaustively on 3×3. */
@Tag("heavy")
class SolvabilityTest {
    @Test
    void everyColouringOfTheThreeByThreeBoardIsReachableInBothMetrics() {
        Board board = Board.parse("WWY/YOR/GB.");
        // 9 cells, blank 1, W×2 Y×2, four singles: 9!/(2!·2!) colourings
        int colourings = 362_880 / 4;
        for (Metric metric : Metric.values()) {
            Map<String, Integer> distances = ExactDistances.allFrom(board, Target.parse("O"), metric);
            assertThat(distances).hasSize(colourings);
        }
    }

    @Test
    void randomFiveByFiveBoardsReachRandomTargets() {
        SplittableRandom random = new SplittableRandom(11);
        for (int game = 0; game < 4; game++) {
            Board board = Board.random(5, random);
            Target target = Target.rollDice(5, random);
            SearchProblem problem = RaceProblems.of(board, target, Metric.TILE, RaceHeuristicKind.EVICTION);
            RaceSearchResult result = new IdaStarSearch().search(problem, SearchLimits.none());
            assertThat(result.solved()).isTrue();
            assertThat(board.apply(result.moves(), Metric.TILE).satisfies(target)).isTrue();
        }
    }
}
