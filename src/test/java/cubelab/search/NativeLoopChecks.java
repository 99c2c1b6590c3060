package cubelab.search;

import static org.assertj.core.api.Assertions.assertThat;

import cubelab.model.CubieCube;
import cubelab.model.FaceTurn;
import cubelab.model.MovePruning;
import cubelab.model.RandomStateScrambler;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;

/** What every native search loop owes its Java loop: the same solutions from the same nodes. */
final class NativeLoopChecks {

    private NativeLoopChecks() {
    }

    /**
     * The native loop of {@code natively} and the Java loop of {@code inJava} (the same heuristic)
     * find the same first solution from the same nodes and the same set of all optimal solutions,
     * each of which solves {@code cube} and is canonical.
     */
    static void assertSameSolutions(Heuristic natively, Heuristic inJava, CubieCube cube) throws InterruptedException {
        // one thread each: with more, the last iteration's count depends on when the workers stop
        SearchResult first = new IdaStar(natively, 1).solve(cube, SearchOptions.defaults());
        SearchResult firstInJava = new IdaStar(inJava, 1).solve(cube, SearchOptions.defaults());
        assertThat(first.solution()).isEqualTo(firstInJava.solution());
        assertThat(first.nodes()).isPositive().isEqualTo(firstInJava.nodes());
        IdaStarTest.assertReplaysToSolved(cube, first.solution());
        SearchOptions all = SearchOptions.defaults().withAllSolutions(true);
        List<List<FaceTurn>> every = new IdaStar(natively, 2).solve(cube, all).solutions();
        assertThat(every).isNotEmpty().isEqualTo(new IdaStar(inJava, 2).solve(cube, all).solutions());
        for (List<FaceTurn> solution : every) {
            assertThat(cube.apply(solution).isSolved()).as("%s solves the cube", solution).isTrue();
            assertThat(MovePruning.isCanonical(solution)).isTrue();
        }
    }

    /**
     * The children of nodes a few random turns from random states, estimated by the native loop's
     * reads ({@code natively}, as the first moves' expansion asks for them) and by the Java loop
     * ({@code inJava}), at every budget from 1 to one above the largest estimate: a child is kept by
     * both or by neither; a kept child has the same estimate and the same state (all but the scratch
     * ints at the end); a cut one's estimate is above the budget either way.
     */
    static void assertSameChildren(Heuristic natively, Heuristic inJava, SplittableRandom random, int trials) {
        int width = natively.stateWidth();
        int[] turns = new int[FaceTurn.COUNT];
        for (int turn = 0; turn < FaceTurn.COUNT; turn++) {
            turns[turn] = turn;
        }
        RandomStateScrambler scrambler = new RandomStateScrambler(random);
        int kept = 0;
        for (int trial = 0; trial < trials; trial++) {
            CubieCube cube = scrambler.next();
            for (int walk = 0; walk < 4; walk++) {
                int[] parent = new int[width * (1 + FaceTurn.COUNT)];
                natively.encode(cube, parent, 0);
                int largest = 0;
                for (int budget = 1; budget <= largest + 1; budget++) {
                    int[] nativeStates = parent.clone();
                    int[] javaStates = parent.clone();
                    int[] nativeEstimates = new int[FaceTurn.COUNT];
                    int[] javaEstimates = new int[FaceTurn.COUNT];
                    natively.children(nativeStates, 0, width, turns, turns.length, budget, nativeEstimates);
                    inJava.children(javaStates, 0, width, turns, turns.length, budget, javaEstimates);
                    for (int i = 0; i < turns.length; i++) {
                        String child = String.format("%s, turn %d, budget %d", cube, i, budget);
                        largest = Math.max(largest, javaEstimates[i]);
                        assertThat(nativeEstimates[i] <= budget).as(child).isEqualTo(javaEstimates[i] <= budget);
                        if (javaEstimates[i] <= budget) {
                            kept++;
                            assertThat(nativeEstimates[i]).as(child).isEqualTo(javaEstimates[i]);
                            int at = width * (1 + i);
                            assertThat(Arrays.copyOfRange(nativeStates, at, at + width - CosetHeuristic.SCRATCH)).as(child)
                                    .isEqualTo(Arrays.copyOfRange(javaStates, at, at + width - CosetHeuristic.SCRATCH));
                        }
                    }
                }
                cube = cube.apply(FaceTurn.of(random.nextInt(FaceTurn.COUNT)));
            }
        }
        assertThat(kept).as("children kept").isGreaterThan(trials * 18);
    }
}
