package cubelab.search;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import cubelab.coord.CornerPermutationCoordinate;
import cubelab.coord.CornerTwistCoordinate;
import cubelab.model.CubieCube;
import cubelab.model.FaceletCube;
import cubelab.model.FaceTurn;
import cubelab.model.RandomMoveScrambler;
import cubelab.model.RandomStateScrambler;
import cubelab.notation.Algorithm;
import cubelab.search.twophase.TwoPhaseSolver;
import cubelab.tables.BuildListener;
import cubelab.tables.PatternDatabase;
import cubelab.tables.TableStore;
import cubelab.tables.PatternDatabaseSet;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/** The full Korf tier (loaded from, or built into, the default table directory). */
@Tag("slow")
class KorfSolverSlowTest {

    private static List<PatternDatabase> korfTables;
    private static PatternDatabaseHeuristic korf;

    @BeforeAll
    static void loadTables() throws Exception {
        korfTables = new TableStore(TableStore.defaultDirectory())
                .loadOrBuild(PatternDatabaseSet.KORF, 2, BuildListener.NONE, message -> { });
        korf = PatternDatabaseHeuristic.korf(korfTables);
    }

    @Test
    void randomThirteenToFifteenMoveScramblesAreSolvedOptimally() throws Exception {
        IdaStar search = new IdaStar(korf, 2);
        TwoPhaseSolver twoPhase = TwoPhaseSolver.create();
        RandomMoveScrambler scrambler = new RandomMoveScrambler(new SplittableRandom(2026));
        for (int length = 13; length <= 15; length++) {
            for (int trial = 0; trial < 2; trial++) {
                List<FaceTurn> scramble = scrambler.next(length);
                CubieCube cube = CubieCube.SOLVED.apply(scramble);
                SearchResult result = search.solve(cube, SearchOptions.defaults());
                assertThat(result.solved()).isTrue();
                IdaStarTest.assertReplaysToSolved(cube, result.solution());
                assertThat(result.depth()).isLessThanOrEqualTo(length);
                // optimal: every bound below the answer was searched completely
                assertThat(result.iterations()).allMatch(i -> i.bound() == result.depth() || i.complete());
                // the two-phase upper bound gives the same length, proven the same way
                SearchResult bounded;
                try (TwoPhaseUpperBound known = TwoPhaseUpperBound.find(twoPhase, cube)) {
                    bounded = search.solve(cube, known.applyTo(SearchOptions.defaults()));
                }
                assertThat(bounded.depth()).isEqualTo(result.depth());
                IdaStarTest.assertReplaysToSolved(cube, bounded.solution());
                assertThat(bounded.iterations()).allMatch(i -> i.bound() == bounded.depth() || i.complete());
            }
        }
    }

    @Test
    void foldedCornerTableGivesTheFullTablesDistanceForEveryState() {
        PatternDatabase corners = korfTables.stream().filter(table -> table.spec().isCorners()).findFirst().orElseThrow();
        long mismatches = 0;
        for (int permutation = 0; permutation < CornerPermutationCoordinate.SIZE; permutation++) {
            for (int twist = 0; twist < CornerTwistCoordinate.SIZE; twist++) {
                if (korf.cornerDistance(permutation, twist)
                        != corners.distance(permutation * CornerTwistCoordinate.SIZE + twist)) {
                    mismatches++;
                }
            }
        }
        assertThat(mismatches).isZero();
    }

    /** The count measured before the corner table was folded and the loop unrolled (bench --depth 14 --seed 1). */
    @Test
    void depthFourteenIterationCountsTheRecordedNodes() throws Exception {
        CubieCube cube = FaceletCube.parse("LLUUUURRDFLRFRFBFLBDRDFLFRLLUUBDRRFDDBDDLLURUBBBDBBFUF").toCubieCube();
        SearchResult.Iteration iteration = new IdaStar(korf, 2).iteration(cube, 14, SearchOptions.defaults());
        assertThat(iteration.complete()).isTrue();
        assertThat(iteration.nodes()).isEqualTo(48_516_603L);
    }

    @Test
    void completeIterationCountIsTheSameOnOneAndTwoThreads() throws Exception {
        CubieCube cube = new RandomStateScrambler(new SplittableRandom(4)).next();
        long one = new IdaStar(korf, 1).iteration(cube, 13, SearchOptions.defaults()).nodes();
        long two = new IdaStar(korf, 2).iteration(cube, 13, SearchOptions.defaults()).nodes();
        assertThat(two).isEqualTo(one).isPositive();
    }

    /**
     * Superflip is 20: proving it means exhausting depth 19 (about 10^14 nodes with Korf's
     * tables), hours even at full speed, so it runs only with -Dcubelab.verySlow=true.
     */
    @Test
    void superflipNeedsTwenty() throws Exception {
        assumeTrue(Boolean.getBoolean("cubelab.verySlow"), "set -Dcubelab.verySlow=true: takes hours");
        SearchResult result = new IdaStar(korf, Runtime.getRuntime().availableProcessors())
                .solve(IdaStarTest.superflip(), SearchOptions.defaults());
        assertThat(result.depth()).isEqualTo(20);
        IdaStarTest.assertReplaysToSolved(IdaStarTest.superflip(), result.solution());
    }

    @Test
    void aKnownTwentyMoveSuperflipSolutionReplays() {
        IdaStarTest.assertReplaysToSolved(IdaStarTest.superflip(),
                Algorithm.parse("U R2 F B R B2 R U2 L B2 R U' D' R2 F R' L B2 U2 F2"));
    }

    private static List<FaceTurn> turns(String algorithm) {
        return Algorithm.parse(algorithm).moves().stream().map(FaceTurn::of).toList();
    }
}
