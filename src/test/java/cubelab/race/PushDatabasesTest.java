package cubelab.race;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The per-colour push tables: admissible against exact breadth-first distances (every 3×3
 * position, and 5×5 boards a few pushes from the goal), never above the tile-metric optimum, zero
 * exactly at the goal, and at least as strong as the eviction bound they extend.
 */
class PushDatabasesTest {

    @Test
    void neverOverestimatesOnAnyThreeByThreePositionAndIsZeroExactlyAtTheGoal() {
        Board board = Board.parse("WWY/YOR/GB.");
        for (String centre : new String[] {"W", "B", "Y"}) {
            Target target = Target.parse(centre);
            PushDatabases databases = PushDatabases.build(target);
            assertThat(databases.available()).isTrue();
            TileHeuristic heuristic = databases.heuristic(Metric.PUSH);
            Map<String, Integer> exact = ExactDistances.allFrom(board, target, Metric.PUSH);
            assertThat(exact).hasSize(90_720);
            for (Map.Entry<String, Integer> entry : exact.entrySet()) {
                byte[] cells = ExactDistances.cellsOf(entry.getKey());
                int h = heuristic.estimate(cells, GridMoves.blankOf(cells));
                assertThat(h).as("%s for %s", entry.getKey(), centre).isBetween(0, entry.getValue());
                assertThat(h == 0).isEqualTo(entry.getValue() == 0);
            }
        }
    }

    @Test
    void neverOverestimatesFiveByFiveBoardsAFewPushesFromTheGoalInEitherMetric() {
        SplittableRandom random = new SplittableRandom(17);
        int checked = 0;
        for (int targets = 0; targets < 8; targets++) {
            Target target = Target.rollDice(5, random);
            PushDatabases databases = PushDatabases.build(target);
            assertThat(databases.available()).isTrue();
            TileHeuristic push = databases.heuristic(Metric.PUSH);
            for (int sample = 0; sample < 6; sample++) {
                Board board = Scramblers.randomWalk(target, 2 + random.nextInt(5), random);
                int pushes = ExactDistances.of(board, target, Metric.PUSH);
                int h = push.estimate(board.cells(), board.blankCell());
                assertThat(h).as("%s for %s", board, target).isLessThanOrEqualTo(pushes);
                assertThat(h == 0).isEqualTo(pushes == 0);
                if (sample == 0) {
                    int tiles = ExactDistances.of(board, target, Metric.TILE);
                    assertThat(databases.heuristic(Metric.TILE).estimate(board.cells(), board.blankCell()))
                            .isLessThanOrEqualTo(tiles);
                    assertThat(h).isLessThanOrEqualTo(tiles);
                }
                checked++;
            }
        }
        assertThat(checked).isEqualTo(48);
    }

    @Test
    void dominatesTheEvictionBoundAndIsStrongerOnRandomBoards() {
        SplittableRandom random = new SplittableRandom(23);
        long tables = 0;
        long eviction = 0;
        for (int targets = 0; targets < 10; targets++) {
            Target target = Target.rollDice(5, random);
            TileHeuristic withTables = PushDatabases.build(target).heuristic(Metric.PUSH);
            TileHeuristic evictionOnly = RaceHeuristicKind.EVICTION.create(target, Metric.PUSH);
            for (int sample = 0; sample < 20; sample++) {
                Board board = Board.random(5, random);
                int strong = withTables.estimate(board.cells(), board.blankCell());
                int weak = evictionOnly.estimate(board.cells(), board.blankCell());
                assertThat(strong).isGreaterThanOrEqualTo(weak);
                tables += strong;
                eviction += weak;
            }
        }
        // on random boards the tables' bound is about twice the eviction bound's push form
        assertThat(tables).isGreaterThan(eviction * 3 / 2);
    }

    @Test
    void largerBoardsHaveNoTablesAndFallBackToEviction() {
        SplittableRandom random = new SplittableRandom(3);
        Target target = Target.rollDice(7, random);
        PushDatabases databases = PushDatabases.build(target);
        assertThat(databases.available()).isFalse();
        Board board = Board.random(7, random);
        assertThat(databases.heuristic(Metric.PUSH).estimate(board.cells(), board.blankCell()))
                .isEqualTo(RaceHeuristicKind.EVICTION.create(target, Metric.PUSH).estimate(board.cells(),
                        board.blankCell()));
    }

    @Test
    void aColourTableIsZeroExactlyOnItsAbstractGoalsAndChangesByAtMostOnePerPush() {
        SplittableRandom random = new SplittableRandom(29);
        Target target = Target.rollDice(5, random);
        PushDatabases databases = PushDatabases.build(target);
        GridMoves grid = new GridMoves(5);
        Board board = Board.random(5, random);
        byte[] cells = board.cells();
        int blank = board.blankCell();
        for (int step = 0; step < 2_000; step++) {
            int[] sources = grid.sources(blank, Metric.PUSH);
            int source = sources[random.nextInt(sources.length)];
            int[] before = colourDistances(databases, cells, blank);
            grid.apply(cells, blank, source);
            blank = source;
            int[] after = colourDistances(databases, cells, blank);
            for (int code = 1; code < before.length; code++) {
                assertThat(Math.abs(after[code] - before[code])).isLessThanOrEqualTo(1);
            }
        }
        assertThat(databases.colour(1).maximum()).isBetween(1, 30);
    }

    /** Each colour's table value at a position (the tables are consistent: a push changes each by at most one). */
    private static int[] colourDistances(PushDatabases databases, byte[] cells, int blank) {
        int[] distances = new int[TileColor.values().length + 1];
        long[] rank = new long[distances.length];
        int[] seen = new int[distances.length];
        for (int cell = 0; cell < cells.length; cell++) {
            int code = cells[cell];
            if (code != 0) {
                rank[code] += databases.colour(code).rankTerm(cell, seen[code]++);
            }
        }
        for (int code = 1; code < distances.length; code++) {
            distances[code] = databases.colour(code).distance(rank[code], blank);
        }
        return distances;
    }
}
