package cubelab.race.heuristic;

import static org.assertj.core.api.Assertions.assertThat;

import cubelab.race.board.Board;
import cubelab.race.board.GridMoves;
import cubelab.race.board.Metric;
import cubelab.race.board.Scramblers;
import cubelab.race.board.Target;
import cubelab.race.board.TileColor;
import cubelab.race.solve.ExactDistances;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The per-colour tables in both metrics: admissible against exact breadth-first distances (every
 * 3×3 position, and 5×5 boards a few moves from the goal), zero exactly at the goal, consistent, at
 * least as strong as the eviction bound they extend, and shared through the cache.
 */
@Tag("heavy")
class ColourDatabasesTest {

    @ParameterizedTest
    @EnumSource(Metric.class)
    void neverOverestimatesOnAnyThreeByThreePositionAndIsZeroExactlyAtTheGoal(Metric metric) {
        Board board = Board.parse("WWY/YOR/GB.");
        for (String centre : new String[] {"W", "B", "Y"}) {
            Target target = Target.parse(centre);
            ColourDatabases databases = ColourDatabases.build(target, metric);
            assertThat(databases.available()).isTrue();
            TileHeuristic heuristic = databases.heuristic();
            Map<String, Integer> exact = ExactDistances.allFrom(board, target, metric);
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
            ColourDatabases databases = ColourDatabases.build(target, Metric.PUSH);
            assertThat(databases.available()).isTrue();
            TileHeuristic push = databases.heuristic();
            for (int sample = 0; sample < 6; sample++) {
                Board board = Scramblers.randomWalk(target, 2 + random.nextInt(5), random);
                int pushes = ExactDistances.of(board, target, Metric.PUSH);
                int h = push.estimate(board.cells(), board.blankCell());
                assertThat(h).as("%s for %s", board, target).isLessThanOrEqualTo(pushes);
                assertThat(h == 0).isEqualTo(pushes == 0);
                if (sample == 0) {
                    int tiles = ExactDistances.of(board, target, Metric.TILE);
                    assertThat(ColourDatabases.build(target, Metric.TILE).heuristic()
                            .estimate(board.cells(), board.blankCell())).isLessThanOrEqualTo(tiles);
                    assertThat(h).isLessThanOrEqualTo(tiles);
                }
                checked++;
            }
        }
        assertThat(checked).isEqualTo(48);
    }

    @ParameterizedTest
    @EnumSource(Metric.class)
    void dominatesTheEvictionBoundAndIsStrongerOnRandomBoards(Metric metric) {
        SplittableRandom random = new SplittableRandom(23);
        long tables = 0;
        long eviction = 0;
        for (int targets = 0; targets < 10; targets++) {
            Target target = Target.rollDice(5, random);
            TileHeuristic withTables = ColourDatabases.build(target, metric).heuristic();
            TileHeuristic evictionOnly = RaceHeuristicKind.EVICTION.create(target, metric);
            for (int sample = 0; sample < 20; sample++) {
                Board board = Board.random(5, random);
                int strong = withTables.estimate(board.cells(), board.blankCell());
                int weak = evictionOnly.estimate(board.cells(), board.blankCell());
                assertThat(strong).isGreaterThanOrEqualTo(weak);
                tables += strong;
                eviction += weak;
            }
        }
        // on random boards the tables' bound is about twice the eviction bound's push form, and in the
        // tile metric they add the blank's trips that the summed steps cannot see
        assertThat(tables).isGreaterThan(metric == Metric.PUSH ? eviction * 3 / 2 : eviction * 21 / 20);
    }

    @ParameterizedTest
    @EnumSource(Metric.class)
    void largerBoardsHaveNoTablesAndFallBackToEviction(Metric metric) {
        SplittableRandom random = new SplittableRandom(3);
        Target target = Target.rollDice(7, random);
        ColourDatabases databases = ColourDatabases.build(target, metric);
        assertThat(databases.available()).isFalse();
        Board board = Board.random(7, random);
        assertThat(databases.heuristic().estimate(board.cells(), board.blankCell()))
                .isEqualTo(RaceHeuristicKind.EVICTION.create(target, metric).estimate(board.cells(),
                        board.blankCell()));
    }

    @ParameterizedTest
    @EnumSource(Metric.class)
    void aColourTableChangesByAtMostOnePerMove(Metric metric) {
        SplittableRandom random = new SplittableRandom(29);
        Target target = Target.rollDice(5, random);
        ColourDatabases databases = ColourDatabases.build(target, metric);
        GridMoves grid = new GridMoves(5);
        Board board = Board.random(5, random);
        byte[] cells = board.cells();
        int blank = board.blankCell();
        for (int step = 0; step < 2_000; step++) {
            int[] sources = grid.sources(blank, metric);
            int source = sources[random.nextInt(sources.length)];
            int[] before = colourDistances(databases, cells, blank);
            grid.apply(cells, blank, source);
            blank = source;
            int[] after = colourDistances(databases, cells, blank);
            for (int code = 1; code < before.length; code++) {
                assertThat(Math.abs(after[code] - before[code])).isLessThanOrEqualTo(1);
            }
        }
        // the abstraction's diameter: pushes cover several cells, slides one
        assertThat(databases.colour(1).maximum()).isBetween(1, metric == Metric.PUSH ? 30 : 60);
    }

    @ParameterizedTest
    @EnumSource(Metric.class)
    void theBoundFollowingASearchsMovesIsTheBoundOfEachPositionReadAfresh(Metric metric) {
        SplittableRandom random = new SplittableRandom(37);
        Target target = Target.parse("WRY/OBY/GYY");
        ColourDatabases databases = ColourDatabases.build(target, metric);
        FollowingHeuristic following = (FollowingHeuristic) databases.heuristic();
        TileHeuristic fresh = databases.heuristic();
        GridMoves grid = new GridMoves(5);
        Board board = Board.random(5, random);
        byte[] cells = board.cells();
        int blank = board.blankCell();
        following.follow(cells, blank);
        for (int step = 0; step < 3_000; step++) {
            int[] sources = grid.sources(blank, metric);
            int source = sources[random.nextInt(sources.length)];
            grid.apply(cells, blank, source);
            following.moved(cells, blank, source);
            blank = source;
            assertThat(following.bound(blank)).as("step %d", step).isEqualTo(fresh.estimate(cells, blank));
        }
    }

    @Test
    void theEvictionStepsInATableAreTheEvictionBoundsShareForEveryPlacement() {
        SplittableRandom random = new SplittableRandom(31);
        Target target = Target.rollDice(5, random);
        ColourDatabases databases = ColourDatabases.build(target, Metric.TILE);
        TileHeuristic eviction = RaceHeuristicKind.EVICTION.create(target, Metric.TILE);
        for (int sample = 0; sample < 300; sample++) {
            Board board = Board.random(5, random);
            if (board.satisfies(target)) {
                continue;
            }
            byte[] cells = board.cells();
            long[] cellsOfColour = cellsOfColour(cells);
            int steps = 0;
            for (int code = 1; code < cellsOfColour.length; code++) {
                steps += databases.steps(code, cellsOfColour[code]);
            }
            assertThat(steps).isEqualTo(eviction.estimate(cells, board.blankCell()));
        }
    }

    @Test
    void theCacheSharesATableBetweenColoursAndTargetsWantingTheSameCellsOrTheirImages() {
        ColourDatabaseCache cache = new ColourDatabaseCache();
        // W wants the top-left and the middle centre cells in both targets; Y wants two cells in a row
        // in the first and an L of three in the second; O wants the top row's right pair in the
        // second, an image of the first's yellow pair
        ColourDatabases first = ColourDatabases.build(Target.parse("WYY/OWR/GBG"), Metric.TILE, cache);
        ColourDatabases second = ColourDatabases.build(Target.parse("WOO/RWY/BYY"), Metric.TILE, cache);
        assertThat(second.colour(TileColor.WHITE.code())).isSameAs(first.colour(TileColor.WHITE.code()));
        assertThat(second.colour(TileColor.YELLOW.code())).isNotSameAs(first.colour(TileColor.YELLOW.code()));
        assertThat(second.colour(TileColor.ORANGE.code())).isSameAs(first.colour(TileColor.YELLOW.code()));
        // a new metric is a new table
        assertThat(ColourDatabases.build(Target.parse("WYY/OWR/GBG"), Metric.PUSH, cache).colour(TileColor.WHITE.code()))
                .isNotSameAs(first.colour(TileColor.WHITE.code()));
    }

    @Test
    void preparingSearchesTheFiftyOneTablesThatCoverEveryFiveByFiveTarget() {
        ColourDatabaseCache cache = new ColourDatabaseCache();
        cache.prepare(5, Metric.TILE);
        // the subsets of the 3×3 centre of at most four cells, up to rotation and reflection: 1 + 3 + 8 + 16 + 23
        assertThat(cache.size()).isEqualTo(51);
        SplittableRandom random = new SplittableRandom(5);
        for (int game = 0; game < 20; game++) {
            ColourDatabases.build(Target.rollDice(5, random), Metric.TILE, cache);
        }
        assertThat(cache.size()).isEqualTo(51);
        cache.prepare(7, Metric.TILE); // no tables on 7×7
        assertThat(cache.size()).isEqualTo(51);
    }

    @ParameterizedTest
    @EnumSource(Metric.class)
    void aTableReadThroughASymmetryIsTheTableSearchedForItsKey(Metric metric) {
        // yellow wants an L of three centre cells, which is not the smallest of its eight images
        Target target = Target.parse("WRY/OBY/GYY");
        ColourDatabaseCache cache = new ColourDatabaseCache();
        ColourDatabases databases = ColourDatabases.build(target, metric, cache);
        int yellow = TileColor.YELLOW.code();
        assertThat(databases.toTable(yellow)).isNotEqualTo(GridSymmetries.of(5)[0]);
        ColourDatabase searched = ColourDatabase.build(ColourDatabase.Key.of(target, yellow, metric), new PlacementRank(25));
        for (int a = 0; a < 25; a++) {
            for (int b = a + 1; b < 25; b++) {
                for (int c = b + 1; c < 25; c++) {
                    for (int d = c + 1; d < 25; d++) {
                        long cells = 1L << a | 1L << b | 1L << c | 1L << d;
                        int rank = searched.rank(cells);
                        assertThat(databases.steps(yellow, cells)).isEqualTo(searched.steps(rank));
                        for (int blank = 0; blank < 25; blank++) {
                            assertThat(databases.distance(yellow, cells, blank)).isEqualTo(searched.distance(rank, blank));
                        }
                    }
                }
            }
        }
    }

    /** Each colour's table value at a position (the tables are consistent: a move changes each by at most one). */
    private static int[] colourDistances(ColourDatabases databases, byte[] cells, int blank) {
        long[] cellsOfColour = cellsOfColour(cells);
        int[] distances = new int[cellsOfColour.length];
        for (int code = 1; code < distances.length; code++) {
            distances[code] = databases.distance(code, cellsOfColour[code], blank);
        }
        return distances;
    }

    /** Per colour code, its cells as a bit set. */
    private static long[] cellsOfColour(byte[] cells) {
        long[] sets = new long[TileColor.values().length + 1];
        for (int cell = 0; cell < cells.length; cell++) {
            sets[cells[cell]] |= 1L << cell;
        }
        return sets;
    }
}
