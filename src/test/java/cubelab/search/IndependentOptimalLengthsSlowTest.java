package cubelab.search;

import static org.assertj.core.api.Assertions.assertThat;

import cubelab.model.CubieCube;
import cubelab.search.twophase.TwoPhaseSolver;
import cubelab.tables.BuildListener;
import cubelab.tables.TableStore;
import cubelab.tables.PatternDatabaseSet;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Korf's tier finds the optimal lengths that H48 and vcube found for nissy-core's 16-move
 * benchmark scrambles (a few of them: each proof exhausts depth 15, tens of seconds).
 */
@Tag("slow")
class IndependentOptimalLengthsSlowTest {

    @Test
    void korfFindsTheIndependentlyKnownLengthOfSixteenMoveScrambles() throws Exception {
        PatternDatabaseHeuristic korf = PatternDatabaseHeuristic.korf(new TableStore(TableStore.defaultDirectory())
                .loadOrBuild(PatternDatabaseSet.KORF, 2, BuildListener.NONE, message -> { }));
        IdaStar search = new IdaStar(korf, 2);
        TwoPhaseSolver twoPhase = TwoPhaseSolver.create();
        List<IndependentOptimalLengths> sixteen = IndependentOptimalLengths.all().stream()
                .filter(known -> known.length() == 16).limit(3).toList();
        assertThat(sixteen).hasSize(3);
        for (IndependentOptimalLengths known : sixteen) {
            CubieCube cube = known.cube();
            SearchResult result;
            try (TwoPhaseUpperBound bound = TwoPhaseUpperBound.find(twoPhase, cube)) {
                result = search.solve(cube, bound.applyTo(SearchOptions.defaults()));
            }
            assertThat(result.depth()).as(known.scramble().toString()).isEqualTo(known.length());
            IdaStarTest.assertReplaysToSolved(cube, result.solution());
            // optimal: every bound below the answer was searched completely
            assertThat(result.iterations()).allMatch(i -> i.bound() == result.depth() || i.complete());
        }
    }
}
