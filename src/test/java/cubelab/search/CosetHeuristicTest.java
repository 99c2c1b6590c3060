package cubelab.search;

import static org.assertj.core.api.Assertions.assertThat;

import cubelab.model.CubieCube;
import cubelab.model.FaceTurn;
import cubelab.model.MovePruning;
import cubelab.model.RandomMoveScrambler;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class CosetHeuristicTest {

    @Test
    void solvesScramblesAtTheSameOptimalLengthsAsThePatternDatabaseTier() throws Exception {
        IdaStar coset = new IdaStar(SmallCosetTable.heuristic(), 2);
        IdaStar reference = new IdaStar(SmallTables.heuristic(), 2);
        RandomMoveScrambler scrambler = new RandomMoveScrambler(new SplittableRandom(61));
        for (int length = 1; length <= 10; length++) {
            for (int trial = 0; trial < 2; trial++) {
                CubieCube cube = CubieCube.SOLVED.apply(scrambler.next(length));
                SearchResult result = coset.solve(cube, SearchOptions.defaults());
                SearchResult expected = reference.solve(cube, SearchOptions.defaults());
                assertThat(result.solved()).isTrue();
                assertThat(result.depth()).as("optimal length of %s", cube).isEqualTo(expected.depth());
                assertThat(CubieCube.SOLVED.equals(cube.apply(result.solutions().get(0)))).isTrue();
                assertThat(MovePruning.isCanonical(result.solutions().get(0))).isTrue();
            }
        }
    }

    @Test
    void findsEveryOptimalSolutionTheReferenceFinds() throws Exception {
        IdaStar coset = new IdaStar(SmallCosetTable.heuristic(), 2);
        IdaStar reference = new IdaStar(SmallTables.heuristic(), 1);
        RandomMoveScrambler scrambler = new RandomMoveScrambler(new SplittableRandom(62));
        for (int trial = 0; trial < 4; trial++) {
            CubieCube cube = CubieCube.SOLVED.apply(scrambler.next(7));
            SearchOptions all = SearchOptions.defaults().withAllSolutions(true);
            List<List<FaceTurn>> found = coset.solve(cube, all).solutions();
            Set<List<FaceTurn>> expected = new HashSet<>(reference.solve(cube, all).solutions());
            assertThat(new HashSet<>(found)).isEqualTo(expected);
            for (List<FaceTurn> solution : found) {
                assertThat(cube.apply(solution).isSolved()).isTrue();
            }
        }
    }

    @Test
    void theBoundIsZeroOnlyWhenSolvedAndNeverAboveAScrambleLength() throws Exception {
        CosetHeuristic heuristic = SmallCosetTable.heuristic();
        int[] state = new int[heuristic.stateWidth()];
        heuristic.encode(CubieCube.SOLVED, state, 0);
        assertThat(heuristic.estimate(state, 0)).isZero();
        assertThat(heuristic.isSolved(state, 0)).isTrue();
        RandomMoveScrambler scrambler = new RandomMoveScrambler(new SplittableRandom(63));
        for (int i = 0; i < 500; i++) {
            List<FaceTurn> turns = scrambler.next(1 + i % 9);
            CubieCube cube = CubieCube.SOLVED.apply(turns);
            heuristic.encode(cube, state, 0);
            assertThat(heuristic.isSolved(state, 0)).isEqualTo(cube.isSolved());
            if (!cube.isSolved()) {
                assertThat(heuristic.estimate(state, 0)).isBetween(1, turns.size());
            }
            // a child reached by a turn carries the same state as the encoded turned cube
            int[] child = new int[2 * heuristic.stateWidth()];
            heuristic.encode(cube, child, 0);
            int turn = i % FaceTurn.COUNT;
            heuristic.child(child, 0, heuristic.stateWidth(), turn, Integer.MAX_VALUE);
            int[] direct = new int[heuristic.stateWidth()];
            heuristic.encode(cube.apply(FaceTurn.of(turn)), direct, 0);
            // both sides (the cube and its inverse: coordinates, pieces, bounds); the last two
            // ints are scratch for table reads
            int width = heuristic.stateWidth();
            assertThat(java.util.Arrays.copyOfRange(child, width, 2 * width - 2))
                    .isEqualTo(java.util.Arrays.copyOf(direct, width - 2));
            // a premove makes the same state as the encoded premoved cube
            heuristic.encode(cube, child, 0);
            heuristic.premoveChildren(child, 0, width, new int[] {turn}, 1, Integer.MAX_VALUE, new int[1]);
            heuristic.encode(CubieCube.of(FaceTurn.of(turn)).multiply(cube), direct, 0);
            assertThat(java.util.Arrays.copyOfRange(child, width, 2 * width - 2))
                    .isEqualTo(java.util.Arrays.copyOf(direct, width - 2));
        }
    }

    @Test
    void theInverseLookupsRaiseTheBoundAndPruneNodesButNotSolutions() throws Exception {
        CosetHeuristic both = SmallCosetTable.heuristic();
        CosetHeuristic forward = SmallCosetTable.forwardOnly();
        RandomMoveScrambler scrambler = new RandomMoveScrambler(new SplittableRandom(64));
        int[] state = new int[both.stateWidth()];
        int[] forwardState = new int[forward.stateWidth()];
        int higher = 0;
        for (int i = 0; i < 300; i++) {
            CubieCube cube = CubieCube.SOLVED.apply(scrambler.next(4 + i % 7));
            both.encode(cube, state, 0);
            forward.encode(cube, forwardState, 0);
            int withInverse = both.estimate(state, 0);
            int without = forward.estimate(forwardState, 0);
            assertThat(withInverse).isGreaterThanOrEqualTo(without);
            // the inverse is as far from solved, and its lookups are the cube's own ones
            both.encode(cube.inverse(), state, 0);
            assertThat(both.estimate(state, 0)).isEqualTo(withInverse);
            higher += withInverse > without ? 1 : 0;
        }
        assertThat(higher).as("positions the inverse's lookups raise").isGreaterThan(30);

        long nodesBoth = 0;
        long nodesForward = 0;
        for (int trial = 0; trial < 4; trial++) {
            CubieCube cube = CubieCube.SOLVED.apply(scrambler.next(8));
            SearchOptions all = SearchOptions.defaults().withAllSolutions(true);
            SearchResult withInverse = new IdaStar(both, 2).solve(cube, all);
            SearchResult without = new IdaStar(forward, 1).solve(cube, all);
            assertThat(new HashSet<>(withInverse.solutions())).isEqualTo(new HashSet<>(without.solutions()));
            for (List<FaceTurn> solution : withInverse.solutions()) {
                assertThat(cube.apply(solution).isSolved()).isTrue();
            }
            nodesBoth += withInverse.nodes();
            nodesForward += without.nodes();
        }
        assertThat(nodesBoth).isLessThan(nodesForward * 3 / 4);
    }

    @Test
    void growingSolutionsAtEitherEndFindsTheSameSolutions() throws Exception {
        CosetHeuristic both = SmallCosetTable.heuristic();
        CosetHeuristic startOnly = both.withoutPremoves();
        assertThat(both.premoves()).isTrue();
        assertThat(startOnly.premoves()).isFalse();
        RandomMoveScrambler scrambler = new RandomMoveScrambler(new SplittableRandom(65));
        for (int trial = 0; trial < 4; trial++) {
            CubieCube cube = CubieCube.SOLVED.apply(scrambler.next(9));
            SearchOptions all = SearchOptions.defaults().withAllSolutions(true);
            SearchResult eitherEnd = new IdaStar(both, 2).solve(cube, all);
            SearchResult fromStart = new IdaStar(startOnly, 1).solve(cube, all);
            assertThat(new HashSet<>(eitherEnd.solutions())).isEqualTo(new HashSet<>(fromStart.solutions()));
            for (List<FaceTurn> solution : eitherEnd.solutions()) {
                assertThat(cube.apply(solution).isSolved()).isTrue();
                assertThat(MovePruning.isCanonical(solution)).isTrue();
            }
        }
    }
}
