package cubelab.model;

import java.util.random.RandomGenerator;

/**
 * Draws cubes uniformly from all 43,252,003,274,489,856,000 reachable states (WCA regulation
 * 4b3): uniform corner and edge permutations of equal parity, uniform twists and flips with the
 * last one fixed by the others, and a redraw of any state less than two moves from solved.
 */
public final class RandomStateScrambler {

    private final RandomGenerator random;

    /** Uses the given generator; seed it for reproducible scrambles. */
    public RandomStateScrambler(RandomGenerator random) {
        this.random = random;
    }

    public CubieCube next() {
        while (true) {
            CubieCube cube = draw();
            if (!isWithinOneMove(cube)) {
                return cube;
            }
        }
    }

    private CubieCube draw() {
        int[] corners = shuffledIdentity(Corner.COUNT);
        int[] edges = shuffledIdentity(Edge.COUNT);
        if (CubieCube.parity(corners) != CubieCube.parity(edges)) {
            // a transposition flips the parity; each parity class stays uniform
            int swap = edges[0];
            edges[0] = edges[1];
            edges[1] = swap;
        }
        int[] twists = new int[Corner.COUNT];
        int twistSum = 0;
        for (int i = 0; i < Corner.COUNT - 1; i++) {
            twists[i] = random.nextInt(3);
            twistSum += twists[i];
        }
        twists[Corner.COUNT - 1] = (3 - twistSum % 3) % 3;
        int[] flips = new int[Edge.COUNT];
        int flipSum = 0;
        for (int i = 0; i < Edge.COUNT - 1; i++) {
            flips[i] = random.nextInt(2);
            flipSum += flips[i];
        }
        flips[Edge.COUNT - 1] = flipSum % 2;
        return CubieCube.of(corners, twists, edges, flips);
    }

    private static boolean isWithinOneMove(CubieCube cube) {
        if (cube.isSolved()) {
            return true;
        }
        for (FaceTurn turn : FaceTurn.values()) {
            if (cube.equals(CubieCube.of(turn))) {
                return true;
            }
        }
        return false;
    }

    private int[] shuffledIdentity(int size) {
        int[] values = new int[size];
        for (int i = 0; i < size; i++) {
            values[i] = i;
        }
        for (int i = size - 1; i > 0; i--) {
            int j = random.nextInt(i + 1);
            int swap = values[i];
            values[i] = values[j];
            values[j] = swap;
        }
        return values;
    }

}
