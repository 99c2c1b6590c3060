package cubelab.search;

import static org.assertj.core.api.Assertions.assertThat;

import cubelab.model.CubieCube;
import cubelab.model.RandomMoveScrambler;
import java.util.Arrays;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The first moves' expansion finds the subtree roots and counts of estimating one child at a
 * time, and so does an expansion that takes an earlier bound's estimates, or shares the work out
 * to threads.
 */
class PrefixExpansionTest {

    private static final int SPLIT = IdaStarIteration.SPLIT_DEPTH;

    private static void assertSame(PrefixExpansion actual, PrefixExpansion expected, int bound) {
        assertThat(actual.tasks()).as("bound %d", bound).hasSameSizeAs(expected.tasks());
        for (int i = 0; i < actual.tasks().size(); i++) {
            assertThat(actual.tasks().get(i).code()).isEqualTo(expected.tasks().get(i).code());
            assertThat(actual.tasks().get(i).lastFace()).isEqualTo(expected.tasks().get(i).lastFace());
            assertThat(actual.tasks().get(i).turns()).containsExactly(expected.tasks().get(i).turns());
            // the coset heuristic's scratch ints hold the last read of whichever loop estimated the node
            int[] state = expected.tasks().get(i).state();
            assertThat(Arrays.copyOf(actual.tasks().get(i).state(), state.length - CosetHeuristic.SCRATCH))
                    .containsExactly(Arrays.copyOf(state, state.length - CosetHeuristic.SCRATCH));
        }
        assertThat(actual.nodesAtDepth()).containsExactly(expected.nodesAtDepth());
        assertThat(actual.everyPrefixKept()).isEqualTo(expected.everyPrefixKept());
    }

    @Test
    void rootsAndCountsAreThoseOfOneChildAtATimeAndOfExpandingAfresh() throws Exception {
        Heuristic coset = SmallCosetTable.heuristic();
        Heuristic oneAtATime = new OneChildAtATime(coset);
        RandomMoveScrambler scrambler = new RandomMoveScrambler(new SplittableRandom(91));
        int tasks = 0;
        int cutBounds = 0;
        int takenOver = 0;
        for (int trial = 0; trial < 3; trial++) {
            CubieCube cube = CubieCube.SOLVED.apply(scrambler.next(12));
            int[] root = new int[coset.stateWidth()];
            coset.encode(cube, root, 0);
            PrefixExpansion earlier = null;
            for (int bound = coset.estimate(root, 0); bound <= 11; bound++) {
                PrefixExpansion fresh = PrefixExpansion.expand(coset, root, bound, SPLIT, null, 1);
                assertSame(fresh, PrefixExpansion.expand(oneAtATime, root, bound, SPLIT, null, 1), bound);
                for (int threads = 2; threads <= 3; threads++) {
                    assertSame(PrefixExpansion.expand(coset, root, bound, SPLIT, null, threads), fresh, bound);
                }
                if (earlier != null) {
                    assertSame(PrefixExpansion.expand(coset, root, bound, SPLIT, earlier, 1), fresh, bound);
                    assertSame(PrefixExpansion.expand(coset, root, bound, SPLIT, earlier, 2), fresh, bound);
                    takenOver++;
                }
                tasks += fresh.tasks().size();
                cutBounds += fresh.everyPrefixKept() ? 0 : 1;
                earlier = fresh;
            }
        }
        assertThat(tasks).as("subtree roots compared").isPositive();
        assertThat(cutBounds).as("bounds where estimates cut prefixes").isPositive();
        assertThat(takenOver).as("expansions that took an earlier bound's estimates").isPositive();
    }

    @Test
    void anotherRootsEstimatesAreNotTaken() throws Exception {
        Heuristic coset = SmallCosetTable.heuristic();
        RandomMoveScrambler scrambler = new RandomMoveScrambler(new SplittableRandom(92));
        int[] first = new int[coset.stateWidth()];
        coset.encode(CubieCube.SOLVED.apply(scrambler.next(12)), first, 0);
        int[] second = new int[coset.stateWidth()];
        coset.encode(CubieCube.SOLVED.apply(scrambler.next(12)), second, 0);
        PrefixExpansion ofFirst = PrefixExpansion.expand(coset, first, 10, SPLIT, null, 1);
        assertSame(PrefixExpansion.expand(coset, second, 11, SPLIT, ofFirst, 1),
                PrefixExpansion.expand(coset, second, 11, SPLIT, null, 1), 11);
    }

    /** A heuristic that estimates children one at a time (the interface's default). */
    private record OneChildAtATime(Heuristic inner) implements Heuristic {
        @Override
        public String name() {
            return inner.name();
        }

        @Override
        public int stateWidth() {
            return inner.stateWidth();
        }

        @Override
        public void encode(CubieCube cube, int[] states, int offset) {
            inner.encode(cube, states, offset);
        }

        @Override
        public int child(int[] states, int from, int to, int turn, int budget) {
            return inner.child(states, from, to, turn, budget);
        }

        @Override
        public int excludedTurns(int[] states, int offset, int remaining) {
            return inner.excludedTurns(states, offset, remaining);
        }

        @Override
        public int estimate(int[] states, int offset) {
            return inner.estimate(states, offset);
        }

        @Override
        public boolean isSolved(int[] states, int offset) {
            return inner.isSolved(states, offset);
        }
    }
}
