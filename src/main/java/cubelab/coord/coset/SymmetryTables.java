package cubelab.coord.coset;

import cubelab.model.CubieCube;
import cubelab.model.FaceTurn;

/**
 * What every set of cube symmetries needs once its conjugation is known: the face turn each
 * turn becomes, and the symmetry that undoes each. Immutable.
 */
public final class SymmetryTables {

    /** A numbered set of symmetries: the cube seen through symmetry s. */
    @FunctionalInterface
    public interface Conjugation {
        CubieCube conjugate(int s, CubieCube cube);
    }

    private final int[][] turnImage;
    private final int[] inverse;

    public SymmetryTables(int count, Conjugation conjugation) {
        turnImage = new int[count][FaceTurn.COUNT];
        inverse = new int[count];
        for (int s = 0; s < count; s++) {
            for (int turn = 0; turn < FaceTurn.COUNT; turn++) {
                turnImage[s][turn] = faceTurnOf(conjugation.conjugate(s, CubieCube.of(FaceTurn.of(turn))));
            }
        }
        // a cube no symmetry fixes tells the maps apart
        CubieCube probe = CubieCube.SOLVED.apply(FaceTurn.of(0)).apply(FaceTurn.of(4)).apply(FaceTurn.of(8))
                .apply(FaceTurn.of(10)).apply(FaceTurn.of(15));
        for (int s = 0; s < count; s++) {
            for (int t = 0; t < count; t++) {
                if (conjugation.conjugate(t, conjugation.conjugate(s, probe)).equals(probe)) {
                    inverse[s] = t;
                }
            }
        }
    }

    /** The face turn that {@code turn} becomes under symmetry {@code s}. */
    public int turnImage(int s, int turn) {
        return turnImage[s][turn];
    }

    /** The symmetry that undoes {@code s}. */
    public int inverse(int s) {
        return inverse[s];
    }

    private static int faceTurnOf(CubieCube cube) {
        for (int turn = 0; turn < FaceTurn.COUNT; turn++) {
            if (CubieCube.of(FaceTurn.of(turn)).equals(cube)) {
                return turn;
            }
        }
        throw new AssertionError("a symmetry maps a face turn to " + cube);
    }
}
