package cubelab.model;

import java.util.ArrayList;
import java.util.List;
import java.util.random.RandomGenerator;

/**
 * Random sequences of face turns that obey the solver's {@link MovePruning}, the way Korf made his
 * test cubes (100 random moves): no face twice in a row, and two opposite faces in a row only in
 * one order (U before D, R before L, F before B), so no scramble wastes moves. Each step picks
 * uniformly among the turns allowed after the previous one.
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
        int previousFace = MovePruning.NO_FACE;
        for (int i = 0; i < length; i++) {
            int face;
            do {
                face = random.nextInt(6);
            } while (!MovePruning.allowed(previousFace, face));
            turns.add(FaceTurn.of(Face.of(face), 1 + random.nextInt(3)));
            previousFace = face;
        }
        return turns;
    }
}
