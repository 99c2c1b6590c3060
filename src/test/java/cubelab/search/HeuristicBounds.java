package cubelab.search;

import static org.assertj.core.api.Assertions.assertThat;

import cubelab.model.CubieCube;
import cubelab.model.FaceTurn;
import cubelab.model.RandomStateScrambler;
import java.util.List;
import java.util.SplittableRandom;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Tuple;

/** The checks of a heuristic's bounds that the property tests share. */
final class HeuristicBounds {

    private HeuristicBounds() {
    }

    /** The estimate of a cube, from its encoded state. */
    static int estimate(Heuristic heuristic, CubieCube cube) {
        int[] states = new int[heuristic.stateWidth()];
        heuristic.encode(cube, states, 0);
        return heuristic.estimate(states, 0);
    }

    /**
     * Cubes at known distances: h ≤ the exact distance, h = 0 only when solved. Every cube up to
     * three turns away, and every {@code stride}-th of those four turns away.
     */
    static void assertAdmissibleNearSolved(Heuristic heuristic, int stride) {
        int[] highest = new int[NearbyCubeDistances.DEPTH + 1];
        for (int distance = 0; distance <= NearbyCubeDistances.DEPTH; distance++) {
            List<CubieCube> cubes = NearbyCubeDistances.atDistance(distance);
            int step = distance == NearbyCubeDistances.DEPTH ? stride : 1;
            for (int i = 0; i < cubes.size(); i += step) {
                CubieCube cube = cubes.get(i);
                int h = estimate(heuristic, cube);
                assertThat(h).as("%s at distance %d: %s", heuristic.name(), distance, cube).isLessThanOrEqualTo(distance);
                assertThat(h == 0).as("%s is 0 only on the solved cube", heuristic.name()).isEqualTo(distance == 0);
                highest[distance] = Math.max(highest[distance], h);
            }
        }
        // a bound that is not merely zero: the tables know the nearby cubes' distances
        assertThat(highest[NearbyCubeDistances.DEPTH]).isEqualTo(NearbyCubeDistances.DEPTH);
    }

    /** Never above the optimal length that two independent solvers found (lengths 16 to 20). */
    static void assertAtMostIndependentOptimalLengths(Heuristic heuristic) throws Exception {
        List<IndependentOptimalLengths> known = IndependentOptimalLengths.all();
        assertThat(known).hasSize(126);
        for (IndependentOptimalLengths cube : known) {
            assertThat(estimate(heuristic, cube.cube())).as("%s on %s", heuristic.name(), cube.scramble())
                    .isLessThanOrEqualTo(cube.length());
        }
    }

    /** A scramble of n turns leaves the cube at most n turns away: h ≤ n. */
    static void assertAtMostScrambleLength(Heuristic heuristic, List<FaceTurn> scramble) {
        assertThat(estimate(heuristic, CubieCube.SOLVED.apply(scramble))).isLessThanOrEqualTo(scramble.size());
    }

    /** |h(s) − h(s·m)| ≤ 1, and the child's estimate from the parent's state equals its own. */
    static void assertConsistent(Heuristic heuristic, CubieCube cube, FaceTurn turn) {
        int parent = estimate(heuristic, cube);
        int child = assertChildMatchesItsCube(heuristic, cube, turn);
        assertThat(Math.abs(parent - child)).as("%s: h %d, after %s h %d", heuristic.name(), parent, turn, child)
                .isLessThanOrEqualTo(1);
    }

    /** The estimate a search gets for a child (from its parent's state) is the child cube's own; returns it. */
    static int assertChildMatchesItsCube(Heuristic heuristic, CubieCube cube, FaceTurn turn) {
        int width = heuristic.stateWidth();
        int[] states = new int[2 * width];
        heuristic.encode(cube, states, 0);
        int fromParent = heuristic.child(states, 0, width, turn.ordinal(), Integer.MAX_VALUE);
        int own = estimate(heuristic, cube.apply(turn));
        assertThat(fromParent).as("%s after %s", heuristic.name(), turn).isEqualTo(own);
        assertThat(heuristic.estimate(states, width)).isEqualTo(own);
        return own;
    }

    /** Uniformly random cubes, and now and then the solved one. */
    static Arbitrary<CubieCube> cubes() {
        Arbitrary<CubieCube> random = Arbitraries.longs()
                .map(seed -> new RandomStateScrambler(new SplittableRandom(seed)).next());
        return Arbitraries.frequencyOf(Tuple.of(1, Arbitraries.just(CubieCube.SOLVED)), Tuple.of(9, random));
    }
}
