package cubelab.race.fifteen;

import static org.assertj.core.api.Assertions.assertThat;

import cubelab.race.board.Metric;
import cubelab.race.search.IdaStarSearch;
import cubelab.race.search.RaceSearchResult;
import cubelab.race.search.SearchLimits;
import cubelab.race.search.SearchProblem;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/** All of Korf's 100 15-puzzle instances solved optimally with the 6-6-3 additive pattern databases and the reflected lookup. */
@Tag("slow")
class KorfHundredSlowTest {
    @Test
    void solvesAllHundredOptimally() throws Exception {
        List<TilePatternDatabase> tables = PuzzlePatterns.FIFTEEN_6_6_3.build();
        long nodes = 0;
        long start = System.nanoTime();
        List<KorfInstances.Instance> instances = KorfInstances.all();
        assertThat(instances).hasSize(100);
        for (KorfInstances.Instance instance : instances) {
            SearchProblem problem = instance.puzzle().problem(PuzzleHeuristic.reflectedPatternDatabases(tables, Metric.TILE), Metric.TILE);
            RaceSearchResult result = new IdaStarSearch(0).search(problem, SearchLimits.none());
            assertThat(result.moves()).as("instance %d", instance.id()).hasSize(instance.optimalLength());
            assertThat(instance.puzzle().apply(result.moves(), Metric.TILE).isGoal()).isTrue();
            nodes += result.expanded();
        }
        System.out.printf("Korf 100 with 6-6-3: %,d nodes expanded, %.1f s search%n", nodes, (System.nanoTime() - start) / 1e9);
    }
}
