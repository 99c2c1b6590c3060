package cubelab.model;

import java.util.ArrayList;
import java.util.List;
import java.util.random.RandomGenerator;

/**
 * Random sequences of face turns in which no face is turned twice in a row, the way Korf made
 * his test cubes (100 random moves). Each step picks uniformly among the 15 turns allowed.
 */
public final class RandomMoveScrambler {

    private final RandomGenerator random;

    public RandomMoveScrambler(RandomGenerator random) {
        this.random = random;
    }

    public List<FaceTurn> next(int length) {
        if (length < 0) {
            throw new IllegalArgumentException("length must not be negative: " + length);
        }
        List<FaceTurn> turns = new ArrayList<>(length);
        int previousFace = -1;
        for (int i = 0; i < length; i++) {
            int face;
            do {
                face = random.nextInt(6);
            } while (face == previousFace);
            turns.add(FaceTurn.of(Face.of(face), 1 + random.nextInt(3)));
            previousFace = face;
        }
        return turns;
    }
}
