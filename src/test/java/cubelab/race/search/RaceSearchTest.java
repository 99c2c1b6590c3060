package cubelab.race.search;

import static org.assertj.core.api.Assertions.assertThat;

import cubelab.common.Cancellation;
import cubelab.race.board.Board;
import cubelab.race.board.Metric;
import cubelab.race.board.Scramblers;
import cubelab.race.board.Target;
import cubelab.race.heuristic.RaceHeuristicKind;
import cubelab.race.solve.ExactDistances;
import cubelab.race.solve.RaceProblems;
import java.time.Duration;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** All algorithms on both metrics: solutions replayed, optimal lengths equal to plain BFS. */
@Tag("heavy")
class RaceSearchTest {

    @ParameterizedTest
    @EnumSource(Metric.class)
    void optimalAlgorithmsMatchBreadthFirstLengthsOnShortWalks(Metric metric) {
        SplittableRandom random = new SplittableRandom(21);
        for (int sample = 0; sample < 24; sample++) {
            int size = sample % 4 == 0 ? 3 : sample % 4 == 1 ? 4 : 5;
            Target target = Target.rollDice(size, random);
            Board board = Scramblers.randomWalk(target, 4 + random.nextInt(metric == Metric.TILE ? 8 : 6), random);
            int exact = ExactDistances.of(board, target, metric);
            for (RaceHeuristicKind kind : new RaceHeuristicKind[] {RaceHeuristicKind.MISPLACED, RaceHeuristicKind.EVICTION}) {
                SearchProblem problem = RaceProblems.of(board, target, metric, kind);
                for (SearchMethod algorithm : new SearchMethod[] {SearchMethod.IDA, SearchMethod.ASTAR, SearchMethod.ASTAR_TREE, SearchMethod.BFS}) {
                    RaceSearchResult result = algorithm.create(1).search(problem, SearchLimits.of(Duration.ofSeconds(20)));
                    assertThat(result.outcome()).as("%s %s %s", algorithm, kind, board).isEqualTo(SearchOutcome.SOLVED);
                    assertThat(result.optimal()).isTrue();
                    assertThat(result.moves()).as("%s %s %s", algorithm, kind, board).hasSize(exact);
                    assertThat(board.apply(result.moves(), metric).satisfies(target)).isTrue();
                    assertThat(result.generated()).isGreaterThanOrEqualTo(result.expanded() > 0 ? 1 : 0);
                }
            }
        }
    }

    @ParameterizedTest
    @EnumSource(Metric.class)
    void aSearchToldAProvenLowerBoundSkipsTheIterationsBelowItAndStaysOptimal(Metric metric) {
        SplittableRandom random = new SplittableRandom(41);
        for (int sample = 0; sample < 6; sample++) {
            Target target = Target.rollDice(5, random);
            Board board = Scramblers.randomWalk(target, 8 + random.nextInt(6), random);
            int exact = ExactDistances.of(board, target, metric);
            SearchProblem problem = RaceProblems.of(board, target, metric, RaceHeuristicKind.COLOUR_TABLES);
            RaceSearchResult fromScratch = new IdaStarSearch().search(problem, SearchLimits.none());
            for (int lowerBound : new int[] {exact - 2, exact}) {
                IdaStarSearch sequential = new IdaStarSearch();
                RaceSearchResult skipping = sequential.search(problem, SearchLimits.none(), lowerBound);
                RaceSearchResult parallel = new ParallelIdaStarSearch(2, () -> RaceHeuristicKind.COLOUR_TABLES
                        .create(target, metric)).search(problem, SearchLimits.none(), lowerBound);
                for (RaceSearchResult result : new RaceSearchResult[] {skipping, parallel}) {
                    assertThat(result.moves()).as("%s from %d", board, lowerBound).hasSize(exact);
                    assertThat(board.apply(result.moves(), metric).satisfies(target)).isTrue();
                }
                assertThat(sequential.provenLowerBound()).isEqualTo(exact);
                if (lowerBound == exact && exact > problem.heuristic().estimate(board.cells(), board.blankCell())) {
                    assertThat(skipping.expanded()).isLessThan(fromScratch.expanded());
                }
            }
        }
    }

    @ParameterizedTest
    @EnumSource(Metric.class)
    void hillClimbingEitherFailsOrReturnsAWorkingSolution(Metric metric) {
        SplittableRandom random = new SplittableRandom(4);
        int solved = 0;
        for (int sample = 0; sample < 40; sample++) {
            Target target = Target.rollDice(5, random);
            Board board = Scramblers.randomWalk(target, 10, random);
            SearchProblem problem = RaceProblems.of(board, target, metric, RaceHeuristicKind.EVICTION);
            RaceSearchResult result = new HillClimbingSearch(sample, 1000).search(problem, SearchLimits.none());
            assertThat(result.optimal()).isFalse();
            if (result.solved()) {
                solved++;
                assertThat(board.apply(result.moves(), metric).satisfies(target)).isTrue();
            } else {
                assertThat(result.outcome()).isEqualTo(SearchOutcome.FAILED);
            }
        }
        assertThat(solved).isPositive();
    }

    @Test
    void hillClimbingIsReproducibleForASeed() {
        SplittableRandom random = new SplittableRandom(8);
        Target target = Target.rollDice(5, random);
        Board board = Scramblers.randomWalk(target, 20, random);
        SearchProblem problem = RaceProblems.of(board, target, Metric.TILE, RaceHeuristicKind.MANHATTAN);
        RaceSearchResult first = new HillClimbingSearch(3, 1000).search(problem, SearchLimits.none());
        RaceSearchResult second = new HillClimbingSearch(3, 1000).search(problem, SearchLimits.none());
        assertThat(second.moves()).isEqualTo(first.moves());
        assertThat(second.expanded()).isEqualTo(first.expanded());
    }

    @Test
    void idaCountsNodesOfEveryIterationAndTheTableOnlySavesWork() {
        SplittableRandom random = new SplittableRandom(30);
        Target target = Target.rollDice(5, random);
        Board board = Scramblers.randomWalk(target, 30, random);
        SearchProblem problem = RaceProblems.of(board, target, Metric.TILE, RaceHeuristicKind.ASSIGNMENT);
        RaceSearchResult withTable = new IdaStarSearch().search(problem, SearchLimits.none());
        RaceSearchResult withoutTable = new IdaStarSearch(0).search(problem, SearchLimits.none());
        assertThat(withTable.moves()).hasSameSizeAs(withoutTable.moves());
        assertThat(withTable.expanded()).isLessThan(withoutTable.expanded());
        int h = problem.heuristic().estimate(board.cells(), board.blankCell());
        // at least one expansion per iteration, and one iteration per bound from h to the length
        assertThat(withoutTable.expanded()).isGreaterThanOrEqualTo(withTable.moves().size() - h + 1L);
    }

    @ParameterizedTest
    @EnumSource(Metric.class)
    void learnedBoundsInTheTranspositionTableKeepIdaOptimalOnLongerWalks(Metric metric) {
        SplittableRandom random = new SplittableRandom(40);
        for (int sample = 0; sample < 8; sample++) {
            Target target = Target.rollDice(5, random);
            Board board = Scramblers.randomWalk(target, metric == Metric.TILE ? 24 : 12, random);
            SearchProblem problem = RaceProblems.of(board, target, metric, RaceHeuristicKind.EVICTION);
            RaceSearchResult withTable = new IdaStarSearch().search(problem, SearchLimits.none());
            RaceSearchResult graph = new AStarSearch(true).search(problem, SearchLimits.none());
            assertThat(withTable.moves()).hasSameSizeAs(graph.moves());
            assertThat(board.apply(withTable.moves(), metric).satisfies(target)).isTrue();
        }
    }

    @ParameterizedTest
    @EnumSource(Metric.class)
    void parallelIdaFindsSolutionsAsShortAsSequentialIda(Metric metric) {
        SplittableRandom random = new SplittableRandom(41);
        for (int sample = 0; sample < 6; sample++) {
            Target target = Target.rollDice(5, random);
            Board board = Scramblers.randomWalk(target, metric == Metric.TILE ? 30 : 14, random);
            SearchProblem problem = RaceProblems.of(board, target, metric, RaceHeuristicKind.EVICTION);
            RaceSearchResult sequential = new IdaStarSearch().search(problem, SearchLimits.none());
            RaceSearchResult parallel = new ParallelIdaStarSearch(2, () -> RaceHeuristicKind.EVICTION.create(target, metric))
                    .search(problem, SearchLimits.none());
            assertThat(parallel.optimal()).isTrue();
            assertThat(parallel.moves()).hasSameSizeAs(sequential.moves());
            assertThat(board.apply(parallel.moves(), metric).satisfies(target)).isTrue();
            assertThat(parallel.expanded()).isPositive();
        }
        Board hard = Board.random(7, random);
        Target hardTarget = Target.rollDice(7, random);
        RaceSearchResult timedOut = new ParallelIdaStarSearch(2, () -> RaceHeuristicKind.MISPLACED.create(hardTarget, metric))
                .search(RaceProblems.of(hard, hardTarget, metric, RaceHeuristicKind.MISPLACED), SearchLimits.of(Duration.ofMillis(200)));
        assertThat(timedOut.outcome()).isEqualTo(SearchOutcome.TIMED_OUT);
    }

    @Test
    void stopsWithTimeoutOrNodeLimitAndReportsNoMoves() {
        SplittableRandom random = new SplittableRandom(2);
        Board board = Board.random(7, random);
        Target target = Target.rollDice(7, random);
        SearchProblem problem = RaceProblems.of(board, target, Metric.TILE, RaceHeuristicKind.MISPLACED);
        RaceSearchResult timedOut = new IdaStarSearch().search(problem, SearchLimits.of(Duration.ofMillis(100)));
        assertThat(timedOut.outcome()).isEqualTo(SearchOutcome.TIMED_OUT);
        assertThat(timedOut.moves()).isEmpty();
        RaceSearchResult limited = new AStarSearch(true).search(problem, SearchLimits.none().withMaxExpanded(500));
        assertThat(limited.outcome()).isEqualTo(SearchOutcome.LIMIT_REACHED);
        Cancellation cancellation = new Cancellation();
        cancellation.cancel();
        RaceSearchResult cancelled = new BreadthFirstSearch().search(problem, SearchLimits.none().withCancellation(cancellation));
        assertThat(cancelled.outcome()).isEqualTo(SearchOutcome.CANCELLED);
    }
}
