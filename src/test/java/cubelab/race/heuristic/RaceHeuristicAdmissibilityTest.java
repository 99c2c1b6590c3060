package cubelab.race.heuristic;

import static org.assertj.core.api.Assertions.assertThat;

import cubelab.race.board.Board;
import cubelab.race.board.GridMoves;
import cubelab.race.board.Metric;
import cubelab.race.board.Scramblers;
import cubelab.race.board.Target;
import cubelab.race.solve.ExactDistances;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** Every heuristic is checked against exact BFS distances, in both metrics. */
@Tag("heavy")
class RaceHeuristicAdmissibilityTest {
    private final ColourDatabaseCache tables = new ColourDatabaseCache();

    @ParameterizedTest
    @EnumSource(Metric.class)
    void neverOverestimatesOnAnyThreeByThreePosition(Metric metric) {
        Board board = Board.parse("WWY/YOR/GB.");
        for (String centre : new String[] {"W", "B"}) {
            Target target = Target.parse(centre);
            Map<String, Integer> exact = ExactDistances.allFrom(board, target, metric);
            assertThat(exact).hasSize(90_720);
            for (RaceHeuristicKind kind : RaceHeuristicKind.values()) {
                TileHeuristic heuristic = kind.create(target, metric);
                for (Map.Entry<String, Integer> entry : exact.entrySet()) {
                    byte[] cells = ExactDistances.cellsOf(entry.getKey());
                    int h = heuristic.estimate(cells, GridMoves.blankOf(cells));
                    assertThat(h).as("%s %s on %s", kind, metric, entry.getKey()).isBetween(0, entry.getValue());
                    assertThat(h == 0).isEqualTo(entry.getValue() == 0);
                }
            }
        }
    }

    @ParameterizedTest
    @EnumSource(Metric.class)
    void neverOverestimatesOnShortFiveByFiveAndFourByFourWalks(Metric metric) {
        SplittableRandom random = new SplittableRandom(5);
        int checked = 0;
        for (int sample = 0; sample < 240; sample++) {
            int size = sample % 3 == 0 ? 4 : 5;
            Target target = Target.rollDice(size, random);
            Board board = Scramblers.randomWalk(target, 2 + random.nextInt(metric == Metric.TILE ? 9 : 7), random);
            int exact = ExactDistances.of(board, target, metric);
            for (RaceHeuristicKind kind : RaceHeuristicKind.values()) {
                // the colour tables come from one cache, as in a game: searched once, not per board
                int h = kind.forThreads(target, metric, tables).get().estimate(board.cells(), board.blankCell());
                assertThat(h).as("%s %s on %s for %s", kind, metric, board, target).isLessThanOrEqualTo(exact);
                checked++;
            }
        }
        assertThat(checked).isEqualTo(240 * RaceHeuristicKind.values().length);
    }

    @Test
    void evictionDominatesAssignmentWhichDominatesTheSimpleBounds() {
        SplittableRandom random = new SplittableRandom(9);
        boolean strictlyStronger = false;
        for (int sample = 0; sample < 600; sample++) {
            int size = 3 + sample % 5;
            Board board = Board.random(size, random);
            Target target = Target.rollDice(size, random);
            byte[] cells = board.cells();
            int blank = board.blankCell();
            int misplaced = RaceHeuristicKind.MISPLACED.create(target, Metric.TILE).estimate(cells, blank);
            int nearest = RaceHeuristicKind.MANHATTAN.create(target, Metric.TILE).estimate(cells, blank);
            int assignment = RaceHeuristicKind.ASSIGNMENT.create(target, Metric.TILE).estimate(cells, blank);
            int eviction = RaceHeuristicKind.EVICTION.create(target, Metric.TILE).estimate(cells, blank);
            assertThat(assignment).isGreaterThanOrEqualTo(misplaced).isGreaterThanOrEqualTo(nearest);
            assertThat(eviction).isGreaterThanOrEqualTo(assignment);
            strictlyStronger |= eviction > assignment;
        }
        assertThat(strictlyStronger).isTrue();
    }

    @ParameterizedTest
    @org.junit.jupiter.params.provider.ValueSource(ints = {5, 7, 11})
    void memoisedAndCachedValuesMatchFreshComputation(int size) {
        SplittableRandom random = new SplittableRandom(13);
        Target target = Target.rollDice(size, random);
        TileHeuristic warm = RaceHeuristicKind.EVICTION.create(target, Metric.TILE);
        Board walker = Board.random(size, random);
        for (int sample = 0; sample < 400; sample++) {
            // alternate random boards with a walk, so that the cache sees both misses and hits
            Board board = sample % 2 == 0 ? Board.random(size, random)
                    : (walker = walker.apply(walker.legalMoves(Metric.TILE).get(random.nextInt(walker.legalMoves(Metric.TILE).size())), Metric.TILE));
            int fresh = RaceHeuristicKind.EVICTION.create(target, Metric.TILE).estimate(board.cells(), board.blankCell());
            assertThat(warm.estimate(board.cells(), board.blankCell())).isEqualTo(fresh);
            assertThat(warm.estimate(board.cells(), board.blankCell())).isEqualTo(fresh);
        }
    }
}
