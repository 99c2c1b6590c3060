package cubelab.ui.race;

import static org.assertj.core.api.Assertions.assertThat;

import cubelab.common.Cancellation;
import cubelab.race.board.Board;
import cubelab.race.board.Metric;
import cubelab.race.board.Scramblers;
import cubelab.race.board.Target;
import cubelab.race.heuristic.RaceHeuristicKind;
import cubelab.race.search.BreadthFirstSearch;
import cubelab.race.search.SearchLimits;
import cubelab.race.solve.RaceProblems;
import java.time.Duration;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class RaceSolverTest {

    @Test
    void solutionsReplayToTheTargetAndAreShortestOnShortWalks() {
        SplittableRandom random = new SplittableRandom(42);
        for (int trial = 0; trial < 8; trial++) {
            Target target = Target.rollDice(5, random);
            Board board = Scramblers.randomWalk(target, 2 + trial % 4, random);
            for (Metric metric : Metric.values()) {
                RaceSolver.Solution solution = RaceSolver.solve(board, target, metric, Duration.ofSeconds(5), new Cancellation());
                assertThat(board.apply(solution.moves(), metric).satisfies(target)).isTrue();
                assertThat(solution.optimal()).isTrue();
                int shortest = new BreadthFirstSearch().search(
                        RaceProblems.of(board, target, metric, RaceHeuristicKind.MISPLACED), SearchLimits.none()).moves().size();
                assertThat(solution.moves()).hasSize(shortest);
                assertThat(solution.label()).endsWith("optimal");
            }
        }
    }

    @Test
    void aSolvedBoardNeedsNoMoves() {
        Target target = Target.parse("RGB/GBR/BRG");
        Board board = Board.randomSolved(target, new SplittableRandom(1));
        RaceSolver.Solution solution = RaceSolver.solve(board, target, Metric.PUSH, Duration.ofSeconds(1), new Cancellation());
        assertThat(solution.moves()).isEmpty();
        assertThat(solution.label()).isEqualTo("0 moves, optimal");
    }
}
