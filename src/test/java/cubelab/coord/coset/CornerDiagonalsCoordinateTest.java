package cubelab.coord.coset;

import static org.assertj.core.api.Assertions.assertThat;

import cubelab.model.CubieCube;
import cubelab.model.FaceTurn;
import cubelab.model.RandomStateScrambler;
import java.util.HashSet;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The corners' diagonal pairs as a coset part ({@link CornerPart#DIAGONALS}): a coordinate whose
 * turns and symmetries act on values, that U and D turns and the square's relabellings of a
 * layer's corners leave alone, and whose pieces-form reading agrees with the cube's.
 */
class CornerDiagonalsCoordinateTest {

    private static final CornerPart PART = CornerPart.DIAGONALS;
    private static CosetCoordinates coordinates;

    @BeforeAll
    static void build() {
        coordinates = new CosetCoordinates(PART);
    }

    @Test
    void everyValueRoundTripsThroughACube() {
        Set<Integer> seen = new HashSet<>();
        for (int value = 0; value < CornerDiagonalsCoordinate.SIZE; value++) {
            CubieCube cube = PART.cube(value);
            assertThat(cube.totalTwist()).isZero();
            assertThat(PART.of(cube)).isEqualTo(value);
            seen.add(value);
        }
        assertThat(seen).hasSize(630);
    }

    @Test
    void turnsAndSymmetriesActOnValues() {
        RandomStateScrambler scrambler = new RandomStateScrambler(new SplittableRandom(3));
        for (int i = 0; i < 300; i++) {
            CubieCube cube = scrambler.next();
            int value = PART.of(cube);
            for (int turn = 0; turn < FaceTurn.COUNT; turn++) {
                assertThat(coordinates.cornerSetMove(value, turn)).isEqualTo(PART.of(cube.apply(FaceTurn.of(turn))));
            }
            for (int s = 0; s < UDSymmetries.COUNT; s++) {
                assertThat(coordinates.cornerSetConjugate(s, value)).isEqualTo(PART.of(UDSymmetries.conjugate(s, cube)));
            }
        }
    }

    /** U and D turns are in the subgroup: as premoves they keep every cube's value. */
    @Test
    void upAndDownPremovesKeepTheValue() {
        RandomStateScrambler scrambler = new RandomStateScrambler(new SplittableRandom(4));
        for (int i = 0; i < 200; i++) {
            CubieCube cube = scrambler.next();
            for (FaceTurn turn : new FaceTurn[] {FaceTurn.of(0), FaceTurn.of(1), FaceTurn.of(2), FaceTurn.of(9),
                FaceTurn.of(10), FaceTurn.of(11)}) {
                assertThat(turn.face().name()).isIn("U", "D");
                assertThat(PART.of(CubieCube.of(turn).multiply(cube))).isEqualTo(PART.of(cube));
            }
        }
    }

    /** Swapping a layer's two diagonal pairs, or the two corners of one pair, keeps the value; a corner swapped across pairs does not. */
    @Test
    void theValueIgnoresWhatTheSquaresSymmetriesRelabel() {
        RandomStateScrambler scrambler = new RandomStateScrambler(new SplittableRandom(5));
        int[][] keeping = {{2, 1, 0, 3, 4, 5, 6, 7}, {1, 0, 3, 2, 4, 5, 6, 7}, {0, 1, 2, 3, 5, 4, 7, 6},
            {0, 3, 2, 1, 6, 5, 4, 7}};
        int[] breaking = {1, 0, 2, 3, 4, 5, 6, 7};
        int changed = 0;
        for (int i = 0; i < 200; i++) {
            CubieCube cube = scrambler.next();
            for (int[] relabel : keeping) {
                assertThat(PART.of(relabelled(cube, relabel))).isEqualTo(PART.of(cube));
            }
            changed += PART.of(relabelled(cube, breaking)) != PART.of(cube) ? 1 : 0;
        }
        assertThat(changed).isEqualTo(200);
    }

    private static CubieCube relabelled(CubieCube cube, int[] relabel) {
        int[] corners = new int[8];
        for (int p = 0; p < 8; p++) {
            corners[p] = relabel[cube.cornerAt(p)];
        }
        return CubieCube.of(corners, cube.cornerTwists(), cube.edgePermutation(), cube.edgeFlips());
    }

    @Test
    void piecesFormReadsTheSameCoordinatesInEveryView() {
        PieceForm pieces = new PieceForm(PART);
        RandomStateScrambler scrambler = new RandomStateScrambler(new SplittableRandom(6));
        int[] states = new int[PieceForm.WIDTH];
        int[] out = new int[PieceForm.COORDINATES];
        for (int i = 0; i < 300; i++) {
            CubieCube cube = scrambler.next();
            pieces.encode(cube, states, 0);
            for (int view = 0; view < CosetCoordinates.VIEWS; view++) {
                pieces.coordinates(states, 0, view, out, 0);
                CubieCube seen = CosetCoordinates.view(cube, view);
                assertThat(out[0]).isEqualTo(CosetCoordinates.twistOf(seen));
                assertThat(out[1]).isEqualTo(PART.of(seen));
            }
        }
    }

    @Test
    void cornerCosetsFallIntoEightySevenThousandClasses() {
        CornerClasses classes = new CornerClasses(coordinates);
        assertThat(classes.count()).isEqualTo(PART.classes()).isEqualTo(87_609);
        for (int raw = 0; raw < classes.rawCount(); raw += 97) {
            int classAndSymmetry = classes.classAndSymmetry(raw);
            assertThat(CornerClasses.conjugate(coordinates, classAndSymmetry & 15, raw))
                    .isEqualTo(classes.representative(classAndSymmetry >>> 4));
        }
    }
}
