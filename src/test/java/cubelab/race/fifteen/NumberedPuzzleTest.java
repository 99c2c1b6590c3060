package cubelab.race.fifteen;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import cubelab.race.board.GridMoves;
import cubelab.race.board.Metric;
import cubelab.race.board.TileNotationException;
import cubelab.race.search.BreadthFirstSearch;
import cubelab.race.search.IdaStarSearch;
import cubelab.race.search.RaceSearchResult;
import cubelab.race.search.SearchLimits;
import cubelab.race.search.SearchProblem;
import java.util.ArrayDeque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

@Tag("heavy")
class NumberedPuzzleTest {
    private static List<TilePatternDatabase> eightTables;
    private static Map<String, Integer> eightDistances;

    @BeforeAll
    static void buildTablesAndExactDistances() {
        eightTables = PuzzlePatterns.EIGHT_4_4.build();
        eightDistances = new HashMap<>();
        GridMoves grid = new GridMoves(3);
        byte[] goal = NumberedPuzzle.goal(3).cells();
        ArrayDeque<byte[]> queue = new ArrayDeque<>();
        eightDistances.put(java.util.Arrays.toString(goal), 0);
        queue.add(goal);
        while (!queue.isEmpty()) {
            byte[] cells = queue.poll();
            int next = eightDistances.get(java.util.Arrays.toString(cells)) + 1;
            int blank = GridMoves.blankOf(cells);
            for (int source : grid.sources(blank, Metric.TILE)) {
                byte[] child = cells.clone();
                grid.apply(child, blank, source);
                if (eightDistances.putIfAbsent(java.util.Arrays.toString(child), next) == null) {
                    queue.add(child);
                }
            }
        }
    }

    @Test
    void parsesKorfsFormatAndRejectsBadInput() {
        NumberedPuzzle puzzle = NumberedPuzzle.parse("1 0 2 3 4 5 6 7 8");
        assertThat(puzzle.blankCell()).isEqualTo(1);
        assertThat(puzzle.toString()).isEqualTo("1 0 2 3 4 5 6 7 8");
        assertThat(NumberedPuzzle.goal(4).isGoal()).isTrue();
        assertThatThrownBy(() -> NumberedPuzzle.parse("1 0 2 3 x 5 6 7 8"))
                .isInstanceOfSatisfying(TileNotationException.class, e -> assertThat(e.index()).isEqualTo(8));
        assertThatThrownBy(() -> NumberedPuzzle.parse("1 1 2 3 4 5 6 7 0")).hasMessageStartingWith("TILE_NUMBERS:");
        assertThatThrownBy(() -> NumberedPuzzle.parse("0 2 1 3 4 5 6 7 8")).hasMessageStartingWith("PARITY:");
        assertThatThrownBy(() -> NumberedPuzzle.parse("0 1 2 3 4 5 6 7")).hasMessageStartingWith("SIZE:");
    }

    @Test
    void theEightPuzzleHasHalfOfAllPermutationsReachable() {
        assertThat(eightDistances).hasSize(181_440);
        assertThat(eightDistances.values().stream().mapToInt(Integer::intValue).max().orElseThrow()).isEqualTo(31);
    }

    @Test
    void patternDatabasesAreAdmissibleOnEveryEightPuzzlePositionAndDominateManhattan() {
        PuzzleHeuristic tables = PuzzleHeuristic.patternDatabases(eightTables, Metric.TILE);
        PuzzleHeuristic manhattan = PuzzleHeuristic.manhattan(3, Metric.TILE);
        PuzzleHeuristic pushTables = PuzzleHeuristic.patternDatabases(eightTables, Metric.PUSH);
        long sum = 0;
        long manhattanSum = 0;
        for (Map.Entry<String, Integer> entry : eightDistances.entrySet()) {
            byte[] cells = cellsOf(entry.getKey());
            int blank = GridMoves.blankOf(cells);
            int h = tables.estimate(cells, blank);
            int m = manhattan.estimate(cells, blank);
            assertThat(h).isBetween(m, entry.getValue());
            assertThat(pushTables.estimate(cells, blank)).isLessThanOrEqualTo(entry.getValue());
            sum += h;
            manhattanSum += m;
        }
        assertThat(sum).isGreaterThan(manhattanSum);
        assertThat(eightTables).extracting(TilePatternDatabase::entries).containsExactly(3024, 3024); // 9·8·7·6 placements
    }

    /** The mirrored lookup (Felner, Korf & Hanan 2004): still admissible, never below the plain sum, often above. */
    @Test
    void theReflectedLookupIsAdmissibleOnEveryEightPuzzlePositionAndDominatesThePlainSum() {
        PuzzleHeuristic plain = PuzzleHeuristic.patternDatabases(eightTables, Metric.TILE);
        PuzzleHeuristic reflected = PuzzleHeuristic.reflectedPatternDatabases(eightTables, Metric.TILE);
        PuzzleHeuristic reflectedPush = PuzzleHeuristic.reflectedPatternDatabases(eightTables, Metric.PUSH);
        long raised = 0;
        for (Map.Entry<String, Integer> entry : eightDistances.entrySet()) {
            byte[] cells = cellsOf(entry.getKey());
            int blank = GridMoves.blankOf(cells);
            int h = reflected.estimate(cells, blank);
            int p = plain.estimate(cells, blank);
            assertThat(h).isBetween(p, entry.getValue());
            assertThat(reflectedPush.estimate(cells, blank)).isLessThanOrEqualTo(entry.getValue());
            if (h > p) {
                raised++;
            }
        }
        // the 4-4 partition is not its own mirror image, so the mirror often knows more
        assertThat(raised).isGreaterThan(10_000);
    }

    @Test
    void idaStarSolvesEightPuzzlesOptimallyInBothMetrics() {
        SplittableRandom random = new SplittableRandom(3);
        List<String> keys = List.copyOf(eightDistances.keySet());
        for (int sample = 0; sample < 60; sample++) {
            String key = keys.get(random.nextInt(keys.size()));
            NumberedPuzzle puzzle = NumberedPuzzle.ofCells(3, cellsOf(key));
            RaceSearchResult tile = new IdaStarSearch().search(
                    puzzle.problem(PuzzleHeuristic.patternDatabases(eightTables, Metric.TILE), Metric.TILE), SearchLimits.none());
            assertThat(tile.moves()).hasSize(eightDistances.get(key));
            assertThat(puzzle.apply(tile.moves(), Metric.TILE).isGoal()).isTrue();
            if (sample % 4 == 0) {
                SearchProblem push = puzzle.problem(PuzzleHeuristic.patternDatabases(eightTables, Metric.PUSH), Metric.PUSH);
                RaceSearchResult optimal = new IdaStarSearch().search(push, SearchLimits.none());
                RaceSearchResult breadth = new BreadthFirstSearch().search(push, SearchLimits.none());
                assertThat(optimal.moves()).hasSameSizeAs(breadth.moves());
                assertThat(puzzle.apply(optimal.moves(), Metric.PUSH).isGoal()).isTrue();
            }
        }
    }

    @Test
    void solvesTheTenEasiestOfKorfsHundredOptimally() throws Exception {
        List<TilePatternDatabase> tables = PuzzlePatterns.FIFTEEN_4_4_4_3.build();
        for (KorfInstances.Instance instance : KorfInstances.easiest(10)) {
            SearchProblem problem = instance.puzzle().problem(PuzzleHeuristic.patternDatabases(tables, Metric.TILE), Metric.TILE);
            RaceSearchResult result = new IdaStarSearch(0).search(problem, SearchLimits.none());
            assertThat(result.moves()).as("instance %d", instance.id()).hasSize(instance.optimalLength());
            assertThat(instance.puzzle().apply(result.moves(), Metric.TILE).isGoal()).isTrue();
        }
    }

    private static byte[] cellsOf(String key) {
        String[] parts = key.substring(1, key.length() - 1).split(", ");
        byte[] cells = new byte[parts.length];
        for (int i = 0; i < parts.length; i++) {
            cells[i] = Byte.parseByte(parts[i]);
        }
        return cells;
    }
}
